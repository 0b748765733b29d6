# The app's interface (ui/): the words of every screen.

## dict
ui-app-title = arbitro
ui-app-subtitle = Arbiter's desk
ui-lang-switch = Language
ui-lang-es = Español
ui-lang-en = English
ui-shortcuts-title = Keyboard shortcuts
ui-shortcuts-screens = Go to a screen
ui-shortcuts-search = Search this screen
ui-shortcuts-lang = Switch language
ui-shortcuts-display = Open the public display (the playing hall)
ui-shortcuts-help = Open or close the manual
ui-shortcuts-close = Close
ui-manual-title = Manual
ui-manual-open = Manual (F1)
ui-manual-search = Search the manual…
ui-manual-chapters = Chapters
ui-manual-no-hits = No section of the manual has all those words.
ui-nav-event = Event
ui-nav-players = Players
ui-nav-rounds = Rounds
ui-nav-results = Results
ui-nav-decks = Deck control
ui-nav-clocks = Clocks
ui-nav-incidents = Incidents
ui-nav-precedents = Precedents
ui-nav-arbiter = Arbiter panel
ui-nav-rules = Rules
ui-nav-records = Game records
ui-nav-teams = Teams
ui-common-loading = Loading…
ui-common-error = Error
ui-common-retry = Retry
ui-common-search = Search
ui-common-no-results = No results.
ui-common-count = { $n ->
        [one] 1 result
       *[other] { $n } results
    }
ui-common-untranslated = No Spanish translation: showing the English text.
ui-pending-title = Waiting for the engine
ui-pending-body = This screen is built on { $engine }, which is not available in this build yet. When it lands, this screen will let you:
ui-rules-tab-clauses = Clauses
ui-rules-tab-deck = { $id } deck
ui-rules-all = All
ui-rules-search-placeholder = Search by ID or text (accents optional)…
ui-rules-cites = Cites
ui-rules-cited-by = Cards citing it
ui-rules-card-kind = Kind
ui-rules-card-effect = Effect
ui-rules-version = version { $v }
ui-rules-select = Choose a clause or card to see its details.
ui-board-flip = Flip board
ui-board-fen = FEN
ui-board-fen-invalid = Invalid FEN
## position editor (the dispute at the board)
ui-posed-title = Position editor
ui-posed-board = Position editor board
ui-posed-palette = Pieces to place
ui-posed-piece = { $colour ->
    [white] { $role ->
        [king] White king
        [queen] White queen
        [rook] White rook
        [bishop] White bishop
        [knight] White knight
       *[pawn] White pawn
      }
   *[black] { $role ->
        [king] Black king
        [queen] Black queen
        [rook] Black rook
        [bishop] Black bishop
        [knight] Black knight
       *[pawn] Black pawn
      }
  }
ui-posed-tool-hand = Drag pieces
ui-posed-tool-delete = Remove pieces
ui-posed-tool-hint = { $tool ->
    [hand] Drag pieces from the palette onto the board, between squares, or off it to remove them.
    [delete] Click a square to empty it.
   *[piece] Click squares to place: { $piece }.
  }
ui-posed-clear = Clear
ui-posed-standard = Start position
ui-posed-chess960-number = Chess960 no. (0–959)
ui-posed-chess960-set = Set up
ui-posed-turn = Side to move
ui-posed-turn-white = White to move
ui-posed-turn-black = Black to move
ui-posed-castling = Castling
ui-posed-castle = { $colour ->
    [white] White
   *[black] Black
  } { $side ->
    [king] O-O
   *[queen] O-O-O
  }
ui-posed-castling-none = The placement allows no castling.
ui-posed-en-passant = En passant
ui-posed-en-passant-none = None
ui-posed-copy = Copy
ui-posed-copied = Copied
ui-posed-apply = Apply
ui-posed-valid = Valid position
ui-posed-problems = Problems with the position
ui-posed-not-applied = The FEN was not applied

ui-arbiter-title = Arbiter panel
ui-arbiter-card-game = Card game
ui-arbiter-position = Position
ui-arbiter-set-position = Show position
ui-arbiter-start = Start position
ui-arbiter-ruleset = Ruleset
ui-arbiter-online = Online
ui-arbiter-white-to-move = White to move
ui-arbiter-black-to-move = Black to move
ui-arbiter-check = check
ui-arbiter-legal-moves = { $n } legal moves
ui-arbiter-claimable = Claimable
ui-arbiter-move = Move
ui-arbiter-play = Play
ui-arbiter-undo = Undo
ui-arbiter-moves = Moves
ui-event-folder = Event folder
ui-error-cancelled = Cancelled.
ui-error-not-found = Not found
ui-error-invalid-input = Invalid input
ui-error-no-event = No event is open.
ui-error-io = File error
ui-error-internal = Internal error

## needs-event
ui-needs-event-no-event-open-create-or = No event is open: create or open one on the Event screen (Alt+1).

## print
ui-print-pages = pages

## boards
ui-boards-board = Board
ui-boards-no = No.
ui-boards-white = White
ui-boards-result = Result
ui-boards-black = Black
ui-boards-bye = bye

## cards
ui-cards-no-game-records-json-event = No game records (.json) in the event folder.
ui-cards-previous = Previous
ui-cards-next = Next
ui-cards-white-s-hand = White's hand
ui-cards-black-s-hand = Black's hand
ui-cards-captured = Captured
ui-cards-active-effects = Active effects
ui-cards-status = Status
ui-cards-try-disputed-card-play = Try a disputed card play
ui-cards-card = Card
ui-cards-by = By
ui-cards-white = white
ui-cards-black = black
ui-cards-reaction = reaction
ui-cards-targets = Targets
ui-cards-to = To
ui-cards-resolve = Resolve
ui-cards-decision-recorded-as-precedent = Decision (recorded as a precedent)
ui-cards-record-precedent = Record precedent
ui-cards-open-event-record-precedent = Open an event to record the precedent.

## clocks
ui-clocks-choose-paired-round-board = Choose a paired round and a board.
ui-clocks-loading = Loading…
ui-clocks-moves = moves
ui-clocks-space = Space
ui-clocks-move = Move ⏎
ui-clocks-card-committed = Card committed
ui-clocks-reaction = Reaction
ui-clocks-log-incident = Log incident
ui-clocks-time-control = Time control
ui-clocks-paused = PAUSED
ui-clocks-stopped = stopped
ui-clocks-flag-fell = flag fell
ui-clocks-start-white = Start (White)
ui-clocks-arbiter-pause = Arbiter pause
ui-clocks-pause-agreement = Pause by agreement
ui-clocks-resume = Resume
ui-clocks-end-game = End of game
ui-clocks-arbiter = Arbiter
ui-clocks-clock-log = Clock log
ui-clocks-white = White
ui-clocks-black = Black
ui-clocks-time-adjustment-sanction-fide-12 = Time adjustment (sanction, FIDE 12.9.2/12.9.3)
ui-clocks-offender = Offender
ui-clocks-adjustment = Adjustment
ui-clocks-time-opponent-12-9-2 = + time to the opponent (12.9.2)
ui-clocks-time-from-offender-12-9 = − time from the offender (12.9.3)
ui-clocks-seconds = Seconds
ui-clocks-fault = Fault
ui-clocks-what-happened = What happened
ui-clocks-reason-if-differs-from-ladder = Reason if it differs from the ladder (AM-AC)
ui-clocks-record-adjustment = Record adjustment

## records
ui-common-no-rounds-paired-yet = No rounds paired yet.
ui-records-choose-board-record-replay = Choose a board with a record to replay it.
ui-records-res = Res.
ui-records-record = Record
ui-records-bye = (bye)
ui-records-events = events
ui-records-attach-record-from-folder = Attach a record from the folder
ui-records-file-pgn-json = File (.pgn, .json)
ui-records-reason-replace-stored-record = Reason to replace the stored record
ui-records-enter-record-s-result-if = Enter the record's result if the board has none
ui-records-check-attach = Check and attach
ui-records-re-read-folder = Re-read folder
ui-records-round = Round
ui-records-board = board
ui-records-card-events = card events
ui-records-clock = clock
ui-records-start = Start
ui-records-back = Back
ui-records-forward = Forward
ui-records-end = End
ui-records-export-folder = Export to the folder:
ui-records-as-stored = as stored

## results
ui-results-enter = Enter ↵
ui-results-standings = Standings
ui-results-crosstable = Crosstable
ui-results-print = Print
ui-results-name = Name
ui-results-pts = Pts
ui-results-each-cell-opponent-s-line = Each cell: the opponent's line in the table, colour (w/b) and result.

## event
ui-event-no-event-open = No event open.
ui-event-file = File
ui-event-place-dates = Place and dates
ui-event-chief-arbiter = Chief arbiter
ui-event-game-family = Game family
ui-event-system = System
ui-event-rounds = rounds
ui-event-tolerance = tolerance
ui-event-tie-breaks = Tie-breaks
ui-event-state = State
ui-event-players = players
ui-event-rounds-paired = rounds paired
ui-event-published = published
ui-event-register = Register
ui-event-entries = entries
ui-event-no-event-files = No event files.
ui-event-open = Open
ui-event-open-another-file = Open another file…
ui-event-import-tournament = Import tournament
ui-event-import-review = Review
ui-event-import-nothing = The file imports as it is: no adjustment.
ui-event-import-target = The event file { $file } will be created and opened.
ui-event-import-target-exists = { $file } exists already: rename it or move it out of the folder to import.
ui-event-import-confirm-departure = I confirm importing the rounds that depart from the pairing rules ({ $n ->
    [one] one departure
   *[other] { $n } departures
  }); it is recorded in the event.
ui-event-import-run = Import
ui-event-new-event = New event
ui-event-file-folder = File (in the folder)
ui-event-place = Place
ui-event-organiser = Organiser
ui-event-end = End
ui-event-language-forms = Language of the forms
ui-event-pairing-system = Pairing system
ui-event-rounds-2 = Rounds
ui-event-tolerance-min = Tolerance (min)
ui-event-tie-breaks-order = Tie-breaks (order)
ui-event-deck-id-version = Deck (ID@version)
ui-event-rulebook-version = Rulebook version
ui-event-rulebook-date = Rulebook date
ui-event-create-event = Create event

## incidents
ui-incidents-incident-appeal-sheets = Incident and appeal sheets
ui-incidents-effects = Effects
ui-incidents-incident-register = Incident register
ui-incidents-no-incidents = No incidents.
ui-incidents-new-incident-am-aa = New incident (AM-AA)
ui-incidents-not-game = — not in a game —
ui-incidents-player-at-fault = Player at fault
ui-incidents-card-code = Card (code)
ui-incidents-window-am-d2 = Window (AM-D2)
ui-incidents-result-noted = Result noted
ui-incidents-opponent-cannot-mate-any-legal = The opponent cannot mate by any legal series (7.5.5: draw)
ui-incidents-suggested-sanction = Suggested sanction
ui-incidents-choose-player-fault-see-ladder = Choose the player and the fault to see the ladder's suggestion (AM-AC).
ui-incidents-apply-suggestion = Apply the suggestion
ui-incidents-another-sanction-reason = Another sanction (reason)
ui-incidents-no-sanction-reason = No sanction (reason)
ui-incidents-reason-required-am-ac = Reason (required, AM-AC)
ui-incidents-record-incident = Record incident
ui-incidents-seconds = seconds
ui-incidents-amount = amount
ui-incidents-r = R
ui-incidents-b = B
ui-incidents-no-sanction = no sanction
ui-incidents-chief-arbiter = chief arbiter
ui-incidents-annulled-appeal = annulled on appeal
ui-incidents-correct-sanction = Correct sanction
ui-incidents-appeal-c-11 = Appeal (C.11)
ui-incidents-reason = Reason
ui-incidents-record-correction = Record correction
ui-incidents-appeal-writing-c-11-3 = The appeal, in writing (C.11 3.4)
ui-incidents-lodge-appeal = Lodge appeal
ui-incidents-name = name
ui-incidents-appeals-c-11 = Appeals (C.11)
ui-incidents-appoint-appeals-committee = Appoint the appeals committee
ui-incidents-chair = Chair
ui-incidents-member-1 = Member 1
ui-incidents-member-2 = Member 2
ui-incidents-reserve = Reserve
ui-incidents-save-committee = Save committee
ui-incidents-no-appeals = No appeals.
ui-incidents-against-entry = against entry
ui-incidents-deadline = deadline
ui-incidents-upheld = Upheld
ui-incidents-modified = Modified
ui-incidents-rejected = Rejected
ui-incidents-decision = — decision —
ui-incidents-upheld-2 = upheld
ui-incidents-modified-2 = modified
ui-incidents-rejected-2 = rejected
ui-incidents-decision-text = decision text
ui-incidents-record-final = Record (final)

## rounds
ui-rounds-status = status
ui-rounds-published = published
ui-rounds-paired = paired
ui-rounds-backup = backup
ui-rounds-checker-c-04-1 = Checker (C.04.1)
ui-rounds-no-checker-warnings = No checker warnings.
ui-rounds-why-pairing = Why this pairing?
ui-rounds-change-boards = Change boards
ui-rounds-publish-round = Publish round
ui-rounds-pairing-list = Pairing list
ui-rounds-result-slips = Result slips
ui-rounds-scoresheets = Scoresheets
ui-rounds-deck-control = Deck control
ui-rounds-recorded-changes = Recorded changes
ui-rounds-error = error
ui-rounds-warning = warning
ui-rounds-pairing-explanation = Pairing explanation
ui-rounds-score-group = Score group
ui-rounds-residents = residents
ui-rounds-moved-down = moved down
ui-rounds-floats-next-group = floats to the next group
ui-rounds-bye = Bye
ui-rounds-colours = Colours
ui-rounds-bye-2 = — bye —
ui-rounds-each-change-checked-as-you = Each change is checked as you make it (C.04.1). One edited board or one board swap is applied at a time, with the arbiter and the reason.
ui-rounds-swap-board = Swap with board
ui-rounds-checker-s-verdict = Checker's verdict
ui-rounds-draft-meets-c-04-1 = The draft meets C.04.1.
ui-rounds-apply-board-change = Apply board change
ui-rounds-reset-draft = Reset draft
ui-rounds-several-boards-changed-apply-them = Several boards changed: apply them one at a time (each step must pass the checker).

## players
ui-players-search-player-club-federation = Search player, club, federation…
ui-players-title = Title
ui-players-source = Source
ui-players-edit = edit
ui-players-title-2 = Title
ui-players-save = Save ↵
ui-players-cancel = Cancel
ui-players-add-player = Add player
ui-players-name-surname-given = Name (Surname, Given)
ui-players-add = Add
ui-players-import-csv-trf-from-folder = Import CSV/TRF from the folder
ui-players-no-csv-or-trf-files = No .csv or .trf files in the folder.
ui-players-preview = Preview
ui-players-rejected-lines-nothing-will-be = Rejected lines: nothing will be imported until they are fixed.
ui-players-line = line
ui-players-trf-files-are-checked-when = TRF files are checked when imported.
ui-players-import = Import

## precedents
ui-precedents-search-situations-decisions-es-en = Search situations and decisions (ES/EN)…
ui-precedents-situation = Situation
ui-precedents-decision = Decision
ui-precedents-case = Case of the dispute
ui-precedents-case-position = Position before the play:
ui-precedents-replay = Replay
ui-precedents-deck-version = deck { $deck } version { $version }
ui-precedents-round = round
ui-precedents-corrected-later-entry = Corrected by a later entry
ui-precedents-choose-precedent = Choose a precedent.
ui-precedents-export-json = Export JSON
ui-precedents-file-folder = — file in the folder —

## decks
ui-decks-event-not-played-cards-there = This event is not played with cards: there are no decks to check (AM-AB).
ui-decks-versions = Versions and errata
ui-decks-version-line = Version { $version } of { $date }
ui-decks-version-current = the event's version is the current one
ui-decks-version-changed = the event's version is { $version }: { $count ->
    [one] one card changed since
   *[other] { $count } cards changed since
}
ui-decks-col-version = Version
ui-decks-col-date = Date
ui-decks-col-replaces = Replaces
ui-decks-col-card = Card
ui-decks-col-text = Text
ui-decks-col-before = Before
ui-decks-col-after = After
ui-decks-col-note = Why
ui-decks-first-release = first release, no errata
ui-decks-no-errata = no card text changed
ui-decks-field-name = Name
ui-decks-field-text = Rules text
ui-decks-new-card = new card
ui-decks-withdrawn = withdrawn
ui-decks-deck = Deck
ui-decks-cards = cards
ui-decks-boards-ready = boards ready
ui-decks-deck-control-sheet = Deck-control sheet
ui-decks-arbiter-override = arbiter override
ui-decks-complete = complete
ui-decks-incomplete = incomplete
ui-decks-not-checked = not checked
ui-decks-deck-was-not-checked = the deck was not checked
ui-decks-code-enter-ticks-card = Code (Enter ticks the card)
ui-decks-tick = Tick ↵
ui-decks-all-present = All present
ui-decks-click-card-ticked-missing-damaged = Click a card: ticked → missing → damaged → marked → present.
ui-decks-ticked = ticked
ui-decks-replaced = replaced
ui-decks-present = present
ui-decks-missing = missing
ui-decks-damaged = damaged
ui-decks-marked = marked
ui-decks-not-ticked = not ticked
ui-decks-replacement-from-reserve = Replacement from the reserve
ui-decks-checked = Checked by
ui-decks-notes = Notes
ui-decks-reason-override = Reason for the override
ui-decks-allow-start = Allow the start
ui-decks-recorded = Recorded.

## teams
ui-teams-teams-belong-doubles-bughouse-events = Teams belong to doubles/bughouse events (AM-R3): this event is individual.
ui-teams-team = Team
ui-teams-board = Board A
ui-teams-board-b = Board B
ui-teams-match = Match
ui-teams-team-1 = Team 1
ui-teams-team-2 = Team 2
ui-teams-boards = Boards
ui-teams-team-standings = Team standings
ui-teams-add-team = Add team
ui-teams-board-1 = Board A (1)
ui-teams-board-b-2 = Board B (2)

## common
ui-error-already-exists = Already exists
ui-error-refused = Not allowed
ui-error-bad-file = Bad file
ui-common-cancel = Cancel
ui-common-name = Name
ui-common-points = Points
ui-common-arbiter = Arbiter
ui-common-reason = Reason
ui-common-round = Round
ui-common-round-n = Round { $round }
ui-common-none = —
ui-print-opened = { $file } ({ $pages ->
        [one] 1 page
       *[other] { $pages } pages
    }), opened in the viewer.
ui-print-written = { $file } ({ $pages ->
        [one] 1 page
       *[other] { $pages } pages
    }) written.
ui-print-open-folder = Open the folder
ui-display-open = Public display
ui-display-by-board = Round { $round } · pairings by board
ui-display-by-name = Round { $round } · find your board
ui-display-board = board { $board }
ui-display-page = { $page } / { $pages }
ui-display-no-connection = No connection with the app.
ui-display-no-event = No event open.
ui-display-nothing-published = No round published yet.
ui-standings-after = Standings after round { $round }
ui-standings-start = Starting rank
ui-standings-in-play = Round { $round } is being played: it does not count yet.

## results: late corrections
ui-results-correct = Correct…
ui-results-late-notice = Round { $next } is already paired: changing a result of round { $round } is a correction, with a reason, kept in the register.
ui-results-late-title = Correct round { $round }, board { $board }
ui-results-late-body = Round { $next } is already paired. The new result ({ $result }) goes into the register as a correction, with its reason; the checker will say which later pairings it would have changed.
ui-results-late-confirm = Record the correction
ui-results-corrected = Board { $board }: { $result } (correction, register entry { $entry }).
ui-results-no-pairing-changed = With the corrected result, the later pairings would have been the same.
ui-results-pairing-changed = With the corrected result, round { $round } would have been paired differently:
ui-results-stored-pair = paired: { $pair }
ui-results-engine-pair = the engine would now pair: { $pair }

## rounds: pair, publish, un-pair
ui-rounds-pair-round = Pair round { $round }
ui-rounds-pair-confirm = Pair
ui-rounds-pair-body = A backup is taken and round { $round } is paired with the event's system. You can then change boards, or undo the pairing while no result is in.
ui-rounds-publish-round-n = Publish round { $round }
ui-rounds-publish-confirm = Publish
ui-rounds-publish-body = Round { $round }'s pairings become final: they show on the public display and can no longer be changed or undone.
ui-rounds-unpair-round = Undo round { $round }'s pairing
ui-rounds-unpair-confirm = Undo the pairing
ui-rounds-unpair-body = Round { $round }'s boards (no results yet) are removed, with their deck checks and clocks, so that it can be paired again; the backup taken before pairing is kept.
ui-rounds-unpaired = Round { $round }'s pairing undone.
ui-rounds-finished = { $finished } of { $boards } results

## players: withdrawals, byes, late entries
ui-players-state = State
ui-players-manage = manage
ui-players-shown = { $shown } of { $total } players
ui-players-withdrawn-after = withdrawn after round { $round }
ui-players-from-round = from round { $round }
ui-players-bye-in = round { $round }: { $kind }
ui-players-withdraw-after = Withdraw after
ui-players-before-round-1 = before round 1
ui-players-withdraw = Withdraw
ui-players-withdraw-title = Withdraw { $name }
ui-players-withdraw-body = { $name } is not paired from round { $round } on; the games already played count. Byes requested for later are cancelled.
ui-players-withdrawn-done = { $name } withdrew: not paired from round { $round } on.
ui-players-bye-round = Bye in round
ui-players-bye-kind = Kind
ui-players-request-bye = Request bye
ui-players-bye-done = { $name }: { $kind } in round { $round }.
ui-players-bye-cancelled = Bye of round { $round } cancelled.
ui-players-cancel-bye = cancel
ui-players-late-from = Plays from round
ui-players-late-note = Late entry: round { $round } is already paired. The pairing number follows the initial ranking order until round 4 is paired; after that the player gets the number after the last (C.04.2).
ui-players-add-late = Enter (late)
ui-players-imported = { $n -> 
        [one] 1 player imported.
       *[other] { $n } players imported.
    }

## event: the call and forbidden pairings
ui-event-edit-call = Change the call
ui-event-edit-call-title = The event's call
ui-event-call-fixed = Round { $round } is already paired: the family, deck and system no longer change; rounds cannot be fewer than those paired.
ui-event-save-call = Save the call
ui-event-call-saved = Call saved.
ui-event-n-rounds = { $n -> 
        [one] 1 round
       *[other] { $n } rounds
    }
ui-event-tolerance-n = tolerance { $n } min
ui-event-state-line = { $players -> 
        [one] 1 player
       *[other] { $players } players
    } · { $paired -> 
        [one] 1 round paired
       *[other] { $paired } rounds paired
    } · { $published } published
ui-event-register-entries = { $n -> 
        [one] 1 entry
       *[other] { $n } entries
    }
ui-event-forbidden = Forbidden pairings
ui-event-forbidden-none = None: any two players may meet.
ui-event-forbidden-until = until round { $round }
ui-event-forbidden-always = in every round
ui-event-forbidden-player = Player
ui-event-forbidden-last-round = Last round

## clocks
ui-clocks-adjust-recorded = Incident { $incident } and sanction { $sanction } recorded.
ui-clocks-game-over = game over ({ $result }): the clock stays as it was

## deck control
ui-decks-start-allowed = start allowed by the arbiter (register entry { $entry })
ui-decks-checked-complete = deck checked complete by { $checker }
ui-decks-incomplete-cards = the deck is incomplete: { $cards }
ui-decks-not-a-card = { $code }: not a card of this deck
ui-decks-record-check = { $n -> 
        [one] Record check (1 card)
       *[other] Record check ({ $n } cards)
    }

## incidents
ui-incidents-no-window = — none —
ui-incidents-previous-sanctions = { $n -> 
        [0] No earlier sanction for this fault.
        [one] 1 earlier sanction for this fault.
       *[other] { $n } earlier sanctions for this fault.
    }
ui-incidents-corrects = Corrects entry { $entry }
ui-incidents-corrected-by = Corrected by entry { $entry }
ui-incidents-corrected-tag = corrected (#{ $entry })
ui-incidents-committee = Committee: { $chair }, { $members }

## precedents, records
ui-cards-precedent-recorded = Precedent #{ $entry } recorded.
ui-precedents-exported = { $n -> 
        [one] 1 precedent exported to { $file }
       *[other] { $n } precedents exported to { $file }
    }
ui-precedents-imported = Imported: { $imported }; duplicates: { $duplicates } (already here: { $duplicateList }); conflicting: { $conflicts } ({ $conflictList }).
ui-records-attached = Record attached to board { $board }.
ui-records-attached-with-result = Record attached to board { $board } and result entered.

## dates
ui-common-date-placeholder = yyyy-mm-dd

# The dispute screen.
ui-nav-dispute = Dispute
ui-dispute-title = Card dispute
ui-dispute-new = New dispute
ui-dispute-tab-state = Situation
ui-dispute-tab-play = Play
ui-dispute-tab-ruling = Ruling
ui-dispute-tab-record = Record
ui-dispute-tab-list = Disputes
ui-dispute-family-magico = Magic Chess
ui-dispute-family-ed = Card chess (shared deck)
ui-dispute-mode-classic = Classic mode
ui-dispute-mode-advanced = Advanced mode
ui-dispute-deck-version = version { $version }
ui-dispute-board-of = Round { $round }, board { $board }
ui-dispute-no-board = No board
ui-dispute-white = White
ui-dispute-black = Black
ui-dispute-hand-white = White's hand
ui-dispute-hand-black = Black's hand
ui-dispute-kept-white = White's kept specials
ui-dispute-kept-black = Black's kept specials
ui-dispute-search-card = Search by name or code
ui-dispute-add-card = Add { $card }
ui-dispute-remove-card = Remove { $card }
ui-dispute-no-copy-left = No copies left in the deck
ui-dispute-empty = None
ui-dispute-captured-white = White pieces off the board
ui-dispute-captured-black = Black pieces off the board
ui-dispute-effects = Effects on the table
ui-dispute-add-effect = Add effect
ui-dispute-effect-card = Card
ui-dispute-effect-owner = Owner
ui-dispute-effect-anchor = Anchor (square or zone)
ui-dispute-effect-turns = Turns left
ui-dispute-anchor-kind = Anchored to
ui-dispute-anchor-square = a piece (its square)
ui-dispute-anchor-file = a file
ui-dispute-anchor-rank = a rank
ui-dispute-anchor-block = a block (its centre)
ui-dispute-anchor-queen-side = the queen's side
ui-dispute-anchor-king-side = the king's side
ui-dispute-anchor-player = the player
ui-dispute-anchor-pick = Pick on the board
ui-dispute-anchor-click-board = Click a square on the board…
ui-dispute-pending = Card waiting for a reaction
ui-dispute-pending-targets = Targets declared
ui-dispute-window = Open window
ui-dispute-window-player = For
ui-dispute-drawn = Card just drawn
ui-dispute-pile-top = Top of the draw pile
ui-dispute-edition = Edition
ui-dispute-mandatory-draw = Mandatory Card
ui-dispute-side-to-move = To move
ui-dispute-problems = The situation is not valid:
ui-dispute-who-plays = Plays
ui-dispute-choose-card = Card from the hand
ui-dispute-no-card = No card: a move
ui-dispute-play-card = Card in own turn
ui-dispute-play-reaction = Reaction
ui-dispute-play-move = Move the card asks for
ui-dispute-slot-target = Target
ui-dispute-slot-implicit = The card acts on
ui-dispute-slot-destination = Destination
ui-dispute-slot-choice = Piece chosen
ui-dispute-slot-move = Move { $n }
ui-dispute-slot-stolen-card = Card to steal
ui-dispute-pick-hint = Click a marked square on the board.
ui-dispute-complete = Declaration complete.
ui-dispute-undo-pick = Undo the last pick
ui-dispute-move = Move (click from and to, or type it)
ui-dispute-resolve = Resolve
ui-dispute-before = Before
ui-dispute-after = After
ui-dispute-changes = What changed
ui-dispute-trace = Step by step
ui-dispute-clause-missing = Clause text not available.
ui-dispute-no-ruling = Resolve a play to see the ruling.
ui-dispute-arbiter = Arbiter
ui-dispute-with-incident = Also record an incident
ui-dispute-with-precedent = Also record a precedent
ui-dispute-decision-es = Decision (Spanish)
ui-dispute-decision-en = Decision (English)
ui-dispute-record = Record decision
ui-dispute-print-sheet = Print the incident sheet, with this dispute
ui-dispute-recorded = Dispute recorded (entry #{ $entry })
ui-dispute-draft = Draft
ui-dispute-reopen = Reopen
ui-dispute-discard = Discard
ui-dispute-none-yet = No disputes in this event yet.
ui-dispute-fen = FEN
ui-dispute-fen-invalid = Not a valid FEN
ui-dispute-incident-player = Player
ui-dispute-fault = Fault
ui-dispute-suggestion = The ladder suggests
ui-dispute-description = Description
ui-dispute-incident-needs-board = An incident is recorded on a board: open the dispute from the board.
ui-dispute-recorded-heading = Recorded
ui-dispute-drafts-heading = Drafts
ui-dispute-saved = Saved as a draft
ui-dispute-with-entries = · incident #{ $incident }
ui-dispute-with-precedent-entry = · precedent #{ $precedent }
ui-dispute-choose = Choose…
ui-dispute-from-record = From the board's record, { $step ->
    [0] at its start
   *[other] after event { $step }
  } of { $events }
ui-dispute-record-step = Disputed moment
ui-dispute-step-start = 0. Start of the game
ui-dispute-step = { $number }. { $event }
ui-dispute-step-refused = { $number }. { $event } (refused)
ui-dispute-event-pass = pass
ui-dispute-event-claim = draw claim
ui-dispute-event-flag = flag
ui-dispute-event-resign = resignation
ui-dispute-event-draw = card drawn
ui-dispute-event-agreed-draw = draw agreed
ui-dispute-play-kind = Disputed play
ui-dispute-kind-card = Card
ui-dispute-kind-move = Move
ui-dispute-kind-claim = Claim
ui-dispute-kind-flag = Flag
ui-dispute-kind-resign = Resign
ui-dispute-kind-agreed-draw = Agreed draw
ui-dispute-kind-pass = Pass
ui-dispute-kind-draw = Draw card
ui-dispute-claim-kind = Draw by
ui-dispute-hint-claim = The player who plays claims a draw, before acting (FI-9.2, FI-9.3).
ui-dispute-hint-flag = The flag of the player who plays falls (FI-6.9).
ui-dispute-hint-resign = The player who plays resigns (FI-5.1.2).
ui-dispute-hint-agreed-draw = Both players agree a draw (FI-5.2.3).
ui-dispute-hint-pass = The player who plays lets their window pass without reacting (AM-R14).
ui-dispute-hint-draw = The player who plays draws the top card of the shared pile (ED-R2).
ui-dispute-limits = Not carried into the situation: { $limits }
ui-dispute-limit = { $limit ->
    [repetition_history] the positions already played (repetitions count afresh, FI-9.2)
    [ended] the end of the game
    [ed_mid_turn] the turn half played
    [ed_veto_point] a veto still possible on the last move (ED-C9)
    [ed_reshuffled] the reshuffles of the pile (ED-R1)
    [rewind_target] the position a Rewind would restore (AM-G6)
    [last_reaction] who reacted last in the window (AM-R14)
   *[pending_reacted] the reactions already made to the pending card
  }
