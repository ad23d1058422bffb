"""The Skills page: install, switch, grant and delete skills; read their SKILL.md."""
