"""`goclaw-lite skill list | add | show | rm | enable | disable | grant | revoke`.

A skill is a folder with a SKILL.md (or a .zip of one); installing the same slug again makes
a new version. Agents see a skill only once it is granted; `--version` pins one.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.model.skills import SkillGrant, SkillListing


def register(sub: Any) -> None:
    skill = sub.add_parser("skill", help="skills: SKILL.md procedures an agent loads when a task calls for them")
    ssub = skill.add_subparsers(dest="skill_command", metavar="SUBCOMMAND", required=True)

    lst = ssub.add_parser("list", help="installed skills, their state and the agents granted each")
    lst.add_argument("--agent", metavar="KEY", help="only what this agent's system prompt lists now")
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(handler=list_cmd)

    add = ssub.add_parser("add", help="install a skill folder or .zip (the same slug again: a new version)")
    add.add_argument("path", help="a folder with SKILL.md at its top, or a .zip of one")
    add.add_argument("--agent", nargs="+", default=[], metavar="KEY", help="grant it to these agents too")
    add.set_defaults(handler=add_cmd)

    show = ssub.add_parser("show", help="one skill: its SKILL.md, files, versions and grants")
    show.add_argument("slug")
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=show_cmd)

    rm = ssub.add_parser("rm", help="delete a skill (its grants go; its files stay unless --purge)")
    rm.add_argument("slug")
    rm.add_argument("--purge", action="store_true", help="also remove every version's files, for good")
    rm.set_defaults(handler=rm_cmd)

    for name, enabled, text in (("enable", True, "offer the skill to granted agents again"),
                                ("disable", False, "stop offering the skill to any agent (grants kept)")):
        toggle = ssub.add_parser(name, help=text)
        toggle.add_argument("slug")
        toggle.set_defaults(handler=toggle_cmd, enabled=enabled)

    grant = ssub.add_parser("grant", help="let an agent use a skill (--version pins one)")
    grant.add_argument("slug")
    grant.add_argument("--agent", required=True, metavar="KEY")
    grant.add_argument("--version", type=int, default=None, help="keep the agent on this version (default: the newest)")
    grant.set_defaults(handler=grant_cmd)

    revoke = ssub.add_parser("revoke", help="take a skill away from an agent")
    revoke.add_argument("slug")
    revoke.add_argument("--agent", required=True, metavar="KEY")
    revoke.set_defaults(handler=revoke_cmd)


def _grant_label(grant: SkillGrant) -> str:
    return f"{grant.agent_key}@v{grant.pinned_version}" if grant.pinned else grant.agent_key


def _state(listing: SkillListing) -> str:
    skill = listing.skill
    if not listing.files_present:
        return "files missing"
    words = ["on" if skill.enabled else "off"]
    if skill.status != "active":
        words.append(skill.status)
    if skill.is_system:
        words.append("built-in")
    return ", ".join(words)


def _row(listing: SkillListing) -> dict[str, Any]:
    skill = listing.skill
    return {
        "slug": skill.slug, "name": skill.name, "description": skill.description, "version": skill.version,
        "enabled": skill.enabled, "status": skill.status, "built_in": skill.is_system,
        "files_present": listing.files_present, "folder": skill.file_path, "file_hash": skill.file_hash,
        "file_size": skill.file_size,
        "agents": [{"agent": g.agent_key, "pinned_version": g.pinned_version or None} for g in listing.grants],
    }


async def list_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app(read_only=bool(args.agent)) as app:
        if args.agent:
            offered = await app.services.skills.offered_to(args.agent)
            if args.json:
                print_json([{"slug": s.slug, "name": s.name, "description": s.description, "version": s.version}
                            for s in offered])
            elif not offered:
                out(f"Agent {args.agent} has no usable skill; `goclaw-lite skill grant SLUG --agent {args.agent}`.")
            else:
                print_table(["SKILL", "VERSION", "DESCRIPTION"], [(s.name, s.version, s.description) for s in offered])
            return 0
        listings = await app.services.skills.list()
    if args.json:
        print_json([_row(item) for item in listings])
    elif not listings:
        out("No skills yet; install one with `goclaw-lite skill add FOLDER_OR_ZIP`.")
    else:
        print_table(
            ["SLUG", "VERSION", "STATE", "AGENTS", "DESCRIPTION"],
            [(i.skill.slug, i.skill.version, _state(i), ", ".join(_grant_label(g) for g in i.grants) or "-",
              i.skill.description if len(i.skill.description) <= 60 else i.skill.description[:59] + "…")
             for i in listings],
        )
    return 0


async def add_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app() as app:
        skills = app.services.skills
        result = await skills.add(Path(args.path))
        for agent in args.agent:
            await skills.grant(result.skill.slug, agent)
    skill = result.skill
    if result.status == "unchanged":
        out(f"Skill {skill.slug} is already installed with these files (version {skill.version}); nothing changed.")
    elif result.status == "updated":
        out(f"Updated skill {skill.slug} to version {skill.version} (was {result.replaced_version}).")
    else:
        out(f"Installed skill {skill.slug} ({skill.name}), version {skill.version}.")
    if args.agent:
        out(f"Granted to: {', '.join(args.agent)}.")
    elif result.status == "installed":
        out(f"Let an agent use it with `goclaw-lite skill grant {skill.slug} --agent KEY`.")
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app(read_only=True) as app:
        details = await app.services.skills.show(args.slug)
    listing, skill = details.listing, details.listing.skill
    if args.json:
        files = [{"path": p, "bytes": n} for p, n in details.files]
        print_json({**_row(listing), "versions": list(details.versions), "files": files,
                    "skill_md": details.skill_md, "problem": details.problem})
        return 0
    out(f"{skill.name} ({skill.slug}) — version {skill.version}, {_state(listing)}")
    out(f"  {skill.description}")
    out(f"  folder: {skill.file_path}")
    out(f"  versions on disk: {', '.join(str(v) for v in details.versions) or 'none'}")
    out(f"  agents: {', '.join(_grant_label(g) for g in listing.grants) or 'none'}")
    if details.problem:
        out(f"  problem: {details.problem}")
    for path, size in details.files:
        out(f"  file: {path} ({size} bytes)")
    if details.skill_md:
        out()
        out(details.skill_md.rstrip())
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app() as app:
        removed = await app.services.skills.remove(args.slug, purge=args.purge)
    lost = f"; it was granted to {', '.join(g.agent_key for g in removed.grants)}" if removed.grants else ""
    if args.purge:
        out(f"Deleted skill {removed.slug} and its files{lost}.")
    else:
        out(f"Deleted skill {removed.slug}{lost}. Its files are kept: `goclaw-lite skill add` of the same folder "
            "brings it back as a new version; `skill rm --purge` removes them.")
    return 0


async def toggle_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app() as app:
        skill = await app.services.skills.set_enabled(args.slug, args.enabled)
    out(f"Skill {skill.slug} is {'on' if skill.enabled else 'off'}.")
    return 0


async def grant_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app() as app:
        grant = await app.services.skills.grant(args.slug, args.agent, version=args.version)
    pinned = f", pinned to version {grant.pinned_version}" if grant.pinned else ", following the newest version"
    out(f"Agent {grant.agent_key} may use skill {grant.slug}{pinned}.")
    return 0


async def revoke_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app() as app:
        await app.services.skills.revoke(args.slug, args.agent)
    out(f"Agent {args.agent} no longer has skill {args.slug}.")
    return 0
