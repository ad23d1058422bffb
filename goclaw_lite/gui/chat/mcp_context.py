"""Resources and prompts of the agent's MCP servers in the composer (a mixin of `ChatPage`).

The composer's *MCP…* menu lists, per granted server, the resources (chosen: read, scrubbed
and attached like a file, within the context budget) and the prompts (chosen: their text fills
the composer, after asking for any required arguments). The lists are read when the agent
is chosen, off the GUI thread; the button stays hidden when the servers offer nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from goclaw_lite.app.attachments import budget_chars, fit
from goclaw_lite.app.mcp import (
    ChatContext,
    McpService,
    PromptRef,
    ResourceRef,
    chat_context,
    prompt_text,
    read_resource,
)
from goclaw_lite.gui.qt import QCoreApplication, QInputDialog, QLineEdit, QWidget
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.attachments import Attachment

if TYPE_CHECKING:
    from goclaw_lite.gui.chat.composer import Composer
    from goclaw_lite.model.chat_api import ChatService

AskArguments = Callable[[QWidget, PromptRef], "dict[str, str] | None"]

translate = QCoreApplication.translate


def ask_prompt_arguments(parent: QWidget, prompt: PromptRef) -> dict[str, str] | None:
    """One line per argument (required ones must be given); None when the user cancels."""
    values: dict[str, str] = {}
    for name, required in prompt.arguments:
        label = (translate("ChatPage", "{name}:") if required
                 else translate("ChatPage", "{name} (optional):")).format(name=name)
        title = translate("ChatPage", "Prompt “{name}”").format(name=prompt.name)
        text, ok = QInputDialog.getText(parent, title, label, QLineEdit.EchoMode.Normal, "")
        if not ok:
            return None
        if text.strip():
            values[name] = text.strip()
    return values


if TYPE_CHECKING:  # a mixin of ChatPage: typed as the widget it is mixed into
    _Page = QWidget
else:
    _Page = object


class McpContextActions(_Page):
    """Needs the page's state; see `ChatPage.__init__` for what it is."""

    service: ChatService | None
    composer: Composer
    mcp_context: ChatContext = ChatContext()
    _mcp_agent: str | None = None  # the agent whose servers the menu lists
    ask_prompt_arguments: AskArguments = staticmethod(ask_prompt_arguments)

    if TYPE_CHECKING:

        def current_agent(self) -> Agent | None: ...
        def _show_problem(self, text: str) -> None: ...
        def _info(self, text: str) -> None: ...

    def _mcp(self) -> McpService | None:
        found = getattr(self.service, "mcp", None)
        return found if isinstance(found, McpService) else None

    def refresh_mcp_context(self, agent: Agent | None) -> None:
        mcp = self._mcp()
        if mcp is None or agent is None:
            self._mcp_context_loaded("", ChatContext())
            return
        run_async(chat_context(mcp, agent.id), on_done=lambda found: self._mcp_context_loaded(agent.id, found),
                  on_error=lambda _exc: self._mcp_context_loaded(agent.id, ChatContext()), owner=self)

    def _mcp_context_loaded(self, agent_id: str, found: ChatContext) -> None:
        agent = self.current_agent()
        if agent_id and (agent is None or agent.id != agent_id):
            return  # another agent was chosen meanwhile
        self.mcp_context = found
        menu = self.composer.mcp_menu
        menu.clear()
        servers = sorted({r.server for r in found.resources} | {p.server for p in found.prompts})
        for server in servers:
            resources = [r for r in found.resources if r.server == server]
            prompts = [p for p in found.prompts if p.server == server]
            section = menu.addSection(server)
            section.setText(server)
            if resources:
                attach = menu.addMenu(translate("ChatPage", "Attach a resource of {server}").format(server=server))
                for resource in resources:
                    action = attach.addAction(resource.name)
                    action.setToolTip(resource.uri)
                    action.triggered.connect(lambda _c=False, r=resource: self.attach_resource(r))
            if prompts:
                start = menu.addMenu(translate("ChatPage", "Start from a prompt of {server}").format(server=server))
                for prompt in prompts:
                    action = start.addAction(prompt.name + ("…" if prompt.arguments else ""))
                    action.setToolTip(prompt.description)
                    action.triggered.connect(lambda _c=False, p=prompt: self.start_from_prompt(p))
        self.composer.mcp_button.setVisible(not found.empty)

    def attach_resource(self, resource: ResourceRef) -> None:
        mcp = self._mcp()
        if mcp is None:
            return
        agent = self.current_agent()
        budget = budget_chars(agent.context_window if agent is not None else None)
        left = max(0, budget - sum(len(a.text) for a in self.composer.attachments()))

        def read(text: str) -> None:
            attachment = fit([Attachment(resource.name, "mcp", text, len(text))], left)[0]
            self.composer.attach([attachment])
            if attachment.truncated:
                too_long = translate("ChatPage", "{name} is too long for this agent's context window: only the start is sent.")
                self._info(too_long.format(name=resource.name))

        what = translate("ChatPage", "Reading {name}").format(name=resource.name)
        run_async(read_resource(mcp, resource), on_done=read,
                  on_error=lambda exc: self._show_problem(describe_error(exc, what)), owner=self)

    def start_from_prompt(self, prompt: PromptRef) -> None:
        mcp = self._mcp()
        if mcp is None:
            return
        arguments = self.ask_prompt_arguments(self, prompt) if prompt.arguments else {}
        if arguments is None:
            return

        def got(text: str) -> None:
            self.composer.set_text(text)
            self.composer.edit.setFocus()

        what = translate("ChatPage", "The prompt {name}").format(name=prompt.name)
        run_async(prompt_text(mcp, prompt, arguments), on_done=got,
                  on_error=lambda exc: self._show_problem(describe_error(exc, what)), owner=self)
