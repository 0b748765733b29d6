# The laws of chess (arbitro-rules): positions, moves, PGN.

rules-fen = Invalid FEN “{ $fen }”: { $problems }
rules-illegal-position = Illegal position “{ $fen }”: { $problems }
rules-chess960-number = Chess960 position number { $number } is out of range (0-959).
rules-move-syntax = “{ $text }” is not a move in algebraic notation { $letters ->
    [es] with Spanish letters (R king, D queen, T rook, A bishop, C knight)
   *[en] (K, Q, R, B, N)
  } or in UCI notation.
rules-piece-letter = “{ $text }”: { $letter } is not { $letters ->
    [es] a Spanish piece letter (R king, D queen, T rook, A bishop, C knight).
   *[en] an English piece letter (K king, Q queen, R rook, B bishop, N knight).
  }
rules-illegal-move = Illegal move “{ $text }” in position “{ $fen }”: { $reason }
rules-draw-too-early = A draw may be agreed only once each player has made a move (FI-5.2.3).
rules-pgn = Line { $line }, column { $column }: { $problem }
rules-data = Line { $line }: { $problem }
rules-clock-annotation = Invalid clock annotation “{ $text }” (expected h:mm:ss or h:mm:ss.f).
rules-unknown-ruleset = Unknown ruleset “{ $name }” (known: FIDE, online).
rules-game-over = The game is already over ({ $reason ->
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
   *[partner-board] the partner's board ended
  }, { $clause }).
rules-bughouse = Bughouse, board { $board }: { $problem }

## Why castling is not possible
rules-castling-no-right = no castling right on that side (the king or that rook has moved) ({ $clause })
rules-castling-in-check = the king is in check ({ $clause })
rules-castling-in-the-way = a piece stands between the king and the rook or on their final squares ({ $clause })
rules-castling-jumps-attacked-rook = the king would jump over its own rook, which stands on an attacked square ({ $clause })
rules-castling-passes-attack = the king would pass through an attacked square ({ $clause })
rules-castling-lands-on-attack = the king would land on an attacked square ({ $clause })

## Why a move is not legal
rules-refusal-not-castling-here = not a castling move of this position
rules-refusal-no-piece-on-start = { $colour ->
    [white] White
   *[black] Black
  } has no piece on the starting square
rules-refusal-no-piece-on = { $colour ->
    [white] White
   *[black] Black
  } has no piece on { $square }
rules-refusal-promotion-piece = the promotion piece is not allowed (FI-3)
rules-refusal-promotion-role = a pawn may be promoted only to a queen, rook, bishop or knight (FI-3)
rules-refusal-exposes-king = it would leave { $colour ->
    [white] White
   *[black] Black
  }'s king attacked (FI-1)
rules-refusal-wrong-way = the piece cannot move that way (FI-3)
rules-refusal-ambiguous = ambiguous: more than one piece can make it
rules-refusal-no-such-piece = { $colour ->
    [white] White
   *[black] Black
  } has no { $role } on the board
rules-refusal-must-answer-check = no { $role } can go to { $square } ({ $colour ->
    [white] White
   *[black] Black
  } is in check and must answer it, FI-1)
rules-refusal-cannot-reach = no { $role } of { $colour ->
    [white] White
   *[black] Black
  } can legally go to { $square } (FI-3)
rules-refusal-null-move = a null move is not a move (FI-1)
rules-refusal-no-match = no legal move matches it
rules-refusal-drop = drops exist only in bughouse

## A FEN's text, field by field
rules-fen-empty = not a FEN (expected board, side, castling, en passant, clocks)
rules-fen-field-count = not a FEN: { $found ->
    [one] one field
   *[other] { $found } fields
  }, where 4 to 6 are expected (board, side, castling, en passant, clocks)
rules-fen-board = field 1 (piece placement) is invalid: “{ $found }”
rules-fen-rank-count = field 1 (piece placement) has { $found ->
    [one] one rank
   *[other] { $found } ranks
  }, not 8
rules-fen-rank-length = field 1 (piece placement): rank { $rank } has { $squares ->
    [one] one square
   *[other] { $squares } squares
  }, not 8
rules-fen-piece-letter = field 1 (piece placement): “{ $letter }” on rank { $rank } is neither a piece (KQRBNP, kqrbnp) nor a number of empty squares (1-8)
rules-fen-side = field 2 (side to move) must be w or b, not “{ $found }”
rules-fen-castling = field 3 (castling) must be -, KQkq (X-FEN) or rook files (Shredder-FEN), not “{ $found }”
rules-fen-en-passant = field 4 (en passant) must be - or a square of the third or sixth rank, not “{ $found }”
rules-fen-halfmove-clock = field 5 (half-move clock) must be a number, not “{ $found }”
rules-fen-move-number = field 6 (move number) must be a positive number, not “{ $found }”
rules-fen-unreadable = the FEN holds fields of another variant

## Why a position is not legal
rules-position-empty-board = the board is empty
rules-position-missing-king = a king is missing
rules-position-too-many-kings = a side has more than one king
rules-position-pawns-on-backrank = a pawn stands on the first or last rank
rules-position-castling-rights = a castling right has no unmoved king and rook to go with it
rules-position-en-passant = the en-passant square does not follow a double pawn push
rules-position-opposite-check = the side not to move is in check
rules-position-impossible-check = the check cannot have arisen from a legal move
rules-position-too-much-material = more material than a game can produce
rules-position-variant = not valid in this variant
rules-position-not-legal = not a legal position

## PGN
rules-pgn-no-game = no game in the text
rules-pgn-second-game = a second game where one was expected
rules-pgn-text-after-result = text after the game result (a new game needs its tags or an empty line first)
rules-pgn-unclosed-comment = comment opened with '{"{"}' is never closed
rules-pgn-stray-brace = '{"}"}' without an opening '{"{"}'
rules-pgn-stray-parenthesis = ')' without an opening '('
rules-pgn-unclosed-variation = a variation opened with '(' is never closed
rules-pgn-glyph = '$' must be followed by a glyph number 0-255
rules-pgn-tag-in-moves = a tag inside the moves (tags go before the first move)
rules-pgn-not-san = “{ $token }” is not a move in SAN
rules-pgn-tag-name = a tag needs a name after '['
rules-pgn-tag-quotes = tag { $tag }: the value must be in double quotes
rules-pgn-tag-closing-quote = tag { $tag }: the value's closing quote is missing
rules-pgn-tag-bracket = tag { $tag }: ']' expected
rules-pgn-tag-not-text = tag { $tag }: the value is not UTF-8 text
rules-pgn-illegal-move = move { $number }{ $side ->
    [white] .
   *[black] ...
  } { $san } is illegal: { $reason }
rules-pgn-clock-before-first-move = a clock annotation before the first move
rules-pgn-result-mismatch = the Result tag says { $tag } but the moves end with { $token }
rules-pgn-result-tag = tag Result: expected 1-0, 0-1, 1/2-1/2 or *
rules-pgn-variant = tag Variant: “{ $value }” is not supported (standard or Chess960)
rules-pgn-chess960-without-fen = a Chess960 game needs its start position in a FEN tag
rules-pgn-castling-rule = tag CastlingRule: “{ $value }” is not a castling rule (fide or f9-6)
rules-pgn-fen-tag = tag FEN: { $reason }
rules-pgn-rules = { $reason }

## Data files (perft)
rules-data-chess960-number = chess960: “{ $text }” is not a number
rules-data-position = { $reason }
rules-data-perft-line = expected “perft <depth> <nodes>”
rules-data-perft-before-position = perft line before any position
rules-data-depth-too-large = depth too large
rules-data-unknown-keyword = unknown keyword “{ $word }”

## Bughouse
rules-bughouse-board = not a valid board: { $problems }
rules-bughouse-move-syntax = “{ $text }” is not a move in SAN or UCI
rules-bughouse-not-in-reserve = “{ $text }” is not legal: { $colour ->
    [white] White
   *[black] Black
  } has no { $role } in reserve
rules-bughouse-pawn-drop = “{ $text }” is not legal: pawns may not be dropped on the first or last rank, nor on an occupied square
rules-bughouse-not-legal = “{ $text }” is not legal here
rules-bughouse-not-legal-for = { $uci } is not legal for { $colour ->
    [white] White
   *[black] Black
  }
