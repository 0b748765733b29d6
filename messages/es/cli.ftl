# La orden arbitro (arbitro-cli): sus errores y lo que escribe.

## Errores
cli-io = { $file }: { $problem }
cli-in-file = { $file }: { $problem }
cli-internal = Error interno: { $detail }
cli-rules-input = Entrada estándar, línea { $line }, campo { $field }: { $problem }
cli-batch-colour = «{ $text }» no es white ni black
cli-batch-no-colour = falta el color (se espera «fen,color»)

## Errores de uso
cli-usage-bad-value = { $option } { $value }: se espera { $expected }
cli-usage-not-a-result = «{ $text }» no es un resultado (1-0, 0-1, 1/2-1/2, +-, -+, --, adj; otros marcadores, con --arbiter).
cli-usage-new-event-needs = Un torneo nuevo necesita { $missing } (o --call ARCHIVO.json).
cli-usage-call-file = { $file }: no es una convocatoria ({ $detail })
cli-usage-what-to-pair = Diga qué emparejar: --dutch ENTRADA.trf (-p, -c o --explain) o --round-robin N.
cli-usage-backup-what = Diga de qué hacer la copia: arbitro backup ARCHIVO [-o SALIDA], o arbitro backup list ARCHIVO.
cli-usage-probability = { $name } es una probabilidad entre 0 y 1, no { $value }.
cli-usage-fen-or-chess960 = Indique --fen o --chess960, no los dos.
cli-usage-too-deep = La profundidad { $depth } es excesiva (como mucho 12).
cli-usage-chess960-needs = Indique un número de posición 0-959 o --random.
cli-usage-adjudicate-needs = Indique --fen y --can-win, o --batch.
cli-usage-claim-syntax = --claim { $claim }: se espera JUGADAS:TIPO[:JUGADA] (JUGADAS, en medias jugadas).
cli-usage-claim-beyond = --claim { $claim }: la partida solo tiene { $plies ->
        [one] 1 media jugada
       *[other] { $plies } medias jugadas
    }.
cli-usage-claim-refused = --claim { $claim }: { $problem }
cli-usage-penalty-number = --penalty { $text }: falta el número tras «:».
cli-usage-penalty-needs = --penalty { $text }: { $missing }
cli-usage-not-an-incident = El asiento { $entry } del registro no es una incidencia.
cli-usage-correction-needs = Indique las sanciones que debieron aplicarse (--penalty …) o --annul.
cli-usage-player-add-needs = Indique --name, --fide o --search (el nombre que buscar en la lista de Elo).
cli-usage-forbidden-players = --players: dos o más ids de jugador, separados por comas.
cli-usage-no-team-match = La ronda { $round } no tiene encuentro { $number }.
cli-usage-untyped = { $detail }

## Errores de la línea de órdenes (clap)
cli-clap-invalid-value = Valor no válido «{ $value }» para { $arg } (posibles: { $valid }); véase «arbitro --help».
cli-clap-unknown-argument = Argumento desconocido «{ $arg }»; véase «arbitro --help».
cli-clap-invalid-subcommand = Orden desconocida «{ $value }»; véase «arbitro --help».
cli-clap-missing-argument = Falta { $arg }; véase «arbitro --help».
cli-clap-missing-subcommand = Falta la orden; véase «arbitro --help».
cli-clap-conflict = { $arg } no se puede usar con lo demás indicado; véase «arbitro --help».
cli-clap-value-validation = Valor no válido «{ $value }» para { $arg }; véase «arbitro --help».
cli-clap-number-of-values = Número de valores incorrecto para { $arg }; véase «arbitro --help».
cli-clap-other = { $detail } (véase «arbitro --help»)

## Avisos y notas
cli-warning = aviso: { $detail }
cli-note = nota: { $detail }

## arbitro event
cli-event-created = Creado { $file }: { $name } ({ $family }, { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }, { $system }, { $control })
cli-event-title = { $name } — { $place } (del { $start } al { $end })
cli-event-arbiters = Árbitro principal: { $chief }; árbitros: { $arbiters }
cli-event-family = Modalidad: { $family }; mazo: { $deck }; reglamento: { $rulebook }
cli-event-system = Sistema: { $system }; rondas: { $rounds }; ritmo: { $control }; tolerancia: { $tolerance } min
cli-event-tiebreaks = Desempates: { $list }
cli-event-communication = Comunicación entre compañeros: { $policy }
cli-event-state = Jugadores: { $players }; rondas emparejadas: { $paired }; publicadas: { $published }
cli-event-register = Registro: { $n ->
        [one] 1 asiento
       *[other] { $n } asientos
    }, cabeza { $head }
cli-event-call-updated = Convocatoria de { $file } actualizada.
cli-standings-after = Clasificación tras la ronda { $round }
cli-standings-start = Clasificación inicial (ninguna ronda completa)
cli-standings-in-play = La ronda { $round } se está jugando: aún no cuenta.
cli-standings-col-rank = pos.
cli-standings-col-points = ptos.
cli-forbidden = Emparejamiento prohibido: { $players } ({ $rounds })
cli-forbidden-always = en todas las rondas
cli-forbidden-from = desde la ronda { $from }
cli-forbidden-until = hasta la ronda { $to }
cli-forbidden-between = de la ronda { $from } a la { $to }
cli-forbidden-none = Ningún emparejamiento prohibido.

## arbitro player
cli-player-added = Jugador { $id } inscrito: { $name } ({ $rating }), número { $number }, desde la ronda { $round }
cli-player-imported = { $file }: { $n ->
        [one] 1 jugador importado
       *[other] { $n } jugadores importados
    }
cli-player-col-number = n.º
cli-player-col-name = nombre
cli-player-col-title = tít.
cli-player-col-status = estado
cli-player-withdrawn-after = retirado tras la ronda { $round }
cli-player-from-round = desde la ronda { $round }
cli-player-bye = ronda { $round }: { $kind }
cli-player-withdrawn = { $name } se retira tras la ronda { $round }: no se le empareja desde la ronda { $next }.
cli-player-bye-requested = Jugador { $id }: { $kind } en la ronda { $round }.
cli-player-bye-cancelled = Descanso del jugador { $id } en la ronda { $round } anulado.

## arbitro round
cli-round-header = Ronda { $round } — { $status } ({ $system }; emparejada { $at })
cli-round-paired = emparejada
cli-round-published = publicada
cli-round-chess960 = Posición inicial Chess960 { $position } (semilla { $seed })
cli-round-bye = exento
cli-round-backup = Copia de seguridad: { $file }
cli-round-swapped = Ronda { $round }: mesas { $a } y { $b } intercambiadas (registrado).
cli-round-edited = Ronda { $round }, mesa { $board }: cambiada (registrado).
cli-round-published-at = Ronda { $round } publicada el { $at }.
cli-round-unpaired = Emparejamiento de la ronda { $round } deshecho.
cli-round-result = Ronda { $round }, mesa { $board }: { $result }
cli-round-correction = Corrección anotada en el registro (asiento { $entry }): { $reason }
cli-round-would-change = Con el resultado corregido, la ronda { $round } se habría emparejado de otra manera:
cli-round-stored-pair = {"  "}emparejado: { $pair }
cli-round-engine-pair = {"  "}el programa emparejaría ahora: { $pair }

## arbitro form
cli-form-written = { $file }: { $form } ({ $lang }), { $pages ->
        [one] 1 página
       *[other] { $pages } páginas
    }, { $kb } KB

## arbitro publish site
cli-publish-site-written = Web de { $event } escrita en { $folder }: { $written ->
        [one] 1 fichero escrito
       *[other] { $written } ficheros escritos
    }, { $unchanged } sin cambios, { $removed } eliminados.
cli-publish-archive-written = Registro de { $club } escrito en { $folder }: { $written ->
        [one] 1 fichero escrito
       *[other] { $written } ficheros escritos
    }, { $unchanged } sin cambios, { $removed } eliminados.
cli-publish-site-open = Abra { $index } en un navegador, o sírvala en la sala: arbitro serve { $folder } --bind 0.0.0.0

## arbitro dispute
cli-dispute-new-board = Ronda { $round }, tablero { $board }: { $white } – { $black }, { $events ->
    [0] desde el inicio
    [one] tras 1 jugada
   *[other] tras { $events } jugadas
  }.
cli-dispute-new-board-record = Ronda { $round }, tablero { $board }: { $white } – { $black }, del registro del tablero { $step ->
    [0] en su inicio
   *[other] tras la jugada { $step }
  } de { $events }.
cli-dispute-written = Archivo de disputa escrito: { $file }
cli-dispute-setup-ok = La situación es válida.
cli-dispute-setup-refused = La situación no es válida: { $why }
cli-dispute-hands = Manos: blancas { $white }; negras { $black }.
cli-dispute-effects = { $count ->
    [0] Ningún efecto en la mesa.
    [one] 1 efecto en la mesa.
   *[other] { $count } efectos en la mesa.
  }
cli-dispute-targets = { $card }, jugada como { $play ->
    [card] carta
    [reaction] reacción
   *[other] jugadas
  }:
cli-dispute-slot = { $next ->
    [yes] →
   *[other] { " " }
  } { $n }. { $kind ->
    [target] objetivo
    [implicit] actúa sobre
    [destination] destino
    [choice] pieza elegida
    [move] jugada normal
   *[other] carta robada
  }: elegido [{ $picked }]; opciones [{ $options }]
cli-dispute-complete = Lo elegido forma una declaración completa.
cli-dispute-refused = Rechazada: { $why } ({ $clause })
cli-dispute-verdict = { $sentence }
cli-dispute-trace = { "  " }[{ $clause }] { $layer }: { $text }
cli-dispute-recorded = Disputa registrada: entrada { $seq } del registro.
cli-dispute-line = #{ $seq } { $where ->
    [board] ronda { $round }, tablero { $board }
   *[other] sin tablero
  } · { $verdict ->
    [resolved] resuelta
    [pending] pendiente
    [failed] fallida
    [countered] contrarrestada
   *[other] rechazada
  } · { $sentence }
cli-dispute-shown = Resuelta por { $arbiter } el { $at } con la baraja { $deck }; posición antes de la jugada: { $fen }
cli-dispute-linked-incident = Incidencia: entrada { $seq } del registro.
cli-dispute-linked-precedent = Precedente: entrada { $seq } del registro.
cli-dispute-none = No hay disputas registradas.
cli-bench-debug-build = Nota: compilación de depuración; ejecute `cargo run --release -p arbitro-cli -- bench dispute` para cifras reales.
cli-bench-dispute-situations = { $files } archivos, { $situations } situaciones.
cli-bench-dispute = { $what ->
    [targets-playable] Objetivos posibles (cartas jugables)
    [resolve-accepted] Resolución (jugadas aceptadas)
    [targets] Objetivos posibles
   *[other] Resolución
  }: { $count } mediciones, mediana { $median } ms, p95 { $p95 } ms, máximo { $max } ms.
## arbitro incident y arbitro appeal
cli-incident-recorded = Incidencia anotada en el registro (asiento { $entry }).
cli-incident-suggested = Sanción sugerida: { $penalties } — { $why }
cli-incident-sanction = Sanción (asiento { $entry }): { $penalties }
cli-incident-reason = Motivo: { $reason }
cli-incident-clauses = Artículos: { $clauses }
cli-incident-effect = Consecuencia: { $effect }
cli-incident-round = ronda { $round }
cli-incident-row = #{ $entry } { $at } jugador { $player } { $round }{ $fault }: { $description } — { $arbiter } [{ $card }]{ $notes }
cli-incident-corrects = corrige el asiento { $entry }: { $reason }
cli-incident-corrected-by = (corregido por el asiento { $entry })
cli-incident-sanction-row = {"    "}#{ $entry } sanción: { $penalties }{ $notes }
cli-incident-sanction-corrects = (corrige el asiento { $entry })
cli-incident-sanction-void = (anulada o corregida)
cli-incident-corrected = Incidencia { $entry } corregida por el asiento { $by } del registro.
cli-sanction-corrected = Sanción { $entry } corregida por el asiento { $by }: { $penalties }
cli-decision-recorded = Decisión del árbitro principal anotada en el registro (asiento { $entry }).
cli-penalties-title = Leyes FIDE 12.9 — sanciones a disposición del árbitro (--penalty TIPO[:PARÁMETRO]):
cli-faults-title = Tipos de falta (--fault):
cli-committee-recorded = Comité de apelación anotado en el registro (asiento { $entry }).
cli-appeal-lodged = Apelación anotada en el registro (asiento { $entry }; plazo: { $deadline }, { $article }).
cli-appeal-decided = Apelación { $entry }: { $outcome } (decisión definitiva), asiento { $by }; comité: { $panel }
cli-appeal-fee-returned = Se devuelve la tasa de apelación.
cli-appeal-row = #{ $entry } jugador { $player } contra el asiento { $against }, el { $at } (plazo: { $deadline }): { $text } — { $decision }
cli-appeal-pending = pendiente

## arbitro game
cli-game-clocks = blancas { $white }, negras { $black }
cli-game-summary = { $result }{ $reason }, { $events ->
        [one] 1 evento
       *[other] { $events } eventos
    } ({ $moves } jugadas, { $cards } de cartas), { $readings } lecturas del reloj
cli-game-not-replayed = aún no reproducida (viene de un archivo anterior)
cli-game-record = Ronda { $round }, tablero { $board }: { $format } — { $summary } [id { $id }, { $source }, { $at }, { $arbiter }]
cli-game-replayed = Resultado { $result }{ $reason } tras { $events ->
        [one] 1 evento
       *[other] { $events } eventos
    }; posición final { $fen }
cli-game-clock-source = Tiempos del reloj tomados de: { $source }
cli-game-stored = Partida guardada: { $record }
cli-game-result-entered = Ronda { $round }, tablero { $board }: resultado { $result } anotado a partir de la partida
cli-game-none = Ninguna partida guardada.
cli-game-replaces = Sustituye a la partida { $id } porque: { $reason }
cli-game-written = Partida escrita en { $file }

## arbitro team
cli-team-added = Equipo { $id } inscrito: { $name } (jugadores { $board1 } y { $board2 }, Elo { $rating })
cli-team-col-number = n.º
cli-team-col-team = equipo
cli-team-col-boards = tablero 1 / tablero 2
cli-team-ended-on = (terminó en el tablero { $board })
cli-team-inconsistent = CONTRADICCIÓN: { $problem }
cli-team-boards = tableros { $a }/{ $b }
cli-team-result = Ronda { $round }, encuentro { $number }: { $score } (tableros { $a } y { $b })
cli-team-standings = Clasificación por equipos tras la ronda { $round }
cli-team-trf-written = TRF de equipos escrito en { $file }

## arbitro deck-check y arbitro clock
cli-deck-complete = Ronda { $round }, tablero { $board }: baraja { $deck } completa ({ $cards } cartas)
cli-deck-incomplete = Ronda { $round }, tablero { $board }: baraja INCOMPLETA: { $outstanding }
cli-deck-status = Tablero { $board }: { $status } — { $reason }
cli-deck-ready = listo
cli-deck-blocked = BLOQUEADO
cli-deck-override = Ronda { $round }, tablero { $board }: autorización del árbitro anotada en el registro (asiento { $entry })
cli-clock-reading = Ronda { $round }, tablero { $board } ({ $control }): blancas { $white }, negras { $black }; en marcha: { $running }{ $paused }
cli-clock-paused = (parado)
cli-clock-flag = Caída de bandera: { $side }, a los { $at } (FIDE 6.9)

## arbitro demo
cli-demo-title = arbitro: demostración sin pantalla
cli-demo-rules-title = Núcleo de reglas (Leyes FIDE, juego en línea, Chess960, pasapiezas)
cli-demo-replayed = {"  "}Partida de { $file } ({ $plies } medias jugadas, resultado anotado { $result }) reproducida con los dos reglamentos:
cli-demo-claim = se podían reclamar tablas por { $claim } desde la media jugada { $ply } (FI-9.2/FI-9.3)
cli-demo-ended = terminó por sí sola en la media jugada { $ply }: { $ending }
cli-demo-later-plies = { $plies ->
        [one] la media jugada posterior no cuenta
       *[other] las { $plies } medias jugadas posteriores no cuentan
    }
cli-demo-never-ended = el tablero nunca terminó la partida
cli-demo-chess960-draw = {"  "}Sorteo Chess960 (F9-1): posición { $number } con la semilla { $seed } (repítalo con «arbitro chess960 --random --seed { $seed }»): primera fila { $rank }, X-FEN { $fen }
cli-demo-castle = { $san } en la media jugada { $ply } (UCI { $uci }, el rey toma la torre, F9-3)
cli-demo-no-castling = ninguno
cli-demo-ongoing = en juego
cli-demo-chess960-game = {"  "}Partida Chess960 desde la posición { $number } reproducida: { $plies } medias jugadas, todas legales; enroques: { $castles }; estado final (Leyes FIDE): { $status }
cli-demo-flag-fall = {"  "}Cae la bandera de las negras frente a rey y caballo: Leyes FIDE { $fide }; en línea { $online }
cli-demo-bughouse = {"  "}Pasapiezas (AM-R3): jugadas { $log }; el peón capturado en el tablero A pasó a las negras del tablero B, que lo colocaron; el tablero B queda { $fen }
cli-demo-cards-title = Motor de cartas (Ajedrez Mágico, modo avanzado): una jugada de carta discutida, capa por capa
cli-demo-cards-position = {"  "}Posición { $fen }: las blancas juegan { $played } (AM-07) sobre b7 y c6; las negras reaccionan con { $reaction } (AM-28) sobre c6.
cli-demo-cards-event = {"  "}Evento { $index }:
cli-demo-cards-ruling = {"  "}Resolución: { $fen } (reprodúzcala con «arbitro replay» sobre una partida; el panel del árbitro de la aplicación muestra la misma traza)
cli-demo-event-title = Archivo del torneo (SQLite): el torneo de demostración que abre la aplicación
cli-demo-event-written = {"  "}Escrito en { $file }: «{ $name }», { $family }, { $system }, { $rounds } rondas previstas, ritmo { $control }, { $players } jugadores, { $paired ->
        [one] 1 ronda emparejada
       *[other] { $paired } rondas emparejadas
    }
cli-demo-event-round = {"  "}Ronda { $round } (sistema suizo holandés FIDE, C.04.3), con control de barajas (AM-AB):
cli-demo-deck-checked = baraja comprobada
cli-demo-deck-waiting = en espera: { $reason }
cli-demo-event-clock = {"  "}Reloj del tablero 1 ({ $control }; jugar una carta cuenta como jugada, AM-R13): blancas { $white } ({ $white_moves ->
        [one] 1 jugada
       *[other] { $white_moves } jugadas
    }), negras { $black } ({ $black_moves ->
        [one] 1 jugada
       *[other] { $black_moves } jugadas
    }); en marcha: { $running }
cli-demo-event-standings = {"  "}Clasificación tras la ronda { $round } ({ $columns }), los cinco primeros:
cli-demo-event-incident = {"  "}Incidencia #{ $entry } (ronda { $round }, tablero { $board }): { $player } — { $description }
cli-demo-event-sanction = {"  "}Sanción #{ $entry }: { $why } ({ $clauses })
cli-demo-event-record = {"  "}Partida de la ronda 2, tablero 1 ({ $source }): reproducida con el motor de cartas, { $events } eventos, resultado { $result }
cli-demo-event-precedent = {"  "}Precedente encontrado en la búsqueda: { $card } — { $decision }
cli-demo-event-verified = {"  "}Registro verificado: { $entries } asientos; cadena de huellas { $intact ->
        [yes] intacta
       *[no] ROTA
    }
cli-demo-event-explore = {"  "}Para explorarlo:

## arbitro export
cli-trf-written = TRF escrito en { $file }
cli-import-done = Torneo importado en { $file }: { $players } jugadores, { $rounds } rondas.
cli-import-nothing-adjusted = (ninguno)

## Versiones del mazo y erratas (AM-R16, AM-AE)
cli-deck-history-head = { $deck } — { $name }: versión { $version } de { $date }; { $count ->
    [one] una edición
   *[other] { $count } ediciones
}
cli-deck-release-first = Versión { $version }, { $date }: primera edición
cli-deck-release = Versión { $version }, { $date }, sustituye a la { $replaces }: { $count ->
    [one] una errata
   *[other] { $count } erratas
}
cli-deck-erratum = { $card }, { $field ->
    [name] nombre
   *[text] texto
}{ $kind ->
    [added] {" "}(carta nueva)
    [removed] {" "}(retirada)
   *[changed] {""}
}: { $note }
cli-deck-erratum-before = antes: { $text }
cli-deck-erratum-after = ahora: { $text }
cli-deck-changes-head = { $deck } de la versión { $from } a la { $to }: { $count ->
    [0] ninguna carta cambia
    [one] cambia una carta
   *[other] cambian { $count } cartas
}
cli-deck-changes-card = { $card }: { $kind ->
    [added] nueva
    [removed] retirada
   *[changed] cambiada
}
cli-deck-changes-text = { $field ->
    [name] nombre
   *[text] texto
} ({ $lang ->
    [es] español
   *[en] inglés
}): «{ $before }» → «{ $after }»
cli-deck-since-current = Mazo { $deck } versión { $version }: la vigente ({ $date }).
cli-deck-since-changed = Mazo { $deck } versión { $version }; la vigente es la { $current } ({ $date }): { $count ->
    [one] desde entonces cambió una carta
   *[other] desde entonces cambiaron { $count } cartas
} (arbitro deck changes { $deck } --from { $version }).
cli-deck-since-unknown = El mazo { $deck } no tiene la versión { $version } en su historial; la vigente es la { $current } ({ $date }).

## Precedentes (AM-R16: cada uno nombra la versión del mazo con la que se resolvió)
cli-precedent-deck = mazo { $id } versión { $version }
cli-precedent-no-deck = sin mazo
cli-precedent-recorded = Precedente registrado como asiento { $seq } (uid { $uid }); { $deck }.
cli-precedent-hit = #{ $seq } { $date } { $card } · { $deck } [{ $clauses }] { $event }{ $corrected ->
    [yes] {" "}(corregido)
   *[no] {""}
}
cli-precedent-situation = {"    "}{ $text }
cli-precedent-decision = {"    "}⇒ { $text }
cli-precedent-case = {"    "}Caso de una disputa (reproducible): { $fen } · { $play } · { $sentence }
cli-precedent-none = No se encontró ningún precedente.
cli-precedent-exported = { $count ->
    [one] Un precedente escrito
   *[other] { $count } precedentes escritos
} en { $file }.
cli-precedent-imported = { $file }: { $imported } importados, { $duplicates } duplicados omitidos, { $conflicts } conflictos (mismo uid, otro texto) omitidos.
cli-precedent-conflict = Conflicto: { $uid } difiere del asiento { $seq }.
cli-precedent-archive-created = Archivo del club { $file } creado para { $club }.
cli-precedent-collected = { $file }: { $imported } precedentes recogidos, { $duplicates } ya estaban en el archivo.

## arbitro manual
cli-manual-chapter = { $id }: { $title }
cli-manual-hit = { $chapter } › { $section }  (arbitro manual { $id })
    { $snippet }
cli-manual-no-hits = Ninguna sección del manual tiene todas las palabras de «{ $words }».
cli-manual-opened = Abierto { $page }
cli-manual-no-display = No hay escritorio en el que abrir un navegador: el capítulo está arriba; su página es { $page }
cli-manual-written = Manual escrito en { $folder }: { $pages } páginas, { $images ->
        [0] sin capturas
        [one] 1 captura
       *[other] { $images } capturas
    }.
cli-usage-no-browser = Ningún navegador pudo abrir el manual: { $detail }. Pruebe arbitro manual --print.
cli-usage-manual-shots-missing = Faltan capturas (las toma la prueba de extremo a extremo, scripts/app-e2e.sh): { $files }
