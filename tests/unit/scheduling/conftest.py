"""Scheduling tests: real stores and the real chat engine against the fake model server, on a
clock the test moves by hand (no sleeps)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest

from goclaw_lite.app.jobs import JobsService
from goclaw_lite.model.jobs import JobDraft, JobOptions, Schedule
from tests.support.fake_llm import StreamResponse, openai_text_stream
from tests.support.fixtures import fake_llm  # noqa: F401 - fixtures, reused
from tests.unit.agent.conftest import ChatWorld, chat  # noqa: F401


class ManualClock:
    """The scheduler's clock, moved by the test."""

    def __init__(self, start: datetime) -> None:
        self.moment = start

    def now(self) -> datetime:
        return self.moment

    def set(self, moment: datetime) -> None:
        self.moment = moment

    def advance(self, **delta: float) -> None:
        self.moment += timedelta(**delta)


@dataclass
class JobsWorld:
    chat: ChatWorld
    clock: ManualClock
    jobs: JobsService

    def answer(self, text: str = "Report done.", **kwargs: object) -> None:
        self.chat.server.script_openai(StreamResponse(openai_text_stream(text), **kwargs))  # type: ignore[arg-type]

    async def add(self, name: str = "nightly", schedule: Schedule | None = None, message: str = "Write the report.",
                  **options: object) -> object:
        schedule = schedule or Schedule("every", every_ms=3_600_000)
        options_ = JobOptions(**options)  # type: ignore[arg-type]
        return await self.jobs.add(JobDraft(name, "helper", schedule, message, options_))


START = datetime(2026, 12, 7, 6, 0, tzinfo=UTC)


@pytest.fixture
async def world(chat: ChatWorld) -> AsyncIterator[JobsWorld]:  # noqa: F811
    await chat.agent()
    clock = ManualClock(START)
    service = chat.service()
    yield JobsWorld(chat, clock, JobsService(chat.app.stores, lambda: service, clock=clock))
