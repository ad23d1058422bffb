"""What the Jobs page says about times and schedules, translatable (`tr`) and in the user's
locale (`QLocale`): "in 3 h, at 07:00", "every 15 min", "Tue, 8 Dec, at 07:00"."""

from __future__ import annotations

from datetime import datetime

from goclaw_lite.gui.i18n.dates import format_day_month, format_time
from goclaw_lite.gui.qt import QLocale, QObject
from goclaw_lite.model.jobs import Job, JobRun, Schedule


class JobWords(QObject):
    """One place for the page's phrases, so translators find them together."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.locale = QLocale()

    def clock(self, moment: datetime) -> str:
        return format_time(moment)

    def day_and_clock(self, moment: datetime) -> str:
        return self.tr("%1, at %2").replace("%1", format_day_month(moment)).replace(
            "%2", self.clock(moment))

    def next_run(self, job: Job, now: datetime) -> str:
        if not job.enabled:
            return self.tr("Off")
        if job.running:
            return self.tr("Running now…")
        moment = job.next_run_at
        if moment is None:
            return self.tr("Not scheduled")
        seconds = (moment - now).total_seconds()
        if seconds < 60:
            return self.tr("Due now")
        if seconds < 3600:
            return self.tr("in %n min, at %1", "", int(seconds // 60)).replace("%1", self.clock(moment))
        if seconds < 86400:
            return self.tr("in %n h, at %1", "", round(seconds / 3600)).replace("%1", self.clock(moment))
        return self.day_and_clock(moment)

    def schedule(self, schedule: Schedule) -> str:
        if schedule.kind == "every" and schedule.every_ms:
            minutes = schedule.every_ms // 60_000
            if minutes % 1440 == 0:
                return self.tr("Every %n day(s)", "", minutes // 1440)
            if minutes % 60 == 0:
                return self.tr("Every %n hour(s)", "", minutes // 60)
            return self.tr("Every %n minute(s)", "", minutes)
        if schedule.kind == "cron":
            return self.tr("Cron %1 (%2)").replace("%1", schedule.expr or "").replace("%2", schedule.timezone)
        if schedule.at is not None:
            return self.tr("Once, %1").replace("%1", self.day_and_clock(schedule.at))
        return schedule.kind

    def status(self, status: str | None) -> str:
        return {
            None: self.tr("Never run"), "ok": self.tr("Done"), "error": self.tr("Failed"),
            "skipped": self.tr("Skipped (missed)"), "running": self.tr("Running"),
            "interrupted": self.tr("Interrupted"),
        }.get(status, status or "")

    def last_run(self, job: Job) -> str:
        if job.last_run_at is None or job.last_status is None:
            return self.status(None)
        return self.tr("%1 · %2").replace("%1", self.status(job.last_status)).replace(
            "%2", self.day_and_clock(job.last_run_at))

    def run_time(self, run: JobRun) -> str:
        return self.day_and_clock(run.ran_at) if run.ran_at else ""

    def duration(self, run: JobRun) -> str:
        return self.tr("%1 s").replace("%1", self.locale.toString(run.duration_ms / 1000, "f", 1))

    def tokens(self, run: JobRun) -> str:
        return self.tr("%1 in / %2 out").replace("%1", self.locale.toString(run.input_tokens)).replace(
            "%2", self.locale.toString(run.output_tokens))
