"""The Knowledge graph page: entity list, detail, graph view, duplicates review and pruning.

`page.KGPage` wires the widgets; `browser.KGBrowser` is the one place they get data from.
"""
