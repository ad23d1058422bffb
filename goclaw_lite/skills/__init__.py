"""Skills: SKILL.md packages an agent loads when a task calls for them.

`skill_md` parses the format (frontmatter + procedure), `package` stages a folder or a .zip
into a private folder with every hostile-input check done before anything is kept,
`library` installs staged skills (atomic move, then the row) and reads them back for an
agent, confined to the skill's folder; `prompt` is the few lines a granted skill costs in
the system prompt. Nothing here runs a skill's scripts: those run only as Secure CLI tools.
"""
