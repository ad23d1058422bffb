"""The encryption key in the window: the *Back up the key…* dialog (Settings, the setup wizard, the new-key notice)."""
