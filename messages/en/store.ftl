# The event file and the club archive (arbitro-store): refusals and errors.

store-round-no-board = Round { $round } has no board { $board }.
store-not-found = { $file }: no such file.
store-already-exists = { $file }: already exists (refusing to overwrite it).
store-not-sqlite = { $file }: not an arbitro file (not an SQLite database); the file was left untouched.
store-wrong-kind = { $file }: this is { $found }, not { $expected }; the file was left untouched.

## Kinds of file (db.rs: FileKind, FileWanted, FileFound)
store-file-event = an arbitro event file
store-file-archive = an arbitro club archive
store-file-ratings = an arbitro player database
store-file-register = an arbitro event file or club archive
store-file-foreign = an SQLite database of another program
store-file-foreign-id = an SQLite database of another program (application id { $id })
store-corrupt = { $file }: the database is damaged ({ $detail }); it was left untouched — restore a backup with `arbitro restore`.
store-too-new = { $file }: written by a newer arbitro (schema { $found }, this version reads up to { $supported }); upgrade arbitro to open it — the file was left untouched.
store-sqlite = Database error: { $detail }
store-io = { $file }: { $problem }
store-invalid = Invalid { $what }: { $detail }
store-import = { $file }: { $problems }{ $more ->
    [0] {""}
   *[other] {" "}(and { $more } more problems)
  }; nothing was imported.
store-line-problem = line { $line }: { $detail }
store-line-field-problem = line { $line }: { $field }: { $detail }
store-unknown = { $detail }
store-refused = { $detail }
store-json = { $context }: { $detail }

## Late result corrections (late_results.rs)
store-late-result-needs-reason = Round { $next } is already paired: changing a result of round { $round } needs a reason, and is recorded in the register as a correction.
store-late-result-needs-arbiter = A correction names the arbiter who makes it.
store-late-result-unchanged = Round { $round }, board { $board } already has that result.

## Forbidden pairings (forbidden.rs)
store-forbidden-too-few = A forbidden pairing names at least two different players.
store-forbidden-unknown-player = No player with id { $id } in this event.
store-forbidden-rounds = Rounds { $first } to { $last }: the first round comes after the last.

## The signed register, verify, backups and restores.

store-no-config-dir = There is no configuration folder for this installation's signing key: set { $var }.
store-bad-installation-key = { $file }: not an arbitro installation key (the register's entries are signed with it); move it away to make a new one.
store-no-randomness = The system's random source failed ({ $detail }): no installation key could be made.
store-no-file-id = The file has no id (its metadata were removed).
store-tampered = { $file }: the event file was changed behind arbitro's back ({ $problem }); nothing was written. Run `arbitro verify` and restore a backup.
store-unrecorded = A change was not recorded in the register; nothing was written.
store-busy = { $file }: another program is writing to this file; try again in a moment.
store-busy-holder = { $file }: another program is writing to this file (process { $pid }, { $program }); try again when it has finished.
store-file-replaced = { $file }: the file was replaced by another program (a restore?) while it was open here; open it again.
store-round-paired-elsewhere = Round { $round } was paired by another process meanwhile; nothing was stored.
store-changed-while-pairing = The event changed while round { $round } was being paired (entry { $seq }, { $kind }); nothing was stored. Pair it again.
store-restore-onto-itself = { $file }: a file cannot be restored onto itself; nothing was changed.
store-backup-not-intact = { $file }: the backup does not verify ({ $problem }); it was not restored and nothing was changed.
store-unreadable = { $file }: cannot be read ({ $detail }); the file was left untouched.
store-bad-head = '{ $text }' is not a register head (COUNT:HASH or COUNT:HASH:KEY, as printed on the forms).

store-verify-entries-missing = entries { $from }–{ $to } are missing (deleted)
store-verify-broken-link = entry { $seq } does not link to the entry before it (an entry was deleted, inserted or rewritten)
store-verify-entry-edited = entry { $seq } ({ $kind }) was edited: its content no longer matches its hash
store-verify-bad-signature = entry { $seq } is not signed by the key it names ({ $key }): the register was recomputed without that key
store-verify-unknown-key = entry { $seq } names key { $key }, which no entry before it introduced
store-verify-key-mismatch = entry { $seq } introduces a key whose fingerprint is not its own
store-verify-unsigned = entry { $seq } is not signed although the register is
store-verify-nothing-signed = no entry of the register is signed: it was removed or rewritten behind arbitro's back
store-verify-bad-body = entry { $seq } is not a valid { $kind } entry ({ $detail })
store-verify-unknown-kind = entry { $seq } is of a kind arbitro does not write ({ $kind })
store-verify-bad-correction = entry { $seq } corrects entry { $target }, which is not an earlier entry of its kind
store-verify-head-mismatch = the file records { $recorded } entries but the register has { $found }: entries were removed or added behind arbitro's back
store-verify-replay-failed = the changes of entry { $seq } to table { $table } do not follow from the entries before it
store-verify-row-changed = table { $table }, row { $row }: { $column } is { $file } in the file but { $register } in the register
store-verify-row-added = table { $table }, row { $row }: no register entry wrote it
store-verify-row-removed = table { $table }, row { $row }: written by the register but missing from the file
store-verify-more-rows = table { $table }: { $more ->
    [one] one more row differs
   *[other] { $more } more rows differ
  }
store-verify-schema-changed = the file's { $kind ->
    [table] table
    [index] index
    [trigger] trigger
    [view] view
   *[other] object
  } { $name } is not what arbitro made (added, removed or altered)
store-verify-backup-log-head = the backup log lists { $file } at entry { $count }, which the register does not have
store-verify-backup-ahead = the backup { $file } holds { $count } entries that the register no longer has as they were
store-verify-backup-changed = the backup { $file } no longer holds entry { $count } as the backup log gives it: it was replaced or its register rewritten
store-verify-journal-head = this installation wrote entry { $count } ({ $hash }) at { $at }; the register no longer has it
store-verify-head-not-found = the register does not have the head { $head } written down earlier
store-verify-head-key = the head { $head } written down earlier was signed by another key ({ $found })

store-verify-note-unsigned = the file predates signed registers (schema { $schema }): only the hash chain was checked; open it once with this version to upgrade it
store-verify-note-baseline = the entries before entry { $seq } predate signed registers: the baseline entry { $seq } holds what they wrote
store-verify-note-backup-missing = the backup { $file } in the backup log is not where it was written
store-verify-note-backup-unreadable = the backup { $file } cannot be read
store-verify-note-backup-before-restore = the backup { $file } belongs to the line of the register given up by the restore of entry { $restore }
store-verify-note-backup-diverged = the backup { $file } and this file went separate ways after a common part (the backup was written to since, or it is of a copy)
store-verify-note-no-journal = this installation has not written to this file: no journal of its heads to check against

## What is not in the file (refusal.rs: Missing)
store-missing-round = Round { $round } is not paired.
store-missing-pairing-number = No player has pairing number { $number }.
store-missing-player = No player with id { $id } in this event.
store-missing-bye-request = Player { $player } has no bye requested for round { $round }.
store-missing-entry = No register entry { $seq }.
store-missing-appeal = No appeal with entry number { $seq }.
store-missing-team = No team with id { $id } in this event.
store-missing-team-number = The pairing names team number { $number }, which does not exist.
store-missing-team-member = Team '{ $team }' names a player who is not registered.
store-missing-record = No game record with id { $id }.
store-missing-game-record = Round { $round }, board { $board } has no game record.
store-missing-precedent = No precedent with entry number { $seq }.

## Invalid input (refusal.rs: InputProblem, PlayerInvalid)
store-input-incident-no-description = Invalid incident: say what happened.
store-input-incident-no-arbiter = Invalid incident: name the arbiter.
store-input-incident-round-and-board = Invalid incident: round and board go together.
store-input-decision-incomplete = Invalid decision: subject and text are required.
store-player-invalid = Invalid player: { $problems }.
store-player-edit-invalid = Invalid edit of player { $number } ({ $name }): { $problems }.
store-player-fide-id-taken = FIDE id { $id } is already registered ({ $name })

## Results (refusal.rs: ResultRefusal)
store-result-bye-board = Board { $board } of round { $round } is the pairing-allocated bye: it has no result to enter.
store-result-bye-not-a-result = A bye is not a game result.
store-result-arbiter-unnamed = An arbiter decision names the arbiter who took it.
store-result-one-by-one = Round { $round }, board { $board }: arbiter decisions are entered one by one.

## Rounds (refusal.rs: RoundRefusal)
store-round-all-paired = { $rounds ->
    [one] The only round is paired.
   *[other] All { $rounds } rounds are paired.
  }
store-round-import-departs = { $count ->
    [one] Imported round { $rounds } departs
   *[other] Imported rounds { $rounds } depart
  } from the pairing rules ({ $findings } findings, listed in the review): confirm the departure (--confirm-departure) to import the tournament.
store-round-unfinished = Round { $round } still has { $count ->
    [one] a game without a final result (board { $boards })
   *[other] games without a final result (boards { $boards })
  }.
store-round-doubles-pairs-teams = A doubles event pairs teams, not players: pair it with its system or give team matches.
store-round-edit-unexplained = A pairing change records the arbiter and the reason.
store-round-doubles-boards = The boards of a doubles round belong to team matches: unpair the round and pair the teams again.
store-round-board-has-result = A board with a result cannot be re-paired; correct the result first.
store-round-no-boards = A pairing change names at least one board.
store-round-board-twice = Board { $board } of round { $round } is given twice.
store-round-already-published = Round { $round } is already published.
store-round-none-paired = No round is paired.
store-round-has-result = Round { $round } already has a result (board { $board }).
store-round-settings-fixed = Round { $round } is already paired: { $settings } can no longer change.
store-round-no-pairing = Round { $round } cannot be paired: { $problem }
store-call-setting-family = the game family
store-call-setting-deck = the deck
store-call-setting-system = the pairing system
store-call-setting-bye-points = the points of a bye
store-call-setting-fewer-rounds = the number of rounds (fewer than already paired)

## Players (refusal.rs: PlayerRefusal)
store-player-fide-id-registered = FIDE id { $id } is already registered ({ $name }).
store-player-late-entry-too-early = Round { $paired } is already paired: a late entry can start at round { $earliest } at the earliest.
store-player-renumbering = { $fields }: the edit would change the pairing numbers, which cannot change once round { $until } is paired (C.04.2); round { $paired } is paired.
store-player-field-rating = rating
store-player-field-title = title
store-player-field-name = name
store-player-already-withdrawn = { $name } already withdrew after round { $round }.
store-player-paired-later = { $name } is paired in round { $round }: record that game's result (e.g. a forfeit) or edit the pairing, then withdraw after round { $round }.
store-player-bye-too-late = Round { $round } is already paired: byes must be requested before pairing.
store-player-no-such-round = { $rounds ->
    [one] The event has one round
   *[other] The event has { $rounds } rounds
  }: there is no round { $round }.
store-player-not-in-round = { $name } is not in the event in round { $round } (late entry or withdrawn).
store-player-bye-cancel-too-late = Round { $round } is already paired: its bye can no longer be cancelled.

## Clocks (refusal.rs: ClockRefusal)
store-clock-time-control = Time control '{ $text }': { $problem }
store-clock-stored-log = The board's stored clock log does not replay: { $problem }
store-clock-event = Round { $round }, board { $board }: { $problem }
store-clock-bye = The pairing-allocated bye has no clock.
store-clock-deck-not-ready = Round { $round }, board { $board } cannot start: { $reason } (AM-AB); record a deck check or an arbiter override.
store-clock-arbiter-unnamed = Pauses and time adjustments are recorded with the arbiter (AM-R13).

## Decks (refusal.rs: DeckRefusal)
store-deck-no-cards = This event is not played with cards: there is no deck to check.
store-deck-other-deck = The event plays deck { $event }, not { $given } (AM-R16).
store-deck-bye = The pairing-allocated bye has no deck.
store-deck-override-unexplained = An override records the arbiter and the reason.
store-deck-no-override-needed = Board { $board } needs no override: { $reason }
store-deck-not-built-in = Deck { $deck } is not built into arbitro (built in: { $built }): give its deck file.
store-deck-other-version = The built-in { $id } is version { $shipped }, the event plays version { $version } (AM-R16): give its deck file.

## Incidents, sanctions and appeals (refusal.rs: DisciplineRefusal)
store-discipline-not-on-board = { $name } does not play on board { $board } of round { $round }.
store-discipline-needs-game = This sanction acts on a game: give the round and board.
store-discipline-penalty-needs-game = { $article } acts on a game: give the round and board.
store-discipline-exclusion-too-late = Round { $round } is already paired: exclusion (12.9.8) applies to rounds not yet paired.
store-discipline-deviation-unexplained = The sanction differs from the ladder's suggestion: write the reason (AM-AC).
store-discipline-no-sanction-unexplained = Recording no sanction needs a written reason.
store-discipline-appeal-unwritten = An appeal is lodged in writing: give its text (C.11 3.4).
store-discipline-deputy-sanction = Entry { $seq } is a deputy arbiter's sanction: an appeal needs the chief arbiter's decision first (C.11 3.7).
store-discipline-not-a-decision = Entry { $seq } is not a chief arbiter's decision or sanction (C.11 3.7).
store-discipline-already-appealed = This player already appealed entry { $seq }.
store-discipline-appeal-too-late = Too late: appeals against entry { $seq } closed at { $deadline } ({ $article }).
store-discipline-appeal-decided = Appeal { $seq } was already decided: the committee's decision is final.
store-discipline-decision-unwritten = Write the committee's decision.
store-discipline-no-committee = Appoint the appeals committee first (arbitro appeal committee).
store-discipline-no-reserve = C.11 2.3: { $name } shares a federation with a party and no reserve is available.

## Corrections of sanctions and incidents (refusal.rs: CorrectionRefusal)
store-correction-wrong-kind = Entry { $seq } is not { $kind ->
    [sanction] a sanction
   *[other] an incident
  }.
store-correction-already-corrected = { $kind ->
    [sanction] Sanction
   *[other] Incident
  } { $seq } was already corrected by entry { $by }: correct that entry instead.
store-correction-unexplained = A correction records the arbiter and the reason (AM-AC).
store-correction-no-reason = A correction records the reason (AM-AC).
store-correction-no-game = This sanction acts on a game: the corrected sanction has no round and board.
store-correction-result-unknown = Sanction { $seq } was recorded before sanctions kept the result they replaced: say which result round { $round }, board { $board } must have.
store-correction-result-changed = The result of round { $round }, board { $board } was changed after sanction { $seq } (now { $result }): say which result the game must have.
store-correction-result-removed = The result of round { $round }, board { $board } was changed after sanction { $seq } (it now has none): say which result the game must have.
store-deck-state-complete = deck checked complete by { $checker }
store-deck-state-overridden = arbiter override (register entry { $seq })
store-deck-state-incomplete = the deck is incomplete: { $outstanding }
store-deck-state-not-checked = the deck was not checked
store-deck-outstanding-missing = { $card } missing
store-deck-outstanding-damaged = { $card } damaged
store-deck-outstanding-marked = { $card } marked
store-deck-outstanding-short = { $counted } of { $expected } cards

## Teams (refusal.rs: TeamRefusal, TeamInvalid)
store-team-invalid = Invalid team: { $problems }.
store-team-problem-no-name = a team needs a name
store-team-problem-same-player = two different players make a team
store-team-problem-name-taken = a team is already called '{ $team }'
store-team-problem-player-taken = player { $player } already plays for '{ $team }'
store-team-problem-unknown-player = no player with id { $id } in this event
store-team-not-doubles = This event is played as { $family }: teams belong to doubles or bughouse events (AM-R3).
store-team-round-robin-fixed = Round { $round } is paired: a round robin's teams are fixed before round 1.
store-team-no-teams = Register the teams first (a doubles event pairs teams).
store-team-berger = Teams: { $problem }
store-team-no-pairing = Team round { $round } cannot be paired: { $problem }
store-team-match = Round { $round }, match { $number }: { $problem }
store-team-boards-disagree = board A gives the teams { $a } but board B { $b }: a bughouse team game has one result (AM-R3)


## What the pairing checker points out (rounds.rs: PairingWarning)
store-pairing-warning-not-paired = { $name } is available but not paired
store-pairing-warning-rematch = { $a } and { $b } have already played each other (C.04.1 b)
store-pairing-warning-colour = { $name } would get { $white ->
        [yes] White
       *[no] Black
    } { $running ->
        [yes] three times running
       *[no] with a colour difference above 2
    } (colour rule, C.04.1 f/g)
store-pairing-warning-bye = { $name } already had a bye or an unplayed win (C.04.1 d)
store-pairing-warning-team-rematch = { $a } and { $b } have already met
store-pairing-warning-team-colour = { $name } would be team { $one ->
        [yes] one (White on board A)
       *[no] two (White on board B)
    } { $running ->
        [yes] three times running
       *[no] with a difference above 2
    }
store-pairing-warning-team-bye = { $name } already had the bye

## The events of a card game (records.rs: EventWords)
store-record-end = { $reason } ({ $clause })
store-card-event-move = { $move }
store-card-event-card = card { $code }{ $targets }{ $to }{ $choice }{ $moves }
store-card-event-react = reaction { $code }{ $targets }{ $to }{ $choice }{ $moves }
store-card-event-pass = passes
store-card-event-claim = claims a draw by { $claim }
store-card-event-flag = flag falls
store-card-event-resign = resigns
store-card-event-agreed-draw = draw agreed
store-card-event-draw = draws a card
store-card-event-targets = {" "}targets { $value }
store-card-event-to = {" "}to { $value }
store-card-event-choice = {" "}choice { $value }
store-card-event-moves = {" "}moves { $value }
## Game records (refusal.rs: RecordRefusal)
store-record-bye = Board { $board } of round { $round } is the pairing-allocated bye: there is no game to record.
store-record-arbiter-unnamed = A record is attached by a named arbiter.
store-record-already-recorded = Round { $round }, board { $board } already has a record (id { $id }, attached { $at } by { $arbiter }): give the reason to replace it.
store-record-bughouse = Bughouse games have no record format yet: record the team result and the clocks of both boards.
store-record-pgn-only = A chess game is exported as PGN (the JSON record is the card engine's format).

## Precedents (refusal.rs: PrecedentRefusal)
store-precedent-duplicate = This precedent is already registered as entry { $seq }.
store-precedent-superseded = Precedent { $seq } was already corrected; correct its latest version.

store-input-not-a-time = '{ $text }' is not an RFC 3339 time (e.g. 2026-03-01T10:30:00+01:00).
store-trf-export = TRF export: { $problem }
store-upgrade-failed = { $file }: schema upgrade { $step } ({ $name }) failed: { $detail }; the file was not changed.

## Game records that are not valid (refusal.rs: RecordProblem)
store-record-invalid = Invalid game record: { $problems }; nothing was stored.
store-record-card-record-in-chess-event = a card game record cannot belong to a { $family } event: attach the game as PGN
store-record-family = the record plays { $record }, the event { $event } (AM-R15)
store-record-mode = the record is played in { $mode ->
    [advanced] advanced
   *[other] classic
  } mode, the event is { $event } (AM-R8, AM-R14)
store-record-deck = the record uses deck { $record }, the event plays { $event } (AM-R16)
store-record-does-not-replay = event { $index } ({ $event }) does not replay: { $why } ({ $clause })
store-record-does-not-replay-refused = event { $index } ({ $event }) does not replay
store-record-no-game = the PGN holds no game
store-record-many-games = the PGN holds { $count } games: attach one game per board
store-record-not-chess960-start = the game starts from { $start }, but the round was played from Chess960 position { $number } ({ $drawn }) (F9-*)
store-record-not-initial-position = the game starts from { $start }, not from the initial position (FI-2)
store-record-goes-on = the game was over after half-move { $ended } but the record goes on for { $more ->
    [one] one more half-move
   *[other] { $more } more half-moves
  }
store-record-result-contradicts = the record says { $recorded } but the final position gives { $position } ({ $clause })

## The call (refusal.rs: CallProblem)
store-call-invalid = Invalid event call: { $problems }.
store-call-no-name = the event needs a name
store-call-no-chief-arbiter = name the chief arbiter
store-call-not-a-date = { $field ->
    [start_date] the start date
    [end_date] the end date
   *[other] the rulebook's date
  } '{ $value }' is not a date (YYYY-MM-DD)
store-call-end-before-start = the end date { $end } is before the start date { $start }
store-call-no-rounds = at least one round
store-call-no-deck = a { $family } event states its deck id and version (AM-R16)
store-call-no-rulebook = a { $family } event states the rulebook version and date (AM-R16)
store-call-no-communication-policy = a doubles event states what partners may say (AM-R15)
store-call-bye-points = { $points } half-points for a bye is more than a win
store-call-tie-break = '{ $code }' is not a FIDE C.07 tie-break code

## Precedents and appeals committees that are not valid (refusal.rs: PrecedentProblem, CommitteeProblem)
store-precedent-invalid = Invalid precedent: { $problems }.
store-precedent-file-invalid = Invalid precedent file { $file }: { $problems }.
store-precedent-no-situation = describe the situation in Spanish or English
store-precedent-no-decision = state the decision in Spanish or English
store-precedent-no-arbiter = name the arbiter who decided
store-precedent-no-event = name the event
store-precedent-not-a-date = '{ $date }' is not a date (YYYY-MM-DD)
store-precedent-no-deck = a precedent about a card states the deck id and version (AM-R16)
store-precedent-format = the format is '{ $found }' (expected '{ $expected }')
store-precedent-entry = precedent { $number }: { $problem }
store-precedent-fingerprint = precedent { $number }: the fingerprint does not match the content (edited after export?)
store-precedent-no-uid = precedent { $number }: its uid is empty
store-precedent-case-replay = the dispute's case does not replay: the card engine refuses its deck, situation or earlier events (AM-G16)
store-precedent-case-verdict = the dispute's case is ruled otherwise by the card engine now than its stored verdict (AM-G16)
store-committee-invalid = Invalid appeals committee: { $problems }.
store-committee-members = C.11 2.2: a chairman and two members are appointed ({ $members ->
    [one] one member given
   *[other] { $members } members given
  })
store-committee-no-name = every committee member needs a name
store-committee-arbiter = { $name } is an arbiter of the event and cannot sit on the appeals committee
store-committee-federation = C.11 2.4: members and reserves represent different federations ({ $federation } twice)

## Deck checks that are not valid (refusal.rs: DeckProblem)
store-deck-invalid = Invalid deck check: { $problems }.
store-deck-problem-no-checker = name who checked the deck
store-deck-problem-not-a-card = { $list ->
    [missing] missing cards
    [damaged] damaged cards
    [marked] marked cards
   *[other] replaced cards
  }: { $code } is not a card of { $deck }
store-deck-problem-too-many = { $counted } cards counted, but the deck has { $expected }
store-deck-problem-count = { $counted } cards counted, but { $expected } minus { $missing } missing is { $present }

## Pairs that cannot be stored (refusal.rs: PairingProblem)
store-pairing-invalid = Invalid pairing of round { $round }: { $problems }.
store-pairing-change-invalid = Invalid pairing change: { $problems }.
store-pairing-not-registered = player { $id } is not registered
store-pairing-team-not-registered = team { $id } is not registered
store-pairing-paired-twice = { $name } is paired twice
store-pairing-not-in-round = { $name } is not in the event in round { $round }
store-pairing-asked-for-bye = { $name } asked for a bye in round { $round }
store-pairing-against-itself = { $name } cannot play against themselves
store-pairing-byes = { $count } pairing-allocated byes (at most one, C.04.1 c)

## Disputes at the board
store-dispute-not-card-event = The event plays { $family }: a dispute at the board is about card chess (AM-R15).
store-dispute-no-deck = The event's call names no deck: name the deck and its version first (AM-R16).
store-dispute-unknown-deck = Deck { $deck } is not known: { $error }
store-dispute-bye = Board { $board } of round { $round } is the pairing-allocated bye: there is no game to dispute.
store-dispute-round-and-board = A dispute names both its round and its board, or neither.
store-dispute-arbiter-unnamed = A dispute is recorded by a named arbiter.
store-dispute-step-past-end = The record of round { $round }, board { $board } has { $events } events: step { $step } does not exist.
store-dispute-record-unreadable = The record of round { $round }, board { $board } cannot be read: { $error }
store-dispute-options = The event's card options are not valid: { $detail }
store-dispute-history = Event { $index } before the disputed play is refused ({ $clause }): { $why }. Correct the situation; nothing was recorded.
store-dispute-unknown-card = Card { $code } is not in deck { $deck }.
store-dispute-no-draft = There is no dispute draft { $id }.
store-dispute-no-dispute = There is no dispute at register entry { $seq }.
store-dispute-situation = { $by ->
    [white] White
    [black] Black
   *[other] The players
  } { $kind ->
    [card] played { $name } ({ $card })
    [reaction] reacted with { $name } ({ $card }){ $answered ->
        [yes] { "" } to { $answered-name } ({ $answered-card })
       *[other] { "" }
      }
    [move] played the move { $uci }
    [pass] let the window pass
    [claim] claimed a draw
    [flag] lost on time
    [resign] resigned
    [agreed] agreed a draw
   *[other] drew a card
  }{ $window ->
    [yes] { "" }, { $window-text }
   *[other] { "" }
  }; position { $fen }{ $where ->
    [yes] { "" } (round { $round }, board { $board })
   *[other] { "" }
  }.
store-dispute-play = { $by ->
    [white] White
    [black] Black
   *[other] The players
  } { $kind ->
    [card] plays { $name } ({ $card })
    [reaction] reacts with { $name } ({ $card })
    [move] plays { $uci }
    [pass] lets the window pass
    [claim] claims a draw
    [flag] loses on time
    [resign] resigns
    [agreed] agree a draw
   *[other] draws a card
  }{ $has-targets ->
    [yes] { "" } on { $targets }
   *[other] { "" }
  }{ $has-to ->
    [yes] { "" } to { $to }
   *[other] { "" }
  }
## Texts of older files, as stored
store-as-stored = { $text }

## A clock event's note written by the store
store-clock-note-sanction = Time of a sanction
store-clock-note-sanction-corrected = Sanction { $entry } corrected: its time taken back

## Game records: where the clock times come from, remarks that do not refuse a record
store-clock-source-record = the record's clock comments
store-clock-source-board = the board's clock
store-clock-source-both = the record's clock comments and the board's clock
store-record-note-unused-clock-turns = The board's clock log has { $unused } { $unused ->
        [one] turn
       *[other] turns
    } the record does not account for ({ $matched } matched).
store-record-note-no-result = The record has no result (*).
store-record-note-result-differs = The record ends { $record } but the board's result is { $board }: the result was not changed.
store-record-note-board-has-no-result = The record ends { $record }; the board has no result yet.
