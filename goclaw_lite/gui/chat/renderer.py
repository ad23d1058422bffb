"""Caches between items and pixels: documents per message, layouts and heights per width.

Documents are kept per message id (not per revision), so a streamed message reuses the
documents of its finished segments from one revision to the next. Both caches are bounded
(LRU); heights are kept for every measured row because they are just numbers, and a row that
was measured at another width gives a better estimate than its character count.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from goclaw_lite.gui.chat.items import ChatItem
from goclaw_lite.gui.chat.message_layout import ItemDocs, build_layout, column, estimate_height
from goclaw_lite.gui.chat.message_painter import Painter
from goclaw_lite.gui.chat.paint_ops import ItemLayout
from goclaw_lite.gui.chat.style import ChatTheme

DOC_CACHE = 400
LAYOUT_CACHE = 300


@dataclass
class RenderStats:
    layouts_built: int = 0
    docs_created: int = 0
    estimates: int = 0


class MessageRenderer:
    def __init__(self, theme: ChatTheme, *, doc_cache: int = DOC_CACHE, layout_cache: int = LAYOUT_CACHE) -> None:
        self.theme = theme
        self.painter = Painter(theme)
        self.stats = RenderStats()
        self._doc_cache = doc_cache
        self._layout_cache = layout_cache
        self._docs: OrderedDict[str, ItemDocs] = OrderedDict()
        self._layouts: OrderedDict[tuple[str, int, int], ItemLayout] = OrderedDict()
        self._heights: dict[tuple[str, int], tuple[int, int]] = {}
        self._known: dict[str, tuple[int, int, int]] = {}

    def set_theme(self, theme: ChatTheme) -> None:
        """A new palette or font: every document and measurement is stale."""
        self.theme = theme
        self.painter = Painter(theme)
        self._docs.clear()
        self._layouts.clear()
        self._heights.clear()
        self._known.clear()

    def forget(self, message_id: str) -> None:
        self._docs.pop(message_id, None)
        self._known.pop(message_id, None)

    def docs(self, message_id: str) -> ItemDocs:
        docs = self._docs.get(message_id)
        if docs is None:
            docs = ItemDocs(self.theme)
            self._docs[message_id] = docs
            self.stats.docs_created += 1
            while len(self._docs) > self._doc_cache:
                self._docs.popitem(last=False)
        else:
            self._docs.move_to_end(message_id)
        return docs

    def layout(self, item: ChatItem, width: int) -> ItemLayout:
        """The exact layout of `item` at `width` (built now if not cached)."""
        key = (item.message_id, item.revision, width)
        cached = self._layouts.get(key)
        if cached is not None:
            self._layouts.move_to_end(key)
            return cached
        layout = build_layout(item, width, self.theme, self.docs(item.message_id))
        self.stats.layouts_built += 1
        self._layouts[key] = layout
        while len(self._layouts) > self._layout_cache:
            self._layouts.popitem(last=False)
        self._heights[(item.message_id, width)] = (item.revision, layout.height)
        self._known[item.message_id] = (item.revision, width, layout.height)
        return layout

    def cached_height(self, item: ChatItem, width: int) -> int | None:
        found = self._heights.get((item.message_id, width))
        if found is not None and found[0] == item.revision:
            return found[1]
        return None

    def estimate(self, item: ChatItem, width: int) -> int:
        self.stats.estimates += 1
        known = self._known.get(item.message_id)
        if known is not None and known[0] == item.revision and known[1] != width:
            _r, old_width, old_height = known
            fixed = 80
            old_text = max(1.0, column(old_width)[1])
            new_text = max(1.0, column(width)[1])
            return int(fixed + max(0, old_height - fixed) * old_text / new_text)
        return estimate_height(item, width, self.theme)
