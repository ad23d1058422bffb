"""The window around the pages: main window, sidebar, launch, tray."""
