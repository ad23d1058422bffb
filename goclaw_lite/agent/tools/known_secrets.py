"""Every Secure CLI value an agent can reach, so any tool result can be masked against them.

The exec runner already scrubs what it injected from the child's output, but a secret can
reach a tool result another way (a knowledge-graph entry the user pasted a token into, a
tool that reads a config file). So the loop masks every result against all the values the
agent could have injected: the tool defaults, the agent's grant, this conversation's and
the user's credentials, for every tool the agent may run.
"""

from __future__ import annotations

import logging

from goclaw_lite.errors import UserError
from goclaw_lite.security.known_secrets import unique_labels
from goclaw_lite.store.credentials.store import SecureCLIStore

__all__ = ["SecureCLISecrets"]

log = logging.getLogger(__name__)


class SecureCLISecrets:
    def __init__(self, store: SecureCLIStore) -> None:
        self._store = store

    async def values(self, agent_id: str, conversation_id: str | None) -> dict[str, str]:
        """Variable label -> value; labels are variable names, made unique when they repeat."""
        pairs: list[tuple[str, str]] = []
        for binary, _grant in await self._store.list_by_agent(agent_id):
            try:
                layers = await self._store.credential_layers(binary.name, agent_id=agent_id, conversation_id=conversation_id)
            except UserError as exc:  # e.g. a row that does not open; nothing of it can be injected either
                log.warning("secure CLI credentials of %s not read for masking: %s", binary.name, type(exc).__name__)
                continue
            for env in (layers.binary_env, layers.agent_env, layers.context_env, layers.user_env):
                pairs.extend(env.items)
        return unique_labels(pairs)
