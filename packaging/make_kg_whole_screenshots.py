"""Make the README's 10,000-entity whole-graph screenshots at three zoom levels.

Run from the repository root: `python packaging/make_kg_whole_screenshots.py`. It fills a
throw-away GOCLAW_HOME with a planted-partition graph of 10,000 entities and 30,000 relations
(`tests/support/community_graph.py`) through the real service, opens the Knowledge graph page
offscreen at 1440x900, switches to *Whole graph*, waits for the settled layout and saves
docs/screenshots/kg_whole_10k_zoom1.png (fitted), zoom2 (4x, on the biggest community) and
zoom3 (16x, on its best-connected entity).
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from make_kg_screenshots import OUT, ROOT, in_scratch_home, on_page

if TYPE_CHECKING:
    from goclaw_lite.gui.kg.page import KGPage

sys.path.insert(0, str(ROOT))  # tests.support
SIZE = (1440, 900)
COUNT = int(os.environ.get("KG_SHOT_COUNT", "10000"))


async def fill() -> None:
    from goclaw_lite.app.context import KeyPolicy, open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.kg.service import KnowledgeGraphService
    from goclaw_lite.model.kg import EntityInput, RelationSpec
    from tests.support.community_graph import community_graph

    graph = community_graph(COUNT, seed=11)
    ctx = await open_app(resolve_paths(), program="make_kg_whole_screenshots", key_policy=KeyPolicy.REQUIRED)
    try:
        kg = KnowledgeGraphService(ctx.stores.db, ctx.stores.identity)
        agent = await kg.agents.create("cartographer", provider="local", model="m", display_name="Cartographer")
        await kg.ingest(
            agent,
            [EntityInput(n, t) for n, t in graph.entities],
            [RelationSpec(a, b, kind) for a, b, kind in graph.relations],
            dedup=False,
        )
    finally:
        await ctx.close()


async def shoot(page: KGPage, settle: Callable[[KGPage], Awaitable[None]]) -> None:
    page.graph.set_whole(True)
    mode = page.graph.whole
    view = mode.view
    while not mode.settled:
        await settle(page)
    for _ in range(40):  # the tiles come a few per turn, the labels a slice per paint
        view.viewport().repaint()
        await asyncio.sleep(0.05)
    view.fit()
    fitted = view.scale_factor()
    groups = mode.communities
    assert groups is not None
    spots = (
        ("zoom1", 1.0, None),
        ("zoom2", 4.0, groups.centres[0]),
        ("zoom3", 16.0, view.positions[groups.leaders[0]]),
    )
    for name, factor, where in spots:
        view.user_moved = True
        view.resetTransform()
        view.scale(fitted * factor, fitted * factor)
        if where is not None:
            view.centerOn(*where)
        for _ in range(20):
            view.viewport().repaint()
            await asyncio.sleep(0.05)
        page.grab().save(str(OUT / f"kg_whole_10k_{name}.png"))
        print(f"wrote {OUT / f'kg_whole_10k_{name}.png'}")


def main() -> int:
    in_scratch_home(fill, lambda _nothing: on_page(shoot, SIZE))
    return 0


if __name__ == "__main__":
    sys.exit(main())
