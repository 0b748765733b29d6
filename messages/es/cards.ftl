# Ajedrez con cartas (arbitro-cards): mazos, registros de partida, PGN, la
# resolución por capas con su traza, los motivos de rechazo y la disputa.

## Errores de archivos
cards-problem = { $path }: { $detail }
cards-problem-model = no encaja en el modelo de datos ({ $detail })
cards-problem-deck = { $detail }
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

## Reglas del esquema JSON
cards-schema-required = falta el campo obligatorio «{ $field }»
cards-schema-unexpected = campos que el formato no conoce: { $fields }
cards-schema-not-allowed = «{ $value }» no es un valor permitido (se admite: { $options })
cards-schema-pattern = «{ $value }» no tiene la forma esperada (un código de carta como AM-07, una casilla como e4…)
cards-schema-type = se esperaba { $expected ->
    [string] un texto
    [integer] un número entero
    [number] un número
    [boolean] verdadero o falso
    [array] una lista
    [object] un objeto
   *[other] un valor de tipo { $expected }
  }
cards-schema-constant = el valor debe ser «{ $expected }»
cards-schema-minimum = el número es menor que el mínimo ({ $limit })
cards-schema-maximum = el número es mayor que el máximo ({ $limit })
cards-schema-too-short = el texto es demasiado corto (al menos { $limit } caracteres)
cards-schema-too-long = el texto es demasiado largo (como mucho { $limit } caracteres)
cards-schema-too-few = la lista tiene demasiados pocos elementos (al menos { $limit })
cards-schema-too-many = la lista tiene demasiados elementos (como mucho { $limit })
cards-schema-shape = el evento debe tener exactamente uno de: move, card, react, pass, claim, flag, resign, agreed_draw, draw
cards-schema-other = no cumple el esquema ({ $detail })

## PGN
cards-pgn-unterminated-tag = una etiqueta no está cerrada
cards-pgn-unterminated-comment = un comentario no está cerrado
cards-pgn-unterminated-command = un comando de comentario no está cerrado
cards-pgn-tag-after-moves = hay una etiqueta después de las jugadas
cards-pgn-bad-colour = «{ $text }» no es un color (w o b)
cards-pgn-missing-argument = al comando %{ $command } le falta { $needs ->
    [by] el jugador (by=w|b)
    [code] el código de la carta
   *[colour] el color
  }
cards-pgn-unknown-claim = reclamación desconocida «{ $text }» (threefold o fifty_moves)
cards-pgn-not-a-card-game = no es una partida con cartas: falta la etiqueta CardFamily
cards-pgn-unknown-mode = modo de juego desconocido «{ $text }» (classic o advanced)
cards-pgn-missing-deck = falta la etiqueta CardDeck
cards-pgn-bad-tag = la etiqueta { $tag } no se puede leer ({ $detail })
cards-pgn-bad-piece = { $tag }: «{ $text }» no es una letra de pieza
cards-pgn-bad-seed = CardSeed: «{ $text }» no es una semilla
cards-pgn-not-san = «{ $text }» no es una jugada en notación algebraica
cards-pgn-illegal-san = { $text } no es una jugada legal aquí
cards-pgn-ambiguous-san = { $text } es ambigua aquí

## Palabras de las frases
cards-player-white = las blancas
cards-player-black = las negras
cards-player-white-start = Las blancas
cards-player-black-start = Las negras
cards-role = { $role ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
  }
cards-role-the = { $role ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
  }
cards-piece-on = { $role ->
    [king] el rey { $colour ->
        [white] blanco
       *[black] negro
      }
    [queen] la dama { $colour ->
        [white] blanca
       *[black] negra
      }
    [rook] la torre { $colour ->
        [white] blanca
       *[black] negra
      }
    [bishop] el alfil { $colour ->
        [white] blanco
       *[black] negro
      }
    [knight] el caballo { $colour ->
        [white] blanco
       *[black] negro
      }
   *[pawn] el peón { $colour ->
        [white] blanco
       *[black] negro
      }
  } de { $square }
cards-piece-on-start = { $role ->
    [king] El rey { $colour ->
        [white] blanco
       *[black] negro
      }
    [queen] La dama { $colour ->
        [white] blanca
       *[black] negra
      }
    [rook] La torre { $colour ->
        [white] blanca
       *[black] negra
      }
    [bishop] El alfil { $colour ->
        [white] blanco
       *[black] negro
      }
    [knight] El caballo { $colour ->
        [white] blanco
       *[black] negro
      }
   *[pawn] El peón { $colour ->
        [white] blanco
       *[black] negro
      }
  } de { $square }
cards-list-none = ninguna
cards-list-one = { $first }
cards-list-two = { $first } y { $second }
cards-list-more = { $first }, { $rest }
cards-card-code = { $card }
cards-result-white = 1-0
cards-result-black = 0-1
cards-result-draw = ½-½

## Anclajes de los efectos (AM-D8)
cards-anchor-piece = la pieza de { $square }
cards-anchor-file = la columna { $line }
cards-anchor-rank = la fila { $line }
cards-anchor-block = el bloque de 2×2 con esquina en { $square }
cards-anchor-square = la casilla { $square }
cards-anchor-queen-side = el flanco de dama (columnas a–d)
cards-anchor-king-side = el flanco de rey (columnas e–h)
cards-anchor-player = su dueño
cards-anchor-inert = nada (la carta falló y solo queda su contador)
cards-anchor-zone = la zona { $zone }
cards-effect-ref = { $name } ({ $card }) de { $owner }, sobre { $anchor }, { $turns ->
    [one] con 1 turno por delante
   *[other] con { $turns } turnos por delante
  }

## Capas de la traza (AM-G5)
cards-layer-declaration = Declaración
cards-layer-window = Ventana
cards-layer-counter = Anulación
cards-layer-prevention = Prevención y escudo
cards-layer-execution = Ejecución
cards-layer-verification = Verificación final
cards-layer-duration = Duración
cards-layer-move = Jugada
cards-layer-status = Estado de la partida
cards-layer-draw = Robo

## Ventanas (AM-D2)
cards-window-own-turn = en su propio turno
cards-window-after-card = tras una carta del rival
cards-window-after-capture = tras una captura del rival
cards-window-after-check = tras un jaque del rival
cards-window-after-promotion = tras una coronación del rival
cards-window-after-castling = tras un enroque del rival
cards-window-after-en-passant = tras una captura al paso del rival
cards-window-after-mate = tras un mate del rival
cards-window-checkmate-save = en la ventana de salvamento de mate
cards-window-open = ventana de { $player } ({ $kinds })

## Estados, resultados y fases
cards-status-ok = aceptada
cards-status-failed = la carta falla
cards-status-rejected = rechazada
cards-game-ongoing = en juego
cards-game-awaiting-reaction = esperando una reacción
cards-game-awaiting-save = esperando el salvamento de mate
cards-game-ended = terminada
cards-outcome-resolved = resuelta
cards-outcome-failed = fallida
cards-outcome-countered = anulada
cards-outcome-impossible = imposible de cumplir
cards-end-checkmate = jaque mate
cards-end-stalemate = rey ahogado
cards-end-resignation = abandono
cards-end-resignation-no-mating-material = abandono sin material del rival para dar mate
cards-end-flag = caída de bandera
cards-end-flag-no-mating-material = caída de bandera sin material del rival para dar mate
cards-end-agreement = tablas de mutuo acuerdo
cards-end-threefold-repetition = triple repetición
cards-end-fifty-moves = regla de las 50 jugadas
cards-end-fivefold-repetition = quíntuple repetición
cards-end-seventy-five-moves = regla de las 75 jugadas
cards-end-dead-position = posición muerta
cards-end-insufficient-material = material insuficiente
cards-end-king-capture = captura del rey
cards-end-lead-king = rey de plomo
cards-phase-draw-or-move = robar o mover
cards-phase-free-move = jugada normal pendiente
cards-phase-card-moves = jugadas que pide la carta
cards-phase-card-choice = elección que pide la carta
cards-phase-joker-choice = elección del comodín
cards-phase-second-knight-move = segunda jugada de caballo
cards-phase-prize-claim = reclamación del premio
cards-phase-replay-vetoed-move = otra jugada tras el veto
cards-event-move = jugada
cards-event-card = carta
cards-event-reaction = reacción
cards-event-pass = pase
cards-event-claim = reclamación de tablas
cards-event-flag = caída de bandera
cards-event-resign = abandono
cards-event-agreed-draw = tablas acordadas
cards-event-draw = robo de carta
cards-claim-threefold = triple repetición
cards-claim-fifty-moves = regla de las 50 jugadas

## Palabras del mazo
cards-temporal-super-queen = superdama (la dama mueve también como caballo)
cards-temporal-super-rooks = supertorres (las torres mueven también como caballo)
cards-temporal-super-bishops = superalfiles (los alfiles mueven también como caballo)
cards-temporal-super-knights = supercaballos (dos jugadas de caballo seguidas)
cards-temporal-untouchable-pawns = peones intocables
cards-temporal-lead-king = rey de plomo
cards-temporal-no-retreat = sin retroceso
cards-temporal-harakiri = harakiri (cambio de colores)
cards-goal-castle = enrocar
cards-goal-check-with-knight = dar jaque con un caballo
cards-goal-capture-with-pawn = capturar con un peón
cards-goal-promote = coronar un peón
cards-bomb-normal = normal
cards-bomb-cruel = cruel
cards-bomb-fierce = feroz
cards-bomb-crazy = loca
cards-condition-free = una casilla libre
cards-condition-free-or-enemy = una casilla libre u ocupada por una pieza rival que no sea el rey
cards-condition-in-zone = dentro de la zona de la carta
cards-condition-relative-rank = en su fila { $rank }
cards-condition-adjacent-to = junto a la pieza que pide la carta
cards-condition-king-distance = a distancia de rey entre { $min } y { $max }
cards-condition-gives-check = una pieza que da jaque
cards-condition-unattacked = una casilla no atacada
cards-condition-on-line-of = en una de las líneas de la pieza
cards-condition-between-checker-and-king = entre la pieza que da jaque y el rey
cards-lasting-no-move = la pieza no puede moverse
cards-lasting-no-entry = las piezas indicadas no pueden entrar
cards-lasting-eliminate-on-arrival = la pieza que llega es eliminada
cards-lasting-extra-movement = la pieza mueve también como { $role ->
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
    [king] rey
   *[pawn] peón
  }
cards-lasting-no-capture = las piezas no pueden ser capturadas
cards-lasting-no-card-relocation = las piezas no pueden ser reubicadas por cartas

## Motivos (códigos estables de rechazo o fallo)
cards-reason-game-over = la partida ha terminado
cards-reason-not-your-turn = no es su turno
cards-reason-invalid-event = evento mal formado
cards-reason-unknown-card = carta desconocida
cards-reason-not-in-hand = la carta no está en la mano
cards-reason-outside-window = fuera de su ventana
cards-reason-advanced-only = solo en modo avanzado
cards-reason-reaction-limit = una reacción por ventana
cards-reason-chain-forbidden = cadena de reacciones prohibida
cards-reason-awaiting-reaction = esperando la reacción del rival
cards-reason-move-only-turn = turno solo de mover
cards-reason-illegal-move = jugada ilegal
cards-reason-self-check = deja al rey propio en jaque
cards-reason-blocked-by-effect = bloqueada por un efecto en juego
cards-reason-target-count = número de objetivos incorrecto
cards-reason-target-ineligible = objetivo no elegible
cards-reason-king-not-eliminable = el rey no puede ser eliminado
cards-reason-destination-ineligible = destino no válido
cards-reason-choice-ineligible = elección de pieza no válida
cards-reason-pawn-on-last-rank = peón en la primera u octava fila
cards-reason-step-impossible = un paso de la carta es imposible
cards-reason-counter-condition-unmet = no se cumple la condición de la anulación
cards-reason-irresolvable = posición irresoluble
cards-reason-claim-unfounded = reclamación sin fundamento
cards-reason-wrong-family = no pertenece a esta familia de juego
cards-reason-must-draw = hay que robar carta
cards-reason-in-check-no-draw = en jaque no se roba
cards-reason-pile-empty = no quedan cartas
cards-reason-card-obligation = lo impide la carta robada
cards-reason-not-shown-piece = pieza no indicada en la carta
cards-reason-must-move-all = hay que mover todas las piezas posibles
cards-reason-veto-refused = veto no admitido
cards-reason-illegal-position = posición ilegal
cards-reason-not-stealable = carta que no se puede robar
cards-reason-same-move = misma jugada vetada

## Detalle de los rechazos y fallos
cards-why-game-over = la partida ya terminó ({ $result })
cards-why-ended-when-window-closed = la partida terminó al cerrarse la ventana
cards-why-ended-with-turn = la partida terminó con ese turno
cards-why-not-your-turn = le toca a { $turn }
cards-why-other-window-open = está abierta la ventana de { $window }; no le toca a { $player }
cards-why-card-waits = la carta de { $player } espera a que se cierre la ventana de { $window }
cards-why-save-window-move = está abierta la ventana de salvamento de mate: hay que jugar una carta o pasar
cards-why-save-window-card = está abierta la ventana de salvamento de mate: solo una carta de salvamento, una reacción o pasar
cards-why-draw-is-ed = robar de un mazo común es propio del juego con mazo compartido; en Ajedrez Mágico un turno es una carta o una jugada
cards-why-no-reactions-in-ed = en el juego con mazo compartido no hay reacciones: un turno es robar o mover
cards-why-ed-card = { $card } es una carta del juego con mazo compartido
cards-why-not-in-deck = { $card } no es una carta del mazo { $deck }
cards-why-not-in-hand = { $card } no está en la mano de { $player }
cards-why-reaction-in-classic = { $card } es una reacción: en modo clásico las reacciones nunca se juegan
cards-why-reaction-needs-window = { $card } es una reacción: se juega como reacción dentro de una ventana
cards-why-action-out-of-turn = { $card } es una carta de acción y le toca a { $turn }
cards-why-move-only = { $player } se salvaron del mate: este turno es solo de mover
cards-why-save-only-in-save-window = { $card } solo se juega en la ventana de salvamento de mate
cards-why-save-cards-off = las cartas de salvamento no se juegan en modo clásico con las opciones de este torneo
cards-why-reactions-advanced-only = las reacciones solo existen en modo avanzado, acordado de antemano
cards-why-already-reacted = { $player } ya reaccionaron en esta ventana: una reacción por ventana y jugador
cards-why-chain-forbidden = a una reacción no se le puede responder con otra: las cadenas están prohibidas
cards-why-no-window = no hay ninguna ventana abierta para { $player }
cards-why-window-closed-by-reaction = la ventana de { $player } ya se cerró con su reacción
cards-why-wrong-window = { $card } se juega { $window }; la ventana abierta es { $open }
cards-why-claim-window-open = hay una ventana abierta
cards-why-claim-by-player-to-move = las tablas las reclama el jugador que tiene el turno
cards-why-claim-before-acting = las tablas las reclama el jugador que tiene el turno, antes de actuar
cards-why-claim-unfounded = la posición no justifica la reclamación ({ $kind }); la partida sigue
cards-why-agreement-too-early = solo se pueden acordar tablas cuando cada jugador ha hecho al menos una jugada
cards-why-target-count = { $card } nombra { $given ->
    [one] un objetivo
   *[other] { $given } objetivos
  }; la carta admite { $min ->
    [one] { $max ->
        [one] uno
       *[other] de 1 a { $max }
      }
   *[other] de { $min } a { $max }
  }
cards-why-named-twice = { $square } se nombra dos veces
cards-why-not-a-square = «{ $text }» no es una casilla
cards-why-not-a-target = «{ $text }» no es un objetivo válido (una casilla como e4, una columna como file:d, un bloque como block:c3)
cards-why-needs-destination = { $card } necesita una casilla de destino
cards-why-takes-no-destination = { $card } no lleva casilla de destino
cards-why-not-a-piece-letter = «{ $text }» no es una letra de pieza (R, D, T, A, C, P o K, Q, R, B, N, P)
cards-why-choice-not-offered = { $card } no ofrece elegir { $role }
cards-why-offers-no-choice = { $card } no ofrece elegir pieza
cards-why-takes-no-moves = { $card } no lleva jugadas
cards-why-no-piece-on = no hay ninguna pieza en { $square }
cards-why-king-not-eliminable = el rey de { $square } no puede ser eliminado por ninguna carta
cards-why-piece-gone = la pieza declarada en { $square } ya no está allí
cards-why-piece-ineligible = { $role-the } de { $square } no cumple las condiciones de { $card }
cards-why-zone-ineligible = { $zone } no cumple las condiciones de { $card }
cards-why-no-piece-to-act-on = { $card } no encuentra ninguna pieza sobre la que actuar
cards-why-trigger-ineligible = { $card }: la pieza que hizo la jugada no es elegible
cards-why-lacks-target = a { $card } le falta un objetivo
cards-why-destination-ineligible = { $to } no es una casilla que { $card } permita: debe ser { $condition }
cards-why-needs-choice = { $card } necesita que se elija una pieza
cards-why-no-captured = su dueño no tiene { $role-the } entre sus piezas capturadas
cards-why-pawn-on-back-rank = un peón no puede quedar en { $square }
cards-why-swap-pawn-back-rank = el intercambio dejaría un peón en la primera u octava fila
cards-why-promotion-needs-choice = el peón corona en { $square }: hay que elegir la pieza
cards-why-move-count = { $card } lleva { $count ->
    [one] una jugada
   *[other] { $count } jugadas
  } y se han dado { $given }
cards-why-no-second-move = tras la primera jugada no cabe una segunda
cards-why-card-move-wrong = jugada { $n } de { $card }: { $why }
cards-why-same-piece-again = { $card } pide piezas distintas y { $mv } mueve otra vez la misma
cards-why-check-then-move = a una jugada que da jaque no le puede seguir otra
cards-why-not-a-move = «{ $text }» no es una jugada en notación algebraica ni UCI
cards-why-self-check-move = { $mv } dejaría al rey propio en jaque
cards-why-illegal-move = { $mv } no es una jugada legal aquí
cards-why-blocked-move = { $mv }: { $how ->
    [frozen] la pieza está inmovilizada
    [no-entry] la casilla de destino le está cerrada
   *[protected] la pieza capturada está protegida
  } por { $effect }
cards-why-does-not-answer-check = { $mv } no responde al jaque
cards-why-illegal-ed-move = { $mv } no es una jugada legal aquí (jugadas FIDE con la carta temporal en vigor)
cards-why-no-committed-card = no hay ninguna carta bajada a la que responder
cards-why-frozen = la pieza de { $square } está inmovilizada por { $effect }
cards-why-square-closed = { $square } está cerrada a esa pieza por { $effect }
cards-why-nothing-to-relocate = no hay pieza o destino que reubicar
cards-why-occupied = { $square } está ocupada
cards-why-no-position-for = no hay posición legal para { $mv }
cards-why-move-failed = { $mv }: { $why }
cards-why-no-choice = no se ha elegido pieza
cards-why-no-destination = no hay destino
cards-why-swap-needs-two = un intercambio necesita dos piezas
cards-why-no-pawn = no hay peón que avanzar
cards-why-double-step-needs-licence = un avance de dos casillas fuera de la segunda fila necesita licencia expresa (AM-G10)
cards-why-not-free = { $square } no está libre
cards-why-off-the-board = el peón se saldría del tablero
cards-why-no-piece = no hay pieza
cards-why-no-duration = la carta no tiene duración
cards-why-no-such-target = la carta no tiene el objetivo «{ $id }»
cards-why-nothing-to-shield = no hay nada frente a lo que proteger
cards-why-no-move-to-take-back = no hay ninguna jugada que deshacer
cards-why-targets-no-own-piece = la carta bajada no apunta a ninguna pieza propia
cards-why-check-without-move = { $player } quedarían en jaque sin haber jugado (AM-G15)
cards-why-king-left-in-check = el rey de { $player } quedaría en jaque
cards-why-check-out-of-turn = { $player } quedarían en jaque fuera de su turno
cards-why-pawn-would-stand = un peón quedaría en la primera u octava fila
cards-why-not-playable = el resultado no es una posición jugable
cards-why-already-chose = { $player } ya eligieron en este turno ({ $phase })
cards-why-in-check-no-draw = { $player } están en jaque: se responde con una jugada, no con una carta
cards-why-pile-empty = el mazo y los descartes están vacíos: todas las cartas las guardan los jugadores
cards-why-must-draw = «Carta Obligatoria»: el turno empieza robando una carta
cards-why-vetoed-move = { $mv } fue vetada: hay que jugar otra jugada
cards-why-only-knight = supercaballos: solo un caballo puede hacer la segunda jugada (o pasar)
cards-why-not-shown-piece = { $card } pide que muevan: { $pieces } (cada una una vez)
cards-why-must-move-all = tras { $mv } solo podrían mover { $reach } de las piezas indicadas y otro orden mueve { $best }: hay que mover todas las que puedan (ED-C2)
cards-why-waiting-for-choice = { $card } espera la elección del jugador
cards-why-prize-being-claimed = se está reclamando un premio (ED-C10)
cards-why-not-stealable = hay que nombrar una de las cartas especiales del rival: { $options }
cards-why-veto-at-start = «No me gusta tu jugada» se usa al empezar el turno, antes de mover o de cumplir una carta
cards-why-not-the-card = { $card } no es la carta que espera este turno ({ $phase })
cards-why-name-piece = hay que nombrar la pieza en los objetivos
cards-why-name-square = hay que nombrar la casilla vacía de destino
cards-why-enemy-king-never-relocated = el rey rival nunca se reubica (el propio sí)
cards-why-not-empty = { $square } no está vacía
cards-why-no-pawns-on-back-rank = no puede haber peones en la primera ni en la octava fila
cards-why-leaves-king-in-check = llevar la pieza de { $from } a { $to } dejaría en jaque al rey de { $player }
cards-why-king-would-be-in-check = el rey de { $player } quedaría en jaque
cards-why-not-enemy-piece = en { $square } no hay una pieza rival del tipo que pide la carta ({ $role })
cards-why-removal-illegal = retirarla dejaría una posición ilegal
cards-why-not-bombable = en { $square } no hay ninguna pieza que la bomba pueda retirar (zona, bando, nunca el rey)
cards-why-no-captured-of = { $player } no tienen { $role-the } entre sus piezas capturadas
cards-why-pawn-ranks = los peones vuelven en las filas 2 a 7
cards-why-placement-illegal = { $role-the } en { $square } dejaría una posición ilegal
cards-why-takes-no-choice = esta carta no lleva elección
cards-why-does-not-hold = { $player } no guardan { $card }
cards-why-not-vetoable = el último turno del rival no fue una sola jugada normal (las cartas no se vetan)
cards-why-no-move-to-veto = no hay jugada del rival que vetar
cards-why-only-legal-move = { $mv } era la única jugada legal
cards-why-veto-illegal = deshacer la jugada dejaría una posición ilegal con la carta temporal ahora en vigor
cards-why-nothing-to-pass = no hay nada que pasar: pasar solo rechaza una segunda jugada de caballo (ED-C11) o un premio (ED-C10)
cards-why-shown-cannot-move = ninguna de las piezas indicadas puede mover
cards-why-nothing-legal = la carta no puede hacer nada legal
cards-why-zone-nothing-legal = no se puede retirar legalmente ninguna pieza de la zona
cards-why-zone-empty = no hay ninguna pieza en la zona

## La traza: peticiones, turnos y ventanas (AM)
cards-note-refused = Solicitud rechazada ({ $reason }): { $why }. No cambia nada{ $card ->
    [yes] ; la carta sigue en la mano.
   *[no] .
  }
cards-note-effect-in-force = Efecto en juego: { $effect }.
cards-note-effect-text = Texto de { $card }: «{ $text }»
cards-note-committed = { $player-start } bajan { $card } ({ $name }): la declaración es definitiva e irreversible y consume el turno (AM-R8).
cards-note-save-committed = { $player-start } bajan { $card } ({ $name }) en la ventana de salvamento (exactamente una carta).
cards-note-reacted = { $player-start } reaccionan con { $card } ({ $name }) en su ventana ({ $window }); no sustituye su siguiente turno.
cards-note-card-window-opens = Se abre una ventana de reacción para { $player }: la carta queda pendiente hasta que reaccionen o pasen.
cards-note-impact-window-opens = Jugada de impacto ({ $windows }): se abre una ventana de reacción para { $player }.
cards-note-window-passed = { $player-start } pasan: su ventana se cierra.
cards-note-window-implicit-pass = { $player-start } actúan sin reaccionar: su ventana se cierra (pase implícito).
cards-note-pending-resolves-now = Nada puede responder a una reacción: la carta pendiente se resuelve ahora.
cards-note-moved = Jugada de { $player }: { $mv }.
cards-note-turn-used = La carta se ha bajado: el turno de { $player } queda consumido.
cards-note-must-answer-check = Ningún turno puede terminar con el rey propio en jaque: { $player } siguen debiendo responder al jaque.
cards-note-failed-keeps-counter = { $card } ha fallado pero tiene duración: queda visible, sin efecto, con su contador ({ $turns }).

## Mate y ventana de salvamento (AM-D9, AM-R12)
cards-note-save-window-opens = Jaque mate anunciado: se abre la ventana de salvamento para { $player } (exactamente una carta).
cards-note-starts-mated-save-window = La posición de partida es jaque mate: se abre la ventana de salvamento para { $player } (exactamente una carta).
cards-note-no-save = Sin salvamento: el mate se mantiene.
cards-note-mate-persists = El mate persiste tras la resolución: la partida termina sin nuevas reacciones.
cards-note-mate-lifted = El mate queda deshecho: { $player } se salvan.
cards-note-move-only-next = El siguiente turno de { $player } será solo de mover.

## Final de la partida
cards-note-checkmate = Jaque mate: ganan { $winner }.
cards-note-stalemate-no-card = Rey ahogado: { $player } no tienen jugada ni carta jugable. Tablas.
cards-note-stalemate = Rey ahogado al final del turno: { $player } no tienen jugada. Tablas.
cards-note-fivefold = Quíntuple repetición: tablas automáticas.
cards-note-seventy-five = 75 jugadas sin captura ni movimiento de peón: tablas automáticas.
cards-note-dead-position = Ningún jugador puede dar mate y no quedan cartas ni efectos: tablas.
cards-note-insufficient-material = Al cambiar el turno no queda material para dar mate: tablas.
cards-note-flag-falls = Cae la bandera de { $player }: { $result }.
cards-note-resigns = Abandonan { $player }: { $result }.
cards-note-agreed-draw = Tablas de mutuo acuerdo.
cards-note-claim-upheld = Reclamación correcta ({ $kind }): tablas.
cards-note-starts-ended = La posición de partida ya decide la partida.

## Duraciones y anclajes (AM-D7, AM-D8, AM-G11)
cards-note-counter-ticks = Fin del turno de { $player }: el contador de { $card } (sobre { $anchor }) baja a { $counter }.
cards-note-effect-ends = El contador de { $card } llega a 0 al final del turno de { $player }: el efecto termina.
cards-note-anchor-gone = La pieza de { $square } ha dejado de existir: el efecto de { $card } anclado a ella termina.
cards-note-trap-eliminates = { $card } (efecto de zona) elimina { $piece }.
cards-note-trap-spent = { $card } ha actuado una vez y termina.

## Las capas de la resolución (AM-G5)
cards-note-not-countered = Capa de anulación: { $card } no ha sido anulada.
cards-note-checked-at-resolution = La elegibilidad de los objetivos se comprueba ahora, al resolver.
cards-note-countered = { $card } queda anulada por { $by }: se descarta sin efecto.
cards-note-shielded-from = Escudo sobre { $piece }: es inmune a { $card }; el resto se resuelve.
cards-note-prevention-applies = Prevención: las capturas y eliminaciones de { $card } no se producen; el resto sí.
cards-note-target-lost = { $card } falla: su objetivo ya no es elegible al resolver y no hay redirección ({ $why }).
cards-note-step-fails = El paso { $step } de { $card } falla ({ $why }); { $later ->
    [0] no quedan pasos posteriores
    [one] el paso posterior no se ejecuta
   *[other] los { $later } pasos posteriores no se ejecutan
  } y la carta se descarta.
cards-note-all-prevented = Todos los efectos de { $card } quedaron impedidos: la carta cuenta como jugada y se descarta.
cards-note-verification-fails = { $card } no supera la verificación final: { $why }.
cards-note-position-restored = { $rule ->
    [self-check] Ningún turno puede terminar con el rey propio en jaque
    [irresolvable] Posición irresoluble: se anula la última carta causante
   *[illegal] La posición resultante no es legal
  }: { $card } falla y se restaura la posición anterior.
cards-note-verification-passes = Verificación final: ningún rey queda en jaque indebido; enroque y al paso recalculados sobre la posición resultante (AM-G12).

## Los pasos de una carta
cards-note-prevents = { $name } ({ $card }): las capturas y eliminaciones de { $against } no se producirán.
cards-note-immune-stays = { $piece-start } es inmune a { $card }: no se mueve.
cards-note-relocation-forbidden = { $by } impide reubicar { $piece } con cartas: no se mueve.
cards-note-immune-not-removed = { $piece-start } es inmune a { $card }: no se puede { $capture ->
    [yes] capturar
   *[no] eliminar
  }.
cards-note-prevented-removal = Prevención: no se produce { $capture ->
    [yes] la captura
   *[no] la eliminación
  } de { $piece }.
cards-note-protected-by = { $by } protege { $piece }: no se puede { $capture ->
    [yes] capturar
   *[no] eliminar
  }.
cards-note-captures = { $piece-start } captura { $victim }.
cards-note-relocated = { $piece-start } { $motion ->
    [teleport] se teletransporta a
   *[move] pasa a
  } { $to }{ $licence ->
    [yes] {" "}ignorando las piezas intermedias (licencia expresa, AM-G10).
   *[no] .
  }
cards-note-castling-lost = El rey se ha movido: { $player } pierden los derechos de enroque.
cards-note-second-move-not-played = La jugada anterior da jaque: { $mv } no se juega.
cards-note-capture-not-played = La captura no se produce: { $mv } no se juega.
cards-note-card-move = Jugada { $n } de { $card }: { $mv }.
cards-note-eliminated = Se elimina { $piece }; no vuelve salvo que otra carta lo permita.
cards-note-returned = Vuelve al tablero { $role-the } en { $to } (la carta lo autoriza).
cards-note-swapped = { $piece-start } y { $other } intercambian sus casillas.
cards-note-pawn-advances = { $piece-start } avanza a { $to }.
cards-note-promotes = El peón corona en { $to }: { $role }.
cards-note-no-en-passant-right = Este avance no crea derecho de captura al paso.
cards-note-immune-unchanged = { $piece-start } es inmune a { $card }: no cambia.
cards-note-transformed = { $piece-start } se convierte en { $role }; los efectos anclados a la pieza anterior terminan.
cards-note-immune-to-effect = { $piece-start } es inmune a { $card }: el efecto no se le aplica.
cards-note-effect-added = { $name } ({ $card }) sobre { $anchor }: contador visible { $counter }; termina al final del turno { $ends }.
cards-note-counter-condition-unmet = { $pending } no apunta a ninguna pieza de { $player }: { $card } falla.
cards-note-counters = { $card } anula { $pending }: no llegará a resolverse.
cards-note-shields = { $name } ({ $card }) protege { $piece } frente a { $against }.
cards-note-rewound = Se deshace la jugada de captura: se restaura la posición exacta anterior, pieza capturada incluida, con sus derechos de enroque y al paso; el rival vuelve a jugar. Las cartas consumidas siguen consumidas.

## Juego con mazo compartido (ED)
cards-note-drew = { $player-start } roban { $card } ({ $name }) y la muestran al rival.
cards-note-reshuffled = El mazo se agotó: se barajan { $count ->
    [one] el descarte
   *[other] los { $count } descartes
  } como mazo nuevo.
cards-note-must-move-shown = Carta de acción (ED-R3): { $left ->
    [one] debe mover una
   *[other] deben mover { $left }
  } de estas piezas: { $pieces } ({ $best ->
    [one] 1 posible
   *[other] { $best } posibles
  }).
cards-note-loses-turn = { $player-start } pierden el turno.
cards-note-choice-declared = Carta de acción (ED-R3): el jugador declara su elección.
cards-note-bomb-choice = Bomba ({ $variant }): el jugador elige la pieza de la zona.
cards-note-bomb-removes = Bomba { $variant }: { $count ->
    [one] se retira una pieza
   *[other] se retiran { $count } piezas
  } de la zona.
cards-note-veto-discarded = «No me gusta tu jugada» no se acumula y el rival ya tiene una: la segunda se descarta.
cards-note-veto-given = «No me gusta tu jugada» no se acumula: la segunda se regala al rival.
cards-note-special-kept = Carta especial: se guarda boca arriba; puede usarse ahora o más tarde (ED-C9).
cards-note-objective-kept = Objetivo ({ $goal }) guardado boca arriba; premio: { $prize } (ED-R4).
cards-note-temporal-replaced = Aparece otra carta temporal: termina { $card }.
cards-note-colours-swap = ¡Cambio de color! Cada jugador juega con las piezas del otro hasta la siguiente carta temporal; el mate gana para quien lo da.
cards-note-temporal-in-force = Efecto temporal para { $player } hasta la siguiente carta temporal: { $effect }.
cards-note-joker-nothing = Comodín: el rival no tiene cartas especiales; sin efecto.
cards-note-joker-choice = Comodín: el jugador elige qué carta especial roba.
cards-note-steals = Comodín: { $player } roban { $card } al rival.
cards-note-no-effect = Carta sin efecto definido: jugada normal.
cards-note-cannot-obey = { $card } no puede cumplirse ({ $why }): se descarta.
cards-note-first-edition-loses-turn = Primera edición: si no se puede cumplir la carta, se pierde el turno.
cards-note-second-edition-free-move = Segunda edición: si no se puede cumplir la carta, se hace una jugada normal.
cards-note-card-checks-turn-ends = La carta deja al rey de { $player } en jaque: el turno termina al instante.
cards-note-king-captured = El turno pasa con el rey de { $player } en jaque: se captura el rey (Carta Obligatoria). Ganan { $winner }.
cards-note-second-knight-move = Supercaballos: segunda jugada de caballo { $mv }.
cards-note-no-second-knight-move = Supercaballos: no se hace la segunda jugada de caballo.
cards-note-shown-piece-moves = { $player-start } mueven { $role-the } ({ $mv }) según { $card }.
cards-note-check-ends-turn = El jaque termina el turno al instante, aunque la carta permitiera más jugadas.
cards-note-partly-obeyed = Las demás piezas indicadas no pueden mover: la carta se cumple en parte.
cards-note-normal-move = { $player-start } { $redo ->
    [yes] juegan otra jugada:
   *[no] juegan
  } { $mv }.
cards-note-lead-king = Rey de plomo: { $player } están en jaque y solo pueden mover el rey. Pierden.
cards-note-check = Jaque a { $player }.
cards-note-mate-at-once = Jaque mate: termina la partida al instante. Ganan { $winner }.
cards-note-mate-at-turn-end = Jaque mate al final del turno. Ganan { $winner }.
cards-note-owed-move-mate = { $player-start } deben mover, están en jaque y no tienen jugada: jaque mate. Ganan { $winner }.
cards-note-owed-move-stalemate = { $player-start } deben hacer una jugada normal y no tienen ninguna: rey ahogado, tablas.
cards-note-stalemate-mid-turn = El rival quedaría ahogado, pero el turno sigue: solo cuenta al final del turno.
cards-note-objective-met = Objetivo cumplido ({ $goal }): el premio ({ $prize }) se reclama ahora o se pierde.
cards-note-objective-met-no-prize = Objetivo cumplido ({ $goal }), pero { $prize-the } no está entre las piezas capturadas: sin efecto, la carta se descarta.
cards-note-prize-claimed = Premio reclamado: { $role-the } vuelve al tablero en { $to } (como Recupera, ED-C8).
cards-note-prize-lost = El premio no se reclamó en el turno en que se cumplió el objetivo: se pierde y la carta se devuelve.
cards-note-vetoed = «No me gusta tu jugada»: { $player } deben rectificar { $mv } y hacer otra jugada.
cards-note-relocate-done = Cambia: la pieza de { $from } pasa a { $to } sin capturar; termina el turno.
cards-note-remove-done = Quita: se retira la pieza rival de { $square }; termina el turno.
cards-note-bomb-done = Bomba: se retira la pieza de { $square }; termina el turno.
cards-note-recover-done = Recupera: la pieza vuelve al tablero en { $to }; termina el turno.
cards-note-card-gives-check = La carta da jaque a { $player }.

## La disposición de una disputa (Setup)
cards-setup-refused = La disposición no es válida ({ $count ->
    [one] un problema
   *[other] { $count } problemas
  }): { $problems }
cards-setup-deck-family = el mazo { $deck } es de la familia { $family ->
    [magico] Ajedrez Mágico
   *[ed] de mazo compartido
  }
cards-setup-deck-id = se esperaba el mazo { $expected }
cards-setup-deck-version = el registro usa la versión { $used } de { $deck }, pero la cargada es la { $loaded } (AM-R16)
cards-setup-ed-option = la opción { $option } es propia del juego con mazo compartido
cards-setup-king-capture-needs-mandatory = la captura del rey es una opción de «Carta Obligatoria» (ED-R5): hay que activar mandatory_draw
cards-setup-ed-field = { $field ->
    [pile] el mazo de robo
    [pile_top] la parte de arriba del mazo
    [kept] las cartas especiales guardadas
   *[drawn] la carta recién robada
  } es propio del juego con mazo compartido
cards-setup-am-field = en el juego con mazo compartido no hay { $field ->
    [hands] manos: las cartas especiales se guardan en «kept» (ED-R4)
    [effects] efectos sobre la mesa: la carta temporal en vigor es una carta guardada (ED-C11)
    [pending] cartas pendientes de reacción
    [window] ventanas de reacción
   *[move_only] turnos solo de mover
  }
cards-setup-not-fen = no es una FEN: { $part ->
    [board] la colocación de piezas no se entiende
    [turn] el turno no es w ni b
    [castling] los derechos de enroque no se entienden
    [en-passant] la casilla al paso no se entiende
    [halfmoves] el contador de medias jugadas no es un número
    [fullmoves] el número de jugada no es un número
   *[whole] necesita seis campos separados por espacios
  }
cards-setup-position = { $fault ->
    [empty-board] el tablero está vacío
    [missing-king] falta un rey
    [too-many-kings] hay más de un rey del mismo color
    [pawns-on-back-rank] hay un peón en la primera u octava fila
    [opposite-check] el bando que no mueve está en jaque
    [invalid-castling] hay derechos de enroque que la posición no permite
    [invalid-en-passant] la casilla al paso no corresponde a ningún avance doble
    [impossible-check] el jaque no pudo darse con ninguna jugada legal
   *[too-much-material] hay más piezas de las que una partida puede tener
  }
cards-setup-chess960-number = { $number } no es una posición de Chess960: los números van de 0 a 959
cards-setup-unknown-card = { $card } no es una carta del mazo { $deck }
cards-setup-instruction-card = { $card } es una carta de instrucciones: no se juega
cards-setup-card-twice = { $card } ya se usa en { $first }: cada carta física está una sola vez
cards-setup-hands-differ-from-deal = las manos no coinciden con el reparto de la semilla { $seed } (AM-R3)
cards-setup-needs-hands = hacen falta las manos («hands») o una semilla de reparto («deal») (AM-R3)
cards-setup-needs-pile = hace falta el mazo («pile», de arriba abajo), su parte de arriba o una semilla para barajarlo (ED-R1)
cards-setup-pile-twice = o el mazo entero o solo su parte de arriba, no los dos
cards-setup-too-many-pieces = { $player } tendrían { $count } piezas entre el tablero y las capturadas (como mucho 16)
cards-setup-too-many-pawns = { $player } tendrían { $count } peones entre el tablero y los capturados (como mucho 8)
cards-setup-no-lasting-effect = { $card } no deja ningún efecto duradero sobre la mesa
cards-setup-counter-zero = el contador de un efecto activo es al menos 1
cards-setup-counter-too-high = el contador de { $card } ({ $counter }) supera su duración ({ $turns })
cards-setup-no-piece-to-anchor = no hay ninguna pieza en { $square } a la que anclar el efecto
cards-setup-anchor-ineligible = { $card } no puede estar anclada sobre { $piece } (AM-D8)
cards-setup-not-an-anchor = «{ $text }» no es un anclaje (una casilla, file:d, block:c3, queen_side o player)
cards-setup-not-a-square = «{ $text }» no es una casilla
cards-setup-one-temporal = solo puede haber una carta temporal en vigor (ED-C11)
cards-setup-not-kept = { $card } no es una carta especial de las que se guardan (ED-R4)
cards-setup-vetoes-stacked = las cartas «No me gusta tu jugada» no se acumulan (ED-C9)
cards-setup-drawn-in-check = { $player } están en jaque: no pueden haber robado carta (ED-R7)
cards-setup-pending-needs-advanced = una carta pendiente de reacción solo existe en modo avanzado (AM-R14)
cards-setup-pending-kind = { $card } no es una carta de acción ni de salvamento: no queda pendiente
cards-setup-pending-by-to-move = la carta pendiente la baja el bando que tiene el turno ({ $turn })
cards-setup-pending-declaration = la carta no admite la declaración pendiente: { $why }
cards-setup-pending-pieces = una pieza declarada por objetivo de pieza: la declaración tiene { $count }
cards-setup-not-a-piece = «{ $text }» no es una letra de pieza de FEN (P, N, B, R, Q, K o en minúscula)
cards-setup-pending-no-reaction = { $player } no tienen ninguna reacción que jugar: la carta se habría resuelto al bajarla (AM-D2)
cards-setup-window-empty = la ventana no dice qué satisface
cards-setup-window-own-turn = «own_turn» no es una ventana que se abra
cards-setup-window-needs-advanced = las ventanas de reacción solo existen en modo avanzado (AM-R14)
cards-setup-save-window-off = las cartas de salvamento no se juegan en modo clásico con estas opciones (AM-D9)
cards-setup-after-card-window = la ventana tras una carta se abre para el rival de quien la bajó: { $player }
cards-setup-after-card-without-pending = una ventana tras una carta necesita la carta pendiente
cards-setup-impact-window-player = una ventana tras una jugada de impacto se abre para el bando que tiene el turno: { $player }
cards-setup-save-window-not-mated = la ventana de salvamento se abre para el bando que tiene el turno cuando recibe mate, y { $player } no lo están (AM-D9)
cards-setup-window-nothing-to-play = { $player } no tienen ninguna carta que jugar en esa ventana (AM-D2)
cards-setup-trigger-empty = no hay ninguna pieza en { $square }, la casilla de la pieza que abrió la ventana
cards-setup-move-only-not-to-move = el turno solo de mover es del bando que tiene el turno, no de { $player } (AM-R12)
cards-why-no-valid-target = { $card } no tiene ahora ningún objetivo que pueda tomar

## El fallo sobre una jugada disputada (Ruling)
cards-ruling-resolved = Se resuelve: { $changes }.
cards-ruling-resolved-quiet = Se resuelve, sin cambios sobre el tablero.
cards-ruling-move = Se juega { $san }{ $count ->
    [0] .
   *[other] : { $changes }.
  }
cards-ruling-pending = { $card } queda bajada y pendiente: se abre la ventana de reacción de { $player }.
cards-ruling-failed = { $card } falla: { $why } ({ $clause }); se descarta y el turno queda consumido.
cards-ruling-countered = { $card } queda anulada por { $by } y se descarta sin efecto.
cards-ruling-rejected = Rechazada: { $why } ({ $clause }){ $card ->
    [yes] ; la carta sigue en la mano.
   *[no] ; no cambia nada.
  }
cards-change-moved = { $piece } pasa a { $to }
cards-change-removed = { $piece } { $role ->
    [queen] es eliminada
    [rook] es eliminada
   *[other] es eliminado
  }
cards-change-placed = { $piece } vuelve al tablero
cards-change-transformed = { $piece } se convierte en { $into }
cards-change-protected = { $piece } queda { $role ->
    [queen] protegida
    [rook] protegida
   *[other] protegido
  } por { $name } ({ $card })
cards-change-card = { $card } { $outcome ->
    [countered] queda anulada
    [failed] falla
    [impossible] no puede cumplirse
   *[resolved] se resuelve
  }
cards-change-effect-added = entra en juego { $effect }
cards-change-effect-ended = termina { $effect }
cards-change-ended = la partida termina ({ $reason }): { $result }

## Versiones del mazo y erratas (AM-R16, AM-AE)
cards-unknown-version = El mazo { $deck } no tiene la versión «{ $version }» (versiones: { $known }).
cards-versions-reversed = Mazo { $deck }: la versión { $from } es posterior a la { $to }; indique primero la anterior.
cards-history-duplicate-version = la versión { $version } aparece dos veces
cards-history-first-replaces = la primera edición ({ $version }) no puede sustituir a una versión anterior
cards-history-first-has-changes = la primera edición ({ $version }) no tiene versión anterior contra la que listar erratas
cards-history-chain = la versión { $version } debe sustituir a la { $previous }, la anterior (dice «{ $replaces }»)
cards-history-date-order = la versión { $version } tiene fecha { $date }, anterior a la de la versión { $previous } ({ $previous-date })
cards-history-not-current = la última edición ({ $version }, { $date }) debe ser la versión { $deck-version } del mazo, de { $deck-date }
cards-history-unknown-card = la versión { $version } no tiene la carta { $card }
cards-history-after-mismatch = { $field ->
    [name] el nombre nuevo
   *[text] el texto nuevo
} de { $card } no es el de esa carta en la versión { $version }
cards-history-still-present = { $card } se retira en la versión { $version } pero sigue en ella
cards-history-no-text = la errata de { $card } no tiene texto antiguo ni nuevo
cards-history-duplicate-change = la versión { $version } cambia { $field ->
    [name] el nombre
   *[text] el texto
} de { $card } dos veces
