"""What an import did, table by table: imported, skipped (with the reason per row), left behind."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Problem:
    """A source row that was not brought over, and why (never a secret value)."""

    table: str
    row_id: str
    reason: str


@dataclass(frozen=True)
class SkillFolder:
    """A GoClaw skill's files, copied and checked before the import, and where they go here."""

    path: str
    """Our version folder: the row's `file_path`."""
    file_hash: str
    """SHA-256 of its SKILL.md (GoClaw's `file_hash`)."""
    files: int
    verified: bool
    """GoClaw recorded a hash and the file on disk matched it."""


@dataclass
class TableReport:
    source_table: str
    imported: int = 0
    already_there: int = 0
    changed: int = 0
    skipped: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    """What came over, by name, for tables a user names things in (agent files, MCP servers)."""
    seconds: float = 0.0

    def skip(self, row_id: str, reason: str) -> None:
        self.skipped.append(Problem(self.source_table, row_id, reason))


@dataclass
class ImportReport:
    source: str
    schema_version: int
    dry_run: bool
    tables: dict[str, TableReport] = field(default_factory=dict)
    left_behind: dict[str, int] = field(default_factory=dict)
    plaintext_secrets: int = 0
    sealed_secrets: int = 0
    backup_path: str | None = None
    notes: list[str] = field(default_factory=list)

    def table(self, name: str) -> TableReport:
        if name not in self.tables:
            self.tables[name] = TableReport(name)
        return self.tables[name]

    @property
    def problems(self) -> list[Problem]:
        return [p for t in self.tables.values() for p in t.skipped]

    @property
    def imported(self) -> int:
        return sum(t.imported for t in self.tables.values())
