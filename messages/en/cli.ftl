# The arbitro command (arbitro-cli): its errors and what it prints.

## Errors
cli-io = { $file }: { $problem }
cli-in-file = { $file }: { $problem }
cli-internal = Internal error: { $detail }
cli-rules-input = stdin line { $line }, field { $field }: { $problem }
cli-batch-colour = '{ $text }' is not white or black
cli-batch-no-colour = the colour is missing (expected "fen,colour")

## Usage errors
cli-usage-bad-value = { $option } { $value }: expected { $expected }
cli-usage-not-a-result = '{ $text }' is not a result (1-0, 0-1, 1/2-1/2, +-, -+, --, adj; other scores need --arbiter).
cli-usage-new-event-needs = A new event needs { $missing } (or --call FILE.json).
cli-usage-call-file = { $file }: not a call ({ $detail })
cli-usage-what-to-pair = Say what to pair: --dutch INPUT.trf (-p, -c or --explain) or --round-robin N.
cli-usage-backup-what = Say what to back up: arbitro backup FILE [-o OUTPUT], or arbitro backup list FILE.
cli-usage-probability = { $name } is a probability between 0 and 1, not { $value }.
cli-usage-fen-or-chess960 = Give either --fen or --chess960, not both.
cli-usage-too-deep = Depth { $depth } is too deep (at most 12).
cli-usage-chess960-needs = Give a position number 0-959 or --random.
cli-usage-adjudicate-needs = Give --fen and --can-win, or --batch.
cli-usage-claim-syntax = --claim { $claim }: expected PLY:KIND[:MOVE] (PLY in half-moves).
cli-usage-claim-beyond = --claim { $claim }: the game has only { $plies ->
        [one] 1 half-move
       *[other] { $plies } half-moves
    }.
cli-usage-claim-refused = --claim { $claim }: { $problem }
cli-usage-penalty-number = --penalty { $text }: needs a number after ':'.
cli-usage-penalty-needs = --penalty { $text }: { $missing }
cli-usage-not-an-incident = Register entry { $entry } is not an incident.
cli-usage-correction-needs = Give the penalties that should have been applied (--penalty …) or --annul.
cli-usage-player-add-needs = Give --name, --fide or --search (a name to look up in the rating list).
cli-usage-forbidden-players = --players: two or more player ids, separated by commas.
cli-usage-no-team-match = Round { $round } has no match { $number }.
cli-usage-untyped = { $detail }

## Command-line errors (clap)
cli-clap-invalid-value = Invalid value '{ $value }' for { $arg } (possible: { $valid }); see `arbitro --help`.
cli-clap-unknown-argument = Unknown argument '{ $arg }'; see `arbitro --help`.
cli-clap-invalid-subcommand = Unknown command '{ $value }'; see `arbitro --help`.
cli-clap-missing-argument = Missing { $arg }; see `arbitro --help`.
cli-clap-missing-subcommand = Missing the command; see `arbitro --help`.
cli-clap-conflict = { $arg } cannot be used with the rest given; see `arbitro --help`.
cli-clap-value-validation = Invalid value '{ $value }' for { $arg }; see `arbitro --help`.
cli-clap-number-of-values = Wrong number of values for { $arg }; see `arbitro --help`.
cli-clap-other = { $detail } (see `arbitro --help`)

## Warnings and notes
cli-warning = warning: { $detail }
cli-note = note: { $detail }

## arbitro event
cli-event-created = Created { $file }: { $name } ({ $family }, { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }, { $system }, { $control })
cli-event-title = { $name } — { $place } ({ $start } to { $end })
cli-event-arbiters = Chief arbiter: { $chief }; arbiters: { $arbiters }
cli-event-family = Family: { $family }; deck: { $deck }; rulebook: { $rulebook }
cli-event-system = System: { $system }; rounds: { $rounds }; time control: { $control }; tolerance: { $tolerance } min
cli-event-tiebreaks = Tie-breaks: { $list }
cli-event-communication = Communication between partners: { $policy }
cli-event-state = Players: { $players }; rounds paired: { $paired }; published: { $published }
cli-event-register = Register: { $n ->
        [one] 1 entry
       *[other] { $n } entries
    }, head { $head }
cli-event-call-updated = Call of { $file } updated.
cli-standings-after = Standings after round { $round }
cli-standings-start = Starting rank (no round complete)
cli-standings-in-play = Round { $round } is being played: it does not count yet.
cli-standings-col-rank = rank
cli-standings-col-points = pts
cli-forbidden = Forbidden pairing: { $players } ({ $rounds })
cli-forbidden-always = in every round
cli-forbidden-from = from round { $from }
cli-forbidden-until = until round { $to }
cli-forbidden-between = rounds { $from } to { $to }
cli-forbidden-none = No forbidden pairing.

## arbitro player
cli-player-added = Player { $id } entered: { $name } ({ $rating }), number { $number }, from round { $round }
cli-player-imported = { $file }: { $n ->
        [one] 1 player imported
       *[other] { $n } players imported
    }
cli-player-col-number = no
cli-player-col-name = name
cli-player-col-title = tit
cli-player-col-status = status
cli-player-withdrawn-after = withdrawn after round { $round }
cli-player-from-round = from round { $round }
cli-player-bye = round { $round }: { $kind }
cli-player-withdrawn = { $name } withdraws after round { $round }: not paired from round { $next } on.
cli-player-bye-requested = Player { $id }: { $kind } in round { $round }.
cli-player-bye-cancelled = Bye of player { $id } in round { $round } cancelled.

## arbitro round
cli-round-header = Round { $round } — { $status } ({ $system }; paired { $at })
cli-round-paired = paired
cli-round-published = published
cli-round-chess960 = Chess960 start position { $position } (seed { $seed })
cli-round-bye = bye
cli-round-backup = Backup: { $file }
cli-round-swapped = Round { $round }: boards { $a } and { $b } swapped (recorded).
cli-round-edited = Round { $round }, board { $board }: changed (recorded).
cli-round-published-at = Round { $round } published at { $at }.
cli-round-unpaired = Round { $round }'s pairing undone.
cli-round-result = Round { $round }, board { $board }: { $result }
cli-round-correction = Correction recorded in the register (entry { $entry }): { $reason }
cli-round-would-change = With the corrected result, round { $round } would have been paired differently:
cli-round-stored-pair = {"  "}paired: { $pair }
cli-round-engine-pair = {"  "}the engine would now pair: { $pair }

## arbitro form
cli-form-written = { $file }: { $form } { $lang }, { $pages ->
        [one] 1 page
       *[other] { $pages } pages
    }, { $kb } KB

## arbitro publish site
cli-publish-site-written = Site of { $event } written to { $folder }: { $written ->
        [one] 1 file written
       *[other] { $written } files written
    }, { $unchanged } unchanged, { $removed } removed.
cli-publish-archive-written = Register of { $club } written to { $folder }: { $written ->
        [one] 1 file written
       *[other] { $written } files written
    }, { $unchanged } unchanged, { $removed } removed.
cli-publish-site-open = Open { $index } in a browser, or serve it to the venue: arbitro serve { $folder } --bind 0.0.0.0

## Deck versions and errata (AM-R16, AM-AE)
cli-deck-history-head = { $deck } — { $name }: version { $version } of { $date }; { $count ->
    [one] one release
   *[other] { $count } releases
}
cli-deck-release-first = Version { $version }, { $date }: first release
cli-deck-release = Version { $version }, { $date }, replaces { $replaces }: { $count ->
    [one] one erratum
   *[other] { $count } errata
}
cli-deck-erratum = { $card }, { $field ->
    [name] name
   *[text] text
}{ $kind ->
    [added] {" "}(new card)
    [removed] {" "}(withdrawn)
   *[changed] {""}
}: { $note }
cli-deck-erratum-before = before: { $text }
cli-deck-erratum-after = after: { $text }
cli-deck-changes-head = { $deck } from version { $from } to { $to }: { $count ->
    [0] no card differs
    [one] one card differs
   *[other] { $count } cards differ
}
cli-deck-changes-card = { $card }: { $kind ->
    [added] added
    [removed] withdrawn
   *[changed] changed
}
cli-deck-changes-text = { $field ->
    [name] name
   *[text] text
} ({ $lang ->
    [es] Spanish
   *[en] English
}): “{ $before }” → “{ $after }”
cli-deck-since-current = Deck { $deck } version { $version }: the current one ({ $date }).
cli-deck-since-changed = Deck { $deck } version { $version }; the current one is { $current } ({ $date }): { $count ->
    [one] one card changed since
   *[other] { $count } cards changed since
} (arbitro deck changes { $deck } --from { $version }).
cli-deck-since-unknown = Deck { $deck } version { $version } is not in the deck's history; the current one is { $current } ({ $date }).

## Precedents (AM-R16: each names the deck version it was ruled under)
cli-precedent-deck = deck { $id } version { $version }
cli-precedent-no-deck = no deck
cli-precedent-recorded = Precedent recorded as register entry { $seq } (uid { $uid }); { $deck }.
cli-precedent-hit = #{ $seq } { $date } { $card } · { $deck } [{ $clauses }] { $event }{ $corrected ->
    [yes] {" "}(corrected)
   *[no] {""}
}
cli-precedent-situation = {"    "}{ $text }
cli-precedent-decision = {"    "}⇒ { $text }
cli-precedent-none = No precedent found.
cli-precedent-exported = { $count ->
    [one] One precedent
   *[other] { $count } precedents
} written to { $file }.
cli-precedent-imported = { $file }: { $imported } imported, { $duplicates } duplicates skipped, { $conflicts } conflicts (same uid, other text) skipped.
cli-precedent-conflict = Conflict: { $uid } differs from entry { $seq }.
cli-precedent-archive-created = Club archive { $file } created for { $club }.
cli-precedent-collected = { $file }: { $imported } precedents collected, { $duplicates } already in the archive.
