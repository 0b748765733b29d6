# Textos de los formularios oficiales en PDF (arbitro-forms): cada clave la
# usa un archivo de diseño de forms/ o el programa (forms/README.md); la clave
# «scoresheet.title» es el mensaje form-scoresheet-title.

## common
form-common-form = Formulario
form-common-page-of = Hoja { $n } de { $total }
form-common-sheet-of = Hoja { $n } de { $total }
form-common-generated-by = arbitro
form-common-rulebook = Reglamento { $version } ({ $date })
form-common-register-head = Registro { $count } · { $hash } · clave { $key }

## format
form-format-date = { $d }/{ $m }/{ $y }
form-format-decimal = ,

## result
form-result-white-wins = Ganan blancas
form-result-draw = Tablas
form-result-black-wins = Ganan negras
form-result-white-forfeit-win = Incomparecencia de negras (+/−)
form-result-black-forfeit-win = Incomparecencia de blancas (−/+)
form-result-double-forfeit = Incomparecencia de ambos (−/−)
form-result-unplayed = No jugada

## side
form-side-white = Blancas
form-side-black = Negras
form-side-white-letter = b
form-side-black-letter = n

## family
form-family-fide = Ajedrez (Leyes FIDE)
form-family-chess960 = Ajedrez 960
form-family-am-classic = Ajedrez Mágico · modo clásico
form-family-am-advanced = Ajedrez Mágico · modo avanzado
form-family-ed = Ajedrez con cartas (mazo compartido)

## field
form-field-chief-arbiter = Árbitro principal
form-field-place = Lugar
form-field-dates = Fechas
form-field-event = Torneo
form-field-date = Fecha
form-field-round = Ronda
form-field-board = Mesa
form-field-copy-for = Copia de
form-field-white = Blancas (apellidos, nombre)
form-field-black = Negras (apellidos, nombre)
form-field-title = Título
form-field-fide-id = ID FIDE
form-field-rating = Elo
form-field-federation = Fed.
form-field-number = N.º inicial
form-field-time-control = Ritmo de juego
form-field-family = Modalidad
form-field-deck = Mazo y versión
form-field-start-position = Posición inicial (960)
form-field-result = Resultado
form-field-signature-white = Firma blancas
form-field-signature-black = Firma negras
form-field-signature-arbiter = Firma árbitro

## scoresheet
form-scoresheet-title = Planilla de partida
form-scoresheet-subtitle = Formulario oficial AM-AD
form-scoresheet-white = BLANCAS
form-scoresheet-black = NEGRAS
form-scoresheet-col-number = N.º
form-scoresheet-col-move = Jugada
form-scoresheet-col-card = Carta
form-scoresheet-col-window = Vent.
form-scoresheet-col-reaction = Reacción
form-scoresheet-legend-windows = Ventanas
form-scoresheet-legend-reaction = Reacción: carta jugada en la ventana abierta por la jugada anterior del rival, antes de la propia jugada (modo avanzado, AM-R14).
form-scoresheet-legend-card = Carta: código de la carta bajada en el propio turno (AM-AA); anótese el código visible en la carta.

## window
form-window-own-turn = turno propio
form-window-after-card = tras carta del rival
form-window-after-capture = tras captura
form-window-after-check = tras jaque
form-window-after-promotion = tras promoción
form-window-after-castling = tras enroque
form-window-after-en-passant = tras captura al paso
form-window-mate-save = salvación de mate
form-window-card-text = según el texto de la carta

## incident
form-incident-title = Acta de incidencia y apelación
form-incident-subtitle = Formulario oficial AM-AD · faltas y sanciones AM-AC
form-incident-continued = Continuación
form-incident-description = Descripción de los hechos
form-incident-deviation = Motivo por el que la sanción aplicada difiere de la sugerida
form-incident-field-number = Incidencia n.º
form-incident-field-corrects = Corrige a
form-incident-field-time = Hora
form-incident-field-arbiter = Árbitro actuante
form-incident-field-player = Jugador afectado
form-incident-field-reported-by = Denunciada por
form-incident-field-card-code = Código de carta
form-incident-field-window = Ventana
form-incident-field-previous-faults = Faltas previas (categoría)
form-incident-field-ladder-step = Escalón AM-AC
form-incident-field-sanction-detail = Detalle de la sanción
form-incident-field-game-result = Resultado final
form-incident-note-corrected-by = CORREGIDA por la entrada n.º { $entry } ({ $date } { $time }, { $arbiter }): { $reason }
form-incident-note-corrects = Corrige la entrada n.º { $entry }: { $reason }
form-incident-dispute-title = Disputa en el tablero
form-incident-dispute-board = Ronda { $round }, tablero { $board }
form-incident-dispute-no-board = Fuera de tablero
form-incident-dispute-incident = Incidencia
form-incident-dispute-precedent = Precedente
form-incident-dispute-position = Posición antes de la jugada
form-incident-dispute-play = La jugada
form-incident-dispute-verdict = Decisión
form-incident-dispute-trace = Cómo lo decidieron las reglas (cláusula y paso)
form-incident-note-sanction-corrected = Sanción (entrada n.º { $old }) corregida por la entrada n.º { $new } ({ $arbiter }): { $reason }
form-incident-fault-title = Tipo de falta
form-incident-sanction-title = Sanción (FIDE 12.9; escalada AM-AC: amonestación → ajuste de tiempo → pérdida de la partida → expulsión)
form-incident-sanction-clause = Art.
form-incident-sanction-sanction = Sanción
form-incident-sanction-ladder = Escalón
form-incident-sanction-suggested = Sugerida
form-incident-sanction-applied = Aplicada
form-incident-appeal-title = Apelación (FIDE C.11)
form-incident-appeal-lodged-at = Presentada (fecha y hora)
form-incident-appeal-lodged-by = Presentada por
form-incident-appeal-committee = Comité de apelación
form-incident-appeal-grounds = Motivos de la apelación
form-incident-appeal-decision = Decisión del comité y fundamentos
form-incident-appeal-decided-at = Fecha de la decisión
form-incident-sign-arbiter = Firma árbitro
form-incident-sign-chief = Firma árbitro principal
form-incident-sign-committee = Firma presidente del comité

## fault
form-fault-marked-cards = Cartas marcadas
form-fault-shuffle-manipulation = Manipulación del barajado
form-fault-improper-communication = Comunicación indebida
form-fault-unauthorised-device = Dispositivo no autorizado
form-fault-showing-hand = Mostrar la mano para confundir
form-fault-passing-cards = Pasar cartas (AM-R7)
form-fault-illegal-move = Jugada ilegal (FIDE 7.5.5)
form-fault-incorrect-claim = Reclamación incorrecta
form-fault-disturbing = Molestar al rival (FIDE 11.5)
form-fault-other = Otra

## sanction
form-sanction-warning = Amonestación
form-sanction-increase-opponent-time = Aumento del tiempo del rival
form-sanction-reduce-offender-time = Reducción del tiempo del infractor
form-sanction-increase-opponent-points = Aumento de los puntos del rival
form-sanction-reduce-offender-points = Reducción de los puntos del infractor
form-sanction-game-lost = Pérdida de la partida
form-sanction-fine = Multa anunciada previamente
form-sanction-excluded-from-rounds = Exclusión de una o más rondas
form-sanction-expulsion = Expulsión de la competición
form-sanction-game-drawn = Partida declarada tablas (el rival no puede dar mate)
form-sanction-other = Otra

## appeal
form-appeal-upheld = Estimada
form-appeal-rejected = Desestimada
form-appeal-modified = Estimada en parte
form-appeal-other = Pendiente

## deck
form-deck-title = Control de mazos
form-deck-subtitle = Formulario oficial AM-AD · control de mazo antes de cada ronda (AM-AB)
form-deck-legend = Estado de cada carta
form-deck-state-present = presente
form-deck-state-missing = falta
form-deck-state-damaged = dañada
form-deck-state-marked = marcada
form-deck-field-expected = Cartas (mazo)
form-deck-field-counted = Contadas
form-deck-field-check = Visto bueno
form-deck-field-summary = Resultado
form-deck-field-replacements = Cartas sustituidas
form-deck-field-checker = Revisado por
form-deck-field-time = Hora
form-deck-field-signature = Firma
form-deck-summary-ok = Completo
form-deck-summary-missing = faltan { $n }
form-deck-summary-damaged = dañadas { $n }
form-deck-summary-marked = marcadas { $n }
form-deck-summary-unchecked = sin revisar { $n }
form-deck-summary-count = contadas { $counted } de { $expected }

## pairings
form-pairings-title = Emparejamientos
form-pairings-unpaired = Jugadores sin emparejar
form-pairings-live-view = Síguelo en directo en la red de la sala:

## standings
form-standings-title = Clasificación
form-standings-after-round = Tras la ronda
form-standings-players = Jugadores
form-standings-tiebreaks = Desempates

## crosstable
form-crosstable-title = Cuadro cruzado
form-crosstable-rounds = Rondas
form-crosstable-round = Ronda
form-crosstable-notation = Cada casilla: n.º inicial del rival, color (b = blancas, n = negras) y resultado; + / − incomparecencia; = descanso de medio punto.

## slips
form-slips-title = Boletas de resultado

## list
form-list-board = Mesa
form-list-number = N.º
form-list-white = Blancas
form-list-black = Negras
form-list-rating = Elo
form-list-points = Ptos.
form-list-result = Result.
form-list-player = Jugador
form-list-reason = Motivo
form-list-awarded = Puntos
form-list-rank = Pos.
form-list-federation = Fed.
form-list-games = Part.
form-list-tiebreaks = Desempates

## bye
form-bye-full-point-bye = Bye de un punto (decidido)
form-bye-pairing-bye = Bye por emparejamiento
form-bye-half-point-bye = Bye de medio punto (solicitado)
form-bye-zero-point-bye = Bye de cero puntos
form-bye-absent = Ausente
form-bye-withdrawn = Retirado

## tiebreak
form-tiebreak-BH = Buchholz
form-tiebreak-BH-C1 = Buchholz menos el peor
form-tiebreak-BH-C2 = Buchholz menos los dos peores
form-tiebreak-BH-M1 = Buchholz mediano
form-tiebreak-FB = Buchholz previo
form-tiebreak-AOB = Media del Buchholz de los rivales
form-tiebreak-SB = Sonneborn-Berger
form-tiebreak-KS = Koya
form-tiebreak-DE = Encuentro directo
form-tiebreak-WIN = Victorias
form-tiebreak-WON = Victorias sobre el tablero
form-tiebreak-BPG = Partidas con negras
form-tiebreak-BWG = Victorias con negras
form-tiebreak-GE = Partidas jugadas por elección
form-tiebreak-PS = Progresivo
form-tiebreak-ARO = Elo medio de los rivales
form-tiebreak-ARO-C1 = Elo medio de los rivales menos el más bajo
form-tiebreak-TPR = Rendimiento
form-tiebreak-PTP = Rendimiento perfecto
form-tiebreak-APRO = Media del rendimiento de los rivales
form-tiebreak-APPO = Media del rendimiento perfecto de los rivales
form-tiebreak-PTS = Puntos
form-tiebreak-REP = Rondas elegidas para jugar
form-tiebreak-STD = Puntos estándar
form-tiebreak-TPN = Número de emparejamiento
form-tiebreak-RTNG = Elo
