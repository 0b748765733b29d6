# The official PDF forms' texts (arbitro-forms): each key is used by a layout
# file of forms/ or by the program (forms/README.md); the key
# "scoresheet.title" is the message form-scoresheet-title.

## common
form-common-form = Form
form-common-page-of = Sheet { $n } of { $total }
form-common-sheet-of = Sheet { $n } of { $total }
form-common-generated-by = arbitro
form-common-rulebook = Rulebook { $version } ({ $date })
form-common-register-head = Register { $count } · { $hash } · key { $key }

## format
form-format-date = { $y }-{ $m }-{ $d }
form-format-decimal = .

## result
form-result-white-wins = White wins
form-result-draw = Draw
form-result-black-wins = Black wins
form-result-white-forfeit-win = Black forfeited (+/−)
form-result-black-forfeit-win = White forfeited (−/+)
form-result-double-forfeit = Both forfeited (−/−)
form-result-unplayed = Not played

## side
form-side-white = White
form-side-black = Black
form-side-white-letter = w
form-side-black-letter = b

## family
form-family-fide = Chess (FIDE Laws)
form-family-chess960 = Chess960
form-family-am-classic = Magic Chess · classic mode
form-family-am-advanced = Magic Chess · advanced mode
form-family-ed = Card chess (shared deck)

## field
form-field-chief-arbiter = Chief arbiter
form-field-place = Place
form-field-dates = Dates
form-field-event = Event
form-field-date = Date
form-field-round = Round
form-field-board = Board
form-field-copy-for = Copy for
form-field-white = White (surname, name)
form-field-black = Black (surname, name)
form-field-title = Title
form-field-fide-id = FIDE ID
form-field-rating = Rating
form-field-federation = Fed.
form-field-number = Start no.
form-field-time-control = Time control
form-field-family = Game type
form-field-deck = Deck and version
form-field-start-position = Start position (960)
form-field-result = Result
form-field-signature-white = White's signature
form-field-signature-black = Black's signature
form-field-signature-arbiter = Arbiter's signature

## scoresheet
form-scoresheet-title = Game scoresheet
form-scoresheet-subtitle = Official form AM-AD
form-scoresheet-white = WHITE
form-scoresheet-black = BLACK
form-scoresheet-col-number = No.
form-scoresheet-col-move = Move
form-scoresheet-col-card = Card
form-scoresheet-col-window = Win.
form-scoresheet-col-reaction = Reaction
form-scoresheet-legend-windows = Windows
form-scoresheet-legend-reaction = Reaction: card played in the window opened by the opponent's previous ply, before one's own ply (advanced mode, AM-R14).
form-scoresheet-legend-card = Card: code of the card committed in one's own turn (AM-AA); write the code printed on the card.

## window
form-window-own-turn = own turn
form-window-after-card = after opponent's card
form-window-after-capture = after capture
form-window-after-check = after check
form-window-after-promotion = after promotion
form-window-after-castling = after castling
form-window-after-en-passant = after en passant
form-window-mate-save = checkmate save
form-window-card-text = as the card text says

## incident
form-incident-title = Incident and appeal report
form-incident-subtitle = Official form AM-AD · faults and sanctions AM-AC
form-incident-continued = Continued
form-incident-description = Description of the facts
form-incident-deviation = Reason why the sanction applied differs from the one suggested
form-incident-field-number = Incident no.
form-incident-field-corrects = Corrects
form-incident-field-time = Time
form-incident-field-arbiter = Arbiter in charge
form-incident-field-player = Player concerned
form-incident-field-reported-by = Reported by
form-incident-field-card-code = Card code
form-incident-field-window = Window
form-incident-field-previous-faults = Previous faults (category)
form-incident-field-ladder-step = AM-AC step
form-incident-field-sanction-detail = Sanction detail
form-incident-field-game-result = Final result
form-incident-note-corrected-by = CORRECTED by entry no. { $entry } ({ $date } { $time }, { $arbiter }): { $reason }
form-incident-note-corrects = Correction of entry no. { $entry }: { $reason }
form-incident-dispute-title = Dispute at the board
form-incident-dispute-board = Round { $round }, board { $board }
form-incident-dispute-no-board = Not on a board
form-incident-dispute-incident = Incident
form-incident-dispute-precedent = Precedent
form-incident-dispute-position = Position before the play
form-incident-dispute-play = The play
form-incident-dispute-verdict = Verdict
form-incident-dispute-trace = How the rules decided it (clause and step)
form-incident-note-sanction-corrected = Sanction entry no. { $old } corrected by entry no. { $new } ({ $arbiter }): { $reason }
form-incident-fault-title = Kind of fault
form-incident-sanction-title = Sanction (FIDE 12.9; AM-AC ladder: warning → time adjustment → loss of the game → expulsion)
form-incident-sanction-clause = Art.
form-incident-sanction-sanction = Sanction
form-incident-sanction-ladder = Step
form-incident-sanction-suggested = Suggested
form-incident-sanction-applied = Applied
form-incident-appeal-title = Appeal (FIDE C.11)
form-incident-appeal-lodged-at = Lodged (date and time)
form-incident-appeal-lodged-by = Lodged by
form-incident-appeal-committee = Appeals committee
form-incident-appeal-grounds = Grounds of the appeal
form-incident-appeal-decision = Committee's decision and reasons
form-incident-appeal-decided-at = Date of decision
form-incident-sign-arbiter = Arbiter's signature
form-incident-sign-chief = Chief arbiter's signature
form-incident-sign-committee = Committee chair's signature

## fault
form-fault-marked-cards = Marked cards
form-fault-shuffle-manipulation = Manipulating the shuffle
form-fault-improper-communication = Improper communication
form-fault-unauthorised-device = Unauthorised device
form-fault-showing-hand = Showing the hand to confuse
form-fault-passing-cards = Passing cards (AM-R7)
form-fault-illegal-move = Illegal move (FIDE 7.5.5)
form-fault-incorrect-claim = Incorrect claim
form-fault-disturbing = Disturbing the opponent (FIDE 11.5)
form-fault-other = Other

## sanction
form-sanction-warning = Warning
form-sanction-increase-opponent-time = Increasing the opponent's remaining time
form-sanction-reduce-offender-time = Reducing the offender's remaining time
form-sanction-increase-opponent-points = Increasing the opponent's points
form-sanction-reduce-offender-points = Reducing the offender's points
form-sanction-game-lost = Loss of the game
form-sanction-fine = Fine announced in advance
form-sanction-excluded-from-rounds = Exclusion from one or more rounds
form-sanction-expulsion = Expulsion from the competition
form-sanction-game-drawn = Game declared drawn (opponent cannot mate)
form-sanction-other = Other

## appeal
form-appeal-upheld = Upheld
form-appeal-rejected = Rejected
form-appeal-modified = Partly upheld
form-appeal-other = Pending

## deck
form-deck-title = Deck control
form-deck-subtitle = Official form AM-AD · deck check before every round (AM-AB)
form-deck-legend = State of each card
form-deck-state-present = present
form-deck-state-missing = missing
form-deck-state-damaged = damaged
form-deck-state-marked = marked
form-deck-field-expected = Cards (deck)
form-deck-field-counted = Counted
form-deck-field-check = Approved
form-deck-field-summary = Result
form-deck-field-replacements = Cards replaced
form-deck-field-checker = Checked by
form-deck-field-time = Time
form-deck-field-signature = Signature
form-deck-summary-ok = Complete
form-deck-summary-missing = { $n } missing
form-deck-summary-damaged = { $n } damaged
form-deck-summary-marked = { $n } marked
form-deck-summary-unchecked = { $n } not checked
form-deck-summary-count = { $counted } counted of { $expected }

## pairings
form-pairings-title = Pairings
form-pairings-unpaired = Players not paired
form-pairings-live-view = Follow it live on the venue network:

## standings
form-standings-title = Standings
form-standings-after-round = After round
form-standings-players = Players
form-standings-tiebreaks = Tie-breaks

## crosstable
form-crosstable-title = Crosstable
form-crosstable-rounds = Rounds
form-crosstable-round = Round
form-crosstable-notation = Each cell: opponent's starting number, colour (w = White, b = Black) and result; + / − forfeit; = half-point bye.

## slips
form-slips-title = Result slips

## list
form-list-board = Board
form-list-number = No.
form-list-white = White
form-list-black = Black
form-list-rating = Rating
form-list-points = Pts.
form-list-result = Result
form-list-player = Player
form-list-reason = Reason
form-list-awarded = Points
form-list-rank = Rk.
form-list-federation = Fed.
form-list-games = Gms.
form-list-tiebreaks = Tie-breaks

## bye
form-bye-full-point-bye = Full-point bye (decided in advance)
form-bye-pairing-bye = Pairing-allocated bye
form-bye-half-point-bye = Half-point bye (requested)
form-bye-zero-point-bye = Zero-point bye
form-bye-absent = Absent
form-bye-withdrawn = Withdrawn

## tiebreak
form-tiebreak-BH = Buchholz
form-tiebreak-BH-C1 = Buchholz Cut-1
form-tiebreak-BH-C2 = Buchholz Cut-2
form-tiebreak-BH-M1 = Median Buchholz
form-tiebreak-FB = Fore Buchholz
form-tiebreak-AOB = Average of opponents' Buchholz
form-tiebreak-SB = Sonneborn-Berger
form-tiebreak-KS = Koya
form-tiebreak-DE = Direct encounter
form-tiebreak-WIN = Number of wins
form-tiebreak-WON = Games won over the board
form-tiebreak-BPG = Games played with Black
form-tiebreak-BWG = Games won with Black
form-tiebreak-GE = Games elected to play
form-tiebreak-PS = Progressive scores
form-tiebreak-ARO = Average rating of opponents
form-tiebreak-ARO-C1 = Average rating of opponents Cut-1
form-tiebreak-TPR = Tournament performance rating
form-tiebreak-PTP = Perfect tournament performance
form-tiebreak-APRO = Average performance rating of opponents
form-tiebreak-APPO = Average perfect performance of opponents
form-tiebreak-PTS = Points
form-tiebreak-REP = Rounds elected to play
form-tiebreak-STD = Standard points
form-tiebreak-TPN = Tournament pairing number
form-tiebreak-RTNG = Rating
