#!/usr/bin/env python3
"""Writes the licences of everything a package of arbitro ships besides its
own code (GPL-3.0-or-later, LICENSE): every Rust crate linked into the app
(arbitro-app) or the command (arbitro) for the target platform, every
JavaScript package bundled into the UI (ui/package-lock.json, dependencies
only), and the DejaVu fonts the forms embed. Each component is listed with
its version, licence and home; each distinct licence text follows once,
with the components it covers. Offline: `cargo metadata` reads the
crates already fetched for the build.

Usage: scripts/licences.py OUT [TARGET_TRIPLE]   (default: the host's)
"""
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ROOTS = ("arbitro-app", "arbitro-cli")
TEXT_NAMES = ("license", "licence", "copying", "notice", "unlicense")


def host_triple():
    out = subprocess.check_output(["rustc", "-vV"], text=True)
    return next(l.split(": ", 1)[1] for l in out.splitlines() if l.startswith("host: "))


def licence_texts(folder):
    """The licence files at the top of a package's folder, by name."""
    texts = []
    if not folder.is_dir():
        return texts
    for f in sorted(folder.iterdir()):
        if f.is_file() and f.name.lower().startswith(TEXT_NAMES) and f.suffix.lower() not in (".rs", ".js", ".json", ".toml"):
            try:
                texts.append(f.read_text(encoding="utf-8", errors="replace").strip())
            except OSError:
                pass
    return texts


def crates(triple):
    meta = json.loads(subprocess.check_output(
        ["cargo", "metadata", "--format-version", "1", "--locked", "--filter-platform", triple],
        cwd=ROOT))
    packages = {p["id"]: p for p in meta["packages"]}
    members = set(meta["workspace_members"])
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    # Normal dependencies only: build scripts' and tests' are not shipped.
    todo = [i for i in members if packages[i]["name"] in ROOTS]
    seen = set()
    while todo:
        i = todo.pop()
        if i in seen:
            continue
        seen.add(i)
        for dep in nodes[i]["deps"]:
            if any(k["kind"] is None for k in dep["dep_kinds"]):
                todo.append(dep["pkg"])
    out = []
    for i in sorted(seen - members, key=lambda i: (packages[i]["name"], packages[i]["version"])):
        p = packages[i]
        folder = pathlib.Path(p["manifest_path"]).parent
        out.append({
            "name": p["name"], "version": p["version"],
            "licence": p.get("license") or "see its licence file",
            "home": p.get("repository") or p.get("homepage") or "",
            "texts": licence_texts(folder),
        })
    return out


def npm_packages():
    lock = json.loads((ROOT / "ui" / "package-lock.json").read_text(encoding="utf-8"))
    out = []
    for path, p in sorted(lock.get("packages", {}).items()):
        if not path or p.get("dev") or p.get("devOptional"):
            continue
        name = path.split("node_modules/")[-1]
        folder = ROOT / "ui" / path
        manifest = folder / "package.json"
        home = ""
        if manifest.is_file():
            info = json.loads(manifest.read_text(encoding="utf-8"))
            repo = info.get("repository")
            home = repo.get("url", "") if isinstance(repo, dict) else (repo or info.get("homepage", ""))
        out.append({"name": name, "version": p.get("version", ""), "licence": p.get("license", "see its licence file"),
                    "home": home, "texts": licence_texts(folder)})
    return out


def fonts():
    folder = ROOT / "forms" / "fonts"
    return [{"name": "DejaVu Sans (forms/fonts)", "version": "", "licence": "Bitstream Vera / DejaVu fonts licence",
             "home": "https://dejavu-fonts.github.io/", "texts": licence_texts(folder)}]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = pathlib.Path(sys.argv[1])
    triple = sys.argv[2] if len(sys.argv) > 2 else host_triple()
    groups = [("Rust crates linked into arbitro-app and arbitro", crates(triple)),
              ("JavaScript packages bundled into the app's interface", npm_packages()),
              ("Fonts embedded in the printed forms", fonts())]
    lines = ["arbitro: third-party components and their licences", "=" * 52, "",
             "arbitro itself is free software under the GNU General Public License, version 3",
             "or later (LICENSE; on Debian /usr/share/common-licenses/GPL-3). It is built with",
             f"the components below ({triple}); each licence text follows the list once, with",
             "the components it covers.", ""]
    texts = {}
    missing = []
    for title, items in groups:
        lines += [title, "-" * len(title)]
        for c in items:
            label = f"{c['name']} {c['version']}".strip()
            lines.append(f"{label}: {c['licence']}" + (f"  <{c['home']}>" if c["home"] else ""))
            if not c["texts"]:
                missing.append(label)
            for t in c["texts"]:
                texts.setdefault(t, []).append(label)
        lines.append("")
    lines += ["Licence texts", "-------------", ""]
    if missing:
        lines += ["These components ship no licence file of their own; their licence is the one",
                  "named in the list above, whose standard text is among those below:",
                  "  " + ", ".join(missing), ""]
    for n, (text, who) in enumerate(sorted(texts.items(), key=lambda kv: kv[1][0]), 1):
        lines += [f"[{n}] {', '.join(who)}", "", text, "", "-" * 78, ""]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    count = sum(len(items) for _, items in groups)
    print(f"licences: {count} components, {len(texts)} distinct licence texts -> {out}")


main()
