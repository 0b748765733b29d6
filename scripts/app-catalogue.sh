#!/usr/bin/env bash
# Regenerates src-tauri/data/catalogue.json (the Rules screen's clause catalogue
# and both decks) from the spec digests RULES.md and DECKS.md, plus the Spanish
# texts kept in src-tauri/data/catalogue.es.json. The spec folder is not in CI,
# so the generated file is committed; run this only when the spec changes.
# Usage: scripts/app-catalogue.sh [SPEC_DIR]   (default ../shared/spec)
set -euo pipefail
cd "$(dirname "$0")/.."
spec=${1:-../shared/spec}
python3 - "$spec" <<'PY'
import json, re, sys, pathlib
spec = pathlib.Path(sys.argv[1])
rules = (spec / "RULES.md").read_text(encoding="utf-8")
decks = (spec / "DECKS.md").read_text(encoding="utf-8")
es_path = pathlib.Path("src-tauri/data/catalogue.es.json")
es = json.loads(es_path.read_text(encoding="utf-8")) if es_path.exists() else {}

def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]

def clean(text):
    return text.replace("*", "").replace("`", "")

clauses, family, section = [], None, None
for line in rules.splitlines():
    m = re.match(r"^## (AM|ED|FI)\b", line)
    if m:
        family, section = m.group(1), None
        continue
    m = re.match(r"^### (.+)", line)
    if m:
        section = m.group(1).strip()
        continue
    if family and line.startswith("| ") and not line.startswith("| ID") and not line.startswith("|---"):
        cid, text = cells(line)[:2]
        fam = cid.split("-")[0]
        clauses.append({"id": cid, "family": fam, "section": section or "",
                        "text": {"en": clean(text), "es": es.get("clauses", {}).get(cid, "")}})

def expand(codes):
    """ED-01…ED-07 / ED-23, ED-24 / AM-01, AM-02 → list of codes."""
    out = []
    for part in [p.strip() for p in codes.split(",")]:
        m = re.match(r"^([A-Z]+)-(\d+)…[A-Z]+-(\d+)$", part)
        if m:
            out += [f"{m.group(1)}-{n:02d}" for n in range(int(m.group(2)), int(m.group(3)) + 1)]
        else:
            out.append(part)
    return out

def clause_refs(text):
    return sorted(set(re.findall(r"\b(?:AM|ED|FI|ON|F9)-[A-Z0-9.]+\b", text)))

ed_cards, am_cards, deck = [], [], None
for line in decks.splitlines():
    if line.startswith("## ED"):
        deck = "ED"; continue
    if line.startswith("## AM"):
        deck = "AM"; continue
    if not line.startswith("| ") or line.startswith("| codes") or line.startswith("| code ") or line.startswith("|---"):
        continue
    c = cells(line)
    if deck == "ED":
        codes = expand(c[0])
        kind, detail = c[1], c[2]
        sep = ";" if ";" in detail else ","
        items = [i.strip() for i in detail.split(sep)] if detail != "—" else []
        for i, code in enumerate(codes):
            item = items[i] if len(items) == len(codes) else detail if detail != "—" else ""
            ed_cards.append({"code": code, "kind": {"en": clean(kind), "es": es.get("ed_kinds", {}).get(kind, "")},
                             "name": {"en": clean(kind), "es": es.get("ed_kinds", {}).get(kind, "")},
                             "effect": {"en": clean(item), "es": es.get("ed_items", {}).get(item, "")},
                             "clauses": clause_refs(kind)})
    elif deck == "AM":
        codes = expand(c[0])
        name_es, name_en = [s.strip() for s in c[1].split("/", 1)]
        for code in codes:
            am_cards.append({"code": code, "name": {"es": name_es, "en": name_en},
                             "kind": {"en": clean(c[2]), "es": es.get("am_kinds", {}).get(c[2], "")},
                             "effect": {"en": clean(c[3]), "es": es.get("am_effects", {}).get(code.split(",")[0], "")},
                             "clauses": clause_refs(c[3])})

families = [
    {"id": "AM", "title": {"es": "Ajedrez Mágico v2.0", "en": "Ajedrez Mágico v2.0"}},
    {"id": "ED", "title": {"es": "Ajedrez con cartas (mazo compartido de 56)", "en": "Card chess (shared 56-card deck)"}},
    {"id": "FI", "title": {"es": "Leyes del Ajedrez FIDE (2023)", "en": "FIDE Laws of Chess (2023)"}},
    {"id": "ON", "title": {"es": "Aplicación en línea", "en": "Online application"}},
    {"id": "F9", "title": {"es": "Ajedrez 960", "en": "Chess960"}},
]
out = {"families": families, "clauses": clauses,
       "decks": [{"id": "AM-REF", "version": "1", "title": {"es": "Mazo de referencia AM (40 cartas)", "en": "AM reference deck (40 cards)"}, "cards": am_cards},
                 {"id": "ED", "version": "1", "title": {"es": "Mazo compartido ED (56 cartas)", "en": "ED shared deck (56 cards)"}, "cards": ed_cards}]}
path = pathlib.Path("src-tauri/data/catalogue.json")
path.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(f"app-catalogue: {len(clauses)} clauses, {len(am_cards)} AM cards, {len(ed_cards)} ED cards -> {path}")
PY
