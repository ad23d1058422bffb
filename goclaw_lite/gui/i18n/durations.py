"""How long something took, as the chosen language writes it: '850 ms', '1.4 s', '2 min 05 s'.

The number comes from QLocale (a decimal comma in Russian, grouped digits) and the unit from
the translation ("с", "秒"), so no page glues an English unit to a number of its own.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import QCoreApplication, QLocale

translate = QCoreApplication.translate


def milliseconds_text(ms: int) -> str:
    return translate("Durations", "%1 ms").replace("%1", QLocale().toString(ms))


def seconds_text(seconds: float, decimals: int = 1) -> str:
    return translate("Durations", "%1 s").replace("%1", QLocale().toString(float(seconds), "f", decimals))


def format_duration(ms: int | None, *, decimals: int = 1, milliseconds_below: int = 1000) -> str:
    """'' for None; milliseconds under `milliseconds_below`, seconds (with `decimals`) under a
    minute, then minutes and seconds."""
    if ms is None:
        return ""
    if ms < milliseconds_below:
        return milliseconds_text(ms)
    if ms < 60_000:
        return seconds_text(ms / 1000, decimals)
    minutes, rest = divmod(round(ms / 1000), 60)
    locale = QLocale()
    padded = locale.toString(rest).rjust(2, locale.zeroDigit())
    return translate("Durations", "%1 min %2 s").replace("%1", locale.toString(minutes)).replace("%2", padded)
