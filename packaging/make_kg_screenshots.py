"""Make the documentation's knowledge-graph screenshots: a depth-3 neighbourhood and the whole graph.

Run from the repository root: `python packaging/make_kg_screenshots.py`. It fills a
throw-away GOCLAW_HOME with a generated graph of about 300 entities (people, organisations,
places, projects, with hubs) through the real service, shows the Knowledge graph page
offscreen at 100% zoom and saves docs/screenshots/kg_neighbourhood.png and kg_whole_graph.png.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from goclaw_lite.gui.kg.page import KGPage

T = TypeVar("T")

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
SIZE = (1400, 900)
FIRST = ("Ada", "Grace", "Alan", "Mary", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances", "John", "Edsger",
         "Katherine", "Tim", "Radia", "Donald", "Hedy", "Niklaus", "Sophie", "Guido", "Annie", "Claude", "Jean", "Karen")
LAST = ("Lovelace", "Hopper", "Turing", "Somerville", "Hamilton", "Ritchie", "Liskov", "Thompson", "Allen", "Backus",
        "Dijkstra", "Johnson", "Berners-Lee", "Perlman", "Knuth", "Lamarr", "Wirth", "Wilson", "van Rossum", "Easley")
PLACES = ("London", "Cambridge", "Helsinki", "Zürich", "Boston", "Palo Alto", "Bletchley Park", "Geneva", "Amsterdam",
          "Murray Hill", "Edinburgh", "Kraków", "São Paulo", "Kyoto")
ORGS = ("Royal Society", "Bell Labs", "CERN", "MIT", "IBM", "Xerox PARC", "US Navy", "NASA", "ETH Zürich", "CWI",
        "Python Software Foundation", "W3C")
PROJECTS = ("Analytical Engine", "COBOL", "Linux", "Git", "Unix", "C", "Apollo Guidance Computer", "ALGOL 60", "Pascal",
            "World Wide Web", "Python", "TeX", "Spanning Tree Protocol", "CLU", "FORTRAN", "Smalltalk", "Bombe")


async def fill() -> tuple[str, str]:
    """The generated graph; returns (agent id, the hub to centre on)."""
    from goclaw_lite.app.context import KeyPolicy, open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.kg.service import KnowledgeGraphService
    from goclaw_lite.model.kg import EntityInput, RelationSpec

    rng = random.Random(20261203)
    ctx = await open_app(resolve_paths(), program="make_kg_screenshots", key_policy=KeyPolicy.REQUIRED)
    try:
        kg = KnowledgeGraphService(ctx.stores.db, ctx.stores.identity)
        agent = await kg.agents.create("historian", provider="local", model="m", display_name="Historian")
        people = sorted({f"{rng.choice(FIRST)} {rng.choice(LAST)}" for _ in range(400)})[:220]
        entities = [EntityInput(p, "person") for p in people]
        entities += [EntityInput(p, "place") for p in PLACES] + [EntityInput(o, "organization") for o in ORGS]
        entities += [EntityInput(p, "project") for p in PROJECTS]
        relations: set[tuple[str, str, str]] = set()
        for person in people:
            relations.add((person, rng.choice(PLACES), "lived_in"))
            relations.add((person, rng.choice(ORGS[:6] if rng.random() < 0.6 else ORGS), "member_of"))
            if rng.random() < 0.7:
                relations.add((person, rng.choice(PROJECTS), "worked_on"))
            if rng.random() < 0.4:
                relations.add((person, rng.choice(people), "knows"))
        for project in PROJECTS:
            relations.add((rng.choice(ORGS), project, "funded"))
        specs = [RelationSpec(a, b, kind) for a, b, kind in sorted(relations) if a != b]
        await kg.ingest(agent, entities, specs, dedup=False)
        hub = await kg.resolve_entity(agent, "Linux")
        return agent.id, hub.id
    finally:
        await ctx.close()


Settle = Callable[['KGPage'], Awaitable[None]]


def on_page(shoot: Callable[[KGPage, Settle], Awaitable[None]], size: tuple[int, int] = SIZE) -> None:
    """Open the store of GOCLAW_HOME, show the Knowledge graph page offscreen and run `shoot(page, settle)`."""
    from goclaw_lite.app.context import open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.gui.kg.page import KGPage
    from goclaw_lite.gui.qt import QEventLoop
    from goclaw_lite.gui.shell.launch import create_application, install_asyncgen_hooks
    from goclaw_lite.gui.widgets.async_bridge import cancel_pending

    app = create_application(["goclaw-lite"])
    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)

    async def settle(page: KGPage) -> None:
        for _ in range(6000):
            await asyncio.sleep(0.05)
            if not page.busy and not page.graph.busy:
                return

    async def work() -> None:
        ctx = await open_app(resolve_paths(), program="make_kg_screenshots")
        try:
            page = KGPage(ctx)
            page.resize(*size)
            page.show()
            await settle(page)
            await shoot(page, settle)
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


def render(hub_id: str) -> None:
    async def shoot(page: KGPage, settle: Callable[[KGPage], Awaitable[None]]) -> None:
        page.graph.set_depth(3)
        page.open_entity(hub_id)
        await settle(page)
        page.grab().save(str(OUT / "kg_neighbourhood.png"))
        print(f"wrote {OUT / 'kg_neighbourhood.png'}")
        page.graph.set_whole(True)
        await settle(page)
        page.grab().save(str(OUT / "kg_whole_graph.png"))
        print(f"wrote {OUT / 'kg_whole_graph.png'}")

    on_page(shoot)


def in_scratch_home(fill: Callable[[], Awaitable[T]], render: Callable[[T], None]) -> None:
    """In a throw-away GOCLAW_HOME with a fresh key: `fill()` the store, then `render` with what it returned."""
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["GOCLAW_HOME"] = str(Path(scratch) / "demo-home")
        os.environ["GOCLAW_KEY"] = os.urandom(32).hex()
        os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
        filled = asyncio.run(fill())
        OUT.mkdir(parents=True, exist_ok=True)
        render(filled)


def parse_args(prog: str, description: str, argv: list[str] | None) -> argparse.Namespace:
    """Before anything is rendered: `--help` or a mistyped option must not overwrite docs/screenshots/."""
    parser = argparse.ArgumentParser(prog=prog, description=f"{description} into {OUT.relative_to(ROOT)}/.")
    return parser.parse_args(sys.argv[1:] if argv is None else argv)


def main(argv: list[str] | None = None) -> int:
    parse_args("make_kg_screenshots.py", "Render the knowledge-graph screenshots on a generated graph", argv)
    in_scratch_home(fill, lambda found: render(found[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
