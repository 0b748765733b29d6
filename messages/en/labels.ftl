# Names of internal identifiers (game families, systems, rulesets, states…):
# what the screen, the arbitro command and the forms show instead of the code.

## Game families (GameFamily)
label-family-fide = Chess (FIDE Laws)
label-family-chess960 = Chess960
label-family-magico-classic = Magic Chess · Classic mode
label-family-magico-advanced = Magic Chess · Advanced mode
label-family-ed = Card chess (shared deck)
label-family-bughouse = Bughouse (teams of two)

## Pairing systems (PairingSystem)
label-system-dutch = FIDE Dutch Swiss
label-system-dutch-baku = FIDE Dutch Swiss with Baku acceleration
label-system-round-robin = Round robin
label-system-double-round-robin = Double round robin

## How a round was paired
label-paired-by-dutch = FIDE Dutch Swiss (C.04.3)
label-paired-by-dutch-baku = FIDE Dutch Swiss with Baku acceleration (C.04.7)
label-paired-by-berger = Berger tables (C.05, Annex 1)
label-paired-by-berger-double = Berger tables, double round (C.05, Annex 1)
label-paired-by-external = Pairing from an external program
label-paired-by-imported = Imported with the tournament from a TRF
label-paired-by-manual = Manual pairing
label-paired-by-dutch-teams = FIDE Dutch Swiss for teams
label-paired-by-berger-teams = Berger tables for teams
label-paired-by-berger-double-teams = Berger tables, double round, for teams
label-paired-by-other = Another system ('{ $name }')

## Recorded changes to a pairing
label-pairing-edit-swap-boards = boards swapped
label-pairing-edit-edit = players changed on one board
label-pairing-edit-edit-boards = several boards changed

## A round's state
label-round-status-paired = paired
label-round-status-published = published

## Rulesets (Ruleset)
label-ruleset-fide = FIDE Laws
label-ruleset-online = Online play rules

## How a game ended (Reason) and draw claims (ClaimKind)
label-record-format-card-record = card game record (JSON)
label-record-format-pgn = PGN

label-ending = { $reason ->
    [checkmate] checkmate
    [stalemate] stalemate
    [dead-position] dead position
    [insufficient-material] insufficient material
    [threefold-repetition] threefold repetition
    [fivefold-repetition] fivefold repetition
    [fifty-moves] 50-move rule
    [seventy-five-moves] 75-move rule
    [resignation] resignation
    [flag-fall] flag fall
    [agreement] draw by agreement
   *[partner-board] end of the partner's board
  }
label-claim = { $claim ->
    [threefold] threefold repetition
   *[fifty-moves] 50-move rule
  }

## Where a player's entry came from
label-source-manual = entered by hand
label-source-file = { $file }, line { $line }

## Result kinds
label-result-kind-played = played
label-result-kind-forfeit = forfeit
label-result-kind-adjourned = adjourned
label-result-kind-arbiter = arbiter's decision
label-result-kind-bye = bye

## Requested byes (ByeKind)
label-bye-H = half-point bye
label-bye-F = full-point bye
label-bye-Z = zero-point bye

## Card-play windows (AM-D2)
label-window-own-turn = on their own turn
label-window-after-card = after an opponent's card
label-window-after-capture = after an opponent's capture
label-window-after-check = after an opponent's check
label-window-after-promotion = after an opponent's promotion
label-window-after-castling = after an opponent's castling
label-window-after-en-passant = after an opponent's en-passant capture
label-window-after-mate = after the opponent's mating move
label-window-checkmate-save = checkmate save window (AM-D9)

## Clock
label-clock-start = clocks started
label-clock-move = move
label-clock-card = card committed
label-clock-reaction = reaction
label-clock-hand-back = turn handed back
label-clock-pause = pause
label-clock-resume = resumed
label-clock-adjust = time adjustment
label-clock-stop = clocks stopped
label-pause-agreement = by agreement
label-pause-arbiter = by the arbiter's decision

## Sanction ladder (AM-AC)
label-step-warning = ladder: warning
label-step-time-adjustment = ladder: time adjustment
label-step-loss-of-game = ladder: loss of the game
label-step-expulsion = ladder: expulsion

## An appeal's outcome (C.11)
label-appeal-upheld = upheld
label-appeal-modified = upheld in part
label-appeal-rejected = rejected
