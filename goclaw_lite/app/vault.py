"""Notes and their links, kept consistent: what the CLI and the Vault page call.

Every write re-derives links from the text (`wikilinks.parse_wikilinks`) and resolves them
against the documents of the scope (`resolve.LinkResolver`): a resolved link is a
vault_links row, an unresolved one is remembered on its note and resolved again whenever a
note is saved, imported or renamed, so a broken link heals when its target appears.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.vault import (
    LINK_EMBED,
    LINK_WIKILINK,
    DocumentInfo,
    DocumentInput,
    LinkInput,
    UpsertOutcome,
    UpsertResult,
    VaultDocument,
    VaultLink,
    VaultScope,
    VaultSearchPage,
)
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.store.records.vault import (
    VaultStore,
    content_hash,
    default_title,
    normalize_path,
)
from goclaw_lite.vault.folder import NoteFolder, OutsideLink
from goclaw_lite.vault.frontmatter import parse_front_matter, text_list
from goclaw_lite.vault.resolve import DocRef
from goclaw_lite.vault.resolve import LinkResolver as LinkResolver
from goclaw_lite.vault.snippet import snippet as snippet
from goclaw_lite.vault.wikilinks import WikiLink as WikiLink
from goclaw_lite.vault.wikilinks import front_matter_end as front_matter_end
from goclaw_lite.vault.wikilinks import parse_wikilinks
from goclaw_lite.vault.wikilinks import replace_wikilinks as replace_wikilinks

Progress = Callable[[str, int, int], None]
"""progress(stage, done, total): stage is "Reading" then "Linking"."""

_RELINK_BATCH = 200


@dataclass(frozen=True)
class OutLink:
    """One link as written in a note; `document` is None when it names no note (broken)."""

    target: str
    document: DocumentInfo | None
    link_type: str = LINK_WIKILINK
    context: str = ""

    @property
    def broken(self) -> bool:
        return self.document is None


@dataclass(frozen=True)
class LinkReport:
    document: VaultDocument
    out: tuple[OutLink, ...]
    backlinks: tuple[VaultLink, ...]


@dataclass(frozen=True)
class ImportReport:
    folder: str
    files: int = 0
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    renamed: tuple[tuple[str, str], ...] = ()
    skipped: tuple[tuple[str, str], ...] = ()
    links: int = 0
    broken: int = 0
    not_in_folder: int = 0
    """Documents of the vault with no file in this folder (kept: they may come from elsewhere)."""
    outside_links: tuple[OutsideLink, ...] = ()
    """Links in the folder that lead out of it: not read, so their targets are never stored."""


def outside_links_note(report: ImportReport, shown: int = 5) -> str:
    """' Not read: N links leading out of the folder (a.md, b.md, …).' or '' when there are none."""
    links = report.outside_links
    if not links:
        return ""
    names = ", ".join(o.path for o in links[:shown]) + (f" and {len(links) - shown} more" if len(links) > shown else "")
    return f" Not read: {len(links)} links leading out of the folder ({names})."


@dataclass
class _Tally:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    renamed: list[tuple[str, str]] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def count(self, outcome: UpsertOutcome) -> None:
        setattr(self, outcome.value, getattr(self, outcome.value) + 1)


def note_input(path: str, text: str) -> DocumentInput:
    """A note's document: title and aliases from its front matter, else the file name."""
    front = parse_front_matter(text)
    titles = text_list(front.get("title"))
    aliases = text_list(front.get("aliases")) + text_list(front.get("alias"))
    metadata: dict[str, Any] = {}
    if front:
        metadata["frontmatter"] = front
    if aliases:
        metadata["aliases"] = aliases
    normalized = normalize_path(path)
    return DocumentInput(path=normalized, content=text, title=titles[0] if titles else default_title(normalized), metadata=metadata)


class VaultService:
    def __init__(self, db: Database, identity: LocalIdentity, scope: VaultScope | None = None) -> None:
        self.store = VaultStore(db, identity)
        self.activity = ActivityStore(db, identity)
        self.scope = scope or VaultScope.shared()

    # --- reading ----------------------------------------------------------------------

    async def list_notes(self) -> list[DocumentInfo]:
        return await self.store.list_documents(self.scope)

    async def get_note(self, path: str) -> VaultDocument:
        return await self.store.get_document(self.scope, path)

    async def find_note(self, path: str) -> VaultDocument | None:
        return await self.store.find_document(self.scope, path)

    async def locate(self, path_or_name: str) -> VaultDocument:
        """The note at this exact path, else the one a `[[link]]` with this text names."""
        found = await self.find_note(path_or_name)
        if found is not None:
            return found
        resolver, _ = await self.index()
        ref = resolver.resolve(path_or_name)
        if ref is None:
            raise NotFoundError(f"No document at {normalize_path(path_or_name)!r} in the vault.")
        return await self.store.get_document_by_id(self.scope, ref.id)

    async def search(self, query: str, *, limit: int = 20, offset: int = 0) -> VaultSearchPage:
        return await self.store.search_documents(self.scope, query, limit=limit, offset=offset)

    async def index(self) -> tuple[LinkResolver, dict[str, DocumentInfo]]:
        """A resolver over every note of the scope, and the notes by id."""
        targets = await self.store.list_link_targets(self.scope)
        resolver = LinkResolver(DocRef(d.id, d.path, d.title, aliases) for d, aliases in targets)
        return resolver, {d.id: d for d, _ in targets}

    async def resolve_link(self, target: str, source_path: str | None = None) -> DocumentInfo | None:
        """The note a link text names (from the note at `source_path`), or None."""
        resolver, infos = await self.index()
        ref = resolver.resolve(target, source_path)
        return None if ref is None else infos[ref.id]

    async def links(self, path: str) -> LinkReport:
        """Out-links in the order written (broken ones with no document) and backlinks."""
        doc = await self.locate(path)
        resolver, infos = await self.index()
        out: list[OutLink] = []
        seen: set[tuple[str, str]] = set()
        for link in parse_wikilinks(doc.content):
            ref = resolver.resolve(link.target, doc.path)
            kind = LINK_EMBED if link.embed else LINK_WIKILINK
            if (link.target.casefold(), kind) in seen:
                continue
            seen.add((link.target.casefold(), kind))
            out.append(OutLink(link.target, None if ref is None else infos[ref.id], kind, link.context))
        return LinkReport(doc, tuple(out), tuple(await self.store.get_backlinks(doc.id)))

    # --- writing ----------------------------------------------------------------------

    async def save_note(self, path: str, text: str) -> UpsertResult:
        """Create or update a note; unchanged text writes nothing. Links are brought up to date."""
        result = await self.store.upsert_document(self.scope, note_input(path, text))
        if result.outcome is not UpsertOutcome.UNCHANGED:
            await self._relink_after_change([result.document])
        return result

    async def delete_note(self, path: str) -> VaultDocument:
        """Delete a note; notes that linked to it get those links back as unresolved."""
        doc = await self.get_note(path)
        sources = [link.from_doc_id for link in await self.store.get_backlinks(doc.id)]
        await self.store.delete_document(self.scope, doc.path)
        docs = await self.store.get_documents(self.scope, sources)
        await self.relink(list(docs.values()))
        return doc

    async def rename_note(self, old_path: str, new_path: str) -> VaultDocument:
        """Move a note to a new path; it keeps its id, and so its links in both directions."""
        doc = await self.get_note(old_path)
        moved = await self.store.move_document(self.scope, doc.id, new_path)
        await self._relink_after_change([moved])
        return moved

    async def _relink_after_change(self, changed: Sequence[VaultDocument]) -> tuple[int, int]:
        pending = await self.store.documents_with_unresolved_links(self.scope)
        targets = {d.id: d for d in (*pending, *changed)}
        return await self.relink(list(targets.values()))

    async def relink(self, docs: Sequence[VaultDocument], *, resolver: LinkResolver | None = None,
                     progress: Progress | None = None) -> tuple[int, int]:
        """Re-derive the wikilinks of `docs`; returns (links stored, links unresolved)."""
        resolver = resolver or (await self.index())[0]
        stored = broken = 0
        for done, doc in enumerate(docs, 1):
            links, unresolved = self._links_of(doc, resolver)
            await self.store.replace_links(doc.id, links, link_types=(LINK_WIKILINK, LINK_EMBED))
            await self.store.set_unresolved_links(self.scope, doc.id, unresolved)
            stored += len(links)
            broken += len(unresolved)
            if progress is not None:
                progress("Linking", done, len(docs))
        return stored, broken

    @staticmethod
    def _links_of(doc: VaultDocument, resolver: LinkResolver) -> tuple[list[LinkInput], list[str]]:
        links: dict[tuple[str, str], LinkInput] = {}
        unresolved: list[str] = []
        for link in parse_wikilinks(doc.content):
            ref = resolver.resolve(link.target, doc.path)
            if ref is None:
                unresolved.append(link.target)
                continue
            if ref.id == doc.id:
                continue
            kind = LINK_EMBED if link.embed else LINK_WIKILINK
            links.setdefault((ref.id, kind), LinkInput(ref.id, kind, link.context, _link_meta(link)))
        return list(links.values()), sorted(set(unresolved), key=str.casefold)

    # --- import -----------------------------------------------------------------------

    async def import_folder(self, folder: Path, progress: Progress | None = None) -> ImportReport:
        """Bring a folder of Markdown notes (an Obsidian vault) into the vault; safe to repeat.

        Unchanged notes write nothing. A new file whose content matches a document whose path
        is no longer in the folder is that document renamed: it keeps its id and links.
        """
        with NoteFolder(folder) as source:
            scan = source.scan()
            files = scan.notes
            existing = {d.path: d for d in await self.store.list_documents(self.scope)}
            on_disk = {note.path for note in files}
            gone_by_hash: dict[str, list[DocumentInfo]] = {}
            for doc in existing.values():
                if doc.path not in on_disk:
                    gone_by_hash.setdefault(doc.content_hash, []).append(doc)
            tally = _Tally()
            for done, note in enumerate(files, 1):
                try:
                    text = source.read(note)
                    item = note_input(note.path, text)
                except (OSError, ValidationError) as exc:
                    reason = str(exc) if isinstance(exc, ValidationError) else exc.strerror or str(exc)
                    tally.skipped.append((note.path, reason))
                else:
                    if item.path not in existing:
                        await self._maybe_rename(item.path, content_hash(text), gone_by_hash, tally)
                    tally.count((await self.store.upsert_document(self.scope, item)).outcome)
                if progress is not None:
                    progress("Reading", done, len(files))
        resolver, infos = await self.index()
        ids = sorted(infos, key=lambda i: infos[i].path)
        stored = broken = 0
        for start in range(0, len(ids), _RELINK_BATCH):
            batch = await self.store.get_documents(self.scope, ids[start : start + _RELINK_BATCH])
            relinked = await self.relink([batch[i] for i in ids[start : start + _RELINK_BATCH] if i in batch], resolver=resolver)
            stored, broken = stored + relinked[0], broken + relinked[1]
            if progress is not None:
                progress("Linking", min(start + _RELINK_BATCH, len(ids)), len(ids))
        imported = {normalize_path(p) for p in on_disk}
        report = ImportReport(
            folder=str(source.shown), files=len(files), created=tally.created, updated=tally.updated, unchanged=tally.unchanged,
            renamed=tuple(tally.renamed), skipped=tuple(tally.skipped), links=stored, broken=broken,
            not_in_folder=sum(1 for d in infos.values() if d.path not in imported), outside_links=scan.outside,
        )
        await self._log_import(report)
        return report

    async def _log_import(self, report: ImportReport) -> None:
        """One `vault.import` row with the counts (no note text), for the CLI and the Vault page alike."""
        await self.activity.log(
            "vault.import", entity_type="vault", entity_id=self.scope.agent_id or str(self.scope.kind),
            details={
                "folder": report.folder, "files": report.files, "created": report.created, "updated": report.updated,
                "unchanged": report.unchanged, "renamed": len(report.renamed), "skipped": len(report.skipped),
                "outside_links": len(report.outside_links), "links": report.links, "broken": report.broken,
            },
        )

    async def _maybe_rename(
        self, path: str, digest: str, gone_by_hash: dict[str, list[DocumentInfo]], tally: _Tally
    ) -> None:
        candidates = gone_by_hash.get(digest) or []
        if not candidates:
            return
        name = path.rsplit("/", 1)[-1].casefold()
        same_name = [d for d in candidates if d.path.rsplit("/", 1)[-1].casefold() == name]
        pick = same_name[0] if same_name else candidates[0]
        candidates.remove(pick)
        await self.store.move_document(self.scope, pick.id, path)
        tally.renamed.append((pick.path, path))


def _link_meta(link: WikiLink) -> dict[str, str]:
    meta = {"target": link.target}
    if link.heading:
        meta["heading"] = link.heading
    if link.alias:
        meta["alias"] = link.alias
    return meta

