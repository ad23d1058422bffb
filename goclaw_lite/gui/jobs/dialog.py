"""Add or edit a scheduled job: a name, an agent, when (every / cron / once), a message, and how
its runs behave (conversation, pre-approved tools, limits, a missed run, a notification).

The dialog only builds a `JobDraft`; the page hands it to the service, and a refusal (a bad
name, a cron expression that cannot run) comes back here as one line, with nothing lost.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from zoneinfo import available_timezones

from goclaw_lite.gui.qt import (
    QCheckBox,
    QComboBox,
    QDateTime,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.gui.style import text_role
from goclaw_lite.model.jobs import (
    DEFAULT_MAX_TOKENS,
    ConversationMode,
    JobDraft,
    JobOptions,
    MissedRun,
    Schedule,
)

UNITS_MS = (60_000, 3_600_000, 86_400_000)


class JobDialog(QDialog):
    def __init__(self, agents: Sequence[str], local_zone: str, submit: Callable[[JobDraft], None],
                 draft: JobDraft | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("jobDialog")
        self.setWindowTitle(self.tr("Edit job") if draft else self.tr("Add job"))
        self._submit = submit
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("jobName")
        self.name.setPlaceholderText(self.tr("e.g. nightly-report"))
        form.addRow(self.tr("&Name:"), self.name)
        self.agent = QComboBox()
        self.agent.setObjectName("jobAgent")
        self.agent.addItems(list(agents))
        form.addRow(self.tr("&Agent:"), self.agent)

        self.kind = QComboBox()
        self.kind.setObjectName("jobKind")
        self.kind.addItems([self.tr("Every"), self.tr("Cron expression"), self.tr("Once, at")])
        self.every = QSpinBox()
        self.every.setObjectName("jobEvery")
        self.every.setRange(1, 10_000)
        self.every.setValue(1)
        self.unit = QComboBox()
        self.unit.setObjectName("jobEveryUnit")
        self.unit.addItems([self.tr("minutes"), self.tr("hours"), self.tr("days")])
        self.unit.setCurrentIndex(1)
        every_box = QWidget()
        every_row = QHBoxLayout(every_box)
        every_row.setContentsMargins(0, 0, 0, 0)
        every_row.addWidget(self.every)
        every_row.addWidget(self.unit, 1)
        self.cron = QLineEdit()
        self.cron.setObjectName("jobCron")
        self.cron.setPlaceholderText(self.tr("minute hour day month weekday, e.g. 0 7 * * 1-5"))
        self.at = QDateTimeEdit(QDateTime.currentDateTime().addSecs(3600))
        self.at.setObjectName("jobAt")
        self.at.setCalendarPopup(True)
        self.when = QStackedWidget()
        for page in (every_box, self.cron, self.at):
            self.when.addWidget(page)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        when_box = QWidget()
        when_row = QHBoxLayout(when_box)
        when_row.setContentsMargins(0, 0, 0, 0)
        when_row.addWidget(self.kind)
        when_row.addWidget(self.when, 1)
        form.addRow(self.tr("&When:"), when_box)
        self.zone = QComboBox()
        self.zone.setObjectName("jobZone")
        self.zone.setEditable(True)
        self.zone.addItems(sorted(available_timezones()))
        self.zone.setCurrentText(local_zone)
        form.addRow(self.tr("Time &zone:"), self.zone)

        self.message = QPlainTextEdit()
        self.message.setObjectName("jobMessage")
        self.message.setPlaceholderText(self.tr("What the agent is asked at each run"))
        self.message.setMinimumHeight(90)
        form.addRow(self.tr("&Message:"), self.message)
        self.new_each = QCheckBox(self.tr("A new conversation for each run"))
        self.new_each.setObjectName("jobNewConversation")
        form.addRow("", self.new_each)
        self.tools = QLineEdit()
        self.tools.setObjectName("jobPreApproved")
        self.tools.setPlaceholderText(self.tr("e.g. exec, current_time"))
        self.tools.setToolTip(self.tr("Nobody is there to approve during a scheduled run: tools that need approval "
                                      "are refused unless listed here."))
        form.addRow(self.tr("&Pre-approved tools:"), self.tools)
        self.timeout = QSpinBox()
        self.timeout.setObjectName("jobTimeout")
        self.timeout.setRange(1, 24 * 60)
        self.timeout.setSuffix(self.tr(" min"))
        self.timeout.setValue(10)
        self.tokens = QSpinBox()
        self.tokens.setObjectName("jobMaxTokens")
        self.tokens.setRange(1, 100_000_000)
        self.tokens.setSingleStep(10_000)
        self.tokens.setValue(DEFAULT_MAX_TOKENS)
        self.tokens.setGroupSeparatorShown(True)
        limits = QWidget()
        limits_row = QHBoxLayout(limits)
        limits_row.setContentsMargins(0, 0, 0, 0)
        limits_row.addWidget(self.timeout)
        limits_row.addWidget(QLabel(self.tr("tokens:")))
        limits_row.addWidget(self.tokens, 1)
        form.addRow(self.tr("&Limits per run:"), limits)
        self.missed = QComboBox()
        self.missed.setObjectName("jobMissed")
        self.missed.addItems([self.tr("Run it once when the computer is back"), self.tr("Skip it")])
        form.addRow(self.tr("If a run is &missed:"), self.missed)
        self.notify = QCheckBox(self.tr("Show a desktop notification when a run ends"))
        self.notify.setObjectName("jobNotify")
        self.notify.setChecked(True)
        form.addRow("", self.notify)
        self.delete_after = QCheckBox(self.tr("Delete the job after its run"))
        self.delete_after.setObjectName("jobDeleteAfterRun")
        form.addRow("", self.delete_after)

        self.error = QLabel("")
        self.error.setObjectName("jobDialogError")
        self.error.setWordWrap(True)
        text_role(self.error, "danger")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        if draft is not None:
            self._fill(draft)
        self._kind_changed(self.kind.currentIndex())

    def _kind_changed(self, index: int) -> None:
        self.when.setCurrentIndex(index)
        self.delete_after.setEnabled(index == 2)

    def _fill(self, draft: JobDraft) -> None:
        self.name.setText(draft.name)
        if draft.agent_key:
            self.agent.setCurrentText(draft.agent_key)
        schedule = draft.schedule
        self.kind.setCurrentIndex(("every", "cron", "at").index(schedule.kind))
        if schedule.kind == "every" and schedule.every_ms:
            unit = max(i for i, size in enumerate(UNITS_MS) if schedule.every_ms % size == 0) if any(
                schedule.every_ms % size == 0 for size in UNITS_MS) else 0
            self.unit.setCurrentIndex(unit)
            self.every.setValue(max(1, schedule.every_ms // UNITS_MS[unit]))
        self.cron.setText(schedule.expr or "")
        if schedule.at is not None:
            self.at.setDateTime(QDateTime.fromSecsSinceEpoch(int(schedule.at.timestamp())))
        self.zone.setCurrentText(schedule.timezone)
        self.message.setPlainText(draft.message)
        o = draft.options
        self.new_each.setChecked(o.conversation is ConversationMode.NEW)
        self.tools.setText(", ".join(o.pre_approved))
        self.timeout.setValue(max(1, o.timeout_s // 60))
        self.tokens.setValue(min(o.max_tokens, self.tokens.maximum()))
        self.missed.setCurrentIndex(1 if o.on_missed is MissedRun.SKIP else 0)
        self.notify.setChecked(o.notify)
        self.delete_after.setChecked(draft.delete_after_run)

    def draft(self) -> JobDraft:
        zone = self.zone.currentText().strip()
        index = self.kind.currentIndex()
        if index == 0:
            every_ms = self.every.value() * UNITS_MS[self.unit.currentIndex()]
            schedule = Schedule("every", every_ms=every_ms, timezone=zone)
        elif index == 1:
            schedule = Schedule("cron", expr=self.cron.text().strip(), timezone=zone)
        else:
            moment = datetime.fromtimestamp(self.at.dateTime().toSecsSinceEpoch(), UTC)
            schedule = Schedule("at", at=moment, timezone=zone)
        options = JobOptions(
            conversation=ConversationMode.NEW if self.new_each.isChecked() else ConversationMode.JOB,
            pre_approved=tuple(t.strip() for t in self.tools.text().split(",") if t.strip()),
            timeout_s=self.timeout.value() * 60, max_tokens=self.tokens.value(),
            on_missed=MissedRun.SKIP if self.missed.currentIndex() == 1 else MissedRun.RUN_ONCE,
            notify=self.notify.isChecked(),
        )
        return JobDraft(self.name.text().strip(), self.agent.currentText() or None, schedule,
                        self.message.toPlainText(), options, self.delete_after.isChecked() and index == 2)

    def _accept(self) -> None:
        self.error.setText("")
        self._submit(self.draft())

    def refused(self, reason: str) -> None:
        """The service said no: show why and stay open, the fields as they were."""
        self.error.setText(reason)
