#!/usr/bin/env python3
"""Campaigns of fresh random tournaments against the reference pairing engine.

Not a test: an oracle run on a developer's machine (the reference engine,
bbpPairings, is not part of the project). Every case it finds is committed as
a fixture under tests/fixtures/pairing/, so that the test suite keeps it.

Usage (from the project root, after `cargo build --release -p arbitro-cli`):

  scripts/dutch-campaign.py copair   ARBITRO BBP OUTDIR --seeds A:B [options]
  scripts/dutch-campaign.py generate ARBITRO BBP OUTDIR --seeds A:B [options]
  scripts/dutch-campaign.py export   ARBITRO BBP OUTDIR
  scripts/dutch-campaign.py refgen   ARBITRO BBP OUTDIR --seeds A:B [options]
  scripts/dutch-campaign.py tiebreaks ARBITRO BBP OUTDIR --seeds A:B --python PY [options]

copair    Tournaments played round by round: before each round the script
          writes the tournament as it stands (TRF-2026 or TRF16, the 192 type
          in one of the spellings the reference engine reads, Baku included),
          both engines pair it, and the pairings must be the same set of games
          with the same colours and the same bye; a round one engine refuses
          must be refused by the other too. The reference engine's pairing is
          played on: results from the ratings or fixed probabilities,
          forfeits (some double), absences known in advance (H, Z, F),
          withdrawals and late entries.
generate  arbitro's own generator (`arbitro generate`, TRF-2026 with its 192
          code), every round checked by the reference engine's checker (-c);
          a round arbitro refuses is handed to the reference engine, which
          must refuse it too.
refgen    The reference engine's own random tournament generator (bbpPairings
          --dutch -g CONFIG -s SEED: players, rounds, draw, forfeit,
          retirement and half-point-bye rates and the rating range drawn
          per seed), every round of each file checked by arbitro's checker
          (`arbitro pair --dutch FILE -c`, with the final ranks): any
          finding is kept as a case.
tiebreaks Tie-breaks of tournaments from both generators (arbitro's, with a
          random request per seed, and the reference engine's) computed by
          arbitro (`arbitro standings --json`) and by tiebreak-core (PyPI,
          fide-2026 ruleset, run by the Python given with --python, e.g. a
          virtual environment's): every value of every player compared for
          BH, BH/C1, BH/C2, BH/M1, SB, SB/C1, PS, WIN, WON, BPG, BWG, ARO,
          AOB, FB and KS; each difference is kept with both values. An FB
          value that agrees once tiebreak-core draws the final round's
          forfeits too is counted apart, as the reading of C.07 8.3
          (docs/validation.md), not as a mismatch.
export    Events made and paired through arbitro's event store (one per seed,
          built with `arbitro event`/`player`/`round`: requested byes,
          withdrawals, forfeits; and the demo event), exported with
          `arbitro export trf` in both formats; the reference engine must
          read them and its checker must find nothing.

Options:
  --seeds A:B     seeds A (inclusive) to B (exclusive); one tournament each
  --sizes SPEC    size buckets and weights, default
                  6-20:55,21-60:25,61-150:12,151-250:5,251-400:3
  --keep-tight N  keep the complete files of tight small-field tournaments
                  (at most 12 players, at least n-2 rounds) every N-th time
                  (default 40)
  --systems LIST  export: the events' pairing systems (default dutch;
                  dutch-baku too)
  --quiet         print only the summary and the cases found

Sizes: small fields (up to 16 players) play 5 to n-1 rounds (n for an odd
field); the others 5 to 13. OUTDIR receives one folder per case found
(`case-SEED-rROUND`: the file before the round, both engines' output), and
`tight/` and `nopair/` samples. The summary gives tournaments, rounds
compared, mismatches, checker complaints and refusals, per size bucket.
"""

import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

DEFAULT_SIZES = "6-20:55,21-60:25,61-150:12,151-250:5,251-400:3"
BBP_CODES = {False: ["FIDE_DUTCH_2025", "FIDE_DUTCH"], True: ["FIDE_DUTCH_2025_BAKU", "FIDE_DUTCH_BAKU"]}
POINTS = {"1": 10, "=": 5, "0": 0, "+": 10, "-": 0, "U": 10, "H": 5, "F": 10, "Z": 0, " ": 0}


def env_c():
    env = dict(os.environ)
    for k in ("LC_ALL", "LC_MESSAGES"):
        env.pop(k, None)
    env["LANG"] = "C"
    return env


ENV = env_c()


def run(cmd, timeout=900):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=ENV)


def parse_sizes(spec):
    buckets = []
    for part in spec.split(","):
        rng, w = part.split(":")
        lo, hi = (int(x) for x in rng.split("-"))
        buckets.append((lo, hi, float(w)))
    return buckets


def most_rounds(n):
    return n if n % 2 else n - 1


def draw_rounds(r, n):
    if n <= 16:
        return r.randint(5, most_rounds(n))
    return min(r.randint(5, 13), most_rounds(n))


def bucket_of(buckets, n):
    for lo, hi, _ in buckets:
        if lo <= n <= hi:
            return f"{lo}-{hi}"
    return "other"


def draw_size(r, buckets):
    total = sum(w for _, _, w in buckets)
    x = r.uniform(0, total)
    for lo, hi, w in buckets:
        if x < w:
            return r.randint(lo, hi)
        x -= w
    lo, hi, _ = buckets[-1]
    return r.randint(lo, hi)


def pairs_of(text):
    """The set of pairing lines of an engine's -p output (the count excluded)."""
    lines = [l.strip() for l in text.strip().splitlines()]
    return {l for l in lines[1:] if l}


class Tournament:
    """A tournament being played: players, their cells, its settings."""

    def __init__(self, seed, r, n, rounds):
        self.seed, self.r, self.n, self.rounds = seed, r, n, rounds
        self.trf16 = r.random() < 0.5
        # Baku acceleration (C.04.7): written as acceleration records (250 or
        # XXA, which every engine applies as written), or only declared by
        # the tournament type. The reference engine's own Baku groups have
        # ceil(n/2) players where the rule says the first half rounded up to
        # an even number (2 * ceil(n/4)): the two agree when n % 4 is 0 or 3,
        # so the type alone is used only there (and without late entries,
        # whose place in the groups the engines see differently).
        self.baku = n >= 12 and r.random() < 0.2
        self.baku_records = self.baku and (n % 4 in (1, 2) or r.random() < 0.5)
        self.code = r.choice(BBP_CODES[self.baku])
        self.white1 = r.random() < 0.5
        self.ratings = sorted((r.randint(1200, 2700) for _ in range(n)), reverse=True)
        self.cells = [[] for _ in range(n)]  # per player, per round: 8-char cell
        self.byes = r.choice([0, 0, 0.02, 0.05, 0.1])
        self.forfeits = r.choice([0, 0, 0.02, 0.05])
        self.withdrawals = r.choice([0, 0, 0.01, 0.03])
        self.model = r.choice(["rating", "rating", "uniform", "draws"])
        self.withdrawn = [False] * n
        # Late entries: a few players whose first round is 2 or 3.
        self.entry = [1] * n
        if n >= 10 and r.random() < 0.2 and not (self.baku and not self.baku_records):
            for p in r.sample(range(n), max(1, n // 20)):
                self.entry[p] = r.choice([2, 3])

    def points(self, p, upto):
        return sum(POINTS[c[7]] for c in self.cells[p][:upto])

    def header(self):
        lines = [f"012 Campaign tournament {self.seed}"]
        if self.trf16:
            lines += [f"XXR {self.rounds}", "XXC " + ("white1" if self.white1 else "black1")]
        else:
            lines += [f"142 {self.rounds}", "152 " + ("W" if self.white1 else "B")]
        lines.append(f"192 {self.code}")
        if self.baku_records:
            lines += self.acceleration_records()
        return lines

    def acceleration_records(self):
        """Baku's virtual points (C.04.7) as records: GA is the first half of
        the field rounded up to an even number; 1 point in the first half
        (rounded up) of the accelerated rounds, which are the first half
        (rounded up) of the tournament, then ½."""
        ga = 2 * ((self.n + 3) // 4)
        acc = (self.rounds + 1) // 2
        full = (acc + 1) // 2
        if not self.trf16:
            # 250: match points (blank), game points, rounds, players.
            out = [f"250 {'':4} {'1.0':>4} {1:>3} {full:>3} {1:>4} {ga:>4}"]
            if acc > full:
                out.append(f"250 {'':4} {'0.5':>4} {full + 1:>3} {acc:>3} {1:>4} {ga:>4}")
            return out
        values = "".join("  1.0" if rr <= full else "  0.5" for rr in range(1, acc + 1))
        return [f"XXA {p:>4}{values}" for p in range(1, ga + 1)]

    def text(self, upto, pending=None):
        """The TRF with rounds 1..upto, and `pending` cells of round upto+1."""
        lines = self.header()
        scores = [self.points(p, upto) for p in range(self.n)]
        order = sorted(range(self.n), key=lambda p: (-scores[p], p))
        rank = {p: i + 1 for i, p in enumerate(order)}
        for p in range(self.n):
            pts = scores[p]
            name = f"Player{p + 1:04d}"
            line = f"001 {p + 1:>4}      {name:<33} {self.ratings[p]:>4}                            {pts // 10:>2}.{pts % 10} {rank[p]:>4}"
            cells = list(self.cells[p][:upto])
            if pending is not None and pending[p] is not None:
                cells.append(pending[p])
            for c in cells:
                line += "  " + c
            lines.append(line.rstrip())
        return "\n".join(lines) + "\n"

    def absences(self, rnd):
        """Cells of round `rnd` known before its pairing (None = to be paired)."""
        r = self.r
        out = [None] * self.n
        for p in range(self.n):
            if rnd > 1 and not self.withdrawn[p] and self.withdrawals and r.random() < self.withdrawals:
                self.withdrawn[p] = True
            if self.withdrawn[p] or rnd < self.entry[p]:
                out[p] = "0000 - Z"
            elif self.byes and r.random() < self.byes:
                out[p] = "0000 - " + r.choice("HHHHZZZZFF")
        return out

    def result(self, w, b):
        r = self.r
        if self.forfeits and r.random() < self.forfeits:
            if r.random() < 0.1:
                return "-", "-"
            return ("+", "-") if r.random() < 0.5 else ("-", "+")
        if self.model == "uniform":
            x = r.random()
            return ("1", "0") if x < 1 / 3 else ("=", "=") if x < 2 / 3 else ("0", "1")
        if self.model == "draws":
            x = r.random()
            return ("1", "0") if x < 0.2 else ("=", "=") if x < 0.8 else ("0", "1")
        e = 1 / (1 + 10 ** ((self.ratings[b] - self.ratings[w] - 30) / 400))
        draw = 0.36 * (1 - abs(2 * e - 1))
        x = r.random()
        return ("1", "0") if x < e - draw / 2 else ("=", "=") if x < e + draw / 2 else ("0", "1")

    def play(self, rnd, pending, pairing_text):
        """Records round `rnd`: the absences, then the games and the bye."""
        for p in range(self.n):
            cell = pending[p]
            if cell is not None and (self.withdrawn[p] or rnd < self.entry[p]):
                cell = " " * 8  # not in the tournament that round
            self.cells[p].append(cell)
        for line in pairing_text.strip().splitlines()[1:]:
            a, b = (int(x) for x in line.split())
            if b == 0:
                self.cells[a - 1][-1] = "0000 - U"
                continue
            rw, rb = self.result(a - 1, b - 1)
            self.cells[a - 1][-1] = f"{b:>4} w {rw}"
            self.cells[b - 1][-1] = f"{a:>4} b {rb}"
        for p in range(self.n):
            if self.cells[p][-1] is None:
                raise RuntimeError(f"seed {self.seed} round {rnd}: player {p + 1} was not paired")


class Stats:
    def __init__(self):
        self.by_bucket = {}
        self.by_code = {}
        self.tournaments = self.rounds = self.mismatches = self.complaints = 0
        self.refused_both = self.errors = self.values = self.readings = self.unfinished = 0
        self.started = time.time()

    def add(self, bucket, rounds):
        t = self.by_bucket.setdefault(bucket, [0, 0])
        t[0] += 1
        t[1] += rounds
        self.tournaments += 1
        self.rounds += rounds

    def summary(self, mode):
        dt = time.time() - self.started
        lines = [
            f"{mode}: {self.tournaments} tournaments, {self.rounds} rounds compared, "
            f"{self.mismatches} mismatches, {self.complaints} checker complaints, "
            f"{self.refused_both} rounds refused by both engines, {self.errors} errors, {dt:.0f} s"
        ]
        if self.unfinished:
            lines.append(f"  {self.unfinished} generated tournaments the generator could not pair to the end (no file)")
        if self.values:
            lines.append(f"  {self.values} tie-break values compared; differences by code: {self.by_code or 'none'}; "
                         f"{self.readings} FB values that differ by the reading of 8.3 only")
        for b in sorted(self.by_bucket, key=lambda k: int(k.split("-")[0]) if k[0].isdigit() else 9999):
            t, r = self.by_bucket[b]
            lines.append(f"  {b:>8} players: {t} tournaments, {r} rounds")
        return "\n".join(lines)


def keep_case(outdir, name, files):
    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    for fname, content in files.items():
        with open(os.path.join(d, fname), "w") as f:
            f.write(content)
    return d


def copair_one(seed, arb, bbp, outdir, buckets, stats, keep_tight, log):
    r = random.Random(seed)
    n = draw_size(r, buckets)
    rounds = draw_rounds(r, n)
    t = Tournament(seed, r, n, rounds)
    tmp = tempfile.mkdtemp(prefix="pairing-campaign-")
    compared = 0
    try:
        for rnd in range(1, rounds + 1):
            pending = t.absences(rnd)
            before = os.path.join(tmp, "before.trf")
            text = t.text(rnd - 1, pending)
            with open(before, "w") as f:
                f.write(text)
            b_out, a_out = os.path.join(tmp, "bbp.txt"), os.path.join(tmp, "arb.txt")
            for x in (b_out, a_out):
                if os.path.exists(x):
                    os.remove(x)
            qb = run([bbp, "--dutch", before, "-p", b_out])
            qa = run([arb, "pair", "--dutch", before, "-p", a_out])
            bt = open(b_out).read() if os.path.exists(b_out) and qb.returncode == 0 else ""
            at = open(a_out).read() if os.path.exists(a_out) and qa.returncode == 0 else ""
            if qb.returncode not in (0, 1):
                stats.errors += 1
                keep_case(outdir, f"error-{seed}-r{rnd:02d}", {"before.trf": text, "bbp.stderr": qb.stderr})
                log(f"seed {seed} n={n} round {rnd}: reference engine failed (rc {qb.returncode}): {qb.stderr.strip()[:200]}")
                break
            if qb.returncode == 1 and qa.returncode == 1:
                stats.refused_both += 1
                if "No legal pairing exists for round" not in qa.stderr:
                    stats.mismatches += 1
                    log(f"seed {seed} round {rnd}: refusal without its explanation: {qa.stderr.strip()[:200]}")
                if stats.refused_both % 10 == 1:
                    keep_case(os.path.join(outdir, "nopair"), f"gen{seed}-n{n:03d}-before-r{rnd:02d}",
                              {"before.trf": text, "arbitro.stderr": qa.stderr})
                break
            compared += 1
            if qa.returncode != qb.returncode or pairs_of(at) != pairs_of(bt):
                stats.mismatches += 1
                d = keep_case(outdir, f"case-{seed}-r{rnd:02d}", {
                    "before.trf": text, "expected.txt": bt or qb.stderr, "arbitro.txt": at + "\n--stderr--\n" + qa.stderr})
                log(f"seed {seed} n={n} round {rnd}: MISMATCH (bbp rc {qb.returncode}, arbitro rc {qa.returncode}) -> {d}")
                break
            t.play(rnd, pending, bt)
        else:
            if n <= 12 and rounds >= n - 2 and (seed % keep_tight == 0):
                keep_case(os.path.join(outdir, "tight"), f"gen{seed}-n{n:03d}-r{rounds:02d}",
                          {"complete.trf": t.text(rounds)})
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    stats.add(bucket_of(buckets, n), compared)


def checker_complaints(output):
    """Rounds the reference checker flags: any non-empty line under a round header."""
    bad, cur, last = [], None, 0
    for l in output.splitlines():
        m = re.match(r".*: Round #(\d+)", l)
        if m:
            cur = int(m.group(1))
            last = max(last, cur)
            continue
        if l.strip() and cur is not None and cur not in bad:
            bad.append(cur)
    return bad, last


def paired_rounds_only(text):
    """A tournament file cut after its last round with any game or bye."""
    lines = text.splitlines()
    players = [l for l in lines if l.startswith("001")]

    def cell(l, k):
        return l[91 + 10 * k: 99 + 10 * k].ljust(8)

    width = max((len(l) for l in players), default=0)
    rounds = max(0, (width - 91 + 2) // 10)
    paired = 0
    for k in range(rounds):
        if any(cell(l, k)[0:4].strip() not in ("", "0000") or cell(l, k)[7] == "U" for l in players):
            paired = k + 1
    return "\n".join(l[: 89 + 10 * paired].rstrip() if l.startswith("001") else l for l in lines) + "\n"


def generate_one(seed, arb, bbp, outdir, buckets, stats, log):
    r = random.Random(seed)
    n = draw_size(r, buckets)
    rounds = draw_rounds(r, n)
    byes = r.choice([0, 0, 0.03, 0.1])
    ff = r.choice([0, 0, 0.02, 0.05])
    wd = r.choice([0, 0, 0.01, 0.03])
    res = r.choice(["rating", "uniform", "0.3,0.4", "0.45,0.1"])
    baku = n >= 12 and r.random() < 0.2
    tmp = tempfile.mkdtemp(prefix="pairing-campaign-")
    f = os.path.join(tmp, "t.trf")
    try:
        cmd = [arb, "generate", "--players", str(n), "--rounds", str(rounds), "--seed", str(seed),
               "--byes", str(byes), "--forfeits", str(ff), "--withdrawals", str(wd), "--results", res,
               "--partial", "-o", f]
        if baku:
            cmd.append("--baku")
        p = run(cmd)
        if p.returncode not in (0, 1) or not os.path.exists(f):
            stats.errors += 1
            log(f"seed {seed} n={n}: generate failed (rc {p.returncode}): {p.stderr.strip()[:200]}")
            return
        text = open(f).read()
        checked_file = f
        if p.returncode == 1:
            # The file ends with the refused round's known absences: the
            # checker is given the paired rounds only.
            checked_file = os.path.join(tmp, "paired.trf")
            with open(checked_file, "w") as out:
                out.write(paired_rounds_only(text))
        q = run([bbp, "--dutch", checked_file, "-c"])
        bad, checked = checker_complaints(q.stdout + q.stderr)
        if q.returncode != 0 or bad:
            stats.complaints += max(1, len(bad))
            keep_case(outdir, f"check-{seed}", {"t.trf": text, "checker.txt": q.stdout + q.stderr})
            log(f"seed {seed} n={n}: checker rc {q.returncode}, rounds flagged {bad}: {(q.stdout + q.stderr).strip()[:300]}")
        if p.returncode == 1:
            # arbitro refused the next round: the reference engine must too.
            out = os.path.join(tmp, "bbp.txt")
            qb = run([bbp, "--dutch", f, "-p", out])
            if qb.returncode == 1:
                stats.refused_both += 1
            else:
                stats.mismatches += 1
                keep_case(outdir, f"refused-{seed}", {"before.trf": text, "bbp.txt": open(out).read() if os.path.exists(out) else qb.stderr,
                                                      "arbitro.stderr": p.stderr})
                log(f"seed {seed} n={n}: arbitro refused a round the reference engine pairs (rc {qb.returncode})")
        stats.add(bucket_of(buckets, n), checked)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def check_export(arb, bbp, event, name, outdir, stats, log, bucket):
    """Exports `event` in both formats and has the reference checker read them."""
    for fmt in ("trf16", "trf2026"):
        out = event + f".{fmt}.trf"
        e = run([arb, "export", "trf", event, "--format", fmt, "-o", out])
        if e.returncode != 0:
            log(f"{name}: export {fmt} failed: {e.stderr.strip()[:300]}")
            stats.errors += 1
            continue
        text = open(out).read()
        types = [l for l in text.splitlines() if l.startswith(("192", "092"))]
        q = run([bbp, "--dutch", out, "-c"])
        bad, checked = checker_complaints(q.stdout + q.stderr)
        if q.returncode != 0 or bad:
            stats.complaints += max(1, len(bad))
            keep_case(outdir, f"export-{name}-{fmt}", {"event.trf": text, "checker.txt": q.stdout + q.stderr})
            log(f"{name} exported as {fmt} ({', '.join(types)}): reference checker rc {q.returncode}, "
                f"rounds flagged {bad}: {(q.stdout + q.stderr).strip()[:300]}")
        stats.add(bucket, checked)


def event_one(seed, arb, bbp, outdir, stats, log, system):
    """An event made through the store: players, rounds paired by the event's
    system, requested byes, withdrawals and results entered one by one."""
    import json
    r = random.Random(seed)
    n = r.randint(7, 30)
    rounds = r.randint(5, min(9, most_rounds(n)))
    tmp = tempfile.mkdtemp(prefix="pairing-campaign-")
    try:
        players = os.path.join(tmp, "players.trf")
        run([arb, "generate", "--players", str(n), "--rounds", "1", "--seed", str(seed), "-o", players])
        event = os.path.join(tmp, "e.arbitro")
        q = run([arb, "event", "new", event, "--name", f"Campaign {seed}", "--place", "Madrid", "--start", "2026-03-01",
                 "--chief-arbiter", "A. Arbiter", "--family", "fide", "--system", system, "--rounds", str(rounds),
                 "--time", "90+30", "--initial-colour", r.choice(["white", "black"])])
        if q.returncode != 0:
            stats.errors += 1
            log(f"event {seed}: {q.stderr.strip()[:300]}")
            return
        run([arb, "player", "import", event, players])
        withdrawn = set()
        for rnd in range(1, rounds + 1):
            for p in range(1, n + 1):
                if p not in withdrawn and r.random() < 0.04:
                    run([arb, "player", "bye", event, str(p), "--round", str(rnd), "--kind", r.choice(["half", "zero"])])
            q = run([arb, "round", "pair", event])
            if q.returncode != 0:
                # A refusal is an answer too: the reference engine must refuse
                # the exported event's next round, and the rounds before it
                # are checked below.
                out = event + ".next.trf"
                run([arb, "export", "trf", event, "-o", out])
                qb = run([bbp, "--dutch", out, "-p", out + ".pairing"])
                if "No legal pairing exists" in q.stderr and qb.returncode == 1:
                    stats.refused_both += 1
                else:
                    stats.mismatches += 1
                    log(f"event {seed} round {rnd}: arbitro did not pair it (reference engine rc {qb.returncode}): "
                        f"{q.stderr.strip()[:200]}")
                break
            games = json.loads(run([arb, "round", "show", event, str(rnd), "--json"]).stdout)["games"]
            for g in games:
                if g["black"] is None:
                    continue
                x = r.random()
                res = "+-" if x < 0.02 else "-+" if x < 0.04 else "1-0" if x < 0.4 else "1/2-1/2" if x < 0.7 else "0-1"
                q = run([arb, "round", "result", event, str(rnd), str(g["board"]), "--", res])
                if q.returncode != 0:
                    stats.errors += 1
                    log(f"event {seed} round {rnd} board {g['board']}: result {res} refused: {q.stderr.strip()[:200]}")
            if rnd < rounds and r.random() < 0.15:
                p = r.randint(1, n)
                if p not in withdrawn:
                    withdrawn.add(p)
                    run([arb, "player", "withdraw", event, str(p), "--after-round", str(rnd)])
        check_export(arb, bbp, event, f"event{seed}-{system}", outdir, stats, log, f"events ({system})")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def export_checks(arb, bbp, outdir, stats, log, seeds, systems):
    for system in systems:
        for seed in range(*seeds):
            event_one(seed, arb, bbp, outdir, stats, log, system)
    tmp = tempfile.mkdtemp(prefix="pairing-campaign-")
    try:
        event = os.path.join(tmp, "demo.arbitro")
        p = run([arb, "demo", "--seed", "1", "--event", event])
        if p.returncode != 0:
            log(f"demo failed: {p.stderr.strip()[:300]}")
            stats.errors += 1
            return
        check_export(arb, bbp, event, "demo", outdir, stats, log, "demo")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def reference_tournament(bbp, cfg, tmp, seed, stats, log, who):
    """The reference engine's random tournament for generator settings `cfg`
    (its RTG configuration text), written in `tmp`: the file's path, or None
    when there is none (a field it could not pair to the end is counted as
    unfinished, any other failure as an error)."""
    cfg_file = os.path.join(tmp, "rtg.cfg")
    with open(cfg_file, "w") as out:
        out.write(cfg)
    f = os.path.join(tmp, "t.trf")
    p = run([bbp, "--dutch", "-g", cfg_file, "-o", f, "-s", str(seed)])
    if p.returncode == 1:
        stats.unfinished += 1
        return None
    if p.returncode != 0 or not os.path.exists(f):
        stats.errors += 1
        log(f"{who}: reference generator failed (rc {p.returncode}): {p.stderr.strip()[:200]}")
        return None
    return f


def refgen_one(seed, arb, bbp, outdir, buckets, stats, log):
    """bbpPairings' generator, every round checked by arbitro's checker."""
    r = random.Random(seed)
    n = draw_size(r, buckets)
    rounds = draw_rounds(r, n)
    low = r.randint(1000, 1800)
    # The generator's rates are "one in N" (JaVaFo's RTG); a rate left out is never.
    lines = [f"PlayersNumber={n}", f"RoundsNumber={rounds}", f"DrawPercentage={r.choice([10, 30, 50])}",
             f"HighestRating={low + r.randint(300, 1400)}", f"LowestRating={low}"]
    for key, choices in (("ForfeitRate", [None, 50, 20]), ("RetiredRate", [None, 200, 50]),
                         ("HalfPointByeRate", [None, 100, 30])):
        rate = r.choice(choices)
        if rate:
            lines.append(f"{key}={rate}")
    cfg = "\n".join(lines) + "\n"
    tmp = tempfile.mkdtemp(prefix="pairing-campaign-")
    try:
        f = reference_tournament(bbp, cfg, tmp, seed, stats, log, f"seed {seed} n={n}")
        if f is None:
            return
        text = open(f, newline="").read()
        q = run([arb, "pair", "--dutch", f, "-c"])
        found = [l for l in q.stdout.splitlines() if l.strip() and "follows the rules" not in l and not l.startswith("Ranks:")]
        checked = sum(1 for l in q.stdout.splitlines() if l.startswith("Round ") and "follows the rules" in l)
        if q.returncode != 0 or found:
            stats.complaints += max(1, len(found))
            keep_case(outdir, f"refgen-{seed}", {"t.trf": text, "config": cfg, "arbitro.txt": q.stdout + q.stderr})
            log(f"seed {seed} n={n}: arbitro's checker rc {q.returncode}: {' | '.join(found)[:300] or q.stderr.strip()[:300]}")
        stats.add(bucket_of(buckets, n), checked + len({l.split(',')[0] for l in found}))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


#: arbitro's codes and tiebreak-core's fide-2026 criteria.
TIEBREAK_CORE_IDS = {
    "BH": "buchholz", "BH/C1": "buchholz_cut1", "BH/C2": "buchholz_cut2", "BH/M1": "median_buchholz",
    "SB": "sonneborn_berger", "SB/C1": "sonneborn_berger_cut1", "PS": "progressive", "WIN": "wins",
    "WON": "won", "BPG": "games_black", "BWG": "wins_black", "ARO": "aro", "AOB": "aob",
    "FB": "fore_buchholz", "KS": "koya",
}

TIEBREAK_CORE_RUNNER = r"""
import json, sys
from tiebreak_core import GameRecord, PlayerTiebreakData
from tiebreak_core import fide2026
req = json.load(sys.stdin)
rounds = req["rounds"]

def players_of(rows):
    out = {}
    for p in rows:
        games = [GameRecord(opponent_id=g["opponent"], opponent_rating=g["opponent_rating"], score=g["score"],
                            color=g["color"], round_number=g["round"], kind=g["kind"],
                            opponent_score=g.get("opponent_score")) for g in p["games"]]
        out[p["id"]] = PlayerTiebreakData(player_id=p["id"], rating=p["rating"], points=p["points"], games=games)
    return out

def values(players, criteria):
    # The shared context once per tournament (the public `calculate` rebuilds it
    # for every player and criterion, the same values at n times the cost).
    pre = fide2026._precompute(players, rounds, "swiss", 0.5)
    out = {}
    for pid, pl in players.items():
        vals = {}
        for code, crit in criteria.items():
            try:
                vals[code] = fide2026.FIDE2026_REGISTRY[crit](pl, players, rounds, "swiss", 0.5, False, _pre=pre)
            except Exception as e:
                vals[code] = "error: " + type(e).__name__ + ": " + str(e)[:80]
        out[pid] = vals
    return out

out = values(players_of(req["players"]), req["criteria"])
for pid, vals in values(players_of(req["players_fb_paired"]), {"FB": "fore_buchholz"}).items():
    out[pid]["FB as paired"] = vals["FB"]
json.dump(out, sys.stdout)
"""


def trf_for_tiebreak_core(text):
    """The players of a TRF as tiebreak-core's input (fide-2026 kinds)."""
    players, rating = [], {}
    lines = [l for l in text.replace("\r\n", "\n").replace("\r", "\n").splitlines() if l.startswith("001")]
    cells = {}
    rounds = 0
    for l in lines:
        pid = int(l[4:8])
        rating[pid] = int(l[48:52].strip() or 0)
        cs = [l[91 + 10 * k: 99 + 10 * k].ljust(8) for k in range(max(0, (len(l) - 91 + 2) // 10))]
        cells[pid] = cs
        rounds = max(rounds, len(cs))
    score = {"1": 1.0, "=": 0.5, "0": 0.0, "W": 1.0, "D": 0.5, "L": 0.0, "+": 1.0, "-": 0.0,
             "U": 1.0, "F": 1.0, "H": 0.5, "Z": 0.0, " ": 0.0}
    for pid, cs in cells.items():
        games, points = [], 0.0
        for k in range(rounds):
            c = cs[k] if k < len(cs) else "        "
            opp, col, res = c[0:4].strip(), c[5], c[7]
            points += score.get(res, 0.0)
            g = {"round": k + 1, "score": score.get(res, 0.0), "color": "white" if col == "w" else "black",
                 "opponent": -1, "opponent_rating": 0}
            if opp not in ("", "0000") and res in "1=0WDL":
                o = int(opp)
                oc = cells[o][k] if k < len(cells[o]) else "        "
                g.update(kind="played", opponent=o, opponent_rating=rating.get(o, 0), opponent_score=score.get(oc[7], 0.0))
            elif opp not in ("", "0000") and res in "+-":
                o = int(opp)
                oc = cells[o][k] if k < len(cells[o]) else "        "
                g.update(kind="forfeit_win" if res == "+" else "forfeit_loss", opponent=o, opponent_rating=rating.get(o, 0),
                         opponent_score=score.get(oc[7], 0.0))
            elif res in "UF":
                g.update(kind="pairing_bye")
            else:
                # H and Z, and a round the player was not in at all (a blank
                # cell, or `-` against 0000: withdrawn, not yet entered), which
                # C.07 16.1.1 counts as a zero-point bye. tiebreak-core's own
                # `absent` kind is a gap in the record instead (no 16.2
                # category, no VUR, nothing in the adjusted score).
                g.update(kind="requested_bye")
            games.append(g)
        players.append({"id": pid, "rating": rating[pid], "points": points, "games": games})
    return players, rounds


def final_forfeits_as_games(players, rounds):
    """The same players with the final round's forfeits (double ones too) as
    played games: Fore Buchholz's hypothesis as arbitro reads C.07 8.3 ("all
    paired games of the final round drawn"; tiebreak-core draws only the games
    played over the board)."""
    import copy
    players = copy.deepcopy(players)
    for p in players:
        for g in p["games"]:
            if g["round"] == rounds and g["kind"] in ("forfeit_win", "forfeit_loss"):
                g["kind"] = "played"
    return players


def as_number(v):
    """arbitro's exact value (`57/2`, `1878`) as a float."""
    if v is None:
        return None
    if "/" in v:
        a, b = v.split("/")
        return int(a) / int(b)
    return float(v)


def tiebreaks_one(seed, arb, bbp, py, outdir, stats, log, source):
    """One tournament's tie-breaks by arbitro and by tiebreak-core."""
    import json
    r = random.Random(seed * 2 + (source == "reference"))
    tmp = tempfile.mkdtemp(prefix="tiebreak-campaign-")
    try:
        if source == "arbitro":
            f = os.path.join(tmp, "t.trf")
            p = run([arb, "generate", "--seed", str(seed), "-o", f])
            if p.returncode == 1:
                # A field the generator could not pair to the end (both engines
                # refuse such rounds, as `generate` and `refgen` check): no file.
                stats.unfinished += 1
                return
            if p.returncode != 0 or not os.path.exists(f):
                stats.errors += 1
                log(f"{source} seed {seed}: generator failed (rc {p.returncode}): {p.stderr.strip()[:200]}")
                return
        else:
            n = r.randint(6, 120)
            extra = "".join(f"{k}={v}\n" for k, v in (("ForfeitRate", r.choice([None, 20])),
                                                       ("HalfPointByeRate", r.choice([None, 30]))) if v)
            cfg = (f"PlayersNumber={n}\nRoundsNumber={min(r.randint(5, 11), most_rounds(n))}\n"
                   f"DrawPercentage={r.choice([10, 30, 50])}\n" + extra)
            f = reference_tournament(bbp, cfg, tmp, seed, stats, log, f"{source} seed {seed}")
            if f is None:
                return
        text = open(f, newline="").read()
        codes = list(TIEBREAK_CORE_IDS)
        q = run([arb, "standings", f, "--json", "--tiebreaks", ",".join(codes)])
        if q.returncode != 0:
            stats.errors += 1
            log(f"{source} seed {seed}: arbitro standings failed: {q.stderr.strip()[:200]}")
            return
        ours = {row["number"]: dict(zip(codes, row["values"])) for row in json.loads(q.stdout)["standings"]}
        players, rounds = trf_for_tiebreak_core(text)
        req = {"players": players, "players_fb_paired": final_forfeits_as_games(players, rounds),
               "rounds": rounds, "criteria": TIEBREAK_CORE_IDS}
        t = subprocess.run([py, "-c", TIEBREAK_CORE_RUNNER], input=json.dumps(req), capture_output=True, text=True,
                           timeout=900)
        if t.returncode != 0:
            stats.errors += 1
            log(f"{source} seed {seed}: tiebreak-core failed: {t.stderr.strip()[-300:]}")
            return
        theirs = {int(k): v for k, v in json.loads(t.stdout).items()}
        diffs, readings = [], []
        for pid, vals in ours.items():
            for code in codes:
                a, b = as_number(vals.get(code)), theirs.get(pid, {}).get(code)
                stats.values += 1
                if isinstance(b, str) or a is None or abs(a - b) > 1e-6:
                    line = f"{code} player {pid}: arbitro {a}, tiebreak-core {b}"
                    alt = theirs.get(pid, {}).get("FB as paired")
                    if code == "FB" and a is not None and not isinstance(alt, str) and abs(a - alt) < 1e-6:
                        # Classified: the reading of 8.3 (docs/validation.md).
                        readings.append(line + f" ({alt} with the final round's forfeits drawn)")
                    else:
                        diffs.append(line)
        stats.readings += len(readings)
        for d in diffs:
            stats.by_code[d.split()[0]] = stats.by_code.get(d.split()[0], 0) + 1
        if diffs:
            stats.mismatches += len(diffs)
            keep_case(outdir, f"tiebreaks-{source}-{seed}",
                      {"t.trf": text, "differences.txt": "\n".join(diffs + readings) + "\n"})
            log(f"{source} seed {seed}: {len(diffs)} values differ: {' | '.join(diffs[:3])}")
        stats.add(source, rounds)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(argv):
    if len(argv) < 4 or argv[0] not in ("copair", "generate", "export", "refgen", "tiebreaks"):
        print(__doc__)
        return 2
    mode, arb, bbp, outdir = argv[:4]
    opts = argv[4:]
    seeds = (1, 101)
    sizes = DEFAULT_SIZES
    keep_tight = 40
    quiet = False
    systems = ["dutch"]
    python = "python3"
    i = 0
    while i < len(opts):
        if opts[i] == "--seeds":
            a, b = opts[i + 1].split(":")
            seeds = (int(a), int(b))
            i += 2
        elif opts[i] == "--sizes":
            sizes = opts[i + 1]
            i += 2
        elif opts[i] == "--keep-tight":
            keep_tight = int(opts[i + 1])
            i += 2
        elif opts[i] == "--systems":
            systems = opts[i + 1].split(",")
            i += 2
        elif opts[i] == "--quiet":
            quiet = True
            i += 1
        elif opts[i] == "--python":
            python = opts[i + 1]
            i += 2
        else:
            print(f"unknown option {opts[i]}")
            return 2
    os.makedirs(outdir, exist_ok=True)
    buckets = parse_sizes(sizes)
    stats = Stats()
    logf = open(os.path.join(outdir, f"{mode}.log"), "a")

    def log(msg):
        print(msg, flush=True)
        logf.write(msg + "\n")
        logf.flush()

    if mode == "export":
        export_checks(arb, bbp, outdir, stats, log, seeds, systems)
    else:
        for k, seed in enumerate(range(*seeds)):
            if mode == "copair":
                copair_one(seed, arb, bbp, outdir, buckets, stats, keep_tight, log)
            elif mode == "refgen":
                refgen_one(seed, arb, bbp, outdir, buckets, stats, log)
            elif mode == "tiebreaks":
                for source in ("arbitro", "reference"):
                    tiebreaks_one(seed, arb, bbp, python, outdir, stats, log, source)
            else:
                generate_one(seed, arb, bbp, outdir, buckets, stats, log)
            if not quiet and (k + 1) % 100 == 0:
                print(f"... {k + 1} tournaments, {stats.rounds} rounds, {stats.mismatches} mismatches, "
                      f"{stats.complaints} complaints, {time.time() - stats.started:.0f} s", flush=True)
    s = stats.summary(mode)
    log(s)
    return 1 if stats.mismatches or stats.complaints or stats.errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
