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
cli-form-written = { $file }: { $form } ({ $lang }), { $pages ->
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

## arbitro dispute
cli-dispute-new-board = Round { $round }, board { $board }: { $white } – { $black }, { $events ->
    [0] from the start
    [one] after 1 event
   *[other] after { $events } events
  }.
cli-dispute-new-board-record = Round { $round }, board { $board }: { $white } – { $black }, from the board's record { $step ->
    [0] at its start
   *[other] after event { $step }
  } of { $events }.
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
## arbitro incident and arbitro appeal
cli-incident-recorded = Incident recorded as register entry { $entry }.
cli-incident-suggested = Suggested sanction: { $penalties } — { $why }
cli-incident-sanction = Sanction (entry { $entry }): { $penalties }
cli-incident-reason = Reason: { $reason }
cli-incident-clauses = Clauses: { $clauses }
cli-incident-effect = Effect: { $effect }
cli-incident-round = round { $round }
cli-incident-row = #{ $entry } { $at } player { $player } { $round }{ $fault }: { $description } — { $arbiter } [{ $card }]{ $notes }
cli-incident-corrects = corrects entry { $entry }: { $reason }
cli-incident-corrected-by = (corrected by entry { $entry })
cli-incident-sanction-row = {"    "}#{ $entry } sanction: { $penalties }{ $notes }
cli-incident-sanction-corrects = (corrects entry { $entry })
cli-incident-sanction-void = (annulled or corrected)
cli-incident-corrected = Incident { $entry } corrected by register entry { $by }.
cli-sanction-corrected = Sanction { $entry } corrected by entry { $by }: { $penalties }
cli-decision-recorded = Chief arbiter decision recorded as register entry { $entry }.
cli-penalties-title = FIDE Laws 12.9 — penalties available to the arbiter (--penalty KIND[:PARAMETER]):
cli-faults-title = Fault kinds (--fault):
cli-committee-recorded = Appeals committee recorded as register entry { $entry }.
cli-appeal-lodged = Appeal lodged as register entry { $entry } (deadline: { $deadline }, { $article }).
cli-appeal-decided = Appeal { $entry }: { $outcome } (final), entry { $by }; panel: { $panel }
cli-appeal-fee-returned = The appeal fee is returned.
cli-appeal-row = #{ $entry } player { $player } against entry { $against }, on { $at } (deadline: { $deadline }): { $text } — { $decision }
cli-appeal-pending = pending

## arbitro game
cli-game-clocks = White { $white }, Black { $black }
cli-game-summary = { $result }{ $reason }, { $events ->
        [one] 1 event
       *[other] { $events } events
    } ({ $moves } moves, { $cards } card events), { $readings } clock readings
cli-game-not-replayed = not replayed yet (carried over from an older file)
cli-game-record = Round { $round }, board { $board }: { $format } — { $summary } [id { $id }, { $source }, { $at }, { $arbiter }]
cli-game-replayed = Result { $result }{ $reason } after { $events ->
        [one] 1 event
       *[other] { $events } events
    }; final position { $fen }
cli-game-clock-source = Clock times from: { $source }
cli-game-stored = Record stored: { $record }
cli-game-result-entered = Round { $round }, board { $board }: result { $result } entered from the record
cli-game-none = No game records.
cli-game-replaces = Replaces record { $id } because: { $reason }
cli-game-written = Record written to { $file }

## arbitro team
cli-team-added = Team { $id } added: { $name } (players { $board1 } and { $board2 }, rating { $rating })
cli-team-col-number = no
cli-team-col-team = team
cli-team-col-boards = board 1 / board 2
cli-team-ended-on = (ended on board { $board })
cli-team-inconsistent = INCONSISTENT: { $problem }
cli-team-boards = boards { $a }/{ $b }
cli-team-result = Round { $round }, match { $number }: { $score } (boards { $a } and { $b })
cli-team-standings = Team standings after round { $round }
cli-team-trf-written = Team TRF written to { $file }

## arbitro deck-check and arbitro clock
cli-deck-complete = Round { $round }, board { $board }: deck { $deck } complete ({ $cards } cards)
cli-deck-incomplete = Round { $round }, board { $board }: deck INCOMPLETE: { $outstanding }
cli-deck-status = Board { $board }: { $status } — { $reason }
cli-deck-ready = ready
cli-deck-blocked = BLOCKED
cli-deck-override = Round { $round }, board { $board }: arbiter's override recorded as register entry { $entry }
cli-clock-reading = Round { $round }, board { $board } ({ $control }): White { $white }, Black { $black }; running: { $running }{ $paused }
cli-clock-paused = (paused)
cli-clock-flag = Flag fall: { $side }, at { $at } (FIDE 6.9)

## arbitro demo
cli-demo-title = arbitro headless demo
cli-demo-rules-title = Rules core (FIDE Laws, online play, Chess960, bughouse)
cli-demo-replayed = {"  "}Game of { $file } ({ $plies } half-moves, recorded { $result }) replayed under both rulesets:
cli-demo-claim = a { $claim } draw claim was valid from ply { $ply } (FI-9.2/FI-9.3)
cli-demo-ended = ended by itself at ply { $ply }: { $ending }
cli-demo-later-plies = { $plies ->
        [one] 1 later half-move does not count
       *[other] { $plies } later half-moves do not count
    }
cli-demo-never-ended = the board never ended the game
cli-demo-chess960-draw = {"  "}Chess960 draw (F9-1): position { $number } from seed { $seed } (repeat with `arbitro chess960 --random --seed { $seed }`): back rank { $rank }, X-FEN { $fen }
cli-demo-castle = { $san } at ply { $ply } (UCI { $uci }, king takes rook, F9-3)
cli-demo-no-castling = none
cli-demo-ongoing = ongoing
cli-demo-chess960-game = {"  "}Chess960 game from position { $number } replayed: { $plies } half-moves, all legal; castling: { $castles }; final status (FIDE Laws): { $status }
cli-demo-flag-fall = {"  "}Black's flag falls against king and knight: FIDE Laws { $fide }; online { $online }
cli-demo-bughouse = {"  "}Bughouse (AM-R3): played { $log }; the pawn taken on board A went to Black on board B and was dropped; board B now { $fen }
cli-demo-cards-title = Card engine (Magic Chess, Advanced mode): a disputed card play, layer by layer
cli-demo-cards-position = {"  "}Position { $fen }: White commits { $played } (AM-07) on b7 and c6, Black reacts with { $reaction } (AM-28) on c6.
cli-demo-cards-event = {"  "}Event { $index }:
cli-demo-cards-ruling = {"  "}Ruling: { $fen } (replay it with `arbitro replay` on a game record; the app's arbiter panel shows the same trace)
cli-demo-event-title = Event store (SQLite): the demo event the desktop app opens
cli-demo-event-written = {"  "}Written to { $file }: "{ $name }", { $family }, { $system }, { $rounds } rounds planned, time control { $control }, { $players } players, { $paired ->
        [one] 1 round paired
       *[other] { $paired } rounds paired
    }
cli-demo-event-round = {"  "}Round { $round } (FIDE Dutch system, C.04.3), with deck control (AM-AB):
cli-demo-deck-checked = deck checked
cli-demo-deck-waiting = waiting: { $reason }
cli-demo-event-clock = {"  "}Board 1's clock ({ $control }; a card commit counts as a move, AM-R13): White { $white } ({ $white_moves ->
        [one] 1 move
       *[other] { $white_moves } moves
    }), Black { $black } ({ $black_moves ->
        [one] 1 move
       *[other] { $black_moves } moves
    }); running: { $running }
cli-demo-event-standings = {"  "}Standings after round { $round } ({ $columns }), top five:
cli-demo-event-incident = {"  "}Incident #{ $entry } (round { $round }, board { $board }): { $player } — { $description }
cli-demo-event-sanction = {"  "}Sanction #{ $entry }: { $why } ({ $clauses })
cli-demo-event-record = {"  "}Game record of round 2, board 1 ({ $source }): replayed through the card engine, { $events } events, result { $result }
cli-demo-event-precedent = {"  "}Precedent found by search: { $card } — { $decision }
cli-demo-event-verified = {"  "}Register verified: { $entries } entries; hash chain { $intact ->
        [yes] intact
       *[no] BROKEN
    }
cli-demo-event-explore = {"  "}Explore it:

## arbitro export
cli-trf-written = TRF written to { $file }
cli-import-done = Tournament imported into { $file }: { $players } players, { $rounds } rounds.
cli-import-nothing-adjusted = (none)

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
cli-precedent-case = {"    "}Case of a dispute (replayable): { $fen } · { $play } · { $sentence }
cli-precedent-none = No precedent found.
cli-precedent-exported = { $count ->
    [one] One precedent
   *[other] { $count } precedents
} written to { $file }.
cli-precedent-imported = { $file }: { $imported } imported, { $duplicates } duplicates skipped, { $conflicts } conflicts (same uid, other text) skipped.
cli-precedent-conflict = Conflict: { $uid } differs from entry { $seq }.
cli-precedent-archive-created = Club archive { $file } created for { $club }.
cli-precedent-collected = { $file }: { $imported } precedents collected, { $duplicates } already in the archive.

## arbitro manual
cli-manual-chapter = { $id }: { $title }
cli-manual-hit = { $chapter } › { $section }  (arbitro manual { $id })
    { $snippet }
cli-manual-no-hits = No section of the manual has every word of '{ $words }'.
cli-manual-opened = Opened { $page }
cli-manual-no-display = No desktop to open a browser on: the chapter is printed above; its page is { $page }
cli-manual-written = Manual written to { $folder }: { $pages } pages, { $images ->
        [0] no screenshots
        [one] 1 screenshot
       *[other] { $images } screenshots
    }.
cli-usage-no-browser = No browser could open the manual: { $detail }. Try arbitro manual --print.
cli-usage-manual-shots-missing = Screenshots missing (run the end-to-end test, scripts/app-e2e.sh, to take them): { $files }
