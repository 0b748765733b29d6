# Las leyes del ajedrez (arbitro-rules): posiciones, jugadas, PGN.

rules-fen = FEN no válido «{ $fen }»: { $problems }
rules-illegal-position = Posición ilegal «{ $fen }»: { $problems }
rules-chess960-number = El número de posición Chess960 { $number } está fuera de rango (0-959).
rules-move-syntax = «{ $text }» no es una jugada en notación algebraica { $letters ->
    [es] (R rey, D dama, T torre, A alfil, C caballo)
   *[en] con letras inglesas (K rey, Q dama, R torre, B alfil, N caballo)
  } ni en notación UCI.
rules-piece-letter = «{ $text }»: la { $letter } no es una letra de pieza { $letters ->
    [es] en español (R rey, D dama, T torre, A alfil, C caballo).
   *[en] en inglés (K rey, Q dama, R torre, B alfil, N caballo).
  }
rules-illegal-move = Jugada ilegal «{ $text }» en la posición «{ $fen }»: { $reason }
rules-draw-too-early = Solo se pueden acordar tablas cuando cada jugador ha hecho al menos una jugada (FI-5.2.3).
rules-pgn = Línea { $line }, columna { $column }: { $problem }
rules-data = Línea { $line }: { $problem }
rules-clock-annotation = Anotación de reloj no válida «{ $text }» (se espera h:mm:ss o h:mm:ss.f).
rules-unknown-ruleset = Reglamento desconocido «{ $name }» (conocidos: FIDE, en línea).
rules-game-over = La partida ya ha terminado ({ $reason ->
    [checkmate] jaque mate
    [stalemate] ahogado
    [dead-position] posición muerta
    [insufficient-material] material insuficiente
    [threefold-repetition] triple repetición
    [fivefold-repetition] quíntuple repetición
    [fifty-moves] regla de los 50 movimientos
    [seventy-five-moves] regla de los 75 movimientos
    [resignation] abandono
    [flag-fall] caída de la bandera
    [agreement] tablas de mutuo acuerdo
   *[partner-board] final del tablero del compañero
  }, { $clause }).
rules-bughouse = Pasapiezas, tablero { $board }: { $problem }

## Por qué no se puede enrocar
rules-castling-no-right = no queda derecho de enroque por ese lado (el rey o esa torre ya se han movido) ({ $clause })
rules-castling-in-check = el rey está en jaque ({ $clause })
rules-castling-in-the-way = hay una pieza entre el rey y la torre o en sus casillas de llegada ({ $clause })
rules-castling-jumps-attacked-rook = el rey saltaría por encima de su propia torre, que está en una casilla atacada ({ $clause })
rules-castling-passes-attack = el rey pasaría por una casilla atacada ({ $clause })
rules-castling-lands-on-attack = el rey quedaría en una casilla atacada ({ $clause })

## Por qué una jugada no es legal
rules-refusal-not-castling-here = no es un enroque de esta posición
rules-refusal-no-piece-on-start = { $colour ->
    [white] las blancas
   *[black] las negras
  } no tienen ninguna pieza en la casilla de salida
rules-refusal-no-piece-on = { $colour ->
    [white] las blancas
   *[black] las negras
  } no tienen ninguna pieza en { $square }
rules-refusal-promotion-piece = esa pieza de promoción no está permitida (FI-3)
rules-refusal-promotion-role = un peón solo puede promocionar a dama, torre, alfil o caballo (FI-3)
rules-refusal-exposes-king = dejaría atacado al rey { $colour ->
    [white] blanco
   *[black] negro
  } (FI-1)
rules-refusal-wrong-way = la pieza no puede moverse así (FI-3)
rules-refusal-ambiguous = es ambigua: más de una pieza puede hacerla
rules-refusal-no-such-piece = { $colour ->
    [white] las blancas
   *[black] las negras
  } no tienen { $role ->
    [pawn] ningún peón
    [knight] ningún caballo
    [bishop] ningún alfil
    [rook] ninguna torre
    [queen] ninguna dama
   *[king] rey
  } en el tablero
rules-refusal-must-answer-check = { $role ->
    [pawn] ningún peón puede
    [knight] ningún caballo puede
    [bishop] ningún alfil puede
    [rook] ninguna torre puede
    [queen] ninguna dama puede
   *[king] el rey no puede
  } ir a { $square } ({ $colour ->
    [white] las blancas están
   *[black] las negras están
  } en jaque y deben responder a él, FI-1)
rules-refusal-cannot-reach = { $role ->
    [pawn] ningún peón
    [knight] ningún caballo
    [bishop] ningún alfil
    [rook] ninguna torre
    [queen] ninguna dama
   *[king] el rey
  } de las { $colour ->
    [white] blancas
   *[black] negras
  } { $role ->
    [king] no puede
   *[other] puede
  } ir legalmente a { $square } (FI-3)
rules-refusal-null-move = una jugada nula no es una jugada (FI-1)
rules-refusal-no-match = ninguna jugada legal corresponde a esa notación
rules-refusal-drop = colocar piezas de la reserva solo existe en el pasapiezas

## El texto de un FEN, campo por campo
rules-fen-empty = no es un FEN (se esperan tablero, turno, enroque, al paso y contadores)
rules-fen-field-count = no es un FEN: tiene { $found ->
    [one] un campo
   *[other] { $found } campos
  } y se esperan de 4 a 6 (tablero, turno, enroque, al paso, contadores)
rules-fen-board = el campo 1 (colocación de las piezas) no es válido: «{ $found }»
rules-fen-rank-count = el campo 1 (colocación de las piezas) tiene { $found ->
    [one] una fila
   *[other] { $found } filas
  }, no 8
rules-fen-rank-length = campo 1 (colocación de las piezas): la fila { $rank } tiene { $squares ->
    [one] una casilla
   *[other] { $squares } casillas
  }, no 8
rules-fen-piece-letter = campo 1 (colocación de las piezas): «{ $letter }» en la fila { $rank } no es una pieza (KQRBNP, kqrbnp) ni un número de casillas vacías (1-8)
rules-fen-side = el campo 2 (turno) debe ser w o b, no «{ $found }»
rules-fen-castling = el campo 3 (enroque) debe ser -, KQkq (X-FEN) o columnas de torre (Shredder-FEN), no «{ $found }»
rules-fen-en-passant = el campo 4 (al paso) debe ser - o una casilla de la tercera o de la sexta fila, no «{ $found }»
rules-fen-halfmove-clock = el campo 5 (contador de medias jugadas) debe ser un número, no «{ $found }»
rules-fen-move-number = el campo 6 (número de jugada) debe ser un número positivo, no «{ $found }»
rules-fen-unreadable = el FEN tiene campos de otra variante

## Por qué una posición no es legal
rules-position-empty-board = el tablero está vacío
rules-position-missing-king = falta un rey
rules-position-too-many-kings = un bando tiene más de un rey
rules-position-pawns-on-backrank = hay un peón en la primera o en la última fila
rules-position-castling-rights = hay un derecho de enroque sin rey y torre que no se hayan movido
rules-position-en-passant = la casilla de captura al paso no sigue a un avance doble de peón
rules-position-opposite-check = el bando que no tiene el turno está en jaque
rules-position-impossible-check = ese jaque no puede venir de una jugada legal
rules-position-too-much-material = hay más material del que puede producir una partida
rules-position-variant = no es válida en esta variante
rules-position-not-legal = no es una posición legal

## PGN
rules-pgn-no-game = el texto no contiene ninguna partida
rules-pgn-second-game = una segunda partida donde se esperaba solo una
rules-pgn-text-after-result = texto después del resultado de la partida (una partida nueva necesita antes sus etiquetas o una línea en blanco)
rules-pgn-unclosed-comment = el comentario abierto con «{"{"}» no se cierra nunca
rules-pgn-stray-brace = «{"}"}» sin un «{"{"}» que lo abra
rules-pgn-stray-parenthesis = «)» sin un «(» que lo abra
rules-pgn-unclosed-variation = la variante abierta con «(» no se cierra nunca
rules-pgn-glyph = tras «$» debe ir un número de signo de 0 a 255
rules-pgn-tag-in-moves = una etiqueta entre las jugadas (las etiquetas van antes de la primera jugada)
rules-pgn-not-san = «{ $token }» no es una jugada en notación algebraica
rules-pgn-tag-name = falta el nombre de la etiqueta después de «[»
rules-pgn-tag-quotes = etiqueta { $tag }: el valor debe ir entre comillas dobles
rules-pgn-tag-closing-quote = etiqueta { $tag }: falta la comilla que cierra el valor
rules-pgn-tag-bracket = etiqueta { $tag }: falta «]»
rules-pgn-tag-not-text = etiqueta { $tag }: el valor no es texto UTF-8
rules-pgn-illegal-move = la jugada { $number }{ $side ->
    [white] .
   *[black] ...
  } { $san } es ilegal: { $reason }
rules-pgn-clock-before-first-move = una anotación de reloj antes de la primera jugada
rules-pgn-result-mismatch = la etiqueta Result dice { $tag }, pero las jugadas terminan con { $token }
rules-pgn-result-tag = etiqueta Result: se espera 1-0, 0-1, 1/2-1/2 o *
rules-pgn-variant = etiqueta Variant: «{ $value }» no se admite (ajedrez clásico o Chess960)
rules-pgn-chess960-without-fen = una partida de Chess960 necesita su posición inicial en una etiqueta FEN
rules-pgn-castling-rule = etiqueta CastlingRule: «{ $value }» no es una regla de enroque (fide o f9-6)
rules-pgn-fen-tag = etiqueta FEN: { $reason }
rules-pgn-rules = { $reason }

## Archivos de datos (perft)
rules-data-chess960-number = chess960: «{ $text }» no es un número
rules-data-position = { $reason }
rules-data-perft-line = se espera «perft <profundidad> <nodos>»
rules-data-perft-before-position = una línea perft antes de cualquier posición
rules-data-depth-too-large = profundidad demasiado grande
rules-data-unknown-keyword = palabra clave desconocida «{ $word }»

## Pasapiezas
rules-bughouse-board = no es un tablero válido: { $problems }
rules-bughouse-move-syntax = «{ $text }» no es una jugada en notación algebraica ni UCI
rules-bughouse-not-in-reserve = «{ $text }» no es legal: { $colour ->
    [white] las blancas
   *[black] las negras
  } no tienen { $role ->
    [pawn] ningún peón
    [knight] ningún caballo
    [bishop] ningún alfil
    [rook] ninguna torre
    [queen] ninguna dama
   *[king] rey
  } en la reserva
rules-bughouse-pawn-drop = «{ $text }» no es legal: no se puede colocar un peón en la primera ni en la última fila, ni en una casilla ocupada
rules-bughouse-not-legal = «{ $text }» no es legal aquí
rules-bughouse-not-legal-for = { $uci } no es legal para las { $colour ->
    [white] blancas
   *[black] negras
  }
