"""The Agents page: the agent editor over AgentsAdmin."""
