# Archivos que se importan (listas de jugadores CSV o TRF, salida de un programa de emparejamientos): lo que falla en cada línea.

import-file-problem = { $detail }
import-unclosed-quote = un campo entre comillas no se cierra nunca
import-empty-file = el archivo está vacío (se espera una fila de encabezado y luego un jugador por fila)
import-no-name-column = el encabezado no tiene columna de nombre (tiene: { $found }); se espera nombre/name o apellidos/surname
import-too-many-fields = { $fields } campos, pero el encabezado tiene { $columns ->
    [one] una columna
   *[other] { $columns } columnas
  }
import-not-fide-id = «{ $value }» no es un ID FIDE (solo cifras)
import-not-rating = «{ $value }» no es un Elo (un número entero)
import-duplicate-fide-id = el ID FIDE { $id } ya aparece en la línea { $first_line }
import-fide-id-registered = el ID FIDE { $id } ya está inscrito ({ $name })
import-trf-syntax = columna { $column }: { $detail }
import-engine-empty = la salida del programa de emparejamientos está vacía
import-engine-count = «{ $text }» no es el número de parejas
import-engine-pair = «{ $text }» no es «blancas negras»
import-engine-count-mismatch = anuncia { $announced ->
    [one] una pareja
   *[other] { $announced } parejas
  }, pero da { $listed }

## Lo que no vale en los datos de un jugador
import-player-no-name = el jugador necesita un nombre
import-player-name-too-long = el nombre «{ $name }» tiene más de los 33 caracteres que admite el TRF
import-player-not-title = «{ $title }» no es un título FIDE ({ $titles })
import-player-implausible-rating = { $rating } no es un Elo verosímil
import-player-not-federation = la federación «{ $federation }» no es un código de tres letras
import-player-not-birth-date = la fecha de nacimiento «{ $date }» no es AAAA, AAAA-MM-DD ni AAAA/MM/DD
import-player-not-fide-id = { $id } no es un ID FIDE
import-player-not-sex = el sexo «{ $sex }» no es m ni w

## La importación de un torneo entero desde un TRF (import/ del almacén)
import-review-head = { $file }: { $version }, { $players } jugadores, { $rounds } de { $planned } rondas jugadas{ $departures ->
    [0] {""}
    [one] ; una desviación de las reglas de emparejamiento
   *[other] ; { $departures } desviaciones de las reglas de emparejamiento
  }. Ajustes:
import-default-name = El archivo no da nombre al torneo (012): se usa «{ $name }».
import-default-chief-arbiter = El archivo no nombra al árbitro principal (102): indíquelo en la convocatoria.
import-default-start-date-missing = El archivo no da la fecha de inicio (042): se usa { $used }.
import-default-start-date = La fecha de inicio «{ $found }» (042) no es una fecha: se usa { $used }.
import-default-end-date-missing = El archivo no da la fecha de fin (052): se usa { $used }.
import-default-end-date = La fecha de fin «{ $found }» (052) no es una fecha posterior al inicio: se usa { $used }.
import-default-time-control-missing = El archivo no da el ritmo de juego (222, 122): se usa { $used }; corríjalo en la convocatoria.
import-default-time-control = El ritmo «{ $found }» no se puede leer: se usa { $used }; corríjalo en la convocatoria.
import-default-rounds = El archivo no da el número de rondas (142, XXR): se toman las { $rounds } que registra.
import-default-system-missing = El archivo no da el sistema de emparejamiento (192, 092): las rondas siguientes se emparejan por el sistema suizo holandés (C.04.3).
import-default-system = El sistema «{ $found }» no es uno que arbitro empareje: las rondas siguientes se emparejan por el sistema suizo holandés (C.04.3).
import-default-colour-inferred = El archivo no da el color inicial (152, XXC): se toma el que muestra la primera ronda ({ $colour ->
    [w] blancas
   *[b] negras
  } para el primer jugador).
import-default-colour-drawn = El archivo no da el color inicial (152, XXC) ni tiene primera ronda: se sorteará al emparejar la ronda 1.
import-default-scoring = El archivo no da la puntuación (162): 1, ½ y 0, y un punto por el descanso asignado.
import-default-tie-breaks = El archivo no da lista de desempates (202, 212): la clasificación es por puntos hasta que se indique una en la convocatoria.
import-not-kept-scoring = La puntuación del archivo (victoria { $win }, tablas { $draw }, derrota { $loss }) no se conserva: el torneo puntúa 1, ½ y 0.
import-not-kept-accelerations = { $records ->
    [one] El registro de aceleración (250, XXA) no es la aceleración de Bakú
   *[other] Los { $records } registros de aceleración (250, XXA) no son la aceleración de Bakú
  } (C.04.7) y no se conservan.
import-not-kept-212 = La segunda lista de desempates (212) difiere de la primera (202): se conserva la 202.
import-not-kept-tie-break = El desempate «{ $code }» no está definido en C.07: se deja fuera de la lista.
import-not-kept-299 = { $records ->
    [one] El registro de puntos asignados por el árbitro (299) no se conserva
   *[other] Los { $records } registros de puntos asignados por el árbitro (299) no se conservan
  }.
import-not-kept-round-dates = Las fechas de las rondas (132) no se conservan: el torneo anota cuándo se empareja cada ronda.
import-not-kept-unrated = Jugador { $player }, ronda { $round }: la partida no valorable para Elo (W, D, L) se importa como partida jugada.
import-not-kept-blank-round = Jugador { $player }, ronda { $round }: la casilla en blanco entre rondas jugadas se lee como ausencia (Z).
import-not-kept-second-bye = Jugador { $player }, ronda { $round }: segundo descanso asignado en la ronda; se lee como descanso de un punto (F).
import-not-kept-player-field = Jugador { $player }: { $field ->
    [name] el nombre «{ $found }» tiene más de 33 caracteres y se acorta
    [title] el título «{ $found }» no es un título FIDE y se deja fuera
    [rating] el Elo { $found } no es plausible y se deja fuera
    [federation] la federación «{ $found }» no son tres letras y se deja fuera
    [fide_id] el FIDE ID «{ $found }» no es un número y se deja fuera
    [sex] el sexo «{ $found }» no es m ni w y se deja fuera
   *[other] «{ $found }» se deja fuera
  }.
import-not-kept-duplicate-fide-id = Jugador { $player }: el FIDE ID { $id } ya lo tiene el jugador { $first }; se deja fuera.
import-team-file = Es un torneo por equipos ({ $teams } equipos, registros 013): se importan sus jugadores con su equipo como club, no sus rondas; el emparejamiento por equipos (C.04.6) es otro sistema.
