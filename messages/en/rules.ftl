# The laws of chess (arbitro-rules): positions, moves, PGN.

rules-fen = Invalid FEN “{ $fen }”: { $detail }
rules-illegal-position = Illegal position “{ $fen }”: { $detail }
rules-chess960-number = Chess960 position number { $number } is out of range (0-959).
rules-move-syntax = “{ $text }” is not a move in algebraic or UCI notation.
rules-illegal-move = Illegal move “{ $text }” in position “{ $fen }”: { $detail }
rules-pgn = Line { $line }, column { $column }: { $detail }
rules-data = Line { $line }: { $detail }
rules-clock-annotation = Invalid clock annotation “{ $text }” (expected h:mm:ss or h:mm:ss.f).
rules-unknown-ruleset = Unknown ruleset “{ $name }” (known: FIDE, online).
rules-game-over = The game is already over ({ $detail }).
rules-bughouse = Bughouse: { $detail }
