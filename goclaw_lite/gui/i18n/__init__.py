"""The window's languages: Qt translators for our strings and Qt's own, a pseudo-language for
layout tests, and dates, times and numbers shown through QLocale in the chosen time zone.

The `.ts` files beside this module are the translations' source (edited by people, updated by
`python -m devtools.translations --update`); the `.qm` files are compiled from them and
committed, and the check holds each `.qm` equal to what `pyside6-lrelease` makes of its `.ts`
(docs/decisions/0024-translations-compiled-and-checked.md).
"""
