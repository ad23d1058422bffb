"""The window's translations: update the `.ts` sources from the code, compile them, check them.

Our strings are marked in `goclaw_lite/gui` with `self.tr(...)`, `QCoreApplication.translate(...)`
or `QT_TRANSLATE_NOOP(...)`; `pyside6-lupdate` collects them into one `.ts` file per language
in `goclaw_lite/gui/i18n/`, translators fill them in (Qt Linguist, or any editor), and
`pyside6-lrelease` compiles each to the `.qm` the window loads. The `.qm` files are committed
(docs/decisions/0024-translations-compiled-and-checked.md), so the check holds them to their
sources.

    python -m devtools.translations --update   # new strings into the .ts files, gone ones out
    python -m devtools.translations --release  # compile every .ts to its .qm
    python -m devtools.translations --check    # exit 1 on any finding below

The check runs lupdate on temporary copies of the `.ts` files and fails on a string that is
untranslated or unfinished (new in the code, or marked so by a translator), obsolete (gone
from the code but still in a `.ts`), a translation that drops or adds a placeholder (`{name}`,
`%n`, `%1`), a Vietnamese mnemonic on an accented letter (Alt+ê cannot be typed on a Latin
keyboard), a `.qm` that is not what lrelease makes of its `.ts`, an unmarked `what="..."` (the
status bar's "… failed: …"), an f-string handed to `tr`
(its text is never found at run time), a count given to `translate()` (lupdate makes plurals only
of `self.tr(text, "", n)`), `other.tr()` (filed under the wrong context), and a page title not
marked for translation.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
GUI = REPO_ROOT / "goclaw_lite" / "gui"
I18N = GUI / "i18n"
LANGUAGES = ("en", "vi", "zh_CN", "ru")
PLURALS_ONLY = ("en",)
"""English is the source language: its catalogue holds only the plural forms ("1 model", "2 models")."""
QT_OWN = ("qtbase_vi",)
"""Qt's own strings we translate where Qt ships no catalogue: compiled and checked, not lupdated."""
ASCII_MNEMONICS = ("vi",)
"""Languages typed on a Latin keyboard: Alt+ê cannot be pressed there, so a mnemonic goes on an
unaccented letter of the translation, or as "(&X)" after it where no letter fits."""
MNEMONIC = re.compile(r"(?<!&)&(?!&)(\w)")
PLACEHOLDER = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*\}|%n|%L?\d")
F_STRING_TR = re.compile(r"""\b(?:tr|translate)\(\s*(?:"[^"]*",\s*)?[rR]?[fF]["']""")
COUNTED_TRANSLATE = re.compile(r"""\btranslate\(\s*"[^"]*",\s*"(?:[^"\\]|\\.)*",\s*[^,()]*,\s*[^)]""")
"""lupdate marks a plural (numerus) only in `self.tr(text, "", n)`; `translate(ctx, text, c, n)` is kept as one form."""
OTHER_TR = re.compile(r"\b(?!self\b)([a-z_][a-z0-9_]*)\.tr\(")
"""`parent.tr(...)`: lupdate files it under the context `parent`, Qt looks it up under parent's class."""
UNMARKED_WHAT = re.compile(r"""\bwhat=f?["'][A-Za-z]|\bdescribe_error\([a-z_]+, f?["'][A-Za-z]""")
"""`what="Loading…"` (run_async, report_error, describe_error): the status bar shows it as "… failed: …"."""
UNMARKED_TITLE = re.compile(r"""^PAGE_SPEC = PageSpec\((?:(?!^\)).)*?\n\s+(?:title|description)=["']""", re.M | re.S)


def ts_path(language: str, i18n: Path = I18N) -> Path:
    return i18n / f"goclaw_lite_{language}.ts"


def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        raise SystemExit(f"{name} not found: it comes with PySide6 (pip install PySide6-Essentials)")
    return found


def lupdate(targets: list[Path], *, drop_obsolete: bool, gui: Path = GUI) -> None:
    """Merge the code's strings into `targets`; English's catalogue takes the plurals only."""
    plural_only = [t for t in targets if t.stem.removeprefix("goclaw_lite_") in PLURALS_ONLY]
    others = [t for t in targets if t not in plural_only]
    for group, extra in ((others, []), (plural_only, ["-pluralonly"])):
        if group:
            _lupdate(group, drop_obsolete=drop_obsolete, extra=extra, gui=gui)


def _lupdate(targets: list[Path], *, drop_obsolete: bool, extra: list[str], gui: Path) -> None:
    """One lupdate run (a directory scan finds no Python: the files are listed)."""
    with tempfile.TemporaryDirectory() as scratch:
        listing = Path(scratch) / "sources.lst"
        listing.write_text("".join(f"{p}\n" for p in sorted(gui.rglob("*.py"))), encoding="utf-8")
        args = [_tool("pyside6-lupdate"), f"@{listing}", "-locations", "none", "-silent", *extra]
        if drop_obsolete:
            args.append("-no-obsolete")
        subprocess.run([*args, "-ts", *map(str, targets)], check=True, cwd=REPO_ROOT)


def lrelease(source: Path, target: Path) -> None:
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(target)], check=True)


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    kind: str
    """'' when finished, else the `type` attribute: unfinished, obsolete or vanished."""
    forms: tuple[str, ...]


def messages(path: Path) -> list[Message]:
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            forms = tuple(f.text or "" for f in translation.iter("numerusform")) if translation is not None else ()
            if translation is not None and not forms:
                forms = (translation.text or "",)
            found.append(Message(name, message.findtext("source") or "", kind, forms))
    return found


def ts_findings(path: Path, label: str) -> list[str]:
    """What is wrong with one (updated) `.ts` file, one line each."""
    problems = []
    ascii_only = any(f"_{language}." in label for language in ASCII_MNEMONICS)
    for message in messages(path):
        where = f"{label}: {message.context}: {message.source[:70]!r}"
        if ascii_only and (accented := [m for f in message.forms for m in MNEMONIC.findall(f) if not m.isascii()]):
            problems.append(f"{where} puts its mnemonic on {accented[0]!r}, which a Latin keyboard cannot type "
                            "with Alt; use an unaccented letter or '(&X)'")
        if message.kind in ("obsolete", "vanished"):
            problems.append(f"{where} is obsolete (no longer in the code); run --update")
        elif message.kind == "unfinished" or not all(form.strip() for form in message.forms):
            problems.append(f"{where} is untranslated or unfinished")
        else:
            wanted = sorted(set(PLACEHOLDER.findall(message.source)))
            for form in message.forms:
                got = sorted(set(PLACEHOLDER.findall(form)))
                if got != wanted and not (wanted == ["%n"] and not got and len(message.forms) > 1):
                    problems.append(f"{where} translates with placeholders {got}, the source has {wanted}")
                    break
    return problems


def source_findings(gui: Path = GUI) -> list[str]:
    problems = []
    for path in sorted(gui.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(gui.parent)
        for match in F_STRING_TR.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{name}:{line}: an f-string in tr(): use tr('... {{name}} ...').format(name=...)")
        for match in COUNTED_TRANSLATE.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{name}:{line}: a count in translate(): plurals need self.tr(text, '', n) in a QObject")
        for match in OTHER_TR.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{name}:{line}: {match.group(1)}.tr() is filed under '{match.group(1)}' by lupdate; "
                            f"use QCoreApplication.translate('Class', ...)")
        for match in UNMARKED_WHAT.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{name}:{line}: what the status bar says failed is not marked: what=self.tr('...')")
        if UNMARKED_TITLE.search(text):
            problems.append(f'{name}: PAGE_SPEC title/description not marked: QT_TRANSLATE_NOOP("pages", "...")')
    return problems


def check(gui: Path = GUI, i18n: Path = I18N) -> list[str]:
    """Every finding, one line each (none: the translations are complete and current)."""
    problems = source_findings(gui)
    with tempfile.TemporaryDirectory() as scratch:
        copies = []
        for language in LANGUAGES:
            source = ts_path(language, i18n)
            if not source.is_file():
                problems.append(f"{source.name} is missing; run --update")
                continue
            copy = Path(scratch) / source.name
            shutil.copyfile(source, copy)
            copies.append(copy)
        if copies:
            lupdate(copies, drop_obsolete=False, gui=gui)
        for copy in copies:
            problems += ts_findings(copy, copy.name)
        for stem in [f"goclaw_lite_{lang}" for lang in LANGUAGES] + list(QT_OWN):
            source, compiled = i18n / f"{stem}.ts", i18n / f"{stem}.qm"
            if not source.is_file():
                continue
            if stem in QT_OWN:
                problems += ts_findings(source, source.name)
            fresh = Path(scratch) / f"{stem}.qm"
            lrelease(source, fresh)
            if not compiled.is_file() or compiled.read_bytes() != fresh.read_bytes():
                problems.append(f"{compiled.name} is not compiled from its .ts; run --release")
    return problems


def release(i18n: Path = I18N) -> None:
    for stem in [f"goclaw_lite_{lang}" for lang in LANGUAGES] + list(QT_OWN):
        source = i18n / f"{stem}.ts"
        if source.is_file():
            lrelease(source, source.with_suffix(".qm"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.translations", description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--update", action="store_true", help="collect the code's strings into the .ts files")
    action.add_argument("--release", action="store_true", help="compile the .ts files to .qm")
    action.add_argument("--check", action="store_true", help="fail on anything untranslated, obsolete or stale")
    args = parser.parse_args(argv)
    if args.update:
        lupdate([ts_path(lang) for lang in LANGUAGES], drop_obsolete=True)
        return 0
    if args.release:
        release()
        return 0
    problems = check()
    for line in problems:
        print(line)
    if problems:
        print(f"translations: {len(problems)} finding(s); see CONTRIBUTING.md, 'Translations'", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
