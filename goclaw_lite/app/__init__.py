"""The application layer: the one front door both faces (the CLI and the window) go through.

`context.open_app` opens the store and the key; `AppContext.services` builds each job's service
once, lazily, from the context and the user's settings, so the window and the command line run
the same engines with the same switches. The engines (agent, memory, kg, ...) sit below this
package and never import it.
"""
