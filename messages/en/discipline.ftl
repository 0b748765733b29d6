# Faults, penalties and the escalation ladder (arbitro-store's discipline.rs):
# FIDE Laws 12.9, 7.5.5, 9.5.2, 11.3.2.2 and the rulebook's AM-AC.

## Faults
discipline-fault-marked-cards = marked cards
discipline-fault-shuffle-manipulation = shuffle manipulation
discipline-fault-improper-communication = improper communication
discipline-fault-unauthorised-device = unauthorised device
discipline-fault-showing-hand = showing the hand to confuse
discipline-fault-passing-cards = passing cards
discipline-fault-illegal-move = illegal move
discipline-fault-incorrect-claim = incorrect draw claim
discipline-fault-disturbing = disturbing the opponent
discipline-fault-other = other breach

## Penalties (FIDE 12.9), with their parameters
discipline-penalty-warning = warning
discipline-penalty-increase-opponent-time = { $seconds } s added to the opponent
discipline-penalty-reduce-offender-time = { $seconds } s removed from the offender
discipline-penalty-increase-opponent-points = opponent's score raised to the maximum
discipline-penalty-reduce-offender-points = offender's score reduced to { $points }
discipline-penalty-game-lost = game lost (opponent scores { $points })
discipline-penalty-fine = fine of { $amount }
discipline-penalty-excluded-from-rounds = { $count ->
    [one] excluded from round { $rounds }
   *[other] excluded from rounds { $rounds }
}
discipline-penalty-expulsion = expulsion from the event
discipline-penalty-game-drawn = game drawn

discipline-no-sanction = no sanction

## Penalty kinds (without their parameters)
discipline-kind-warning = warning
discipline-kind-increase-opponent-time = time added to the opponent
discipline-kind-reduce-offender-time = time removed from the offender
discipline-kind-increase-opponent-points = opponent's score raised to the maximum
discipline-kind-reduce-offender-points = offender's score reduced
discipline-kind-game-lost = game lost
discipline-kind-fine = fine
discipline-kind-excluded-from-rounds = exclusion from rounds
discipline-kind-expulsion = expulsion from the event
discipline-kind-game-drawn = game drawn

## What a penalty needs
discipline-needs-time = A time penalty needs its time (in seconds).
discipline-needs-amount = A fine needs its amount, as announced (FIDE 12.9.7).
discipline-needs-rounds = An exclusion needs its rounds (FIDE 12.9.8).

## The escalation ladder (AM-AC)
discipline-step-warning = warning
discipline-step-time-adjustment = time adjustment
discipline-step-loss-of-game = loss of the game
discipline-step-expulsion = expulsion

## Why the ladder suggests what it does
discipline-why-first-illegal-move = First completed illegal move in this game: { $seconds } s more for the opponent (FIDE 7.5.5).
discipline-why-second-illegal-move-no-mate = Second completed illegal move in this game, but the opponent cannot checkmate by any legal series: the game is drawn (FIDE 7.5.5).
discipline-why-second-illegal-move = Second completed illegal move in this game: the game is lost (FIDE 7.5.5).
discipline-why-incorrect-claim = Incorrect draw claim: { $seconds } s more for the opponent (FIDE 9.5.2).
discipline-why-ladder = { $previous ->
    [0] No earlier sanctioned incident of this kind: the AM-AC ladder starts at { $step }.
    [one] One earlier sanctioned incident of this kind: the next step on the AM-AC ladder is { $step }.
   *[other] { $previous } earlier sanctioned incidents of this kind: the next step on the AM-AC ladder is { $step }.
}
discipline-why-ladder-device = { $previous ->
    [0] No earlier sanctioned incident of this kind, but an unauthorised device loses the game (FIDE 11.3.2.2): { $step }.
    [one] One earlier sanctioned incident of this kind; an unauthorised device loses the game (FIDE 11.3.2.2): { $step }.
   *[other] { $previous } earlier sanctioned incidents of this kind; an unauthorised device loses the game (FIDE 11.3.2.2): { $step }.
}

## What a sanction, or its correction, did (Effect)
discipline-effect-time-added = clock: { $seconds } s added to the opponent
discipline-effect-time-to-add-by-hand = no clock recorded on board { $board }: add { $seconds } s to the opponent's clock by hand
discipline-effect-time-removed = clock: { $seconds } s removed from the offender
discipline-effect-time-to-remove-by-hand = no clock recorded on board { $board }: remove { $seconds } s by hand
discipline-effect-result-set = result of round { $round } board { $board } set to { $result }
discipline-effect-result-as-given = result of round { $round } board { $board } set to { $result } (as given)
discipline-effect-result-restored = result of round { $round } board { $board } restored to { $result }
discipline-effect-excluded = excluded from round { $round } (zero-point bye)
discipline-effect-expelled = expelled: not paired after round { $round }
discipline-effect-time-taken-back = clock of round { $round } board { $board }: the { $seconds } s of sanction { $sanction } taken back ({ $white ->
        [yes] White
       *[no] Black
    })
discipline-effect-time-stays = the clock of round { $round } board { $board } no longer runs: the { $seconds } s of sanction { $sanction } stay as played
discipline-effect-exclusion-stays = round { $round } is already paired: the exclusion stays as played
discipline-effect-exclusion-lifted = exclusion from round { $round } lifted
discipline-effect-expulsion-lifted = expulsion lifted: the player is paired again from round { $round }
