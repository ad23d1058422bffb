"""VaultStore — `vault_documents` and `vault_links`, scoped to the local tenant.

A document lives in one scope (the user's shared vault, or one agent's personal vault) and
is unique by path there. Writes read the current row first inside one transaction, so an
upsert whose content hash and fields are unchanged writes nothing and keeps `updated_at`
(re-importing a vault is free), and the folded search column always matches the stored text.

Links are rows between two existing documents (`to_doc_id` is NOT NULL), so a link whose
target is missing cannot be a row: its target text is kept in the source document's
metadata under `unresolved_links` until a document appears that it resolves to.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.ids import is_uuid, now_ts, uuid7
from goclaw_lite.model.json_values import json_object, json_strings
from goclaw_lite.model.vault import (
    LINK_WIKILINK,
    MAX_LIST_LIMIT,
    MAX_PATH,
    MAX_QUERY,
    MAX_SEARCH_LIMIT,
    MAX_TITLE,
    UNRESOLVED_KEY,
    DocumentInfo,
    DocumentInput,
    LinkInput,
    MatchRank,
    ScopeKind,
    UpsertOutcome,
    UpsertResult,
    VaultDocument,
    VaultLink,
    VaultScope,
    VaultSearchHit,
    VaultSearchPage,
)
from goclaw_lite.store.backend.db import (
    ConstraintViolation,
    Database,
    Row,
    case_key,
    chunks,
    contains_pattern,
)
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.textfold import fold_text

_INFO = "id, path, title, doc_type, content_hash, created_at, updated_at"
_FULL = _INFO + ", content, summary, metadata"


def content_hash(content: str) -> str:
    """SHA-256 hex of the UTF-8 body: the identity that makes upserts idempotent and finds renames."""
    return hashlib.sha256(content.encode("utf-8")).hexdigest()


def normalize_path(path: str) -> str:
    """A vault-relative POSIX path: `\\` becomes `/`, no leading `/`, no `.`/`..`/empty segments."""
    if not isinstance(path, str):
        raise ValidationError("A vault path must be text.")
    cleaned = unicodedata.normalize("NFC", path.strip().replace("\\", "/")).strip("/")
    parts = [p for p in cleaned.split("/") if p not in ("", ".")]
    if not parts:
        raise ValidationError("A vault path is empty.")
    if ".." in parts:
        raise ValidationError(f"A vault path may not contain '..': {path!r}.")
    if any(ch in cleaned for ch in "\x00\r\n"):
        raise ValidationError("A vault path may not contain control characters.")
    joined = "/".join(parts)
    if len(joined) > MAX_PATH:
        raise ValidationError(f"A vault path is longer than {MAX_PATH} characters.")
    return joined


def default_title(path: str) -> str:
    """The file name without a `.md` extension, as Obsidian shows it."""
    name = posixpath.basename(path)
    return name[:-3] if name.lower().endswith(".md") and len(name) > 3 else name


def search_text(title: str, path: str, summary: str, content: str) -> str:
    """Folded by the search rule (`goclaw_lite.textfold`); line breaks become spaces like all white space."""
    return fold_text(f"{title}\n{path}\n{summary}\n{content}")


def _query_key(query: str) -> str:
    return fold_text(query)


def _clean_title(title: str, path: str) -> str:
    cleaned = " ".join(title.split()) or default_title(path)
    if len(cleaned) > MAX_TITLE:
        raise ValidationError(f"A title is longer than {MAX_TITLE} characters.")
    return cleaned


def _dump(value: Mapping[str, Any]) -> str:
    try:
        return json.dumps(dict(value), ensure_ascii=False, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):
        raise ValidationError("Document metadata must be JSON (text keys, plain values).") from None


def _load(raw: Any) -> dict[str, Any]:
    return json_object(raw) or {}


def _to_info(row: Row, prefix: str = "") -> DocumentInfo:
    return DocumentInfo(
        id=str(row[prefix + "id"]),
        path=str(row[prefix + "path"]),
        title=str(row[prefix + "title"] or ""),
        doc_type=str(row[prefix + "doc_type"] or "note"),
        content_hash=str(row[prefix + "content_hash"] or ""),
        created_at=str(row[prefix + "created_at"] or ""),
        updated_at=str(row[prefix + "updated_at"] or ""),
    )


def _to_doc(row: Row) -> VaultDocument:
    info = _to_info(row)
    return VaultDocument(
        **info.__dict__,
        content=str(row["content"] or ""),
        summary=str(row["summary"] or ""),
        metadata=_load(row["metadata"]),
    )


def _limit(value: int, most: int, what: str = "limit") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
        raise ValidationError(f"{what} must be from 1 to {most}.")
    return value


def _offset(value: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValidationError("offset must be a whole number, 0 or more.")
    return value


class VaultStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    # --- scope ------------------------------------------------------------------------

    def _scope(self, scope: VaultScope, alias: str = "") -> tuple[str, list[Any]]:
        """WHERE fragment (and params) selecting the documents of `scope` in this tenant."""
        a = f"{alias}." if alias else ""
        if scope.kind is ScopeKind.SHARED:
            return f"{a}tenant_id = ? AND {a}scope = 'shared' AND {a}agent_id IS NULL AND {a}team_id IS NULL", [self._tenant]
        if not is_uuid(scope.agent_id or ""):
            raise ValidationError(f"No agent with id {scope.agent_id!r}.")
        return (
            f"{a}tenant_id = ? AND {a}scope = 'personal' AND {a}agent_id = ? AND {a}team_id IS NULL",
            [self._tenant, scope.agent_id],
        )

    async def _row_by_path(self, scope: VaultScope, path: str) -> Row | None:
        where, params = self._scope(scope)
        return await self._db.fetch_one(f"SELECT {_FULL} FROM vault_documents WHERE {where} AND path = ?", [*params, path])

    # --- documents --------------------------------------------------------------------

    async def upsert_document(self, scope: VaultScope, item: DocumentInput) -> UpsertResult:
        """Create or update the document at `item.path`; identical content and fields write nothing."""
        path = normalize_path(item.path)
        title = _clean_title(item.title, path)
        doc_type = item.doc_type.strip() or "note"
        digest = content_hash(item.content)
        metadata = dict(item.metadata)
        stamp = now_ts()
        async with self._db.transaction():
            row = await self._row_by_path(scope, path)
            if row is not None:
                current = _to_doc(row)
                if UNRESOLVED_KEY not in metadata and UNRESOLVED_KEY in current.metadata:
                    metadata[UNRESOLVED_KEY] = current.metadata[UNRESOLVED_KEY]
                same = (
                    current.content_hash == digest
                    and current.content == item.content
                    and current.title == title
                    and current.doc_type == doc_type
                    and current.summary == item.summary
                    and json.loads(_dump(current.metadata)) == json.loads(_dump(metadata))
                )
                if same:
                    return UpsertResult(current, UpsertOutcome.UNCHANGED)
                await self._db.execute(
                    "UPDATE vault_documents SET title = ?, doc_type = ?, content_hash = ?, summary = ?, metadata = ?, "
                    "content = ?, search_fold = ?, path_basename = ?, updated_at = ? WHERE id = ? AND tenant_id = ?",
                    (
                        title, doc_type, digest, item.summary, _dump(metadata), item.content,
                        search_text(title, path, item.summary, item.content), case_key(posixpath.basename(path)), stamp,
                        current.id, self._tenant,
                    ),
                )
                return UpsertResult(await self.get_document_by_id(scope, current.id), UpsertOutcome.UPDATED)
            doc_id = uuid7()
            try:
                await self._db.execute(
                    "INSERT INTO vault_documents (id, tenant_id, agent_id, scope, path, path_basename, title, doc_type, "
                    "content_hash, summary, metadata, content, search_fold, created_at, updated_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        doc_id, self._tenant, scope.agent_id, scope.kind.value, path,
                        case_key(posixpath.basename(path)), title, doc_type, digest, item.summary, _dump(metadata),
                        item.content,
                        search_text(title, path, item.summary, item.content), stamp, stamp,
                    ),
                )
            except ConstraintViolation as exc:
                raise AlreadyExistsError(f"A document at {path!r} already exists.") from exc
            return UpsertResult(await self.get_document_by_id(scope, doc_id), UpsertOutcome.CREATED)

    async def find_document(self, scope: VaultScope, path: str) -> VaultDocument | None:
        """The document at `path` as our rule spells it; else one stored under exactly `path`,
        a spelling the rule refuses (`../x.md`, `/x.md`: imported before paths were checked), so
        such a note can still be shown and removed."""
        try:
            key: str | None = normalize_path(path)
        except ValidationError:
            key = None
        row = None if key is None else await self._row_by_path(scope, key)
        if row is None and key != path and isinstance(path, str) and path:
            row = await self._row_by_path(scope, path)
        return None if row is None else _to_doc(row)

    async def get_document(self, scope: VaultScope, path: str) -> VaultDocument:
        doc = await self.find_document(scope, path)
        if doc is None:
            raise NotFoundError(f"No document at {normalize_path(path)!r} in the vault.")  # a refused path: says why
        return doc

    async def get_document_by_id(self, scope: VaultScope, doc_id: str) -> VaultDocument:
        where, params = self._scope(scope)
        row = None
        if is_uuid(doc_id):
            row = await self._db.fetch_one(f"SELECT {_FULL} FROM vault_documents WHERE {where} AND id = ?", [*params, doc_id])
        if row is None:
            raise NotFoundError(f"No vault document with id {doc_id}.")
        return _to_doc(row)

    async def get_documents(self, scope: VaultScope, doc_ids: Iterable[str]) -> dict[str, VaultDocument]:
        ids = sorted({d for d in doc_ids if is_uuid(d)})
        where, params = self._scope(scope)
        found: dict[str, VaultDocument] = {}
        for chunk in chunks(ids):
            marks = ", ".join("?" for _ in chunk)
            rows = await self._db.fetch_all(
                f"SELECT {_FULL} FROM vault_documents WHERE {where} AND id IN ({marks})", [*params, *chunk]
            )
            found.update((str(r["id"]), _to_doc(r)) for r in rows)
        return found

    async def list_documents(
        self, scope: VaultScope, *, doc_type: str | None = None, limit: int = MAX_LIST_LIMIT, offset: int = 0
    ) -> list[DocumentInfo]:
        """Documents of the scope by path (bodies left out), `limit` at a time."""
        where, params = self._scope(scope)
        if doc_type:
            where += " AND doc_type = ?"
            params.append(doc_type)
        rows = await self._db.fetch_all(
            f"SELECT {_INFO} FROM vault_documents WHERE {where} ORDER BY path LIMIT ? OFFSET ?",
            [*params, _limit(limit, MAX_LIST_LIMIT), _offset(offset)],
        )
        return [_to_info(r) for r in rows]

    async def list_link_targets(self, scope: VaultScope) -> list[tuple[DocumentInfo, tuple[str, ...]]]:
        """Every document with the aliases its metadata lists: what link resolution needs, no bodies."""
        where, params = self._scope(scope)
        aliases = self._db.dialect.json_text("metadata", "aliases")
        rows = await self._db.fetch_all(
            f"SELECT {_INFO}, {aliases} AS aliases FROM vault_documents WHERE {where} ORDER BY path", params
        )
        out: list[tuple[DocumentInfo, tuple[str, ...]]] = []
        for row in rows:
            out.append((_to_info(row), json_strings(row["aliases"]) or ()))
        return out

    async def count_documents(self, scope: VaultScope) -> int:
        where, params = self._scope(scope)
        return int(await self._db.fetch_value(f"SELECT COUNT(*) FROM vault_documents WHERE {where}", params) or 0)

    async def find_by_hash(self, scope: VaultScope, digest: str) -> list[DocumentInfo]:
        where, params = self._scope(scope)
        rows = await self._db.fetch_all(
            f"SELECT {_INFO} FROM vault_documents WHERE {where} AND content_hash = ? ORDER BY path", [*params, digest]
        )
        return [_to_info(r) for r in rows]

    async def move_document(self, scope: VaultScope, doc_id: str, new_path: str, *, title: str | None = None) -> VaultDocument:
        """Give a document a new path (a rename): same id, so its links in both directions stay."""
        path = normalize_path(new_path)
        async with self._db.transaction():
            doc = await self.get_document_by_id(scope, doc_id)
            if doc.path == path and (title is None or title == doc.title):
                return doc
            if title is not None:
                new_title = _clean_title(title, path)
            elif doc.title == default_title(doc.path):
                new_title = default_title(path)  # the title followed the file name, so it still does
            else:
                new_title = doc.title
            try:
                await self._db.execute(
                    "UPDATE vault_documents SET path = ?, path_basename = ?, title = ?, search_fold = ?, updated_at = ? "
                    "WHERE id = ? AND tenant_id = ?",
                    (
                        path, case_key(posixpath.basename(path)), new_title,
                        search_text(new_title, path, doc.summary, doc.content), now_ts(), doc.id, self._tenant,
                    ),
                )
            except ConstraintViolation as exc:
                raise AlreadyExistsError(f"A document at {path!r} already exists.") from exc
            return await self.get_document_by_id(scope, doc.id)

    async def delete_document(self, scope: VaultScope, path: str) -> VaultDocument:
        """Delete the document at `path`; its links in both directions go with it (FK cascade)."""
        async with self._db.transaction():
            doc = await self.get_document(scope, path)
            await self._db.execute("DELETE FROM vault_documents WHERE id = ? AND tenant_id = ?", (doc.id, self._tenant))
        return doc

    async def set_unresolved_links(self, scope: VaultScope, doc_id: str, targets: Sequence[str]) -> None:
        """Record the link targets of a document that matched nothing; bookkeeping, so `updated_at` stays."""
        async with self._db.transaction():
            doc = await self.get_document_by_id(scope, doc_id)
            wanted = sorted(set(targets))
            if list(doc.unresolved_links) == wanted:
                return
            metadata = dict(doc.metadata)
            if wanted:
                metadata[UNRESOLVED_KEY] = wanted
            else:
                metadata.pop(UNRESOLVED_KEY, None)
            await self._db.execute(
                "UPDATE vault_documents SET metadata = ? WHERE id = ? AND tenant_id = ?", (_dump(metadata), doc.id, self._tenant)
            )

    async def documents_with_unresolved_links(self, scope: VaultScope) -> list[VaultDocument]:
        where, params = self._scope(scope)
        key = self._db.dialect.json_text("metadata", UNRESOLVED_KEY)
        rows = await self._db.fetch_all(
            f"SELECT {_FULL} FROM vault_documents WHERE {where} AND {key} IS NOT NULL ORDER BY path", params
        )
        return [d for d in map(_to_doc, rows) if d.unresolved_links]

    # --- search -----------------------------------------------------------------------

    async def search_documents(self, scope: VaultScope, query: str, *, limit: int = 20, offset: int = 0) -> VaultSearchPage:
        """Substring search over title, path, summary and body, in any case and script.

        `%`, `_` and `\\` in the query match themselves. Title matches rank first, then path
        matches, then the rest; ties sort by path. Only the returned page carries bodies.
        """
        if not isinstance(query, str) or not " ".join(query.split()):
            raise ValidationError("The search query is empty.")
        text = " ".join(query.split())
        if len(text) > MAX_QUERY:
            raise ValidationError(f"The search query is longer than {MAX_QUERY} characters.")
        _limit(limit, MAX_SEARCH_LIMIT)
        _offset(offset)
        where, params = self._scope(scope)
        rows = await self._db.fetch_all(
            f"SELECT {_INFO} FROM vault_documents WHERE {where} AND {self._db.dialect.like('search_fold')}",
            [*params, contains_pattern(unicodedata.normalize("NFKC", text))],
        )
        key = _query_key(text)

        def rank(info: DocumentInfo) -> MatchRank:
            if key in _query_key(info.title):
                return MatchRank.TITLE
            if key in _query_key(info.path):
                return MatchRank.PATH
            return MatchRank.CONTENT

        ranked = sorted(((rank(i), i) for i in map(_to_info, rows)), key=lambda p: (p[0], p[1].path))
        page = ranked[offset : offset + limit]
        bodies = await self.get_documents(scope, [i.id for _, i in page])
        hits = tuple(VaultSearchHit(i, r, bodies[i.id].content if i.id in bodies else "") for r, i in page)
        return VaultSearchPage(hits, len(ranked))

    # --- links ------------------------------------------------------------------------

    async def _require_docs(self, ids: Iterable[str]) -> None:
        wanted = {i for i in ids}
        if not all(is_uuid(i) for i in wanted):
            raise NotFoundError("A link needs two existing vault documents.")
        marks = ", ".join("?" for _ in wanted)
        rows = await self._db.fetch_all(
            f"SELECT id FROM vault_documents WHERE tenant_id = ? AND id IN ({marks})", [self._tenant, *sorted(wanted)]
        )
        if len(rows) != len(wanted):
            raise NotFoundError("A link needs two existing vault documents.")

    async def _upsert_link(self, from_doc_id: str, link: LinkInput) -> None:
        await self._db.execute(
            "INSERT INTO vault_links (id, from_doc_id, to_doc_id, link_type, context, metadata, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (from_doc_id, to_doc_id, link_type) "
            "DO UPDATE SET context = excluded.context, metadata = excluded.metadata",
            (uuid7(), from_doc_id, link.to_doc_id, link.link_type or LINK_WIKILINK, link.context, _dump(link.metadata), now_ts()),
        )

    async def create_link(self, from_doc_id: str, link: LinkInput) -> VaultLink:
        """Add (or refresh the context and metadata of) one link between two documents of this tenant."""
        async with self._db.transaction():
            await self._require_docs([from_doc_id, link.to_doc_id])
            await self._upsert_link(from_doc_id, link)
            out = await self.get_out_links(from_doc_id)
        return next(x for x in out if x.to_doc_id == link.to_doc_id and x.link_type == (link.link_type or LINK_WIKILINK))

    async def replace_links(self, from_doc_id: str, links: Sequence[LinkInput], *, link_types: Sequence[str]) -> None:
        """Make the document's links of `link_types` exactly `links`; unchanged ones keep their id."""
        types = tuple(dict.fromkeys(link_types))
        if not types or any(link.link_type not in types for link in links):
            raise ValidationError("Every replaced link must be of one of the given link types.")
        async with self._db.transaction():
            await self._require_docs([from_doc_id, *(link.to_doc_id for link in links)])
            keep = {(link.to_doc_id, link.link_type) for link in links}
            marks = ", ".join("?" for _ in types)
            rows = await self._db.fetch_all(
                "SELECT id, to_doc_id, link_type, context, metadata FROM vault_links "
                f"WHERE from_doc_id = ? AND link_type IN ({marks})",
                [from_doc_id, *types],
            )
            stale = [str(r["id"]) for r in rows if (str(r["to_doc_id"]), str(r["link_type"])) not in keep]
            current = {
                (str(r["to_doc_id"]), str(r["link_type"])): (str(r["context"]), _load(r["metadata"])) for r in rows
            }
            for chunk in chunks(stale):
                await self._db.execute(
                    f"DELETE FROM vault_links WHERE id IN ({', '.join('?' for _ in chunk)})", list(chunk)
                )
            for link in links:
                if current.get((link.to_doc_id, link.link_type)) != (link.context, json.loads(_dump(link.metadata))):
                    await self._upsert_link(from_doc_id, link)

    async def delete_link(self, from_doc_id: str, to_doc_id: str, link_type: str = LINK_WIKILINK) -> bool:
        if not (is_uuid(from_doc_id) and is_uuid(to_doc_id)):
            return False
        changed = await self._db.execute(
            "DELETE FROM vault_links WHERE from_doc_id = ? AND to_doc_id = ? AND link_type = ? "
            "AND from_doc_id IN (SELECT id FROM vault_documents WHERE tenant_id = ?)",
            (from_doc_id, to_doc_id, link_type, self._tenant),
        )
        return changed > 0

    async def _links(self, doc_id: str, *, outgoing: bool) -> list[VaultLink]:
        if not is_uuid(doc_id):
            raise NotFoundError(f"No vault document with id {doc_id}.")
        near, far = ("from_doc_id", "to_doc_id") if outgoing else ("to_doc_id", "from_doc_id")
        other = ", ".join(f"d.{c} AS d_{c}" for c in _INFO.split(", "))
        rows = await self._db.fetch_all(
            f"SELECT l.id, l.from_doc_id, l.to_doc_id, l.link_type, l.context, l.metadata, l.created_at, {other} "
            f"FROM vault_links l JOIN vault_documents d ON d.id = l.{far} "
            f"WHERE l.{near} = ? AND d.tenant_id = ? ORDER BY d.path, l.link_type",
            (doc_id, self._tenant),
        )
        return [
            VaultLink(
                id=str(r["id"]), from_doc_id=str(r["from_doc_id"]), to_doc_id=str(r["to_doc_id"]),
                link_type=str(r["link_type"]), context=str(r["context"] or ""), metadata=_load(r["metadata"]),
                created_at=str(r["created_at"] or ""), other=_to_info(r, "d_"),
            )
            for r in rows
        ]

    async def get_out_links(self, doc_id: str) -> list[VaultLink]:
        """Links from the document, by target path; `other` is the target."""
        return await self._links(doc_id, outgoing=True)

    async def get_backlinks(self, doc_id: str) -> list[VaultLink]:
        """Links to the document, by source path; `other` is the source."""
        return await self._links(doc_id, outgoing=False)
