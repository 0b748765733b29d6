# Nombres de los identificadores internos (modalidades, sistemas, reglamentos,
# estados…): lo que la pantalla, la orden arbitro y los formularios muestran en
# lugar del código interno.

## Modalidades de juego (GameFamily)
label-family-fide = Ajedrez (Leyes FIDE)
label-family-chess960 = Ajedrez 960
label-family-magico-classic = Ajedrez Mágico · modo clásico
label-family-magico-advanced = Ajedrez Mágico · modo avanzado
label-family-ed = Ajedrez con cartas (mazo compartido)
label-family-bughouse = Bughouse (parejas)

## Sistemas de emparejamiento (PairingSystem)
label-system-dutch = Suizo holandés FIDE
label-system-dutch-baku = Suizo holandés FIDE con aceleración Bakú
label-system-round-robin = Round robin (liga a una vuelta)
label-system-double-round-robin = Round robin a doble vuelta

## Cómo se emparejó una ronda
label-paired-by-dutch = Suizo holandés FIDE (C.04.3)
label-paired-by-dutch-baku = Suizo holandés FIDE con aceleración Bakú (C.04.7)
label-paired-by-berger = Tablas de Berger (C.05, anexo 1)
label-paired-by-berger-double = Tablas de Berger a doble vuelta (C.05, anexo 1)
label-paired-by-external = Emparejamiento de un programa externo
label-paired-by-imported = Importada con el torneo desde un TRF
label-paired-by-manual = Emparejamiento manual
label-paired-by-dutch-teams = Suizo holandés FIDE por equipos
label-paired-by-berger-teams = Tablas de Berger por equipos
label-paired-by-berger-double-teams = Tablas de Berger a doble vuelta por equipos
label-paired-by-other = Otro sistema («{ $name }»)

## Cambios registrados en un emparejamiento
label-pairing-edit-swap-boards = intercambio de mesas
label-pairing-edit-edit = cambio de jugadores en una mesa
label-pairing-edit-edit-boards = cambio de varias mesas

## Estado de una ronda
label-round-status-paired = emparejada
label-round-status-published = publicada

## Reglamentos (Ruleset)
label-ruleset-fide = Leyes FIDE
label-ruleset-online = Reglas de juego en línea

## Cómo terminó una partida (Reason) y las reclamaciones de tablas (ClaimKind)
label-record-format-card-record = partida con cartas (JSON)
label-record-format-pgn = PGN

label-ending = { $reason ->
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
  }
label-claim = { $claim ->
    [threefold] triple repetición
   *[fifty-moves] regla de los 50 movimientos
  }

## Origen de la inscripción de un jugador
label-source-manual = inscrito a mano
label-source-file = { $file }, línea { $line }

## Tipos de resultado
label-result-kind-played = jugada
label-result-kind-forfeit = incomparecencia
label-result-kind-adjourned = aplazada
label-result-kind-arbiter = decisión arbitral
label-result-kind-bye = exento

## Descansos pedidos (ByeKind)
label-bye-H = descanso de medio punto
label-bye-F = descanso de un punto
label-bye-Z = descanso sin puntos

## Ventanas de juego de cartas (AM-D2)
label-window-own-turn = en su propio turno
label-window-after-card = tras una carta del rival
label-window-after-capture = tras una captura del rival
label-window-after-check = tras un jaque del rival
label-window-after-promotion = tras una coronación del rival
label-window-after-castling = tras un enroque del rival
label-window-after-en-passant = tras una captura al paso del rival
label-window-after-mate = tras la jugada de mate del rival
label-window-checkmate-save = ventana de salvación del mate (AM-D9)

## Reloj
label-clock-start = puesta en marcha
label-clock-move = jugada
label-clock-card = carta bajada
label-clock-reaction = reacción
label-clock-hand-back = devolución del turno
label-clock-pause = pausa
label-clock-resume = reanudación
label-clock-adjust = ajuste de tiempo
label-clock-stop = relojes parados
label-pause-agreement = de mutuo acuerdo
label-pause-arbiter = por decisión arbitral

## Escala de sanciones (AM-AC)
label-step-warning = escala: advertencia
label-step-time-adjustment = escala: ajuste de tiempo
label-step-loss-of-game = escala: pérdida de la partida
label-step-expulsion = escala: expulsión

## Resultado de una apelación (C.11)
label-appeal-upheld = estimada
label-appeal-modified = estimada en parte
label-appeal-rejected = desestimada
