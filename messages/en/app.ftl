# The desktop app (src-tauri): what the shell itself says.

app-no-event = No event is open: create or open one on the Event screen.
app-no-event-folder = The event folder is not known.
app-not-a-folder-file = '{ $name }' is not a file name of the event folder (no folders, no leading dot).
app-no-file-chosen = No file was chosen.
app-not-local = The chosen file is not on this computer.
app-file = { $file }: { $problem }
app-not-a-result = '{ $text }' is not a result (1-0, 0-1, 1/2, +-, -+, --, *).
app-internal = Internal error of the app: { $detail }
app-bad-deck = Deck '{ $text }': expected ID@VERSION, e.g. AM-REF@1.
app-not-an-import = { $file }: only .csv or .trf files are imported.
app-swap-needs-board = To swap, choose the other board.
app-edit-needs-white = Choose who has White.

## A pairing's explanation
app-explain-berger = Round { $round } follows the Berger tables (C.05 Annex 1): each round is a fixed row of the table for the event's number of players; pairing numbers decide who meets whom and the colours.
app-explain-edited = The stored round { $round } differs from the engine's pairing: the arbiter changed it ({ $by }), or absences were recorded after it was paired.

## Clocks and incidents
app-bye-has-no-clock = The round's bye has no clock.
app-clock-needs-side = Say which side acts (White or Black).
app-adjust-is-a-sanction = A time adjustment is a sanction: record it with "Time adjustment".
app-adjust-needs-seconds = Give the seconds to add or remove.
app-unknown-fault = '{ $code }' is not a known fault.
app-unknown-penalty = '{ $code }' is not a known penalty.
app-penalty-needs-time = { $penalty }: give the time.
app-fine-needs-amount = Fine: give the amount announced in the call (FIDE 12.9.7).
app-exclusion-needs-rounds = Exclusion: name the rounds (FIDE 12.9.8).

## Printing
app-no-viewer = The system could not open it: { $detail }
app-print-file-scoresheets = round-{ $round }-scoresheets
app-print-file-incidents = incidents-and-appeals
app-print-file-deck-control = round-{ $round }-deck-control
app-print-file-pairings = round-{ $round }-pairings
app-print-file-result-slips = round-{ $round }-result-slips
app-print-file-standings = standings-after-round-{ $round }
app-print-file-crosstable = crosstable-after-round-{ $round }
app-print-file-standings-start = standings-start
app-print-file-crosstable-start = crosstable-start

## Card games, records and precedents
app-no-card-game = No card game is open: open a game record first.
app-not-card-event = The event is not played with cards or has no deck: a card dispute needs the event's family and deck (AM-R16).
app-record-has-no-events = The game record has no list of events.
app-bad-json = Not valid JSON: { $detail }
app-unknown-export-format = '{ $text }' is not an export format (stored, pgn, json).
app-no-precedent-for-card = No precedent for that card.

## The self-check (arbitro-app --self-check), how an installation is checked
app-self-check-passed = arbitro-app { $version }: self-check passed: interactive after { $ms } ms; language { $lang }; { $event }
app-self-check-event = event '{ $name }' ({ $file })
app-self-check-no-event = no event open ({ $reason })
app-self-check-failed = arbitro-app: self-check failed: the first screen was not drawn within { $seconds } s.
