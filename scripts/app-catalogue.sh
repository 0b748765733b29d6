#!/usr/bin/env bash
# Regenerates src-tauri/data/catalogue.json (the Rules screen's clause catalogue
# and both decks) from the spec digests RULES.md and DECKS.md (English) and the
# Spanish texts kept in src-tauri/data/catalogue.es.json (clause digests written
# from the Spanish seed texts, card kinds and effects). Every clause and card
# must have both languages: a missing Spanish text stops the script. The spec
# folder is not in CI, so the generated file is committed; run this only when
# the spec or the Spanish texts change.
# Usage: scripts/app-catalogue.sh [SPEC_DIR]   (default ../shared/spec)
set -euo pipefail
cd "$(dirname "$0")/.."
spec=${1:-../shared/spec}
python3 - "$spec" <<'PY'
import json, re, sys, pathlib
spec = pathlib.Path(sys.argv[1])
rules = (spec / "RULES.md").read_text(encoding="utf-8")
decks = (spec / "DECKS.md").read_text(encoding="utf-8")
es = json.loads(pathlib.Path("src-tauri/data/catalogue.es.json").read_text(encoding="utf-8"))
missing = []

def need(table, key, what):
    value = es.get(table, {}).get(key)
    if not value:
        missing.append(f"{table}: {what or key}")
        return ""
    return value

def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]

def clean(text):
    return text.replace("*", "").replace("`", "")

clauses, family, section = [], None, ""
for line in rules.splitlines():
    m = re.match(r"^## (AM|ED|FI)\b", line)
    if m:
        family, section = m.group(1), ""
        continue
    m = re.match(r"^### (.+)", line)
    if m:
        section = m.group(1).strip()
        continue
    if family and line.startswith("| ") and not line.startswith("| ID") and not line.startswith("|---"):
        cid, text = cells(line)[:2]
        sec = {"en": section, "es": need("sections", section, None) if section else ""}
        clauses.append({"id": cid, "family": cid.split("-")[0], "section": sec,
                        "text": {"en": clean(text), "es": need("clauses", cid, None)}})
by_id = {c["id"]: c for c in clauses}

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

def pieces_es(item):
    """queen+knight → dama+caballo; rook/bishop → torre/alfil."""
    parts = re.split(r"([+/])", item)
    return "".join(p if p in "+/" else need("pieces", p, f"piece {p}") for p in parts)

def ed_item(kind, item):
    """The card's own detail (pieces, zone, objective, temporal effect) in both languages."""
    if item == "":
        return None
    if re.fullmatch(r"[a-z]+([+/][a-z]+)*", item) and all(p in es.get("pieces", {}) for p in re.split(r"[+/]", item)):
        return {"en": item, "es": pieces_es(item)}
    text = es.get("ed_items", {}).get(item)
    if not text:
        missing.append(f"ed_items: {item}")
        return {"en": item, "es": ""}
    return text

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
        kind, detail = clean(c[1]), c[2]
        # The bomb zones' row opens with a note on whose side the zones are.
        note, _, detail = detail.rpartition("): ") if detail.startswith("zones (") else ("", "", detail)
        sep = ";" if ";" in detail else ","
        items = [i.strip() for i in detail.split(sep)] if detail != "—" else []
        refs = clause_refs(kind)
        kind_es = need("ed_kinds", kind, None)
        base = re.sub(r"\s*\(ED-C\d+\)$", "", kind)
        rule = by_id.get(refs[0]) if refs else None
        for i, code in enumerate(codes):
            if len(items) == len(codes):
                item = items[i]
            elif len(codes) == 1 and detail != "—":
                item = detail
            else:
                item = items[0] if len(items) == 1 else ""
            own = ed_item(kind, item)
            sentence = own is not None and own["en"].endswith(".")
            if own is None or (sentence and "name_es" not in own):
                name = {"en": base, "es": kind_es}
            else:
                name = {"en": f"{base}: {item}", "es": f"{kind_es}: {own.get('name_es', own['es'])}"}
            if own is None:
                lead = {"en": "", "es": ""}
            elif sentence:
                lead = own
            elif kind.startswith("Bomb"):
                lead = {"en": f"Zone (relative to the player who draws): {own['en']}.",
                        "es": f"Zona (respecto al jugador que la saca): {own['es']}."}
            elif kind.startswith("Objective"):
                lead = {"en": own["en"][:1].upper() + own["en"][1:] + ".", "es": own["es"][:1].upper() + own["es"][1:] + "."}
            else:
                lead = {"en": f"Pictured: {own['en']}.", "es": f"En la carta: {own['es']}."}
            effect = {lang: " ".join(x for x in [lead[lang], rule["text"][lang] if rule else ""] if x) for lang in ("en", "es")}
            ed_cards.append({"code": code, "name": name,
                             "kind": {"en": kind, "es": kind_es + (f" ({refs[0]})" if refs else "")},
                             "effect": effect,
                             "clauses": refs})
    elif deck == "AM":
        codes = expand(c[0])
        name_es, name_en = [s.strip() for s in c[1].split("/", 1)]
        for code in codes:
            am_cards.append({"code": code, "name": {"es": name_es, "en": name_en},
                             "kind": {"en": clean(c[2]), "es": need("am_kinds", c[2], None)},
                             "effect": {"en": clean(c[3]), "es": need("am_effects", codes[0], f"{c[0]} effect")},
                             "clauses": clause_refs(c[3])})

if missing:
    sys.exit("app-catalogue: Spanish text missing in src-tauri/data/catalogue.es.json:\n  " + "\n  ".join(sorted(set(missing))))

families = [
    {"id": "AM", "title": {"es": "Ajedrez Mágico v2.0", "en": "Magic Chess v2.0"}},
    {"id": "ED", "title": {"es": "Ajedrez con cartas (mazo compartido de 56)", "en": "Card chess (shared 56-card deck)"}},
    {"id": "FI", "title": {"es": "Leyes del Ajedrez FIDE (2023)", "en": "FIDE Laws of Chess (2023)"}},
    {"id": "ON", "title": {"es": "Aplicación en línea", "en": "Online application"}},
    {"id": "F9", "title": {"es": "Ajedrez 960", "en": "Chess960"}},
]
out = {"families": families, "clauses": clauses,
       "decks": [{"id": "AM-REF", "version": "1", "title": {"es": "Mazo de referencia AM (40 cartas)", "en": "AM reference deck (40 cards)"}, "cards": am_cards},
                 {"id": "ED", "version": "1", "title": {"es": "Mazo compartido ED (56 cartas)", "en": "ED shared deck (56 cards)"}, "cards": ed_cards}]}
# The English digests keep a few Spanish names of the rulebooks; the English
# interface shows their English names (no Spanish word on an English screen).
ENGLISH_NAMES = [("Ajedrez Mágico", "Magic Chess"), ('"Carta Obligatoria"', '"Mandatory Card"'), (' ("anulación")', "")]

def english(node):
    if isinstance(node, dict):
        return {k: (rename(v) if k == "en" and isinstance(v, str) else english(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [english(v) for v in node]
    return node

def rename(text):
    for spanish, name in ENGLISH_NAMES:
        text = text.replace(spanish, name)
    return text

out = english(out)
path = pathlib.Path("src-tauri/data/catalogue.json")
path.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(f"app-catalogue: {len(clauses)} clauses, {len(am_cards)} AM cards, {len(ed_cards)} ED cards -> {path}")
PY
