"""Whether the first-run wizard is due, asked at every start once the first page is drawn.

Kept apart from the wizard: importing it brings the model clients, the importer and the
skills library (0.25 s on an idle machine), which a start that shows no wizard never needs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.errors import UserError
from goclaw_lite.settings import load_settings

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext


async def setup_is_due(ctx: AppContext) -> bool:
    """First start: the wizard was never finished or skipped, and no model server is set up."""
    try:
        if load_settings(ctx.paths).first_run_done:
            return False
    except UserError:
        return False
    return not await ctx.services.home.has_servers()
