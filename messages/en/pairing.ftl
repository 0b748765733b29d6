# Pairings (arbitro-pairing): the FIDE Dutch Swiss system, Berger tables.

## Errors
pairing-rounds-missing = The tournament file does not say how many rounds it has (record 142 or XXR).
pairing-all-rounds-paired = { $rounds ->
    [one] The only round is already paired.
   *[other] All { $rounds } rounds are already paired.
  }
pairing-nothing-to-check = The file has no paired round to check.
pairing-internal = Round { $round } can be paired, but the pairing procedure stopped: this is a fault of arbitro; please report it with the tournament file.
pairing-too-large = Round { $round } is too large to pair: a score group needs { $bits } bits of criteria, more than the { $available } available.
pairing-berger-players = A round robin needs 3 to 24 players, not { $players }.
pairing-berger-round = Round { $round } does not exist: the schedule has { $rounds } rounds.

## The random tournament generator
pairing-generator-players = A generated tournament needs 2 to 9999 players, not { $players }.
pairing-generator-no-rounds = A generated tournament needs at least one round.
pairing-generator-rounds-even = { $players } players can play at most { $most } rounds, not { $rounds }: with an even number of players everybody plays every round, and nobody meets the same opponent twice (C1).
pairing-generator-rounds-odd = { $players } players can play at most { $most } rounds, not { $rounds }: with an odd number of players one of them gets the pairing-allocated bye each round and nobody gets it twice (C2), and nobody meets the same opponent twice (C1).
pairing-generator-rate = The probability { $what } must lie between 0 and 1, not { $value }.
pairing-rate-byes = that a player is absent from a round
pairing-rate-forfeits = that a game is forfeited
pairing-rate-withdrawals = that a player withdraws
pairing-rate-half-byes = that a player takes a half-point bye
pairing-rate-full-byes = that a player takes a full-point bye
pairing-rate-zero-byes = that a player is absent with zero points
pairing-rate-double-forfeits = that both players of a game lose by forfeit
pairing-rate-unrated-games = that a played game is not rated
pairing-generator-ratings = Ratings "{ $text }" cannot be followed: random, list:R1,R2,… (one per player), range:LOW-HIGH:STEP or spread:MEAN:SD, with ratings from 1000 to 2900.
pairing-generator-ratings-count = { $given } ratings were given for { $players } players: give one per player.
pairing-generator-tie-break = Unknown tie-break "{ $code }": give C.07 codes such as BH/C1, SB, DE.
pairing-generator-seed = Seed: { $seed } (repeat the tournament with --seed { $seed }).
pairing-result-probabilities = Result probabilities { $white-wins } (White wins) and { $draws } (draws) must lie between 0 and 1 and add up to at most 1.
pairing-result-model = Unknown result model "{ $text }": rating, uniform, or two probabilities W,D (White wins, draws) such as 0.3,0.4.
pairing-edition = Unknown rules edition "{ $text }": 2026 or 2017.

## A round that cannot be paired (the proof, and what the arbiter can do)
pairing-seats = { $bye ->
    [yes] { $count ->
        [0] the bye
        [one] player { $players } and the bye
       *[other] players { $players } and the bye
      }
   *[no] { $count ->
        [0] nobody
        [one] player { $players }
       *[other] players { $players }
      }
  }
pairing-no-pairing = No legal pairing exists for round { $round }: { $who } { $options } { $barred } { $remedies }
pairing-unpairable-alone = { $count ->
    [one] { $seats } cannot be paired: the only ones it may be paired with are { $partners }.
   *[other] { $seats } cannot all be paired: each of them may be paired only with { $partners }{ $partner-count ->
        [one] : one opponent for { $count } of them.
       *[other] : { $partner-count } opponents for { $count } of them.
      }
  }
pairing-unpairable-closed = { $count ->
    [one] { $seats } cannot be paired: there is nobody it may be paired with.
   *[other] { $seats } cannot all be paired: they may be paired only inside their { $groups ->
        [one] group, which has
       *[other] { $groups } groups, each of which has
      } an odd number of members, so { $groups ->
        [one] one of them is
       *[other] one in each group is
      } left over.
  }
pairing-unpairable-groups = { $seats } cannot all be paired: besides pairings inside their { $groups ->
    [one] group
   *[other] { $groups } groups
  }, which have an odd number of members each, they may be paired only with { $partners }, and { $groups ->
    [one] the group needs one such opponent.
   *[other] the groups need { $groups } such opponents, one each.
  }
pairing-unpairable-option = { $count ->
    [0] { $seat } with nobody
   *[other] { $seat } only with { $may-meet }
  }
pairing-unpairable-option-bye = { $count ->
    [0] the bye to nobody
   *[other] the bye only to { $may-meet }
  }
pairing-unpairable-options = Possible opponents: { $list }.
pairing-unpairable-barred = Every other pairing of theirs is barred by { $list }.
pairing-barred-rematch = C1, no rematch ({ $pairs ->
    [one] one pair that has
   *[other] { $pairs } pairs that have
  } already met)
pairing-barred-bye = C2, the bye ({ $pairs ->
    [one] one player who has
   *[other] { $pairs } players who have
  } already had the pairing-allocated bye or a win without playing)
pairing-barred-colour = C3, absolute colours ({ $pairs ->
    [one] one pair whose players are
   *[other] { $pairs } pairs whose players are
  } both due { $colour ->
    [white] White
   *[black] Black
  })
pairing-barred-prohibited = the tournament's prohibited pairings ({ $pairs ->
    [one] one pair
   *[other] { $pairs } pairs
  })
pairing-unpairable-remedies = What the chief arbiter can do: { $list }.
pairing-remedy-rematch = C1 has no exception, so a rematch is only possible in a pairing made by hand, which the chief arbiter decides and records with its reason; with the organiser, the event may instead end with fewer rounds than planned
pairing-remedy-bye = C2 has no exception either: with an odd number of players, the field becomes even if a player asks for a bye the regulations allow, or the chief arbiter pairs by hand and records why
pairing-remedy-colour = C3 yields only for topscorers in the last round; otherwise only a pairing made by hand can give a player a third game with the same colour, decided and recorded by the chief arbiter
pairing-remedy-prohibited = a prohibited pairing (records 260 or XXP) can be lifted if its reason no longer holds
pairing-remedy-absences = check the absences recorded for this round, since a player marked absent by mistake changes the pairing

## The checker (arbitro pair -c)
pairing-check-ok = Round { $round }: the pairing follows the rules.
pairing-check-on-board = Round { $round }, board { $board }: { $detail }
pairing-check-in-round = Round { $round }: { $detail }
pairing-check-unexpected-game = Game { $white }-{ $black } is not the pairing of the rules.
pairing-check-missing-game = The rules pair { $white }-{ $black }.
pairing-check-colours-reversed = Game { $white }-{ $black }: the rules give White to { $black }.
pairing-check-bye = Pairing-allocated bye: the file gives it to { $recorded }, the rules to { $expected }.
pairing-check-not-to-be-paired = Game { $white }-{ $black }: a player was not to be paired in round { $round }.
pairing-check-rematch = Game { $white }-{ $black }: they have met before (C1).
pairing-check-same-colour = Game { $white }-{ $black }: both have an absolute preference for the same colour (C3).
pairing-check-bye-not-allowed = Player { $player } may not receive the pairing-allocated bye (C2).
pairing-check-bye-not-to-be-paired = Player { $player } received the pairing-allocated bye but was not to be paired.
pairing-check-unpaired = Player { $player } is present but not paired.
pairing-check-no-legal-pairing = The rules find no legal pairing. { $proof }

## Explanations (arbitro pair --explain, the Rounds screen)
pairing-explain-title = Round { $round } paired by the FIDE Dutch system (C.04.3, { $edition } edition)
pairing-explain-blank = {""}
pairing-explain-group = { $moved-count ->
    [0] Score group { $score }: residents { $residents }
   *[other] Score group { $score }: residents { $residents }, moved down { $moved-down }
  }
pairing-explain-pair = pair { $higher } - { $lower }
pairing-explain-colours-title = Colours:
pairing-explain-colour = { $white } (White) - { $black } (Black): { $rule }
pairing-explain-list = { $list }
pairing-explain-pairs = { $most ->
    [0] C{ $criterion }: a bracket of one player, no pair inside it
   *[other] C{ $criterion }: { $pairs ->
        [0] no pair
        [one] one pair
       *[other] { $pairs } pairs
      } of at most { $most } in the bracket: the most that still lets the rest of the round be paired (C4)
  }
pairing-explain-moved-down = C{ $criterion }: moved-down players paired: { $paired-count ->
    [0] none
   *[other] { $paired }
  } of { $moved-down } (highest scores first, then pairing order)
pairing-explain-exchanges = { $count ->
    [one] One exchange between S1 and S2 was
   *[other] { $count } exchanges between S1 and S2 were
  } needed to satisfy the criteria (the fewest possible)
pairing-explain-colours = C{ $criterion }: { $missed ->
    [0] every player gets their colour preference
    [one] one player without their colour preference
   *[other] { $missed } players without their colour preference
  }; C{ $strong-criterion }: { $strong ->
    [0] none without a strong one
    [one] one without a strong one
   *[other] { $strong } without a strong one
  }
pairing-explain-repeated-floats = C{ $down-criterion }/C{ $up-criterion }: { $down ->
    [0] no repeated downfloat
    [one] one repeated downfloat
   *[other] { $down } repeated downfloats
  } and { $up ->
    [0] no repeated upfloat
    [one] one repeated upfloat
   *[other] { $up } repeated upfloats
  } could not be avoided
pairing-explain-floats-alone = Player { $player } floats down: no possible opponent in the bracket (C1, C3){ $again ->
    [yes] ; it also floated down last round
   *[no] {""}
  }
pairing-explain-floats = Player { $player } floats down: { $possible ->
    [one] one possible opponent
   *[other] { $possible } possible opponents
  } here, but C{ $pairs } (pairs), C{ $next } (next bracket) and the float criteria (C{ $first }-C{ $last }) leave it unpaired, ties by the transposition order{ $again ->
    [yes] ; it also floated down last round
   *[no] {""}
  }
pairing-explain-bye = Player { $player } receives the pairing-allocated bye: { $reasons }
pairing-explain-bye-score = C{ $criterion }: lowest score a bye assignee can have ({ $score })
pairing-explain-bye-unplayed = C{ $criterion }: fewest unplayed games ({ $played ->
    [one] one game
   *[other] { $played } games
  } played)
pairing-explain-bye-eligible = C2: eligible (no earlier bye or win without playing)
pairing-explain-bye-eligible-unlike = C2: eligible, unlike { $barred } (earlier bye or win without playing)
pairing-explain-bye-order = then the pairing order (lowest-ranked player)
pairing-colour-both = 5.2.1 both colour preferences granted
pairing-colour-stronger = 5.2.2 the stronger colour preference granted
pairing-colour-history = 5.2.3 colours alternated from the last round they differed
pairing-colour-higher-ranked = 5.2.4 the higher-ranked player's preference granted
pairing-colour-pairing-number = 5.2.5 the higher-ranked player's pairing number and the initial colour
