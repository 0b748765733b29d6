# El archivo del torneo y el archivo del club (arbitro-store): negativas y errores.

store-round-no-board = La ronda { $round } no tiene tablero { $board }.
store-not-found = { $file }: el archivo no existe.
store-already-exists = { $file }: ya existe (no se sobrescribe).
store-not-sqlite = { $file }: no es un archivo de arbitro (no es una base de datos SQLite); no se ha modificado.
store-wrong-kind = { $file }: es { $found }, no { $expected }; no se ha modificado.

## Clases de archivo (db.rs: FileKind, FileWanted, FileFound)
store-file-event = un archivo de torneo de arbitro
store-file-archive = un archivo de club de arbitro
store-file-ratings = una base de datos de jugadores de arbitro
store-file-register = un archivo de torneo o de club de arbitro
store-file-foreign = una base de datos SQLite de otro programa
store-file-foreign-id = una base de datos SQLite de otro programa (identificador { $id })
store-corrupt = { $file }: la base de datos está dañada ({ $detail }); no se ha modificado. Restaure una copia de seguridad con «arbitro restore».
store-too-new = { $file }: lo escribió un arbitro más reciente (esquema { $found }; esta versión lee hasta el { $supported }). Actualice arbitro para abrirlo; no se ha modificado.
store-sqlite = Error de la base de datos: { $detail }
store-io = { $file }: { $problem }
store-invalid = { $what } no válido: { $detail }
store-import = { $file }: { $problems }{ $more ->
    [0] {""}
   *[other] {" "}(y { $more } problemas más)
  }; no se ha importado nada.
store-line-problem = línea { $line }: { $detail }
store-line-field-problem = línea { $line }: { $field }: { $detail }
store-unknown = { $detail }
store-refused = { $detail }
store-json = { $context }: { $detail }

## Correcciones tardías de resultados (late_results.rs)
store-late-result-needs-reason = La ronda { $next } ya está emparejada: cambiar un resultado de la ronda { $round } necesita un motivo y queda en el registro como corrección.
store-late-result-needs-arbiter = Una corrección lleva el nombre del árbitro que la hace.
store-late-result-unchanged = La ronda { $round }, mesa { $board }, ya tiene ese resultado.

## Emparejamientos prohibidos (forbidden.rs)
store-forbidden-too-few = Un emparejamiento prohibido nombra al menos a dos jugadores distintos.
store-forbidden-unknown-player = No hay ningún jugador con id { $id } en este torneo.
store-forbidden-rounds = Rondas { $first } a { $last }: la primera ronda va después de la última.

## El registro firmado, la verificación, las copias de seguridad y las restauraciones.

store-no-config-dir = No hay carpeta de configuración para la clave de firma de esta instalación: defina { $var }.
store-bad-installation-key = { $file }: no es una clave de instalación de arbitro (con ella se firman las entradas del registro); apártela para que se cree una nueva.
store-no-randomness = Ha fallado la fuente aleatoria del sistema ({ $detail }): no se ha podido crear la clave de la instalación.
store-no-file-id = El archivo no tiene identificador (se han borrado sus metadatos).
store-tampered = { $file }: el archivo del torneo se ha modificado a espaldas de arbitro ({ $problem }); no se ha escrito nada. Ejecute «arbitro verify» y restaure una copia de seguridad.
store-unrecorded = Un cambio no ha quedado anotado en el registro; no se ha escrito nada.
store-busy = { $file }: otro programa está escribiendo en este archivo; inténtelo de nuevo en un momento.
store-busy-holder = { $file }: otro programa está escribiendo en este archivo (proceso { $pid }, { $program }); inténtelo de nuevo cuando termine.
store-file-replaced = { $file }: otro programa ha sustituido el archivo (¿una restauración?) mientras estaba abierto aquí; vuelva a abrirlo.
store-round-paired-elsewhere = Otro proceso ha emparejado la ronda { $round } mientras tanto; no se ha guardado nada.
store-changed-while-pairing = El torneo ha cambiado mientras se emparejaba la ronda { $round } (entrada { $seq }, { $kind }); no se ha guardado nada. Vuelva a emparejarla.
store-restore-onto-itself = { $file }: un archivo no se puede restaurar sobre sí mismo; no se ha cambiado nada.
store-backup-not-intact = { $file }: la copia de seguridad no supera la verificación ({ $problem }); no se ha restaurado y no se ha cambiado nada.
store-unreadable = { $file }: no se puede leer ({ $detail }); el archivo no se ha tocado.
store-bad-head = «{ $text }» no es una cabeza de registro (NÚMERO:HASH o NÚMERO:HASH:CLAVE, tal como figura en los formularios).

store-verify-entries-missing = faltan las entradas { $from }–{ $to } (borradas)
store-verify-broken-link = la entrada { $seq } no enlaza con la anterior (se ha borrado, insertado o reescrito una entrada)
store-verify-entry-edited = la entrada { $seq } ({ $kind }) se ha modificado: su contenido ya no corresponde a su hash
store-verify-bad-signature = la entrada { $seq } no está firmada por la clave que indica ({ $key }): el registro se ha recalculado sin esa clave
store-verify-unknown-key = la entrada { $seq } indica la clave { $key }, que ninguna entrada anterior ha presentado
store-verify-key-mismatch = la entrada { $seq } presenta una clave cuya huella no es la suya
store-verify-unsigned = la entrada { $seq } no está firmada, aunque el registro sí lo está
store-verify-nothing-signed = ninguna entrada del registro está firmada: se ha borrado o reescrito a espaldas de arbitro
store-verify-bad-body = la entrada { $seq } no es una entrada { $kind } válida ({ $detail })
store-verify-unknown-kind = la entrada { $seq } es de un tipo que arbitro no escribe ({ $kind })
store-verify-bad-correction = la entrada { $seq } corrige la entrada { $target }, que no es una entrada anterior de su tipo
store-verify-head-mismatch = el archivo anota { $recorded } entradas, pero el registro tiene { $found }: se han quitado o añadido entradas a espaldas de arbitro
store-verify-replay-failed = los cambios de la entrada { $seq } en la tabla { $table } no se siguen de las entradas anteriores
store-verify-row-changed = tabla { $table }, fila { $row }: { $column } vale { $file } en el archivo, pero { $register } según el registro
store-verify-row-added = tabla { $table }, fila { $row }: ninguna entrada del registro la escribió
store-verify-row-removed = tabla { $table }, fila { $row }: la escribió el registro, pero falta en el archivo
store-verify-more-rows = tabla { $table }: { $more ->
    [one] difiere una fila más
   *[other] difieren { $more } filas más
  }
store-verify-schema-changed = en el archivo se ha añadido, quitado o alterado { $kind ->
    [table] la tabla
    [index] el índice
    [trigger] el disparador
    [view] la vista
   *[other] el objeto
  } { $name }: no es lo que creó arbitro
store-verify-backup-log-head = el registro de copias indica { $file } en la entrada { $count }, que el registro no tiene
store-verify-backup-ahead = la copia de seguridad { $file } tiene { $count } entradas que el registro ya no tiene tal como eran
store-verify-backup-changed = la copia de seguridad { $file } ya no tiene la entrada { $count } tal como la da el registro de copias: se ha sustituido o se ha reescrito su registro
store-verify-journal-head = esta instalación escribió la entrada { $count } ({ $hash }) el { $at }; el registro ya no la tiene
store-verify-head-not-found = el registro no tiene la cabeza { $head } anotada anteriormente
store-verify-head-key = la cabeza { $head } anotada anteriormente la firmó otra clave ({ $found })

store-verify-note-unsigned = el archivo es anterior a los registros firmados (esquema { $schema }): solo se ha comprobado la cadena de hashes; ábralo una vez con esta versión para actualizarlo
store-verify-note-baseline = las entradas anteriores a la { $seq } son anteriores a los registros firmados: la entrada de base { $seq } recoge lo que escribieron
store-verify-note-backup-missing = la copia de seguridad { $file } del registro de copias no está donde se escribió
store-verify-note-backup-unreadable = la copia de seguridad { $file } no se puede leer
store-verify-note-backup-before-restore = la copia de seguridad { $file } pertenece a la línea del registro abandonada por la restauración de la entrada { $restore }
store-verify-note-backup-diverged = la copia de seguridad { $file } y este archivo se separaron tras una parte común (la copia se ha modificado después, o es de otra copia del archivo)
store-verify-note-no-journal = esta instalación no ha escrito en este archivo: no hay diario de sus cabezas con el que comparar

## Lo que no está en el archivo (refusal.rs: Missing)
store-missing-round = La ronda { $round } no está emparejada.
store-missing-pairing-number = No hay ningún jugador con el número inicial { $number }.
store-missing-player = No hay ningún jugador con id { $id } en este torneo.
store-missing-bye-request = El jugador { $player } no tiene pedido descanso en la ronda { $round }.
store-missing-entry = No hay ninguna entrada { $seq } en el registro.
store-missing-appeal = No hay ninguna reclamación con el número de entrada { $seq }.
store-missing-team = No hay ningún equipo con id { $id } en este torneo.
store-missing-team-number = El emparejamiento nombra el equipo número { $number }, que no existe.
store-missing-team-member = El equipo «{ $team }» incluye a un jugador que no está inscrito.
store-missing-record = No hay ninguna partida anotada con id { $id }.
store-missing-game-record = La ronda { $round }, tablero { $board }, no tiene la partida anotada.
store-missing-precedent = No hay ningún precedente con el número de entrada { $seq }.

## Datos no válidos (refusal.rs: InputProblem, PlayerInvalid)
store-input-incident-no-description = Incidente no válido: describa lo que ha pasado.
store-input-incident-no-arbiter = Incidente no válido: falta el nombre del árbitro.
store-input-incident-round-and-board = Incidente no válido: la ronda y el tablero van juntos.
store-input-decision-incomplete = Decisión no válida: el asunto y el texto son obligatorios.
store-player-invalid = Jugador no válido: { $problems }.
store-player-edit-invalid = La modificación del jugador { $number } ({ $name }) no es válida: { $problems }.
store-player-fide-id-taken = el ID FIDE { $id } ya está inscrito ({ $name })

## Resultados (refusal.rs: ResultRefusal)
store-result-bye-board = El tablero { $board } de la ronda { $round } es el descanso asignado por el emparejamiento: no tiene resultado que anotar.
store-result-bye-not-a-result = Un descanso no es el resultado de una partida.
store-result-arbiter-unnamed = Una decisión arbitral lleva el nombre del árbitro que la tomó.
store-result-one-by-one = Ronda { $round }, tablero { $board }: las decisiones arbitrales se anotan una a una.

## Rondas (refusal.rs: RoundRefusal)
store-round-all-paired = { $rounds ->
    [one] La única ronda ya está emparejada.
   *[other] Las { $rounds } rondas ya están emparejadas.
  }
store-round-import-departs = { $count ->
    [one] La ronda importada { $rounds } se aparta
   *[other] Las rondas importadas { $rounds } se apartan
  } de las reglas de emparejamiento ({ $findings } hallazgos, en la revisión): confirme la desviación (--confirm-departure) para importar el torneo.
store-round-unfinished = La ronda { $round } todavía tiene { $count ->
    [one] una partida sin resultado final (tablero { $boards })
   *[other] partidas sin resultado final (tableros { $boards })
  }.
store-round-doubles-pairs-teams = Un torneo de parejas empareja equipos, no jugadores: emparéjelo con su sistema o indique los encuentros por equipos.
store-round-edit-unexplained = Un cambio de emparejamiento lleva el nombre del árbitro y el motivo.
store-round-doubles-boards = Los tableros de una ronda de parejas pertenecen a encuentros por equipos: desempareje la ronda y vuelva a emparejar los equipos.
store-round-board-has-result = Un tablero con resultado no se puede volver a emparejar; corrija antes el resultado.
store-round-no-boards = Un cambio de emparejamiento nombra al menos un tablero.
store-round-board-twice = El tablero { $board } de la ronda { $round } aparece dos veces.
store-round-already-published = La ronda { $round } ya está publicada.
store-round-none-paired = No hay ninguna ronda emparejada.
store-round-has-result = La ronda { $round } ya tiene un resultado (tablero { $board }).
store-round-settings-fixed = La ronda { $round } ya está emparejada: ya no se puede cambiar { $settings }.
store-round-no-pairing = La ronda { $round } no se puede emparejar: { $problem }
store-call-setting-family = la modalidad
store-call-setting-deck = la baraja
store-call-setting-system = el sistema de emparejamiento
store-call-setting-bye-points = los puntos del descanso
store-call-setting-fewer-rounds = el número de rondas (menos que las ya emparejadas)

## Jugadores (refusal.rs: PlayerRefusal)
store-player-fide-id-registered = El ID FIDE { $id } ya está inscrito ({ $name }).
store-player-late-entry-too-early = La ronda { $paired } ya está emparejada: una inscripción tardía puede empezar como pronto en la ronda { $earliest }.
store-player-renumbering = { $fields }: el cambio alteraría los números iniciales, que no pueden cambiar una vez emparejada la ronda { $until } (C.04.2); la ronda { $paired } ya está emparejada.
store-player-field-rating = Elo
store-player-field-title = título
store-player-field-name = nombre
store-player-already-withdrawn = { $name } ya se retiró después de la ronda { $round }.
store-player-paired-later = { $name } está emparejado en la ronda { $round }: anote el resultado de esa partida (por ejemplo, una incomparecencia) o cambie el emparejamiento, y después retírelo tras la ronda { $round }.
store-player-bye-too-late = La ronda { $round } ya está emparejada: los descansos se piden antes del emparejamiento.
store-player-no-such-round = { $rounds ->
    [one] El torneo tiene una ronda
   *[other] El torneo tiene { $rounds } rondas
  }: no hay ronda { $round }.
store-player-not-in-round = { $name } no está en el torneo en la ronda { $round } (inscripción tardía o retirada).
store-player-bye-cancel-too-late = La ronda { $round } ya está emparejada: su descanso ya no se puede anular.

## Relojes (refusal.rs: ClockRefusal)
store-clock-time-control = Ritmo de juego «{ $text }»: { $problem }
store-clock-stored-log = El registro guardado del reloj no se puede reproducir: { $problem }
store-clock-event = Ronda { $round }, tablero { $board }: { $problem }
store-clock-bye = El descanso asignado por el emparejamiento no tiene reloj.
store-clock-deck-not-ready = La partida de la ronda { $round }, tablero { $board }, no puede empezar: { $reason } (AM-AB); anote una comprobación de la baraja o una decisión del árbitro.
store-clock-arbiter-unnamed = Las pausas y los ajustes de tiempo se anotan con el nombre del árbitro (AM-R13).

## Barajas (refusal.rs: DeckRefusal)
store-deck-no-cards = Este torneo no se juega con cartas: no hay baraja que comprobar.
store-deck-other-deck = El torneo se juega con la baraja { $event }, no con { $given } (AM-R16).
store-deck-bye = El descanso asignado por el emparejamiento no tiene baraja.
store-deck-override-unexplained = Una decisión del árbitro sobre la baraja lleva su nombre y el motivo.
store-deck-no-override-needed = El tablero { $board } no necesita decisión del árbitro: { $reason }
store-deck-not-built-in = La baraja { $deck } no viene con arbitro (vienen: { $built }): indique su archivo de baraja.
store-deck-other-version = La baraja { $id } que viene con arbitro es la versión { $shipped }, y el torneo juega la versión { $version } (AM-R16): indique su archivo de baraja.

## Incidentes, sanciones y reclamaciones (refusal.rs: DisciplineRefusal)
store-discipline-not-on-board = { $name } no juega en el tablero { $board } de la ronda { $round }.
store-discipline-needs-game = Esta sanción actúa sobre una partida: indique la ronda y el tablero.
store-discipline-penalty-needs-game = { $article } actúa sobre una partida: indique la ronda y el tablero.
store-discipline-exclusion-too-late = La ronda { $round } ya está emparejada: la exclusión (12.9.8) se aplica a rondas aún no emparejadas.
store-discipline-deviation-unexplained = La sanción se aparta de la que propone la escala: escriba el motivo (AM-AC).
store-discipline-no-sanction-unexplained = No imponer ninguna sanción necesita un motivo por escrito.
store-discipline-appeal-unwritten = Una reclamación se presenta por escrito: indique su texto (C.11 3.4).
store-discipline-deputy-sanction = La entrada { $seq } es una sanción de un árbitro adjunto: una reclamación necesita antes la decisión del árbitro principal (C.11 3.7).
store-discipline-not-a-decision = La entrada { $seq } no es una decisión ni una sanción del árbitro principal (C.11 3.7).
store-discipline-already-appealed = Este jugador ya ha reclamado contra la entrada { $seq }.
store-discipline-appeal-too-late = Fuera de plazo: las reclamaciones contra la entrada { $seq } se cerraron el { $deadline } ({ $article }).
store-discipline-appeal-decided = La reclamación { $seq } ya está resuelta: la decisión del comité es definitiva.
store-discipline-decision-unwritten = Escriba la decisión del comité.
store-discipline-no-committee = Nombre antes el comité de apelación (arbitro appeal committee).
store-discipline-no-reserve = C.11 2.3: { $name } es de la federación de una de las partes y no queda ningún suplente.

## Correcciones de sanciones e incidentes (refusal.rs: CorrectionRefusal)
store-correction-wrong-kind = La entrada { $seq } no es { $kind ->
    [sanction] una sanción
   *[other] un incidente
  }.
store-correction-already-corrected = { $kind ->
    [sanction] La sanción
   *[other] El incidente
  } { $seq } ya se corrigió con la entrada { $by }: corrija esa entrada.
store-correction-unexplained = Una corrección lleva el nombre del árbitro y el motivo (AM-AC).
store-correction-no-reason = Una corrección lleva el motivo (AM-AC).
store-correction-no-game = Esta sanción actúa sobre una partida: la sanción corregida no tiene ronda ni tablero.
store-correction-result-unknown = La sanción { $seq } se anotó antes de que las sanciones guardaran el resultado al que sustituían: indique qué resultado debe tener la ronda { $round }, tablero { $board }.
store-correction-result-changed = El resultado de la ronda { $round }, tablero { $board }, cambió después de la sanción { $seq } (ahora { $result }): indique qué resultado debe tener la partida.
store-correction-result-removed = El resultado de la ronda { $round }, tablero { $board }, cambió después de la sanción { $seq } (ahora no tiene resultado): indique qué resultado debe tener la partida.
store-deck-state-complete = { $checker } comprobó la baraja y está completa
store-deck-state-overridden = el árbitro lo decidió (entrada { $seq } del registro)
store-deck-state-incomplete = la baraja está incompleta: { $outstanding }
store-deck-state-not-checked = la baraja no se ha comprobado
store-deck-outstanding-missing = falta { $card }
store-deck-outstanding-damaged = { $card } dañada
store-deck-outstanding-marked = { $card } marcada
store-deck-outstanding-short = { $counted } de { $expected } cartas

## Equipos (refusal.rs: TeamRefusal, TeamInvalid)
store-team-invalid = Equipo no válido: { $problems }.
store-team-problem-no-name = el equipo necesita un nombre
store-team-problem-same-player = un equipo lo forman dos jugadores distintos
store-team-problem-name-taken = ya hay un equipo llamado «{ $team }»
store-team-problem-player-taken = el jugador { $player } ya juega en «{ $team }»
store-team-problem-unknown-player = no hay ningún jugador con id { $id } en este torneo
store-team-not-doubles = Este torneo es de la modalidad { $family }: los equipos son de los torneos de parejas o bughouse (AM-R3).
store-team-round-robin-fixed = La ronda { $round } ya está emparejada: en un todos contra todos los equipos quedan fijados antes de la ronda 1.
store-team-no-teams = Inscriba antes los equipos (un torneo de parejas empareja equipos).
store-team-berger = Equipos: { $problem }
store-team-no-pairing = La ronda { $round } de equipos no se puede emparejar: { $problem }
store-team-match = Ronda { $round }, encuentro { $number }: { $problem }
store-team-boards-disagree = el tablero A da a los equipos { $a } y el tablero B { $b }: una partida de equipos de pasapiezas tiene un solo resultado (AM-R3)


## Lo que el comprobador de emparejamientos señala (rounds.rs: PairingWarning)
store-pairing-warning-not-paired = { $name } puede jugar y no está emparejado
store-pairing-warning-rematch = { $a } y { $b } ya han jugado entre sí (C.04.1 b)
store-pairing-warning-colour = { $name } llevaría { $white ->
        [yes] blancas
       *[no] negras
    } { $running ->
        [yes] por tercera vez seguida
       *[no] con una diferencia de colores mayor que 2
    } (regla de colores, C.04.1 f/g)
store-pairing-warning-bye = { $name } ya tuvo un descanso o una victoria sin jugar (C.04.1 d)
store-pairing-warning-team-rematch = { $a } y { $b } ya se han enfrentado
store-pairing-warning-team-colour = { $name } sería el equipo { $one ->
        [yes] uno (blancas en el tablero A)
       *[no] dos (blancas en el tablero B)
    } { $running ->
        [yes] por tercera vez seguida
       *[no] con una diferencia mayor que 2
    }
store-pairing-warning-team-bye = { $name } ya tuvo el descanso

## Los eventos de una partida con cartas (records.rs: EventWords)
store-record-end = { $reason } ({ $clause })
store-card-event-move = { $move }
store-card-event-card = carta { $code }{ $targets }{ $to }{ $choice }{ $moves }
store-card-event-react = reacción { $code }{ $targets }{ $to }{ $choice }{ $moves }
store-card-event-pass = pasa
store-card-event-claim = reclama tablas por { $claim }
store-card-event-flag = cae la bandera
store-card-event-resign = abandona
store-card-event-agreed-draw = tablas acordadas
store-card-event-draw = roba una carta
store-card-event-targets = {" "}sobre { $value }
store-card-event-to = {" "}a { $value }
store-card-event-choice = {" "}elige { $value }
store-card-event-moves = {" "}jugadas { $value }
## Partidas anotadas (refusal.rs: RecordRefusal)
store-record-bye = El tablero { $board } de la ronda { $round } es el descanso asignado por el emparejamiento: no hay partida que anotar.
store-record-arbiter-unnamed = Una partida anotada la adjunta un árbitro con su nombre.
store-record-already-recorded = La ronda { $round }, tablero { $board }, ya tiene la partida anotada (id { $id }, adjuntada el { $at } por { $arbiter }): indique el motivo para sustituirla.
store-record-bughouse = Las partidas de bughouse todavía no tienen formato de anotación: anote el resultado del equipo y los relojes de los dos tableros.
store-record-pgn-only = Una partida de ajedrez se exporta en PGN (el registro JSON es el formato del motor de cartas).

## Precedentes (refusal.rs: PrecedentRefusal)
store-precedent-duplicate = Este precedente ya está registrado como entrada { $seq }.
store-precedent-superseded = El precedente { $seq } ya se corrigió; corrija su última versión.

store-input-not-a-time = «{ $text }» no es una hora RFC 3339 (por ejemplo, 2026-03-01T10:30:00+01:00).
store-trf-export = Exportación TRF: { $problem }
store-upgrade-failed = { $file }: la actualización { $step } del esquema ({ $name }) ha fallado: { $detail }; el archivo no se ha modificado.

## Partidas anotadas no válidas (refusal.rs: RecordProblem)
store-record-invalid = Partida anotada no válida: { $problems }; no se ha guardado nada.
store-record-card-record-in-chess-event = una partida de cartas no puede ser de un torneo de { $family }: adjunte la partida en PGN
store-record-family = la partida es de la modalidad { $record } y el torneo de { $event } (AM-R15)
store-record-mode = la partida se juega en modo { $mode ->
    [advanced] avanzado
   *[other] clásico
  } y el torneo es de { $event } (AM-R8, AM-R14)
store-record-deck = la partida usa la baraja { $record } y el torneo juega con { $event } (AM-R16)
store-record-does-not-replay = el evento { $index } ({ $event }) no se puede reproducir: { $why } ({ $clause })
store-record-does-not-replay-refused = el evento { $index } ({ $event }) no se puede reproducir
store-record-no-game = el PGN no contiene ninguna partida
store-record-many-games = el PGN contiene { $count } partidas: adjunte una partida por tablero
store-record-not-chess960-start = la partida empieza desde { $start }, pero la ronda se jugó desde la posición Chess960 número { $number } ({ $drawn }) (F9-*)
store-record-not-initial-position = la partida empieza desde { $start }, no desde la posición inicial (FI-2)
store-record-goes-on = la partida terminó tras la media jugada { $ended }, pero la anotación sigue { $more ->
    [one] con una media jugada más
   *[other] con { $more } medias jugadas más
  }
store-record-result-contradicts = la anotación dice { $recorded }, pero la posición final da { $position } ({ $clause })

## La convocatoria (refusal.rs: CallProblem)
store-call-invalid = Convocatoria no válida: { $problems }.
store-call-no-name = el torneo necesita un nombre
store-call-no-chief-arbiter = falta el nombre del árbitro principal
store-call-not-a-date = { $field ->
    [start_date] la fecha de inicio
    [end_date] la fecha de fin
   *[other] la fecha del reglamento
  } «{ $value }» no es una fecha (AAAA-MM-DD)
store-call-end-before-start = la fecha de fin { $end } es anterior a la de inicio { $start }
store-call-no-rounds = el torneo tiene al menos una ronda
store-call-no-deck = un torneo de { $family } indica el identificador y la versión de su baraja (AM-R16)
store-call-no-rulebook = un torneo de { $family } indica la versión y la fecha del reglamento (AM-R16)
store-call-no-communication-policy = un torneo de parejas indica qué pueden decirse los compañeros (AM-R15)
store-call-bye-points = { $points } medios puntos por descanso son más que una victoria
store-call-tie-break = «{ $code }» no es un código de desempate de la FIDE (C.07)

## Precedentes y comité de apelación no válidos (refusal.rs: PrecedentProblem, CommitteeProblem)
store-precedent-invalid = Precedente no válido: { $problems }.
store-precedent-file-invalid = Archivo de precedentes { $file } no válido: { $problems }.
store-precedent-no-situation = describa la situación en español o en inglés
store-precedent-no-decision = indique la decisión en español o en inglés
store-precedent-no-arbiter = falta el nombre del árbitro que decidió
store-precedent-no-event = falta el nombre del torneo
store-precedent-not-a-date = «{ $date }» no es una fecha (AAAA-MM-DD)
store-precedent-no-deck = un precedente sobre una carta indica el identificador y la versión de la baraja (AM-R16)
store-precedent-format = el formato es «{ $found }» (se esperaba «{ $expected }»)
store-precedent-entry = precedente { $number }: { $problem }
store-precedent-fingerprint = precedente { $number }: la huella no corresponde al contenido (¿se editó después de exportarlo?)
store-precedent-no-uid = precedente { $number }: falta su identificador
store-precedent-case-replay = el caso de la disputa no se reproduce: el motor de cartas rechaza su mazo, su situación o sus eventos previos (AM-G16)
store-precedent-case-verdict = el motor de cartas resuelve hoy la jugada del caso de otro modo que el veredicto guardado (AM-G16)
store-committee-invalid = Comité de apelación no válido: { $problems }.
store-committee-members = C.11 2.2: se nombran un presidente y dos miembros ({ $members ->
    [one] se ha indicado un miembro
   *[other] se han indicado { $members } miembros
  })
store-committee-no-name = cada miembro del comité necesita un nombre
store-committee-arbiter = { $name } es árbitro del torneo y no puede formar parte del comité de apelación
store-committee-federation = C.11 2.4: los miembros y los suplentes representan a federaciones distintas ({ $federation } aparece dos veces)

## Comprobaciones de la baraja no válidas (refusal.rs: DeckProblem)
store-deck-invalid = Comprobación de la baraja no válida: { $problems }.
store-deck-problem-no-checker = falta el nombre de quien comprobó la baraja
store-deck-problem-not-a-card = { $list ->
    [missing] cartas que faltan
    [damaged] cartas dañadas
    [marked] cartas marcadas
   *[other] cartas sustituidas
  }: { $code } no es una carta de { $deck }
store-deck-problem-too-many = se han contado { $counted } cartas, pero la baraja tiene { $expected }
store-deck-problem-count = se han contado { $counted } cartas, pero { $expected } menos { $missing } que faltan son { $present }

## Emparejamientos que no se pueden guardar (refusal.rs: PairingProblem)
store-pairing-invalid = Emparejamiento de la ronda { $round } no válido: { $problems }.
store-pairing-change-invalid = Cambio de emparejamiento no válido: { $problems }.
store-pairing-not-registered = el jugador { $id } no está inscrito
store-pairing-team-not-registered = el equipo { $id } no está inscrito
store-pairing-paired-twice = { $name } está emparejado dos veces
store-pairing-not-in-round = { $name } no está en el torneo en la ronda { $round }
store-pairing-asked-for-bye = { $name } pidió descanso en la ronda { $round }
store-pairing-against-itself = { $name } no puede jugar contra sí mismo
store-pairing-byes = { $count } descansos asignados por el emparejamiento (como mucho uno, C.04.1 c)

## Disputas en el tablero
store-dispute-not-card-event = El torneo es de { $family }: una disputa en el tablero es de ajedrez con cartas (AM-R15).
store-dispute-no-deck = La convocatoria no indica la baraja: indique la baraja y su versión primero (AM-R16).
store-dispute-unknown-deck = La baraja { $deck } no se conoce: { $error }
store-dispute-bye = El tablero { $board } de la ronda { $round } es el descanso asignado por el emparejamiento: no hay partida que disputar.
store-dispute-round-and-board = Una disputa indica su ronda y su tablero, o ninguno de los dos.
store-dispute-arbiter-unnamed = Una disputa la registra un árbitro con su nombre.
store-dispute-step-past-end = La partida anotada de la ronda { $round }, tablero { $board }, tiene { $events } jugadas: el paso { $step } no existe.
store-dispute-record-unreadable = La partida anotada de la ronda { $round }, tablero { $board }, no se puede leer: { $error }
store-dispute-options = Las opciones de cartas de la convocatoria no son válidas: { $detail }
store-dispute-history = La jugada { $index } anterior a la jugada disputada se rechaza ({ $clause }): { $why }. Corrija la situación; no se ha registrado nada.
store-dispute-unknown-card = La carta { $code } no está en la baraja { $deck }.
store-dispute-no-draft = No hay ningún borrador de disputa { $id }.
store-dispute-no-dispute = No hay ninguna disputa en la entrada { $seq } del registro.
store-dispute-situation = { $by ->
    [white] Las blancas
    [black] Las negras
   *[other] Los jugadores
  } { $kind ->
    [card] jugaron { $name } ({ $card })
    [reaction] reaccionaron con { $name } ({ $card }){ $answered ->
        [yes] { "" } a { $answered-name } ({ $answered-card })
       *[other] { "" }
      }
    [move] jugaron { $uci }
    [pass] dejaron pasar la ventana
    [claim] reclamaron tablas
    [flag] perdieron por tiempo
    [resign] abandonaron
    [agreed] acordaron tablas
   *[other] robaron una carta
  }{ $window ->
    [yes] { "" }, { $window-text }
   *[other] { "" }
  }; posición { $fen }{ $where ->
    [yes] { "" } (ronda { $round }, tablero { $board })
   *[other] { "" }
  }.
store-dispute-play = { $by ->
    [white] Las blancas
    [black] Las negras
   *[other] Los jugadores
  } { $kind ->
    [card] juegan { $name } ({ $card })
    [reaction] reaccionan con { $name } ({ $card })
    [move] juegan { $uci }
    [pass] dejan pasar la ventana
    [claim] reclaman tablas
    [flag] pierden por tiempo
    [resign] abandonan
    [agreed] acuerdan tablas
   *[other] roban una carta
  }{ $has-targets ->
    [yes] { "" } sobre { $targets }
   *[other] { "" }
  }{ $has-to ->
    [yes] { "" } hacia { $to }
   *[other] { "" }
  }
## Textos de archivos anteriores, tal como se guardaron
store-as-stored = { $text }

## A clock event's note written by the store
store-clock-note-sanction = Tiempo de una sanción
store-clock-note-sanction-corrected = Corrección de la sanción { $entry }: su tiempo devuelto

## Game records: where the clock times come from, remarks that do not refuse a record
store-clock-source-record = los comentarios de reloj del registro
store-clock-source-board = el reloj de la mesa
store-clock-source-both = los comentarios de reloj del registro y el reloj de la mesa
store-record-note-unused-clock-turns = El registro de reloj de la mesa tiene { $unused } { $unused ->
        [one] turno
       *[other] turnos
    } que la partida no explica ({ $matched } casados).
store-record-note-no-result = La partida no tiene resultado (*).
store-record-note-result-differs = La partida termina { $record }, pero el resultado de la mesa es { $board }: no se cambió el resultado.
store-record-note-board-has-no-result = La partida termina { $record }; la mesa aún no tiene resultado.
