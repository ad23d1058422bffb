"""Every job's service, built once and lazily from the open app: `ctx.services.<job>`.

Both faces reach their services this one way, so the window and the command line get the
same objects built with the same settings (a test compares them). Nothing is built before a
face asks for it, which keeps the window's first frame free of the engines it does not show.
Services holding resources (the chat engine's runs, MCP servers) are closed with the context.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goclaw_lite.agent.service import ChatService
    from goclaw_lite.app.activity import ActivityService
    from goclaw_lite.app.agent_files import AgentFilesService
    from goclaw_lite.app.agents import AgentsAdmin
    from goclaw_lite.app.builtin_tools import BuiltinToolsService
    from goclaw_lite.app.context import AppContext
    from goclaw_lite.app.conversations import ConversationService
    from goclaw_lite.app.credentials import CredentialsService
    from goclaw_lite.app.evolution import EvolutionService
    from goclaw_lite.app.home import HomeService
    from goclaw_lite.app.hooks import HooksService
    from goclaw_lite.app.jobs import JobsService
    from goclaw_lite.app.keys import KeyService
    from goclaw_lite.app.links import LinksAdmin
    from goclaw_lite.app.local_models import LocalModels
    from goclaw_lite.app.promote import PromoteService
    from goclaw_lite.app.providers import ProvidersAdmin
    from goclaw_lite.app.server_setup import ServerSetup
    from goclaw_lite.app.skills import SkillsService
    from goclaw_lite.app.tool_policy import ToolPolicyAdmin
    from goclaw_lite.app.traces import TracesService
    from goclaw_lite.app.vault import VaultService
    from goclaw_lite.app.web import WebService
    from goclaw_lite.app.workspace import WorkspaceService
    from goclaw_lite.kg.service import KnowledgeGraphService
    from goclaw_lite.mcp.service import McpService
    from goclaw_lite.memory.consolidation import ConsolidationWorker
    from goclaw_lite.model.vault import VaultScope


class Services:
    """The services of one open app. Each property builds its service on first use, then keeps it."""

    def __init__(self, ctx: AppContext) -> None:
        self._ctx = ctx

    @cached_property
    def activity(self) -> ActivityService:
        from goclaw_lite.app.activity import ActivityService

        return ActivityService(self._ctx.stores)

    @cached_property
    def agent_files(self) -> AgentFilesService:
        from goclaw_lite.app.agent_files import AgentFilesService

        return AgentFilesService(self._ctx.stores)

    @cached_property
    def agents(self) -> AgentsAdmin:
        from goclaw_lite.app.agents import AgentsAdmin

        return AgentsAdmin(self._ctx.stores, self._ctx.paths.data_dir)

    @cached_property
    def builtin_tools(self) -> BuiltinToolsService:
        from goclaw_lite.app.builtin_tools import BuiltinToolsService

        return BuiltinToolsService(self._ctx.stores)

    @cached_property
    def chat(self) -> ChatService:
        from goclaw_lite.app.chat import build_chat_service

        return build_chat_service(self._ctx)

    @cached_property
    def consolidation(self) -> ConsolidationWorker:
        from goclaw_lite.memory.consolidation import ConsolidationWorker

        return ConsolidationWorker(self._ctx.stores)

    @cached_property
    def conversations(self) -> ConversationService:
        from goclaw_lite.app.conversations import ConversationService

        return ConversationService(self._ctx.stores)

    @cached_property
    def credentials(self) -> CredentialsService:
        from goclaw_lite.app.credentials import CredentialsService

        stores = self._ctx.stores
        return CredentialsService(stores.db, stores.identity, stores.cipher)

    @cached_property
    def evolution(self) -> EvolutionService:
        from goclaw_lite.app.evolution import EvolutionService

        return EvolutionService(self._ctx.stores.db, self._ctx.stores.identity)

    @cached_property
    def home(self) -> HomeService:
        from goclaw_lite.app.home import HomeService

        return HomeService(self._ctx.stores)

    @cached_property
    def hooks(self) -> HooksService:
        from goclaw_lite.app.hooks import HooksService

        return HooksService(self._ctx.stores)

    @cached_property
    def jobs(self) -> JobsService:
        """Scheduled jobs; their runs go through this context's chat engine (`chat`)."""
        from goclaw_lite.app.jobs import JobsService

        return JobsService(self._ctx.stores, lambda: self.chat)

    @cached_property
    def keys(self) -> KeyService:
        from goclaw_lite.app.keys import KeyService

        ctx = self._ctx
        return KeyService(ctx.stores, ctx.keystore, ctx.key_evidence, expects_key=ctx.key_info.database_expects_key)

    @cached_property
    def knowledge(self) -> KnowledgeGraphService:
        from goclaw_lite.kg.service import KnowledgeGraphService

        return KnowledgeGraphService(self._ctx.stores.db, self._ctx.stores.identity)

    @cached_property
    def links(self) -> LinksAdmin:
        from goclaw_lite.app.links import LinksAdmin

        return LinksAdmin(self._ctx.stores)

    @cached_property
    def mcp(self) -> McpService:
        from goclaw_lite.mcp.service import McpService

        return McpService.from_stores(self._ctx.stores)

    @cached_property
    def models(self) -> LocalModels:
        from goclaw_lite.app.local_models import LocalModels

        return LocalModels(self._ctx.paths, self._ctx.stores)

    @cached_property
    def promote(self) -> PromoteService:
        from goclaw_lite.app.promote import PromoteService

        return PromoteService(self._ctx.paths)

    @cached_property
    def providers(self) -> ProvidersAdmin:
        from goclaw_lite.app.providers import ProvidersAdmin

        return ProvidersAdmin(self._ctx.stores)

    @cached_property
    def server_setup(self) -> ServerSetup:
        from goclaw_lite.app.server_setup import ServerSetup

        return ServerSetup(self._ctx.stores)

    @cached_property
    def skills(self) -> SkillsService:
        from goclaw_lite.app.skills import SkillsService

        return SkillsService(self._ctx.stores, self._ctx.paths.data_dir, read_only=self._ctx.read_only)

    @cached_property
    def tool_policy(self) -> ToolPolicyAdmin:
        from goclaw_lite.app.tool_policy import ToolPolicyAdmin

        return ToolPolicyAdmin(self._ctx.stores)

    @cached_property
    def traces(self) -> TracesService:
        from goclaw_lite.app.traces import TracesService

        return TracesService(self._ctx.stores)

    @cached_property
    def vault(self) -> VaultService:
        """The shared vault; `vault_in` for an agent's personal one."""

        from goclaw_lite.model.vault import VaultScope

        return self.vault_in(VaultScope.shared())

    @cached_property
    def web(self) -> WebService:
        from goclaw_lite.app.web import WebService

        return WebService(self._ctx.stores)

    def vault_in(self, scope: VaultScope) -> VaultService:
        from goclaw_lite.app.vault import VaultService

        return VaultService(self._ctx.stores.db, self._ctx.stores.identity, scope)

    @cached_property
    def workspace(self) -> WorkspaceService:
        from goclaw_lite.app.workspace import WorkspaceService

        return WorkspaceService(self._ctx.stores, self._ctx.paths.data_dir)

    async def aclose(self) -> None:
        """Close what holds runs or processes, of what was built: the chat engine (its runs, its MCP
        servers) and the MCP service's servers."""
        if "chat" in self.__dict__:
            await self.chat.aclose()
        if "mcp" in self.__dict__:
            await self.mcp.manager.shutdown()
