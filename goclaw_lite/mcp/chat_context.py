"""What a chat can take from an agent's MCP servers besides tools: resources to attach to a
message and prompts to start from, listed per granted server.

Resource and prompt text, and the names and descriptions listed, are scrubbed like tool
results (every known secret, the server's own among them, and recognisable credentials)
before they reach the window or the model. A server that cannot
start or list leaves only its line in `problems`; the others are still offered.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.errors import UserError
from goclaw_lite.mcp.service import McpService
from goclaw_lite.security.redact import redact


@dataclass(frozen=True)
class ResourceRef:
    server: str
    uri: str
    name: str
    mime_type: str = ""


@dataclass(frozen=True)
class PromptRef:
    server: str
    name: str
    description: str = ""
    arguments: tuple[tuple[str, bool], ...] = ()  # (name, required)

    @property
    def required(self) -> tuple[str, ...]:
        return tuple(name for name, required in self.arguments if required)


@dataclass(frozen=True)
class ChatContext:
    resources: tuple[ResourceRef, ...] = ()
    prompts: tuple[PromptRef, ...] = ()
    problems: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.resources and not self.prompts


async def chat_context(service: McpService, agent_id: str) -> ChatContext:
    """The resources and prompts of every server granted to the agent (servers start here)."""
    resources: list[ResourceRef] = []
    prompts: list[PromptRef] = []
    problems: list[str] = []
    for server in await service.agent_servers(agent_id):
        try:
            connection = await service.manager.connection(server.name)
            info = connection.info
            if info is None or info.has_resources:
                resources.extend(ResourceRef(server.name, str(r.uri), redact(r.name or str(r.uri)), r.mime_type or "")
                                 for r in await connection.list_resources())
            if info is None or info.has_prompts:
                prompts.extend(
                    PromptRef(server.name, p.name, redact(p.description or ""),
                              tuple((a.name, bool(a.required)) for a in p.arguments or ()))
                    for p in await connection.list_prompts()
                )
        except UserError as exc:
            problems.append(str(exc))
    return ChatContext(tuple(resources), tuple(prompts), tuple(problems))


async def read_resource(service: McpService, resource: ResourceRef) -> str:
    return await service.manager.read_resource(resource.server, resource.uri)


async def prompt_text(service: McpService, prompt: PromptRef, arguments: dict[str, str]) -> str:
    missing = [name for name in prompt.required if not arguments.get(name, "").strip()]
    if missing:
        raise UserError(f"The prompt “{prompt.name}” needs {', '.join(missing)}.")
    return await service.manager.get_prompt(prompt.server, prompt.name, arguments)
