# Card chess (arbitro-cards): decks, game records, PGN, the layered
# resolution with its trace, the reasons for refusals and the dispute.

## File errors
cards-problem = { $path }: { $detail }
cards-problem-model = does not fit the data model ({ $detail })
cards-problem-deck = { $detail }
cards-json-deck = The deck file is not valid JSON (line { $line }, column { $column }): { $detail }
cards-json-record = The game record is not valid JSON (line { $line }, column { $column }): { $detail }
cards-invalid-deck = Invalid deck file ({ $count ->
    [one] one problem
   *[other] { $count } problems
  }): { $problems }
cards-invalid-record = Invalid game record ({ $count ->
    [one] one problem
   *[other] { $count } problems
  }): { $problems }
cards-unknown-deck = Unknown deck “{ $id }” (known: { $known }).
cards-pgn = PGN line { $line }: { $detail }

## JSON Schema rules
cards-schema-required = the required field “{ $field }” is missing
cards-schema-unexpected = fields the format does not know: { $fields }
cards-schema-not-allowed = “{ $value }” is not an allowed value (allowed: { $options })
cards-schema-pattern = “{ $value }” does not have the expected form (a card code such as AM-07, a square such as e4…)
cards-schema-type = expected { $expected ->
    [string] a text
    [integer] a whole number
    [number] a number
    [boolean] true or false
    [array] a list
    [object] an object
   *[other] a value of type { $expected }
  }
cards-schema-constant = the value must be “{ $expected }”
cards-schema-minimum = the number is below the minimum ({ $limit })
cards-schema-maximum = the number is above the maximum ({ $limit })
cards-schema-too-short = the text is too short (at least { $limit } characters)
cards-schema-too-long = the text is too long (at most { $limit } characters)
cards-schema-too-few = the list has too few items (at least { $limit })
cards-schema-too-many = the list has too many items (at most { $limit })
cards-schema-shape = an event has exactly one of: move, card, react, pass, claim, flag, resign, agreed_draw, draw
cards-schema-other = breaks the schema ({ $detail })

## PGN
cards-pgn-unterminated-tag = a tag is not closed
cards-pgn-unterminated-comment = a comment is not closed
cards-pgn-unterminated-command = a comment command is not closed
cards-pgn-tag-after-moves = a tag after the movetext
cards-pgn-bad-colour = “{ $text }” is not a colour (w or b)
cards-pgn-missing-argument = the %{ $command } command lacks { $needs ->
    [by] the player (by=w|b)
    [code] the card code
   *[colour] the colour
  }
cards-pgn-unknown-claim = unknown claim “{ $text }” (threefold or fifty_moves)
cards-pgn-not-a-card-game = not a card game: the CardFamily tag is missing
cards-pgn-unknown-mode = unknown mode “{ $text }” (classic or advanced)
cards-pgn-missing-deck = the CardDeck tag is missing
cards-pgn-bad-tag = the { $tag } tag does not read ({ $detail })
cards-pgn-bad-piece = { $tag }: “{ $text }” is not a piece letter
cards-pgn-bad-seed = CardSeed: “{ $text }” is not a seed
cards-pgn-not-san = “{ $text }” is not a move in algebraic notation
cards-pgn-illegal-san = { $text } is not a legal move here
cards-pgn-ambiguous-san = { $text } is ambiguous here

## Words of the sentences
cards-player-white = White
cards-player-black = Black
cards-player-white-start = White
cards-player-black-start = Black
cards-role = { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
  }
cards-role-the = { $role ->
    [king] the king
    [queen] the queen
    [rook] the rook
    [bishop] the bishop
    [knight] the knight
   *[pawn] the pawn
  }
cards-piece-on = the { $colour ->
    [white] white
   *[black] black
  } { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
  } on { $square }
cards-piece-on-start = The { $colour ->
    [white] white
   *[black] black
  } { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
  } on { $square }
cards-list-none = none
cards-list-one = { $first }
cards-list-two = { $first } and { $second }
cards-list-more = { $first }, { $rest }
cards-card-code = { $card }
cards-result-white = 1-0
cards-result-black = 0-1
cards-result-draw = ½-½

## Anchors of effects (AM-D8)
cards-anchor-piece = the piece on { $square }
cards-anchor-file = the { $line }-file
cards-anchor-rank = rank { $line }
cards-anchor-block = the 2×2 block with its corner on { $square }
cards-anchor-square = square { $square }
cards-anchor-queen-side = the queen side (files a–d)
cards-anchor-king-side = the king side (files e–h)
cards-anchor-player = its owner
cards-anchor-inert = nothing (the card failed and only its counter is left)
cards-anchor-zone = the zone { $zone }
cards-effect-ref = { $name } ({ $card }) of { $owner }, on { $anchor }, { $turns ->
    [one] with 1 turn to go
   *[other] with { $turns } turns to go
  }

## Layers of the trace (AM-G5)
cards-layer-declaration = Declaration
cards-layer-window = Window
cards-layer-counter = Counter
cards-layer-prevention = Prevention and shield
cards-layer-execution = Execution
cards-layer-verification = Final verification
cards-layer-duration = Duration
cards-layer-move = Move
cards-layer-status = Game status
cards-layer-draw = Draw

## Windows (AM-D2)
cards-window-own-turn = in its owner's own turn
cards-window-after-card = after an opponent's card
cards-window-after-capture = after an opponent's capture
cards-window-after-check = after an opponent's check
cards-window-after-promotion = after an opponent's promotion
cards-window-after-castling = after an opponent's castling
cards-window-after-en-passant = after an opponent's en-passant capture
cards-window-after-mate = after an opponent's mate
cards-window-checkmate-save = in the checkmate save window
cards-window-open = { $player }'s window ({ $kinds })

## States, results and phases
cards-status-ok = accepted
cards-status-failed = the card fails
cards-status-rejected = refused
cards-game-ongoing = in play
cards-game-awaiting-reaction = awaiting a reaction
cards-game-awaiting-save = awaiting the checkmate save
cards-game-ended = ended
cards-outcome-resolved = resolved
cards-outcome-failed = failed
cards-outcome-countered = countered
cards-outcome-impossible = could not be obeyed
cards-end-checkmate = checkmate
cards-end-stalemate = stalemate
cards-end-resignation = resignation
cards-end-resignation-no-mating-material = resignation with no mating material for the opponent
cards-end-flag = flag fall
cards-end-flag-no-mating-material = flag fall with no mating material for the opponent
cards-end-agreement = draw by agreement
cards-end-threefold-repetition = threefold repetition
cards-end-fifty-moves = fifty-move rule
cards-end-fivefold-repetition = fivefold repetition
cards-end-seventy-five-moves = seventy-five-move rule
cards-end-dead-position = dead position
cards-end-insufficient-material = insufficient material
cards-end-king-capture = king capture
cards-end-lead-king = lead king
cards-phase-draw-or-move = draw or move
cards-phase-free-move = a normal move is owed
cards-phase-card-moves = the moves the card demands
cards-phase-card-choice = the choice the card demands
cards-phase-joker-choice = the joker's choice
cards-phase-second-knight-move = a second knight move
cards-phase-prize-claim = claiming the prize
cards-phase-replay-vetoed-move = another move after the veto
cards-event-move = move
cards-event-card = card
cards-event-reaction = reaction
cards-event-pass = pass
cards-event-claim = draw claim
cards-event-flag = flag fall
cards-event-resign = resignation
cards-event-agreed-draw = draw agreed
cards-event-draw = card drawn
cards-claim-threefold = threefold repetition
cards-claim-fifty-moves = fifty-move rule

## Words of the deck
cards-temporal-super-queen = super-queen (the queen also moves as a knight)
cards-temporal-super-rooks = super-rooks (the rooks also move as knights)
cards-temporal-super-bishops = super-bishops (the bishops also move as knights)
cards-temporal-super-knights = super-knights (two knight moves in a row)
cards-temporal-untouchable-pawns = untouchable pawns
cards-temporal-lead-king = lead king
cards-temporal-no-retreat = no retreat
cards-temporal-harakiri = harakiri (colours swap)
cards-goal-castle = castle
cards-goal-check-with-knight = give check with a knight
cards-goal-capture-with-pawn = capture with a pawn
cards-goal-promote = promote a pawn
cards-bomb-normal = normal
cards-bomb-cruel = cruel
cards-bomb-fierce = fierce
cards-bomb-crazy = crazy
cards-condition-free = a free square
cards-condition-free-or-enemy = a square that is free or holds an enemy piece other than the king
cards-condition-in-zone = inside the card's zone
cards-condition-relative-rank = on its rank { $rank }
cards-condition-adjacent-to = next to the piece the card requires
cards-condition-king-distance = at a king distance from { $min } to { $max }
cards-condition-gives-check = a piece giving check
cards-condition-unattacked = an unattacked square
cards-condition-on-line-of = on one of the piece's lines
cards-condition-between-checker-and-king = between the checking piece and the king
cards-lasting-no-move = the piece cannot move
cards-lasting-no-entry = the pieces named cannot enter
cards-lasting-eliminate-on-arrival = a piece arriving is eliminated
cards-lasting-extra-movement = the piece also moves as a { $role ->
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
    [king] king
   *[pawn] pawn
  }
cards-lasting-no-capture = the pieces cannot be captured
cards-lasting-no-card-relocation = the pieces cannot be relocated by cards

## Reasons (stable codes of refusals and failures)
cards-reason-game-over = the game is over
cards-reason-not-your-turn = not this player's turn
cards-reason-invalid-event = malformed event
cards-reason-unknown-card = unknown card
cards-reason-not-in-hand = the card is not in hand
cards-reason-outside-window = outside its window
cards-reason-advanced-only = Advanced mode only
cards-reason-reaction-limit = one reaction per window
cards-reason-chain-forbidden = reaction chains are forbidden
cards-reason-awaiting-reaction = awaiting the opponent's reaction
cards-reason-move-only-turn = move-only turn
cards-reason-illegal-move = illegal move
cards-reason-self-check = leaves one's own king in check
cards-reason-blocked-by-effect = blocked by an effect in play
cards-reason-target-count = wrong number of targets
cards-reason-target-ineligible = ineligible target
cards-reason-king-not-eliminable = the king cannot be eliminated
cards-reason-destination-ineligible = invalid destination
cards-reason-choice-ineligible = invalid choice of piece
cards-reason-pawn-on-last-rank = pawn on rank 1 or 8
cards-reason-step-impossible = a step of the card is impossible
cards-reason-counter-condition-unmet = the counter's condition is not met
cards-reason-irresolvable = irresolvable position
cards-reason-claim-unfounded = unfounded claim
cards-reason-wrong-family = not part of this game family
cards-reason-must-draw = a card must be drawn
cards-reason-in-check-no-draw = no draw while in check
cards-reason-pile-empty = no cards left
cards-reason-card-obligation = the card drawn forbids it
cards-reason-not-shown-piece = a piece the card does not show
cards-reason-must-move-all = every piece that can move must
cards-reason-veto-refused = veto not allowed
cards-reason-illegal-position = illegal position
cards-reason-not-stealable = a card that cannot be stolen
cards-reason-same-move = the same move was vetoed

## Details of refusals and failures
cards-why-game-over = the game is already over ({ $result })
cards-why-ended-when-window-closed = the game ended when the window closed
cards-why-ended-with-turn = the game ended with that turn
cards-why-not-your-turn = it is { $turn }'s turn
cards-why-other-window-open = { $window }'s window is open; it is not { $player }'s turn
cards-why-card-waits = { $player }'s card waits for { $window }'s window to close
cards-why-save-window-move = the checkmate save window is open: play one card or pass
cards-why-save-window-card = the checkmate save window is open: only a save card, a reaction or a pass
cards-why-draw-is-ed = drawing from a shared pile belongs to the shared-deck game; in Magic Chess a turn is a card or a move
cards-why-no-reactions-in-ed = the shared-deck game has no reactions: a turn is a draw or a move
cards-why-ed-card = { $card } is a card of the shared-deck game
cards-why-not-in-deck = { $card } is not a card of deck { $deck }
cards-why-not-in-hand = { $card } is not in { $player }'s hand
cards-why-reaction-in-classic = { $card } is a reaction: in Classic mode reactions are never playable
cards-why-reaction-needs-window = { $card } is a reaction: it is played as a reaction inside a window
cards-why-action-out-of-turn = { $card } is an action card and it is { $turn }'s turn
cards-why-move-only = { $player } was saved from mate: this turn is move-only
cards-why-save-only-in-save-window = { $card } is played only in the checkmate save window
cards-why-save-cards-off = save cards are not playable in Classic mode under this event's options
cards-why-reactions-advanced-only = reactions exist only in Advanced mode, agreed beforehand
cards-why-already-reacted = { $player } has already reacted in this window: one reaction per window and player
cards-why-chain-forbidden = a reaction cannot be answered by another reaction: chains are forbidden
cards-why-no-window = no window is open for { $player }
cards-why-window-closed-by-reaction = { $player }'s window already closed with its reaction
cards-why-wrong-window = { $card } is played { $window }; the open window is { $open }
cards-why-claim-window-open = a window is open
cards-why-claim-by-player-to-move = a draw is claimed by the player having the move
cards-why-claim-before-acting = a draw is claimed by the player having the move, before acting
cards-why-claim-unfounded = the position does not support the claim ({ $kind }); the game continues
cards-why-agreement-too-early = a draw may be agreed only once each player has made a move
cards-why-target-count = { $card } names { $given ->
    [one] one target
   *[other] { $given } targets
  }; the card takes { $min ->
    [one] { $max ->
        [one] one
       *[other] 1 to { $max }
      }
   *[other] { $min } to { $max }
  }
cards-why-named-twice = { $square } is named twice
cards-why-not-a-square = “{ $text }” is not a square
cards-why-not-a-target = “{ $text }” is not a valid target (a square such as e4, a file such as file:d, a block such as block:c3)
cards-why-needs-destination = { $card } needs a destination square
cards-why-takes-no-destination = { $card } takes no destination square
cards-why-not-a-piece-letter = “{ $text }” is not a piece letter (K, Q, R, B, N, P)
cards-why-choice-not-offered = { $card } does not offer a { $role }
cards-why-offers-no-choice = { $card } offers no choice of piece
cards-why-takes-no-moves = { $card } takes no moves
cards-why-no-piece-on = there is no piece on { $square }
cards-why-king-not-eliminable = the king on { $square } cannot be eliminated by any card
cards-why-piece-gone = the piece declared on { $square } is no longer there
cards-why-piece-ineligible = { $role-the } on { $square } does not meet the conditions of { $card }
cards-why-zone-ineligible = { $zone } does not meet the conditions of { $card }
cards-why-no-piece-to-act-on = { $card } finds no piece to act on
cards-why-trigger-ineligible = { $card }: the piece that made the move is not eligible
cards-why-lacks-target = { $card } lacks a target
cards-why-destination-ineligible = { $to } is not a square { $card } allows: it must be { $condition }
cards-why-needs-choice = { $card } needs a choice of piece
cards-why-no-captured = its owner does not have { $role-the } among the captured pieces
cards-why-pawn-on-back-rank = a pawn cannot stand on { $square }
cards-why-swap-pawn-back-rank = the swap would put a pawn on rank 1 or 8
cards-why-promotion-needs-choice = the pawn promotes on { $square }: name the piece
cards-why-move-count = { $card } takes { $count ->
    [one] one move
   *[other] { $count } moves
  } and { $given } were given
cards-why-no-second-move = the position after the first move allows no second move
cards-why-card-move-wrong = move { $n } of { $card }: { $why }
cards-why-same-piece-again = { $card } needs different pieces and { $mv } moves the same piece again
cards-why-check-then-move = a move that gives check cannot be followed by another
cards-why-not-a-move = “{ $text }” is not a move in algebraic or UCI notation
cards-why-self-check-move = { $mv } would leave the mover's king in check
cards-why-illegal-move = { $mv } is not a legal move here
cards-why-blocked-move = { $mv }: { $how ->
    [frozen] the piece is frozen
    [no-entry] the destination is closed to it
   *[protected] the captured piece is protected
  } by { $effect }
cards-why-does-not-answer-check = { $mv } does not answer the check
cards-why-illegal-ed-move = { $mv } is not a legal move here (FIDE moves under the temporal card in force)
cards-why-no-committed-card = there is no committed card to answer
cards-why-frozen = the piece on { $square } is frozen by { $effect }
cards-why-square-closed = { $square } is closed to that piece by { $effect }
cards-why-nothing-to-relocate = no piece or destination to relocate
cards-why-occupied = { $square } is occupied
cards-why-no-position-for = no legal position for { $mv }
cards-why-move-failed = { $mv }: { $why }
cards-why-no-choice = no piece was chosen
cards-why-no-destination = no destination
cards-why-swap-needs-two = a swap needs two pieces
cards-why-no-pawn = no pawn to advance
cards-why-double-step-needs-licence = a two-square advance off the second rank needs an explicit licence (AM-G10)
cards-why-not-free = { $square } is not free
cards-why-off-the-board = the pawn would leave the board
cards-why-no-piece = no piece
cards-why-no-duration = the card has no duration
cards-why-no-such-target = the card has no target “{ $id }”
cards-why-nothing-to-shield = nothing to shield against
cards-why-no-move-to-take-back = there is no move to take back
cards-why-targets-no-own-piece = the committed card targets none of the owner's pieces
cards-why-check-without-move = { $player } would stand in check without the move (AM-G15)
cards-why-king-left-in-check = { $player }'s king would be left in check
cards-why-check-out-of-turn = { $player } would stand in check out of turn
cards-why-pawn-would-stand = a pawn would stand on rank 1 or 8
cards-why-not-playable = the result is not a playable position
cards-why-already-chose = { $player } already chose this turn ({ $phase })
cards-why-in-check-no-draw = { $player } is in check: answer it with a move, not a card
cards-why-pile-empty = the draw pile and the discard pile are empty: every card is kept by the players
cards-why-must-draw = “Mandatory Card”: the turn starts by drawing a card
cards-why-vetoed-move = { $mv } was vetoed: play another move
cards-why-only-knight = super-knights: only a knight may make the second move (or pass)
cards-why-not-shown-piece = { $card } demands a move by: { $pieces } (each once)
cards-why-must-move-all = after { $mv } only { $reach } of the shown pieces could move and another order moves { $best }: every shown piece that can move must (ED-C2)
cards-why-waiting-for-choice = { $card } is waiting for the player's choice
cards-why-prize-being-claimed = a prize is being claimed (ED-C10)
cards-why-not-stealable = name one of the opponent's special cards: { $options }
cards-why-veto-at-start = “I don't like your move” is used at the start of one's turn, before moving or obeying a card
cards-why-not-the-card = { $card } is not the card this turn waits for ({ $phase })
cards-why-name-piece = name the piece in the targets
cards-why-name-square = name the empty destination square
cards-why-enemy-king-never-relocated = the enemy king is never relocated (one's own king may be)
cards-why-not-empty = { $square } is not empty
cards-why-no-pawns-on-back-rank = no pawns on rank 1 or 8
cards-why-leaves-king-in-check = moving the piece on { $from } to { $to } would leave { $player }'s king in check
cards-why-king-would-be-in-check = { $player }'s king would be in check
cards-why-not-enemy-piece = { $square } does not hold an enemy piece of the kind the card shows ({ $role })
cards-why-removal-illegal = removing it would leave an illegal position
cards-why-not-bombable = { $square } holds no piece the bomb may take (zone, side, never the king)
cards-why-no-captured-of = { $player } does not have { $role-the } among the captured pieces
cards-why-pawn-ranks = pawns return on ranks 2 to 7
cards-why-placement-illegal = { $role-the } on { $square } would leave an illegal position
cards-why-takes-no-choice = this card takes no choice
cards-why-does-not-hold = { $player } does not keep { $card }
cards-why-not-vetoable = the opponent's last turn was not a single normal move (cards cannot be vetoed)
cards-why-no-move-to-veto = no opponent's move to veto
cards-why-only-legal-move = { $mv } was the only legal move
cards-why-veto-illegal = taking the move back would leave an illegal position under the temporal card now in force
cards-why-nothing-to-pass = nothing to pass: a pass only declines a second knight move (ED-C11) or a prize (ED-C10)
cards-why-shown-cannot-move = none of the shown pieces can move
cards-why-nothing-legal = there is nothing the card can legally do
cards-why-zone-nothing-legal = no piece of the zone can be removed legally
cards-why-zone-empty = no piece in the zone

## The trace: requests, turns and windows (AM)
cards-note-refused = Request refused ({ $reason }): { $why }. Nothing changes{ $card ->
    [yes] {" "}and the card stays in hand.
   *[no] .
  }
cards-note-effect-in-force = Effect in play: { $effect }.
cards-note-effect-text = Text of { $card }: “{ $text }”
cards-note-committed = { $player-start } commits { $card } ({ $name }): the declaration is final and irreversible and uses the turn (AM-R8).
cards-note-save-committed = { $player-start } commits { $card } ({ $name }) in the save window (exactly one card).
cards-note-reacted = { $player-start } reacts with { $card } ({ $name }) in its window ({ $window }); it does not replace their next turn.
cards-note-card-window-opens = A reaction window opens for { $player }: the card is pending until they react or pass.
cards-note-impact-window-opens = Impact move ({ $windows }): a reaction window opens for { $player }.
cards-note-window-passed = { $player-start } passes: the window closes.
cards-note-window-implicit-pass = { $player-start } acts without reacting: the window closes (implicit pass).
cards-note-pending-resolves-now = Nothing can answer a reaction: the pending card resolves now.
cards-note-moved = { $player } plays { $mv }.
cards-note-turn-used = The card was committed: { $player }'s turn is used.
cards-note-must-answer-check = No turn may end with one's own king in check: { $player } must still answer the check.
cards-note-failed-keeps-counter = { $card } failed but has a duration: it stays visible, without effect, with its counter ({ $turns }).

## Mate and the save window (AM-D9, AM-R12)
cards-note-save-window-opens = Checkmate announced: the save window opens for { $player } (exactly one card).
cards-note-starts-mated-save-window = The position starts in checkmate: the save window opens for { $player } (exactly one card).
cards-note-no-save = No save: the mate stands.
cards-note-mate-persists = The mate persists after resolution: the game ends with no new reactions.
cards-note-mate-lifted = The mate is lifted: { $player } is saved.
cards-note-move-only-next = { $player }'s next turn is move-only.

## End of the game
cards-note-checkmate = Checkmate: { $winner } wins.
cards-note-stalemate-no-card = Stalemate: { $player } has no move and no playable card. Draw.
cards-note-stalemate = Stalemate at the end of the turn: { $player } has no move. Draw.
cards-note-fivefold = Fivefold repetition: automatic draw.
cards-note-seventy-five = 75 moves without capture or pawn move: automatic draw.
cards-note-dead-position = Neither player can mate and no cards or effects remain: draw.
cards-note-insufficient-material = At the change of turn no material is left to mate: draw.
cards-note-flag-falls = { $player }'s flag falls: { $result }.
cards-note-resigns = { $player } resigns: { $result }.
cards-note-agreed-draw = Draw by agreement.
cards-note-claim-upheld = Claim upheld ({ $kind }): draw.
cards-note-starts-ended = The start position already decides the game.

## Durations and anchors (AM-D7, AM-D8, AM-G11)
cards-note-counter-ticks = End of { $player }'s turn: the counter of { $card } (on { $anchor }) goes down to { $counter }.
cards-note-effect-ends = The counter of { $card } reaches 0 at the end of { $player }'s turn: the effect ends.
cards-note-anchor-gone = The piece on { $square } is gone: the { $card } effect anchored to it ends.
cards-note-trap-eliminates = { $card } (zone effect) eliminates { $piece }.
cards-note-trap-spent = { $card } has acted once and ends.

## The layers of resolution (AM-G5)
cards-note-not-countered = Counter layer: { $card } has not been countered.
cards-note-checked-at-resolution = Target eligibility is checked now, at resolution.
cards-note-countered = { $card } is countered by { $by }: discarded without effect.
cards-note-shielded-from = Shield on { $piece }: it is immune to { $card }; the rest resolves.
cards-note-prevention-applies = Prevention: the captures and eliminations of { $card } do not happen; the rest does.
cards-note-target-lost = { $card } fails: its target is no longer eligible at resolution and there is no redirection ({ $why }).
cards-note-step-fails = Step { $step } of { $card } fails ({ $why }); { $later ->
    [0] no later step remains
    [one] the later step does not run
   *[other] the { $later } later steps do not run
  } and the card is discarded.
cards-note-all-prevented = Every effect of { $card } was prevented or shielded: the card still counts as played and is discarded.
cards-note-verification-fails = { $card } fails final verification: { $why }.
cards-note-position-restored = { $rule ->
    [self-check] No turn may end with one's own king in check
    [irresolvable] Irresolvable position: the last causing card is annulled
   *[illegal] The resulting position is not legal
  }: { $card } fails and the previous position is restored.
cards-note-verification-passes = Final verification: no king is left in check; castling and en-passant rights recomputed on the resulting position (AM-G12).

## The steps of a card
cards-note-prevents = { $name } ({ $card }): the captures and eliminations of { $against } will not happen.
cards-note-immune-stays = { $piece-start } is immune to { $card }: it does not move.
cards-note-relocation-forbidden = { $by } prevents relocating { $piece } by cards: it does not move.
cards-note-immune-not-removed = { $piece-start } is immune to { $card }: no { $capture ->
    [yes] capture
   *[no] elimination
  }.
cards-note-prevented-removal = Prevention: no { $capture ->
    [yes] capture
   *[no] elimination
  } of { $piece }.
cards-note-protected-by = { $by } protects { $piece }: no { $capture ->
    [yes] capture
   *[no] elimination
  }.
cards-note-captures = { $piece-start } captures { $victim }.
cards-note-relocated = { $piece-start } { $motion ->
    [teleport] teleports to
   *[move] moves to
  } { $to }{ $licence ->
    [yes] {" "}ignoring the pieces in between (explicit licence, AM-G10).
   *[no] .
  }
cards-note-castling-lost = The king has moved: { $player } loses its castling rights.
cards-note-second-move-not-played = The previous move gives check: { $mv } is not played.
cards-note-capture-not-played = The capture does not happen: { $mv } is not played.
cards-note-card-move = Move { $n } of { $card }: { $mv }.
cards-note-eliminated = Eliminated: { $piece }; it does not return unless another card allows it.
cards-note-returned = Back to the board on { $to }: { $role-the } (the card allows it).
cards-note-swapped = { $piece-start } and { $other } swap squares.
cards-note-pawn-advances = { $piece-start } advances to { $to }.
cards-note-promotes = The pawn promotes on { $to }: { $role }.
cards-note-no-en-passant-right = This advance creates no en-passant right.
cards-note-immune-unchanged = { $piece-start } is immune to { $card }: it does not change.
cards-note-transformed = { $piece-start } becomes a { $role }; effects anchored to the former piece end.
cards-note-immune-to-effect = { $piece-start } is immune to { $card }: the effect does not apply to it.
cards-note-effect-added = { $name } ({ $card }) on { $anchor }: visible counter { $counter }; it ends at the end of turn { $ends }.
cards-note-counter-condition-unmet = { $pending } targets none of { $player }'s pieces: { $card } fails.
cards-note-counters = { $card } counters { $pending }: it will not resolve.
cards-note-shields = { $name } ({ $card }) shields { $piece } against { $against }.
cards-note-rewound = The capturing move is taken back: the exact previous position is restored, captured piece included, with its castling and en-passant rights; the opponent moves again. Consumed cards stay consumed.

## The shared-deck game (ED)
cards-note-drew = { $player-start } draws { $card } ({ $name }) and shows it to the opponent.
cards-note-reshuffled = The draw pile is exhausted: { $count ->
    [one] the discarded card is
   *[other] the { $count } discarded cards are
  } shuffled into a new pile.
cards-note-must-move-shown = Action card (ED-R3): { $left ->
    [one] one
   *[other] { $left }
  } of these must move: { $pieces } ({ $best } possible).
cards-note-loses-turn = { $player-start } loses the turn.
cards-note-choice-declared = Action card (ED-R3): the player declares their choice.
cards-note-bomb-choice = Bomb ({ $variant }): the player chooses the piece of the zone.
cards-note-bomb-removes = { $variant } bomb: { $count ->
    [one] one piece is
   *[other] { $count } pieces are
  } removed from the zone.
cards-note-veto-discarded = “I don't like your move” cannot be stacked and the opponent already keeps one: the second one is discarded.
cards-note-veto-given = “I don't like your move” cannot be stacked: the second one goes to the opponent.
cards-note-special-kept = Special card: kept face up; it may be used now or later (ED-C9).
cards-note-objective-kept = Objective ({ $goal }) kept face up; prize: { $prize } (ED-R4).
cards-note-temporal-replaced = Another temporal card appears: { $card } ends.
cards-note-colours-swap = Colours swap! Each player plays the other's pieces until the next temporal card; mate wins for whoever gives it.
cards-note-temporal-in-force = Temporal effect for { $player } until the next temporal card: { $effect }.
cards-note-joker-nothing = Joker: the opponent holds no special card; no effect.
cards-note-joker-choice = Joker: the player chooses which special card to steal.
cards-note-steals = Joker: { $player } steals { $card } from the opponent.
cards-note-no-effect = Card with no effect defined: a normal move follows.
cards-note-cannot-obey = { $card } cannot be obeyed ({ $why }): it is discarded.
cards-note-first-edition-loses-turn = 1st edition: a card that cannot be obeyed loses the turn.
cards-note-second-edition-free-move = 2nd edition: a card that cannot be obeyed is replaced by a normal move.
cards-note-card-checks-turn-ends = The card leaves { $player }'s king in check: the turn ends at once.
cards-note-king-captured = The turn passes with { $player }'s king in check: the king is captured (mandatory draw). { $winner } wins.
cards-note-second-knight-move = Super-knights: second knight move { $mv }.
cards-note-no-second-knight-move = Super-knights: no second knight move.
cards-note-shown-piece-moves = { $player-start } moves { $role-the } ({ $mv }) as { $card } demands.
cards-note-check-ends-turn = Giving check ends the turn at once, even though the card allowed more moves.
cards-note-partly-obeyed = The other shown pieces cannot move: the card is obeyed as far as possible.
cards-note-normal-move = { $player-start } { $redo ->
    [yes] plays another move:
   *[no] plays
  } { $mv }.
cards-note-lead-king = Lead king: { $player } is in check and can only move the king. { $player } loses.
cards-note-check = Check to { $player }.
cards-note-mate-at-once = Checkmate ends the game at once. { $winner } wins.
cards-note-mate-at-turn-end = Checkmate at the end of the turn. { $winner } wins.
cards-note-owed-move-mate = { $player-start } must move, is in check and has no move: checkmate. { $winner } wins.
cards-note-owed-move-stalemate = { $player-start } owes a normal move and has none: stalemate, draw.
cards-note-stalemate-mid-turn = The opponent would be stalemated, but the turn goes on: it counts only at its end.
cards-note-objective-met = Objective met ({ $goal }): the prize ({ $prize }) is claimed now or lost.
cards-note-objective-met-no-prize = Objective met ({ $goal }), but { $prize-the } is not among the captured pieces: no effect, the card is discarded.
cards-note-prize-claimed = Prize claimed: { $role-the } returns on { $to } (as Recover, ED-C8).
cards-note-prize-lost = The prize was not claimed in the turn the objective was met: it is lost and the card is returned.
cards-note-vetoed = “I don't like your move”: { $player } must take back { $mv } and play another move.
cards-note-relocate-done = Swap: the piece on { $from } goes to { $to } without capturing; the turn ends.
cards-note-remove-done = Remove: the enemy piece on { $square } leaves the board; the turn ends.
cards-note-bomb-done = Bomb: the piece on { $square } leaves the board; the turn ends.
cards-note-recover-done = Recover: the piece returns to the board on { $to }; the turn ends.
cards-note-card-gives-check = The card gives check to { $player }.

## The setup of a dispute
cards-setup-refused = The setup is not valid ({ $count ->
    [one] one problem
   *[other] { $count } problems
  }): { $problems }
cards-setup-deck-family = deck { $deck } belongs to the { $family ->
    [magico] Magic Chess
   *[ed] shared-deck
  } family
cards-setup-deck-id = expected deck { $expected }
cards-setup-deck-version = the record uses version { $used } of { $deck } but the deck loaded is version { $loaded } (AM-R16)
cards-setup-ed-option = the { $option } option belongs to the shared-deck game
cards-setup-king-capture-needs-mandatory = king capture is an option of “Mandatory Card” only (ED-R5): set mandatory_draw
cards-setup-ed-field = { $field ->
    [pile] the draw pile
    [pile_top] the top of the draw pile
    [kept] kept special cards
   *[drawn] the card just drawn
  } belongs to the shared-deck game
cards-setup-am-field = the shared-deck game has no { $field ->
    [hands] hands: the special cards kept go in “kept” (ED-R4)
    [effects] effects on the table: the temporal card in force is a kept card (ED-C11)
    [pending] cards waiting for a reaction
    [window] reaction windows
   *[move_only] move-only turns
  }
cards-setup-not-fen = not a FEN: { $part ->
    [board] the piece placement does not read
    [turn] the side to move is not w or b
    [castling] the castling rights do not read
    [en-passant] the en-passant square does not read
    [halfmoves] the half-move clock is not a number
    [fullmoves] the move number is not a number
   *[whole] it needs six fields separated by spaces
  }
cards-setup-position = { $fault ->
    [empty-board] the board is empty
    [missing-king] a king is missing
    [too-many-kings] more than one king of a colour
    [pawns-on-back-rank] a pawn stands on rank 1 or 8
    [opposite-check] the side not to move is in check
    [invalid-castling] castling rights the position does not allow
    [invalid-en-passant] the en-passant square matches no double step
    [impossible-check] no legal move could have given that check
   *[too-much-material] more pieces than a game can have
  }
cards-setup-chess960-number = { $number } is not a Chess960 start position: the numbers go from 0 to 959
cards-setup-unknown-card = { $card } is not a card of deck { $deck }
cards-setup-instruction-card = { $card } is an instruction card: it is not played
cards-setup-card-twice = { $card } is already used at { $first }: each physical card is there once
cards-setup-hands-differ-from-deal = the hands differ from the deal of seed { $seed } (AM-R3)
cards-setup-needs-hands = the record needs the “hands” or a “deal” seed (AM-R3)
cards-setup-needs-pile = the record needs the “pile” (top first), its top, or a seed to shuffle it (ED-R1)
cards-setup-pile-twice = either the whole pile or only its top, not both
cards-setup-too-many-pieces = { $player } would have { $count } pieces on the board and captured (at most 16)
cards-setup-too-many-pawns = { $player } would have { $count } pawns on the board and captured (at most 8)
cards-setup-no-lasting-effect = { $card } leaves no lasting effect on the table
cards-setup-counter-zero = an active effect's counter is at least 1
cards-setup-counter-too-high = the counter of { $card } ({ $counter }) exceeds its duration ({ $turns })
cards-setup-no-piece-to-anchor = no piece on { $square } to anchor the effect to
cards-setup-anchor-ineligible = { $card } cannot be anchored to { $piece } (AM-D8)
cards-setup-not-an-anchor = “{ $text }” is not an anchor (a square, file:d, block:c3, queen_side or player)
cards-setup-not-a-square = “{ $text }” is not a square
cards-setup-one-temporal = only one temporal card is in force at a time (ED-C11)
cards-setup-not-kept = { $card } is not a special card that is kept (ED-R4)
cards-setup-vetoes-stacked = “I don't like your move” cards are not stacked (ED-C9)
cards-setup-drawn-in-check = { $player } is in check: it cannot have drawn a card (ED-R7)
cards-setup-pending-needs-advanced = a card waiting for a reaction exists only in Advanced mode (AM-R14)
cards-setup-pending-kind = { $card } is neither an action nor a save card: it does not wait
cards-setup-pending-by-to-move = the pending card is committed by the side to move ({ $turn })
cards-setup-pending-declaration = the card does not accept the pending declaration: { $why }
cards-setup-pending-pieces = one declared piece per piece target: the declaration has { $count }
cards-setup-not-a-piece = “{ $text }” is not a FEN piece letter (P, N, B, R, Q, K or lower case)
cards-setup-pending-no-reaction = { $player } holds no reaction to play: the card would have resolved when committed (AM-D2)
cards-setup-window-empty = the window does not say what it satisfies
cards-setup-window-own-turn = “own_turn” is not a window that opens
cards-setup-window-needs-advanced = reaction windows exist only in Advanced mode (AM-R14)
cards-setup-save-window-off = save cards are not playable in Classic mode under these options (AM-D9)
cards-setup-after-card-window = the window after a card opens for the opponent of whoever committed it: { $player }
cards-setup-after-card-without-pending = a window after a card needs the pending card
cards-setup-impact-window-player = a window after an impact move opens for the side to move: { $player }
cards-setup-save-window-not-mated = the save window opens for the side to move when it is checkmated, and { $player } is not (AM-D9)
cards-setup-window-nothing-to-play = { $player } holds no card to play in that window (AM-D2)
cards-setup-trigger-empty = there is no piece on { $square }, the square of the piece that opened the window
cards-setup-move-only-not-to-move = the move-only turn belongs to the side to move, not to { $player } (AM-R12)
cards-why-no-valid-target = { $card } has no target it may take now

## The ruling on a disputed play
cards-ruling-resolved = Resolved: { $changes }.
cards-ruling-resolved-quiet = Resolved, with no change on the board.
cards-ruling-move = { $san } is played{ $count ->
    [0] .
   *[other] : { $changes }.
  }
cards-ruling-pending = { $card } is committed and pending: { $player }'s reaction window opens.
cards-ruling-failed = { $card } fails: { $why } ({ $clause }); it is discarded and the turn is used.
cards-ruling-countered = { $card } is countered by { $by } and discarded without effect.
cards-ruling-rejected = Refused: { $why } ({ $clause }){ $card ->
    [yes] ; the card stays in hand.
   *[no] ; nothing changes.
  }
cards-change-moved = { $piece } goes to { $to }
cards-change-removed = { $piece } is eliminated{ $role ->
    [queen] {""}
   *[other] {""}
  }
cards-change-placed = { $piece } returns to the board
cards-change-transformed = { $piece } becomes a { $into }
cards-change-protected = { $piece } is protected by { $name } ({ $card }){ $role ->
    [queen] {""}
   *[other] {""}
  }
cards-change-card = { $card } { $outcome ->
    [countered] is countered
    [failed] fails
    [impossible] cannot be obeyed
   *[resolved] resolves
  }
cards-change-effect-added = { $effect } comes into play
cards-change-effect-ended = { $effect } ends
cards-change-ended = the game ends ({ $reason }): { $result }

## Deck versions and errata (AM-R16, AM-AE)
cards-unknown-version = Deck { $deck } has no version “{ $version }” (versions: { $known }).
cards-versions-reversed = Deck { $deck }: version { $from } comes after version { $to }; give the earlier one first.
cards-history-duplicate-version = version { $version } is listed twice
cards-history-first-replaces = the first release ({ $version }) cannot replace an earlier version
cards-history-first-has-changes = the first release ({ $version }) has no earlier version to list errata against
cards-history-chain = version { $version } must replace version { $previous }, the one before it (it says “{ $replaces }”)
cards-history-date-order = version { $version } is dated { $date }, before version { $previous } ({ $previous-date })
cards-history-not-current = the last release ({ $version }, { $date }) must be the deck's version { $deck-version } of { $deck-date }
cards-history-unknown-card = version { $version } has no card { $card }
cards-history-after-mismatch = the new { $field } of { $card } is not its { $field } in version { $version }
cards-history-still-present = { $card } is withdrawn in version { $version } but still in it
cards-history-no-text = the erratum of { $card } has neither an old nor a new text
cards-history-duplicate-change = version { $version } changes the { $field } of { $card } twice
