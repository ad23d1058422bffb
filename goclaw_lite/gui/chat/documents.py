"""Laid-out text of a message: one QTextDocument per segment, updated incrementally.

`RenderedText.set_text` splits again only the end of a growing answer (`segments.extend_placed`)
and keeps the document of every segment whose source is unchanged; a code block that only grew gets the new characters appended, so its
highlighter re-highlights the new lines only. A prose chunk that changed is parsed again, but
chunks are bounded (`segments.DEFAULT_CHUNK_CHARS`), so streaming costs the same at token 50 and
at token 5,000.

Documents never load resources: a model's `![](file:///...)` or tracking pixel stays inert.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from goclaw_lite.gui.chat.code_tokens import tokenize
from goclaw_lite.gui.chat.segments import Placed, Segment, SegmentKind, extend_placed, split_placed
from goclaw_lite.gui.chat.style import ChatTheme, scaled_font
from goclaw_lite.gui.qt import (
    QFont,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
)

MARKDOWN_FEATURES = QTextDocument.MarkdownFeature.MarkdownDialectGitHub | QTextDocument.MarkdownFeature.MarkdownNoHTML
_HEADING_SCALE = {1: 1.3, 2: 1.18, 3: 1.08, 4: 1.0, 5: 1.0, 6: 1.0}


QUOTE_INDENT = 14.0
"""Left margin of each block-quote level; the painter draws the quote's bar in it."""


class InertDocument(QTextDocument):
    """A QTextDocument that never fetches an image or other resource (local or remote)."""

    quote_blocks: tuple[tuple[int, int], ...] = ()
    """(block number, quote level) of each block-quote block, for the painter's bars."""

    def loadResource(self, type: int, name: object) -> object:  # noqa: N802 - Qt signature
        return None


class CodeHighlighter(QSyntaxHighlighter):
    """Colours a code document line by line with `code_tokens.tokenize`."""

    def __init__(self, document: QTextDocument, language: str, formats: Mapping[Any, QTextCharFormat]) -> None:
        super().__init__(document)
        self.language = language
        self._formats = formats

    def highlightBlock(self, text: str) -> None:  # noqa: N802 - Qt naming
        previous = self.previousBlockState()
        tokens, state = tokenize(text, self.language, previous if previous > 0 else 0)
        for token in tokens:
            fmt = self._formats.get(token.kind)
            if fmt is not None:
                self.setFormat(token.start, token.length, fmt)
        self.setCurrentBlockState(state)


def _tidy_headings(document: QTextDocument, base: QFont) -> None:
    """Qt's Markdown headings are poster-sized next to chat text; bring them to a reading scale.

    Qt marks only the heading's first run with a size adjustment, so a bold or code run inside
    it would end up a different size: every run gets the same font and no adjustment.
    """
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level:
            font = scaled_font(base, _HEADING_SCALE.get(level, 1.0), bold=True)
            runs: list[tuple[int, int, QTextCharFormat]] = []
            fragments = block.begin()
            while not fragments.atEnd():
                fragment = fragments.fragment()
                runs.append((fragment.position(), fragment.length(), fragment.charFormat()))
                fragments += 1
            cursor = QTextCursor(document)
            for position, length, fmt in runs:
                fmt.clearProperty(QTextFormat.Property.FontSizeAdjustment)  # it would win over the size
                fmt.setFont(font, QTextCharFormat.FontPropertiesInheritanceBehavior.FontPropertiesSpecifiedOnly)
                cursor.setPosition(position)
                cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
                cursor.setCharFormat(fmt)
        block = block.next()


def _style_quotes(document: InertDocument, theme: ChatTheme) -> None:
    """Qt indents a block quote 40 px on both sides and nothing else, so it reads as a stray
    indented paragraph; give it a narrow indent (the painter adds a bar) and muted text."""
    found: list[tuple[int, int]] = []
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().intProperty(QTextFormat.Property.BlockQuoteLevel)
        if level > 0:
            found.append((block.blockNumber(), level))
            cursor = QTextCursor(block)
            block_format = block.blockFormat()
            block_format.setLeftMargin(QUOTE_INDENT * level)
            block_format.setRightMargin(0)
            cursor.setBlockFormat(block_format)
            cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
            muted = QTextCharFormat()
            muted.setForeground(theme.muted)
            cursor.mergeCharFormat(muted)
        block = block.next()
    document.quote_blocks = tuple(found)


def markdown_document(text: str, theme: ChatTheme) -> QTextDocument:
    document = InertDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(theme.body_font)
    document.setUndoRedoEnabled(False)
    document.setMarkdown(text.strip("\n"), MARKDOWN_FEATURES)
    if "#" in text:
        _tidy_headings(document, theme.body_font)
    if ">" in text:
        _style_quotes(document, theme)
    return document


def plain_document(text: str, font: QFont, *, wrap_anywhere: bool = False) -> QTextDocument:
    document = InertDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(font)
    document.setUndoRedoEnabled(False)
    if wrap_anywhere:
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        document.setDefaultTextOption(option)
    document.setPlainText(text)
    return document


@dataclass
class CodeDocument:
    document: QTextDocument
    highlighter: CodeHighlighter
    text: str

    @classmethod
    def create(cls, text: str, language: str, theme: ChatTheme) -> CodeDocument:
        document = plain_document("", theme.code_font, wrap_anywhere=True)
        highlighter = CodeHighlighter(document, language, dict(theme.syntax))
        code = cls(document, highlighter, "")
        code.set_text(text)
        return code

    def set_text(self, text: str) -> None:
        if text == self.text:
            return
        if text.startswith(self.text) and self.text:
            cursor = QTextCursor(self.document)
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertText(text[len(self.text) :])
        else:
            self.document.setPlainText(text)
        self.text = text


class RenderedSegment:
    """A segment and its document; `version` changes whenever its layout may have changed."""

    def __init__(self, segment: Segment, theme: ChatTheme) -> None:
        self.segment = segment
        self._theme = theme
        self.code: CodeDocument | None = None
        self.document = self._build(segment)
        self.version = 0

    def _build(self, segment: Segment) -> QTextDocument:
        if segment.kind is SegmentKind.CODE:
            self.code = CodeDocument.create(segment.text, segment.language, self._theme)
            return self.code.document
        self.code = None
        return markdown_document(segment.text, self._theme)

    def update(self, segment: Segment) -> None:
        if segment == self.segment:
            return
        same_code = (
            segment.kind is SegmentKind.CODE
            and self.segment.kind is SegmentKind.CODE
            and segment.language == self.segment.language
            and self.code is not None
        )
        if same_code and self.code is not None:
            self.code.set_text(segment.text)
        else:
            self.document = self._build(segment)
        self.segment = segment
        self.version += 1


class RenderedText:
    """All segments of one message's text, kept in step with `set_text`."""

    def __init__(self, theme: ChatTheme) -> None:
        self._theme = theme
        self.text = ""
        self.final = True
        self.segments: list[RenderedSegment] = []
        self._placed: list[Placed] = []
        self.rebuilt = 0
        """How many segment documents were (re)built or updated, for tests and benchmarks."""

    def set_text(self, text: str, *, final: bool = True) -> None:
        if text == self.text and final == self.final and (self.segments or not text):
            return
        if not final and not self.final and text.startswith(self.text):
            self._placed = extend_placed(self._placed, text)
        else:
            self._placed = split_placed(text, final=final)
        fresh = [segment for _start, segment in self._placed]
        kept: list[RenderedSegment] = []
        for index, segment in enumerate(fresh):
            if index < len(self.segments):
                rendered = self.segments[index]
                if rendered.segment != segment:
                    rendered.update(segment)
                    self.rebuilt += 1
                kept.append(rendered)
            else:
                kept.append(RenderedSegment(segment, self._theme))
                self.rebuilt += 1
        self.segments = kept
        self.text = text
        self.final = final
