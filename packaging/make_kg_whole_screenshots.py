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
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"
SIZE = (1440, 900)
COUNT = int(os.environ.get("KG_SHOT_COUNT", "10000"))


async def fill() -> None:
    from goclaw_lite.bootstrap import KeyPolicy, open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.kg.service import KnowledgeGraphService
    from goclaw_lite.store.models_kg import EntityInput, RelationSpec
    from tests.support.community_graph import community_graph

    graph = community_graph(COUNT, seed=11)
    ctx = await open_app(resolve_paths(), program="make_kg_whole_screenshots", key_policy=KeyPolicy.REQUIRED)
    try:
        kg = KnowledgeGraphService(ctx.stores.db, ctx.stores.identity)
        agent = await kg.agents.create("cartographer", provider="local", model="m", display_name="Cartographer")
        await kg.ingest(agent, [EntityInput(n, t) for n, t in graph.entities],
                        [RelationSpec(a, b, kind) for a, b, kind in graph.relations], dedup=False)
    finally:
        await ctx.close()


def render() -> None:
    from goclaw_lite.bootstrap import open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.gui.async_bridge import cancel_pending
    from goclaw_lite.gui.kg.page import KGPage
    from goclaw_lite.gui.launch import create_application, install_asyncgen_hooks
    from goclaw_lite.gui.qt import QEventLoop

    app = create_application(["goclaw-lite"])
    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)

    async def settle(page: KGPage, *, whole: bool = False) -> None:
        for _ in range(12000):
            await asyncio.sleep(0.05)
            if not page.busy and not page.graph.busy and (not whole or page.graph.whole.settled):
                break
        for _ in range(40):  # the chunked tiles and the labels, a slice per paint
            page.graph.whole.view.viewport().repaint()
            await asyncio.sleep(0.05)

    async def work() -> None:
        ctx = await open_app(resolve_paths(), program="make_kg_whole_screenshots")
        try:
            page = KGPage(ctx)
            page.resize(*SIZE)
            page.show()
            await settle(page)
            page.graph.set_whole(True)
            await settle(page, whole=True)
            mode = page.graph.whole
            view = mode.view
            view.fit()
            await settle(page)
            page.grab().save(str(OUT / "kg_whole_10k_zoom1.png"))
            groups = mode.communities
            assert groups is not None
            leader = groups.leaders[0]
            view.user_moved = True
            view.resetTransform()
            view.scale(view.scale_factor(), view.scale_factor())
            fitted = page.graph.whole.view
            fitted.fit()
            base = fitted.scale_factor()
            for name, factor, where in (("zoom2", 4.0, groups.centres[0]), ("zoom3", 16.0, view.positions[leader])):
                view.resetTransform()
                view.scale(base * factor, base * factor)
                view.centerOn(*where)
                await settle(page)
                page.grab().save(str(OUT / f"kg_whole_10k_{name}.png"))
            print("wrote", ", ".join(str(OUT / f"kg_whole_10k_zoom{i}.png") for i in (1, 2, 3)))
            page.close()
            page.deleteLater()
            await asyncio.sleep(0)
        finally:
            await cancel_pending()
            await ctx.close()

    try:
        loop.run_until_complete(work())
    finally:
        loop.close()


def main() -> int:
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["GOCLAW_HOME"] = str(Path(scratch) / "demo-home")
        os.environ["GOCLAW_KEY"] = os.urandom(32).hex()
        os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
        asyncio.run(fill())
        OUT.mkdir(parents=True, exist_ok=True)
        render()
    return 0


if __name__ == "__main__":
    sys.exit(main())
