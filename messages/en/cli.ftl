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
cli-publish-site-open = Open { $index } in a browser, or serve it to the venue: arbitro serve { $folder } --bind 0.0.0.0

## arbitro dispute
cli-dispute-new-board = Round { $round }, board { $board }: { $white } – { $black }, { $events ->
    [0] from the start
    [one] after 1 event
   *[other] after { $events } events
  }.
cli-dispute-written = Dispute file written: { $file }
cli-dispute-setup-ok = The situation is valid.
cli-dispute-setup-refused = The situation is refused: { $why }
cli-dispute-hands = Hands: White { $white }; Black { $black }.
cli-dispute-effects = { $count ->
    [0] No effects on the table.
    [one] 1 effect on the table.
   *[other] { $count } effects on the table.
  }
cli-dispute-targets = { $card }, played as { $play ->
    [card] a card
    [reaction] a reaction
   *[other] moves
  }:
cli-dispute-slot = { $next ->
    [yes] →
   *[other] { " " }
  } { $n }. { $kind ->
    [target] target
    [implicit] acts on
    [destination] destination
    [choice] piece chosen
    [move] standard move
   *[other] card taken
  }: picked [{ $picked }]; options [{ $options }]
cli-dispute-complete = The picks make a complete declaration.
cli-dispute-refused = Refused: { $why } ({ $clause })
cli-dispute-verdict = { $sentence }
cli-dispute-trace = { "  " }[{ $clause }] { $layer }: { $text }
cli-dispute-recorded = Dispute recorded: register entry { $seq }.
cli-dispute-line = #{ $seq } { $where ->
    [board] round { $round }, board { $board }
   *[other] no board
  } · { $verdict ->
    [resolved] resolved
    [pending] pending
    [failed] failed
    [countered] countered
   *[other] refused
  } · { $sentence }
cli-dispute-shown = Ruled by { $arbiter } on { $at } with deck { $deck }; position before the play: { $fen }
cli-dispute-linked-incident = Incident: register entry { $seq }.
cli-dispute-linked-precedent = Precedent: register entry { $seq }.
cli-dispute-none = No disputes recorded.
cli-bench-debug-build = Note: a debug build; run `cargo run --release -p arbitro-cli -- bench dispute` for real figures.
cli-bench-dispute-situations = { $files } files, { $situations } situations.
cli-bench-dispute = { $what ->
    [targets-playable] Candidate targets (playable cards)
    [resolve-accepted] Resolve (accepted plays)
    [targets] Candidate targets
   *[other] Resolve
  }: { $count } measurements, median { $median } ms, p95 { $p95 } ms, max { $max } ms.
