# Las leyes del ajedrez (arbitro-rules): posiciones, jugadas, PGN.

rules-fen = FEN no válido «{ $fen }»: { $detail }
rules-illegal-position = Posición ilegal «{ $fen }»: { $detail }
rules-chess960-number = El número de posición Chess960 { $number } está fuera de rango (0-959).
rules-move-syntax = «{ $text }» no es una jugada en notación algebraica ni UCI.
rules-illegal-move = Jugada ilegal «{ $text }» en la posición «{ $fen }»: { $detail }
rules-pgn = Línea { $line }, columna { $column }: { $detail }
rules-data = Línea { $line }: { $detail }
rules-clock-annotation = Anotación de reloj no válida «{ $text }» (se espera h:mm:ss o h:mm:ss.f).
rules-unknown-ruleset = Reglamento desconocido «{ $name }» (conocidos: FIDE, en línea).
rules-game-over = La partida ya ha terminado ({ $detail }).
rules-bughouse = Bughouse: { $detail }
