"""Self-evolution: metrics the chat records, suggestions made from them, and applying them.

`rules` turns aggregated metrics into suggestion drafts (pure functions, no I/O);
`service.EvolutionService` reads the stores, files new suggestions without repeating one the
user has already seen, and applies an approved one through `AgentStore.update`, recording
the before and after. `recorder` holds the small sinks the run loop and the chat call.
"""
