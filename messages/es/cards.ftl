# Ajedrez con cartas (arbitro-cards): mazos, registros de partida, PGN.

cards-problem = { $path }: { $detail }
cards-json-deck = El archivo de mazo no es JSON válido (línea { $line }, columna { $column }): { $detail }
cards-json-record = El registro de partida no es JSON válido (línea { $line }, columna { $column }): { $detail }
cards-invalid-deck = Archivo de mazo no válido ({ $count ->
    [one] un problema
   *[other] { $count } problemas
  }): { $problems }
cards-invalid-record = Registro de partida no válido ({ $count ->
    [one] un problema
   *[other] { $count } problemas
  }): { $problems }
cards-unknown-deck = Mazo desconocido «{ $id }» (conocidos: { $known }).
cards-pgn = PGN, línea { $line }: { $detail }
