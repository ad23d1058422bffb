"""Every column that holds sealed values, and the operations that touch all of them at once.

Key rotation and key checks must not miss a column, so the list lives in one place. Each
entry names the table, the sealed column, and the column whose value is bound into the
ciphertext as its row id.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.security.crypto import Binding, Cipher, reseal
from goclaw_lite.store.db import Database
from goclaw_lite.store.meta import KEY_CHECK, KEY_CHECK_PLAINTEXT


@dataclass(frozen=True)
class SealedColumn:
    table: str
    column: str
    id_column: str = "id"
    mandatory: bool = True

    def binding(self, row_id: str) -> Binding:
        return Binding(self.table, self.column, row_id)


SEALED_COLUMNS: tuple[SealedColumn, ...] = (
    SealedColumn("llm_providers", "api_key", mandatory=False),
    SealedColumn("secure_cli_binaries", "encrypted_env"),
    SealedColumn("secure_cli_agent_grants", "encrypted_env"),
    SealedColumn("secure_cli_user_credentials", "encrypted_env"),
    SealedColumn("secure_cli_context_credentials", "encrypted_env"),
)

KEY_CHECK_BINDING = Binding("lite_meta", "value", KEY_CHECK)


def make_check_value(cipher: Cipher) -> str:
    return cipher.seal(KEY_CHECK_PLAINTEXT, KEY_CHECK_BINDING)


def check_value_matches(cipher: Cipher, sealed: str) -> bool:
    from goclaw_lite.errors import DecryptionError

    try:
        return cipher.open(sealed, KEY_CHECK_BINDING, mandatory=True) == KEY_CHECK_PLAINTEXT
    except DecryptionError:
        return False


async def count_sealed_values(db: Database) -> int:
    total = 0
    for col in SEALED_COLUMNS:
        total += int(
            await db.fetch_value(f"SELECT COUNT(*) FROM {col.table} WHERE {col.column} IS NOT NULL AND {col.column} <> ''")
            or 0
        )
    return total


async def rotate_sealed_values(db: Database, old: Cipher, new: Cipher) -> int:
    """Re-seal every value under `new` and replace the check value, in one transaction."""
    changed = 0
    async with db.transaction():
        for col in SEALED_COLUMNS:
            rows = await db.fetch_all(
                f"SELECT {col.id_column} AS row_id, {col.column} AS sealed FROM {col.table} "
                f"WHERE {col.column} IS NOT NULL AND {col.column} <> ''"
            )
            for row in rows:
                row_id = str(row["row_id"])
                value = str(row["sealed"])
                binding = col.binding(row_id)
                if not Cipher.is_sealed(value):
                    # Legacy plaintext in an optional column: seal it now rather than carry it on.
                    updated = new.seal(old.open(value, binding, mandatory=col.mandatory), binding)
                else:
                    updated = reseal(value, binding, old, new)
                await db.execute(
                    f"UPDATE {col.table} SET {col.column} = ? WHERE {col.id_column} = ?", (updated, row_id)
                )
                changed += 1
        await db.execute(
            "UPDATE lite_meta SET value = ?, updated_at = " + db.dialect.now() + " WHERE key = ?",
            (make_check_value(new), KEY_CHECK),
        )
    return changed
