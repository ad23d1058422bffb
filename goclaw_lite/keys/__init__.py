"""The encryption key's life: status, first set-up or import, rotation (`keys.service`).

A package of its own directly above `store`: it needs the sealed-value stores and the key
stores of `security`, and nothing of the services above, so `bootstrap` and both faces can
use it.
"""
