"""Starting, following and ending runs from the chat page (a mixin of `ChatPage`).

Every start goes through `_start_run`: the service call runs off the GUI thread, the composer
keeps its text until the call is accepted, and only then is the view trimmed (Regenerate and
Edit-and-resend replace the turn on screen) and a `RunController` attached to the handle.
"""

from __future__ import annotations

from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from goclaw_lite.app.attachments import budget_chars, fit, read_files
from goclaw_lite.errors import UserError
from goclaw_lite.gui.chat.banners import ApprovalRequest
from goclaw_lite.gui.chat.conversation_list import ChatWords
from goclaw_lite.gui.chat.items import ChatItem, build_items_async
from goclaw_lite.gui.chat.paint_ops import Action
from goclaw_lite.gui.chat.run_controller import RunController
from goclaw_lite.gui.i18n.answer_errors import answer_error
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import QCoreApplication
from goclaw_lite.gui.widgets.async_bridge import describe_error, report_error, run_async
from goclaw_lite.model.attachments import Attachment
from goclaw_lite.model.chat import Conversation, MessageRole, Siblings
from goclaw_lite.model.chat_api import ChatService, HistoryTrimmed, RunFinished, RunHandle
from goclaw_lite.model.chat_overrides import ChatOverrides

if TYPE_CHECKING:
    from goclaw_lite.app.conversations import ConversationService
    from goclaw_lite.gui.chat.banners import ApprovalBanner, NoticeBanner
    from goclaw_lite.gui.chat.composer import Composer
    from goclaw_lite.gui.chat.conversation_list import ConversationSidebar
    from goclaw_lite.gui.chat.message_view import MessageView
    from goclaw_lite.gui.chat.thread_model import ThreadModel
    from goclaw_lite.gui.qt import QLabel, QWidget, SignalInstance
    from goclaw_lite.model.agents import Agent

StartCall = Coroutine[Any, Any, RunHandle]

translate = QCoreApplication.translate


if TYPE_CHECKING:  # a mixin of ChatPage: typed as the widget it is mixed into
    _Page = QWidget
else:
    _Page = object


class RunActions(_Page):
    """Needs the page's widgets and state; see `ChatPage.__init__` for what they are."""

    service: ChatService | None
    conversations: ConversationService
    conversation_id: str | None
    conversation: Conversation | None
    controllers: dict[str, RunController]
    agents: list[Agent]
    view: MessageView
    composer: Composer
    sidebar: ConversationSidebar
    approval: ApprovalBanner
    notice: NoticeBanner
    header_title: QLabel
    _starting: bool
    _retry_target: str
    _trim_noticed: set[str]
    run_models: dict[str, str]

    if TYPE_CHECKING:
        runFinished: SignalInstance

        def current_agent(self) -> Agent | None: ...
        def chosen_model(self) -> str | None: ...
        def overrides_now(self) -> ChatOverrides: ...
        def _new_chat_created(self, conversation_id: str) -> None: ...
        def _agent_for_conversation(self, conversation: Conversation | None) -> Agent | None: ...
        def _model_for(self, conversation_id: str) -> ThreadModel | None: ...
        def _sync_composer(self) -> None: ...
        def refresh_conversations(self) -> None: ...
        def new_chat(self) -> None: ...
        def _info(self, text: str) -> None: ...

    def is_idle(self) -> bool:
        """No run is being started or streaming, in any conversation."""
        return not self._starting and not self.controllers

    def send(self, text: str) -> None:
        """Send the composer's text (or resend an edited message)."""
        service = self.service
        if service is None or self._starting:
            return
        editing = self.composer.editing
        model = self.chosen_model()
        if editing is not None:
            self._start_run(service.edit_and_resend(editing, text, model=model), truncate=(editing, False), clear_composer=True)
            return
        agent_key = self.composer.agent_key() or None
        extra: dict[str, Any] = {}
        attachments = self.composer.attachments()
        if attachments:
            extra["attachments"] = attachments
        if self.conversation_id is None and not self.overrides_now().empty:
            extra["overrides"] = self.overrides_now()  # the new conversation remembers them
        self._start_run(service.send(text, agent_key=agent_key, conversation_id=self.conversation_id, model=model, **extra),
                        clear_composer=True)

    def attach_files(self, paths: list[Path]) -> None:
        """Read picked or dropped files (off the GUI thread, within the agent's context budget)
        and put them on the composer; a file that cannot be attached says why."""
        agent = self.current_agent()
        window = agent.context_window if agent is not None else None
        shown = {a.name: len(a.text) for a in self.composer.attachments()}
        budget_left = max(0, budget_chars(window) - sum(shown.values()))

        async def read() -> tuple[list[Attachment], list[str]]:
            read_ok: list[Attachment] = []
            problems: list[str] = []
            for path in paths:  # one by one, so a bad file does not keep the others out
                try:
                    read_ok.extend(await read_files([path], context_window=window))
                except UserError as exc:
                    problems.append(error_text(exc))
            return (fit(read_ok, budget_left) if read_ok else []), problems

        def done(result: tuple[list[Attachment], list[str]]) -> None:
            attachments, problems = result
            self.composer.attach(attachments)
            cut = [a.name for a in attachments if a.truncated]
            if problems:
                self._show_problem(" ".join(problems))
            elif cut:
                self.notice.show_notice(translate("ChatPage", "Too long for this agent's context window, so only the start is sent "
                                                  "(the chip says how much): {names}").format(names=", ".join(cut)))

        attaching = translate("ChatPage", "Attaching")
        run_async(read(), on_done=done, on_error=lambda exc: self._show_problem(describe_error(exc, attaching)), owner=self,
                  what=translate("ChatPage", "Attaching files"))

    def regenerate(self, message_id: str) -> None:
        """A new answer for the turn of `message_id` (an answer, or the user message itself)."""
        service = self.service
        if service is None or self._starting:
            return
        turn = self._turn_of(message_id)
        shown = self.view.thread_model.find(message_id)
        if shown is not None and shown.step_of:
            message_id = shown.step_of  # the whole answer again, from its first step
        self._start_run(service.regenerate(message_id, model=self.chosen_model()), truncate=(turn, True) if turn else None, clear_composer=False)

    def _turn_of(self, message_id: str) -> str | None:
        model = self.view.thread_model
        position = model.position_of(message_id)
        if position is None:
            return None
        items = model.all_items()
        for item in reversed(items[: position + 1]):
            if item.role is MessageRole.USER:
                return item.message_id
        return None

    def _start_run(self, call: StartCall, *, truncate: tuple[str, bool] | None = None, clear_composer: bool) -> None:
        if self.conversation_id and self.conversation_id in self.controllers:
            call.close()
            self._show_problem(translate("ChatPage", "An answer is still being written here; stop it or wait for it."))
            return
        self._starting = True
        shown = self.conversation_id
        self.notice.clear()
        run_async(
            call,
            on_done=lambda handle: self._run_started(handle, shown, truncate, clear_composer),
            on_error=self._run_refused,
            owner=self,
            what=translate("ChatPage", "Sending"),
        )

    def _run_refused(self, exc: BaseException) -> None:
        self._starting = False
        if not isinstance(exc, UserError):
            report_error(exc, owner=self, what=translate("ChatPage", "Sending"))
        self._show_problem(describe_error(exc))

    def _run_started(self, handle: RunHandle, shown: str | None, truncate: tuple[str, bool] | None, clear: bool) -> None:
        self._starting = False
        cid = handle.conversation_id
        if clear:
            self.composer.accept_sent()
        if shown is None and self.conversation_id is None:
            self.conversation_id = cid  # the new chat on screen is this conversation now
            if "" in self.run_models:
                self.run_models[cid] = self.run_models.pop("")
            self._new_chat_created(cid)
        if cid == self.conversation_id and truncate is not None:
            self.view.thread_model.truncate_after(truncate[0], keep=truncate[1])
        agent = self.current_agent()
        controller = RunController(
            handle, self.conversations, self._model_for, author=agent.label if agent else "", author_for=self._agent_label
        )
        self.controllers[cid] = controller
        controller.started.connect(self._run_announced)
        controller.approvalNeeded.connect(self.approval.request)
        controller.finished.connect(self._run_ended)  # a bound method, not a lambda: no cycle keeps the controller
        controller.historyTrimmed.connect(self._history_trimmed)
        if cid == self.conversation_id:
            self.view.jump_to_latest()
        self._sync_composer()
        run_async(controller.consume(), owner=self, what=translate("ChatPage", "The answer"))

    def _agent_label(self, agent_key: str) -> str:
        return next((a.label for a in self.agents if a.agent_key == agent_key), "")

    def _run_announced(self, conversation_id: str) -> None:
        if conversation_id == self.conversation_id and self.conversation is None:
            run_async(self.conversations.get(conversation_id), on_done=self._conversation_created, owner=self)
        self.refresh_conversations()

    def _conversation_created(self, conversation: Conversation) -> None:
        if conversation.id == self.conversation_id:
            self.conversation = conversation
            self.header_title.setText(conversation.title)
            self.sidebar.select(conversation.id)

    def _history_trimmed(self, trimmed: tuple[str, HistoryTrimmed]) -> None:
        cid, event = trimmed
        if cid == self.conversation_id and cid not in self._trim_noticed:  # once; each answer's footer says it too
            self._trim_noticed.add(cid)
            self.notice.show_notice(ChatWords().trimmed_note(event.context_window, event.sent))

    def _run_ended(self, event: RunFinished) -> None:
        cid = event.conversation_id
        controller = self.controllers.pop(cid, None)
        self.approval.drop_conversation(cid)
        if cid == self.conversation_id:
            self._sync_composer()
            self.view.forget_siblings()
            if event.state == "error":
                shown_inline = False
                if event.final_message_id:
                    item = self.view.thread_model.find(event.final_message_id)
                    shown_inline = item is not None and bool(item.error) and item.is_assistant
                if not shown_inline:
                    user_message = controller.user_message_id if controller is not None else None
                    self._retry_target = event.final_message_id or user_message or ""
                    self.notice.show_notice(
                        translate("ChatPage", "The answer failed: {error}").format(
                            error=answer_error(event.error, event.error_facts)
                            or translate("ChatPage", "unknown error")),
                        action="retry" if self._retry_target else "",
                        action_label=translate("ChatPage", "Retry"),
                    )
        self.refresh_conversations()
        self.runFinished.emit(event)

    def stop(self) -> None:
        controller = self.controllers.get(self.conversation_id or "")
        if controller is not None:
            controller.stop()

    def _approval_decided(self, request: ApprovalRequest, allow: bool, always: bool = False) -> None:
        service = self.service
        if service is None:
            return
        try:
            service.resolve_approval(request.call_id, allow, always=always)
        except UserError as exc:
            self._show_problem(error_text(exc))
            return
        controller = self.controllers.get(request.conversation_id)
        if controller is not None:
            controller.approval_decided(request.call_id, allow)
        if always:
            who = request.agent_label or translate("ChatPage", "This agent")
            self._info(translate("ChatPage", "{who} may now use “{tool}” without asking (Agents changes that).").format(
                who=who, tool=request.name))

    def _notice_action(self, action: str) -> None:
        if action == "retry" and self._retry_target:
            target, self._retry_target = self._retry_target, ""
            self.notice.clear()
            self.regenerate(target)
        elif action == "new":
            self.new_chat()

    def _show_problem(self, text: str) -> None:
        self.notice.show_notice(text)

    def _view_action(self, action: str, message_id: str, payload: str) -> None:
        if action in (Action.REGENERATE, Action.RETRY):
            self.regenerate(message_id)
        elif action == Action.EDIT:
            item = self.view.thread_model.find(message_id)
            if item is not None and item.is_user:
                self.composer.begin_edit(message_id, item.text)
        elif action in (Action.PREVIOUS_BRANCH, Action.NEXT_BRANCH):
            self.switch_branch(message_id, payload)
        elif action in (Action.HELPFUL, Action.NOT_HELPFUL):
            self.rate_answer(message_id, 1 if action == Action.HELPFUL else -1)
        elif action == Action.VIEW_TRACE:
            self.view_trace(message_id)

    def view_trace(self, message_id: str) -> None:
        """Open the Traces page on the run that wrote this answer (the page finds it)."""
        window = self.window()
        show_page, page = getattr(window, "show_page", None), getattr(window, "page", None)
        if not (self.conversation_id and callable(show_page) and callable(page) and show_page("traces")):
            return
        opener = getattr(page("traces"), "open_answer", None)
        if callable(opener):
            opener(self.conversation_id, message_id)

    def rate_answer(self, message_id: str, score: int) -> None:
        """Thumbs up or down on an answer: an evolution metric (the latest vote counts)."""
        feedback = getattr(self.service, "feedback", None)
        if not callable(feedback):
            return
        noted = (translate("ChatPage", "Noted: this answer was helpful.") if score > 0
                 else translate("ChatPage", "Noted: this answer was not helpful."))
        what = translate("ChatPage", "Rating the answer")
        run_async(feedback(message_id, score), on_done=lambda _r: self._info(noted),
                  on_error=lambda exc: self._show_problem(describe_error(exc, what)), owner=self, what=what)

    def switch_branch(self, from_id: str, to_id: str) -> None:
        if self.conversation_id in self.controllers:
            self._show_problem(translate("ChatPage", "Wait for the answer (or stop it) before switching versions."))
            return
        cid = self.conversation_id
        offset = self.view.row_rect(from_id).top()
        agent = self._agent_for_conversation(self.conversation)

        async def switch() -> list[ChatItem]:
            thread = await self.conversations.switch_branch(to_id)
            return await build_items_async(thread, assistant_name=agent.label if agent else "")

        def switched(items: list[ChatItem]) -> None:
            if cid == self.conversation_id:
                self.view.replace_thread(items, to_id, offset)

        run_async(switch(), on_done=switched, owner=self, what=translate("ChatPage", "Switching versions"))

    def _load_siblings(self, message_ids: list[str]) -> None:
        cid = self.conversation_id

        def loaded(found: dict[str, Siblings]) -> None:
            if cid != self.conversation_id:
                return
            for message_id, siblings in found.items():
                self.view.thread_model.set_siblings(message_id, siblings)

        run_async(self.conversations.siblings_many(message_ids), on_done=loaded, owner=self,
                  what=translate("ChatPage", "Reading versions"))
