# FIDE tie-breaks (arbitro-tiebreaks, C.07 of 1 March 2026).

## Errors
tiebreaks-unknown-code = Unknown tie-break “{ $code }” (known: { $known }).
tiebreaks-bad-modifier = Tie-break “{ $code }”: { $detail }
tiebreaks-empty-list = The tie-break list is empty.
tiebreaks-invalid-event = Inconsistent event ({ $count ->
        [one] one problem
       *[other] { $count } problems
    }): { $detail }
tiebreaks-not-for-round-robin = { $code } must not be used in a round robin (C.07 article 8).
tiebreaks-team-only = { $code } is a team tie-break (C.07 articles 11 to 13); this event has no teams.
tiebreaks-individual-only = { $code } is defined for individual events only (C.07 article 10).
tiebreaks-unknown-player = Player { $player } is not in the event.
tiebreaks-no-teams = The file has no teams (no 013 records): team standings need them.
tiebreaks-round-out-of-range = Round { $round } asked for, but the event has { $rounds ->
        [one] one paired round
       *[other] { $rounds } paired rounds
    }.
tiebreaks-unknown-rules = Unknown tie-break rules “{ $name }” (use fide-2026, fide-2023 or virtual-opponent).

## What is wrong with a modifier
tiebreaks-modifier-unexpected = “{ $found }” after { $code } is not a modifier (write them as /C1, /M1, /P…).
tiebreaks-modifier-missing = a modifier is missing after the separator.
tiebreaks-modifier-needs-number = /{ $modifier } needs a number, as in { $code }/{ $modifier }1.
tiebreaks-modifier-zero-cut = a cut or median of 0 values cuts nothing.
tiebreaks-modifier-no-cut = { $code } is not a sum of values and cannot be cut (C.07 14.1).
tiebreaks-modifier-no-median = { $code } has no Median modifier (C.07 14.3).
tiebreaks-modifier-no-limit = only the Koya System has a limit (C.07 14.5), not { $code }.
tiebreaks-modifier-bad-limit = the Koya limit “{ $text }” is not a whole number of half points, as in KS/L+1 or KS/L-1.
tiebreaks-modifier-no-reverse = only TPN and RTNG can be reversed (C.07 7.8, 10.6), not { $code }.
tiebreaks-modifier-no-played = /P (forfeits as games) does not apply to { $code }.
tiebreaks-modifier-no-fore = /F (Fore Buchholz) applies to BH, AOB and SSSC, not to { $code }.
tiebreaks-modifier-no-unrated = /U (the rating of unrated players) applies to ratings-based tie-breaks, not to { $code }.
tiebreaks-modifier-no-factor = /K (the normalising factor) applies to SSSC only, not to { $code }.
tiebreaks-modifier-no-score-choice = { $code } fixes its own scores: :MP and :GP do not apply to it.
tiebreaks-modifier-bad-score = “:{ $text }” is not a team score (use :MP or :GP; on ESB, :MM, :MG, :GM or :GG).
tiebreaks-modifier-unknown = unknown modifier “{ $text }”.

## Inconsistencies in an event
tiebreaks-event-zero-number = a participant has pairing number 0
tiebreaks-event-duplicate-number = pairing number { $player } is used twice
tiebreaks-event-too-many-rounds = player { $player } has results for { $given } rounds, but the event has { $rounds }
tiebreaks-event-paired-with-self = player { $player } is paired with themselves in round { $round }
tiebreaks-event-unknown-opponent = player { $player } meets player { $opponent } in round { $round }, who is not in the event
tiebreaks-event-one-sided = round { $round }: player { $player } meets player { $opponent }, but player { $opponent }'s round { $round } does not name player { $player }
tiebreaks-event-same-colour = round { $round }: players { $player } and { $opponent } both have the same colour
tiebreaks-event-results-disagree = round { $round }: the results of players { $player } and { $opponent } do not match
tiebreaks-event-both-won-by-forfeit = round { $round }: players { $player } and { $opponent } both won by forfeit
tiebreaks-event-game-against-forfeit = round { $round }: players { $player } and { $opponent } record their meeting differently (a game on one side, a forfeit on the other)
tiebreaks-event-game-without-colour = player { $player } round { $round }: a game without a colour
tiebreaks-event-result-without-opponent = player { $player } round { $round }: result “{ $result }” without an opponent
tiebreaks-event-result-with-opponent = player { $player } round { $round }: result “{ $result }” cannot have an opponent
tiebreaks-event-boards-disagree = round { $round }: teams { $team } and { $opponent } record different numbers of boards
tiebreaks-event-too-many-boards = team { $team } round { $round }: { $given } boards, but the event has { $boards }

## Names of the tie-breaks (C.07 article 5)
label-tiebreak-pts = Points
label-tiebreak-de = Direct Encounter
label-tiebreak-win = Number of Wins
label-tiebreak-won = Number of Games Won
label-tiebreak-bpg = Number of Games Played with Black
label-tiebreak-bwg = Number of Games Won with Black
label-tiebreak-ps = Progressive Scores
label-tiebreak-rep = Rounds one Elected to Play
label-tiebreak-std = Standard Points
label-tiebreak-tpn = Tournament Pairing Number
label-tiebreak-bh = Buchholz
label-tiebreak-aob = Average of Opponents' Buchholz
label-tiebreak-fb = Fore Buchholz
label-tiebreak-sb = Sonneborn-Berger
label-tiebreak-ks = Koya System
label-tiebreak-aro = Average Rating of Opponents
label-tiebreak-tpr = Tournament Performance Rating
label-tiebreak-ptp = Perfect Tournament Performance
label-tiebreak-apro = Average Performance Rating of Opponents
label-tiebreak-appo = Average Perfect Performance of Opponents
label-tiebreak-rtng = Rating
label-tiebreak-bc = Board Count
label-tiebreak-tbr = Top Board Results
label-tiebreak-bbe = Bottom Board Elimination
label-tiebreak-mpvgp = Match Points or Game Points (the secondary score)
label-tiebreak-esb = Extended Sonneborn-Berger
label-tiebreak-emmsb = Extended Sonneborn-Berger, match points × match points
label-tiebreak-emgsb = Extended Sonneborn-Berger, match points × game points
label-tiebreak-egmsb = Extended Sonneborn-Berger, game points × match points
label-tiebreak-eggsb = Extended Sonneborn-Berger, game points × game points
label-tiebreak-ede = Extended Direct Encounter
label-tiebreak-edebt = Extended Direct Encounter, then Board Count and Top Board Results
label-tiebreak-edebb = Extended Direct Encounter, then Board Count and Bottom Board Elimination
label-tiebreak-edet = Extended Direct Encounter, then Top Board Results
label-tiebreak-edeb = Extended Direct Encounter, then Bottom Board Elimination
label-tiebreak-sssc = Scores and Schedule Strength Combination

## Modifiers (C.07 article 14 and TRF-2026)
label-tiebreak-modifier-cut = Cut-{ $n }
label-tiebreak-modifier-median = Median-{ $n }
label-tiebreak-modifier-limit = limit { $points }
label-tiebreak-modifier-reverse = reverse order
label-tiebreak-modifier-played = forfeits as games
label-tiebreak-modifier-fore = Fore Buchholz
label-tiebreak-modifier-unrated = unrated players as { $rating }
label-tiebreak-modifier-factor = factor { $factor }
label-tiebreak-modifier-score = { $score }
label-team-score-match = match points
label-team-score-game = game points
tiebreaks-label = { $name }
tiebreaks-label-with-modifiers = { $name } ({ $modifiers })
tiebreaks-list = { $items }

## Editions of the regulations, and the kinds of event
label-tiebreak-rules-fide-2026 = C.07 of 2026
label-tiebreak-rules-fide-2023 = C.07 of 2023 (no dummy caps)
label-tiebreak-rules-virtual-opponent = virtual opponent (before 2023)
label-tiebreak-system-swiss = Swiss
label-tiebreak-system-round-robin = round robin

## The categories of unplayed rounds (C.07 16.2)
label-unplayed-awarded-bye = awarded bye
label-unplayed-forfeit-win = forfeit win
label-unplayed-requested-bye = requested bye followed by play
label-unplayed-forfeit-loss = forfeit loss
label-unplayed-requested-bye-to-the-end = requested bye to the end

## What a round was
label-round-won = won
label-round-drawn = drew
label-round-lost = lost
label-round-forfeit-won = won by forfeit
label-round-forfeit-lost = lost by forfeit
label-round-double-forfeit = double forfeit
label-round-pairing-bye = pairing-allocated bye
label-round-full-bye = full-point bye
label-round-half-bye = half-point bye
label-round-zero-bye = zero-point bye
label-round-absent = absent
label-round-free-round = free round

## Numbers (whole part, decimals)
tiebreaks-number = { $whole }
tiebreaks-number-decimal = { $whole }.{ $fraction }

## The standings table
tiebreaks-heading-rank = Rank
tiebreaks-heading-number = No
tiebreaks-heading-name = Name
tiebreaks-heading-team = Team
tiebreaks-heading-rating = Rtg
tiebreaks-heading-points = Pts
tiebreaks-source-command-line = --tiebreaks
tiebreaks-source-file = the file's 212/202 records
tiebreaks-source-call = the event's call
tiebreaks-standings-title = Standings after round { $round } of { $rounds } ({ $system }; tie-breaks from { $source }; unplayed rounds: { $rules })
tiebreaks-note-dropped-unrated = Note: { $code } is left out: { $count ->
        [one] player { $players } is unrated
       *[other] players { $players }{ $more ->
            [0] {""}
           *[other] { "" } and { $more } more
        } are unrated
    } and no rating is set for unrated players (C.07 10; add /U and a rating).
tiebreaks-note-dropped-individual-only = Note: { $code } is left out: C.07 article 10 is for individual events.
tiebreaks-note-no-tiebreaks = Note: no tie-breaks given; tied players share their rank.

## Workings (--explain, the app and the website)
tiebreaks-explain-player = Player { $number } { $name }: score { $score }; { $adjusted } for the opponents' tie-breaks (C.07 16.3)
tiebreaks-explain-team = Team { $number } { $name }: score { $score }; { $adjusted } for the opponents' tie-breaks (C.07 16.3)
tiebreaks-explain-value = { $code } = { $value }: { $name }, C.07 { $article }
tiebreaks-explain-no-value = { $code }: { $name }, C.07 { $article }
tiebreaks-explain-term = { $place } { $who }: { $amount }{ $notes }
tiebreaks-explain-term-board = { $place }: { $amount }{ $notes }
tiebreaks-explain-notes = { " " }({ $notes })
tiebreaks-explain-round = R{ $round }
tiebreaks-explain-board = board { $board }
tiebreaks-explain-round-board = R{ $round }, board { $board }
tiebreaks-explain-who-opponent = against { $opponent }, { $result }
tiebreaks-explain-who-dummy = { $result }, dummy opponent
tiebreaks-explain-who-virtual = { $result }, virtual opponent
tiebreaks-explain-who-result = { $result }
tiebreaks-amount = { $contribution }
tiebreaks-amount-product = { $value } × { $points } = { $contribution }
tiebreaks-amount-comparison = { $points } against { $value } → { $contribution }
tiebreaks-amount-koya = { $points } against a score of { $value } → { $contribution }
tiebreaks-amount-expected = rating { $value }, expected { $expected }
tiebreaks-amount-rated = rating { $value }, { $points }
tiebreaks-amount-board = { $board } × { $value } = { $contribution }
tiebreaks-explain-own-value = the participant's own value
tiebreaks-explain-sum = the terms not cut add up to { $value }
tiebreaks-explain-average = { $sum } / { $count } = { $value }
tiebreaks-explain-average-rounded = { $sum } / { $count } = { $exact }, rounded: { $value }
tiebreaks-explain-average-none = nothing to average: 0 (C.07 10.1 and 14.1: no value left)
tiebreaks-explain-performance = ARO { $aro } + dp of { $points } in { $games } (p = { $percent } %): { $difference } = { $value }
tiebreaks-explain-perfect = at { $value } the expected score is { $expected }, at least { $points }; at { $below } it is { $expected-below }
tiebreaks-explain-perfect-bound = { $value }: a bound of C.07 10.3 (expected score { $expected } for { $points })
tiebreaks-explain-koya = limit { $limit }: the points against those at or above it add up to { $value }
tiebreaks-explain-direct-encounter = among { $group }: { $value }{ $missing ->
        [0] {""}
        [one] {""}, one of them not met
       *[other] {""}, { $missing } of them not met
    }
tiebreaks-explain-boards = compared board by board
tiebreaks-explain-schedule-strength = { $secondary } + { $buchholz } / { $factor } = { $value }
tiebreaks-explain-not-applied = not needed: the player was already separated
tiebreaks-explain-dropped-unrated = left out: unrated players are present ({ $players })
tiebreaks-explain-dropped-individual-only = left out: C.07 article 10 is for individual events

## The rules applied to a term
tiebreaks-rule-opponent-adjusted = opponent's score with requested byes to the end counted as draws, 16.3.2; own score { $actual }
tiebreaks-rule-opponent-unplayed-as-draws = opponent's unplayed rounds counted as draws; own score { $actual }
tiebreaks-rule-opponent-final-round-drawn = opponent's score with their final-round game drawn, 8.3; own score { $actual }
tiebreaks-rule-dummy = { $category } { $article }: a dummy with the player's own score { $own }, 16.4
tiebreaks-rule-dummy-capped-opponent = { $category } { $article }: a dummy with the player's own score { $own }, capped at { $cap }, the adjusted score of scheduled opponent { $opponent }, 16.4.1
tiebreaks-rule-dummy-capped-draws = { $category } { $article }: a dummy with the player's own score { $own }, capped at { $cap }, a draw in each of { $rounds } rounds, 16.4.2
tiebreaks-rule-virtual-opponent = virtual opponent: { $before } before the round + { $result } + { $later } for the later rounds
tiebreaks-rule-voluntary = voluntary unplayed round, 16.1.2
tiebreaks-rule-forfeit-as-game = forfeit counted as a game, 15.2
tiebreaks-rule-forfeit-played = forfeit counted as a game, /P
tiebreaks-rule-final-round-drawn = final round counted as a draw, 8.3
tiebreaks-rule-compared-with-opponent = compared with the opponent's points, 7.7
tiebreaks-rule-compared-with-draw = obtained without playing: compared with a draw's points, 7.7
tiebreaks-rule-below-koya-limit = opponent below the limit, 9.2
tiebreaks-rule-unrated-as = unrated, counted as { $rating }
tiebreaks-rule-bye-as-wins = bye counted as a win on every board, 12
tiebreaks-cut-least = cut: least significant value, 14.1
tiebreaks-cut-voluntary = cut: voluntary unplayed round, before the least significant value, 16.5
tiebreaks-cut-most = cut: most significant value, 14.3
tiebreaks-cut-early = cut: score after one of the first rounds, 14.1

## A TRF's final ranks against its tie-break list
tiebreaks-rank-value = { $code } { $value }
tiebreaks-rank-value-none = { $code } —
tiebreaks-rank-values = { $player } ({ $values })
tiebreaks-rank-wrong = Player { $player }: the file ranks them { $file_rank }; the tie-breaks give rank { $first }: { $values }.
tiebreaks-rank-wrong-tied = Player { $player }: the file ranks them { $file_rank }; the tie-breaks give a rank from { $first } to { $last }: { $values }.
tiebreaks-rank-wrong-instead = Player { $player }: the file ranks them { $file_rank }; the tie-breaks give rank { $first }: { $values }; rank { $file_rank } is { $instead }.
tiebreaks-rank-wrong-tied-instead = Player { $player }: the file ranks them { $file_rank }; the tie-breaks give a rank from { $first } to { $last }: { $values }; rank { $file_rank } is { $instead }.
tiebreaks-rank-ok = Ranks: the file's { $checked } ranks follow the tie-break list ({ $list }) after { $rounds } rounds.
tiebreaks-rank-none = Ranks: the file gives no ranks (columns 86-89); nothing to check.
