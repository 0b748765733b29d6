# Card chess (arbitro-cards): decks, game records, PGN.

cards-problem = { $path }: { $detail }
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
