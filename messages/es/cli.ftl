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
cli-form-written = { $file }: { $form } { $lang }, { $pages ->
        [one] 1 página
       *[other] { $pages } páginas
    }, { $kb } KB

## arbitro publish site
cli-publish-site-written = Web de { $event } escrita en { $folder }: { $written ->
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
