# Archivos TRF (arbitro-trf).

trf-syntax = Línea { $line }, columna { $column }: { $detail }
trf-inconsistent = { $count ->
    [one] Un problema
   *[other] { $count } problemas
  }: { $problems }
trf-problem = Jugador { $player }: { $detail }
trf-problem-in-round = Jugador { $player }, ronda { $round }: { $detail }
trf-unwritable = No se puede escribir: { $detail }

## Puntos: medios en notación de ajedrez, décimas con coma
trf-points-halves = { $points }
trf-points-tenths = { $whole },{ $tenth }

## Registros que se contradicen
trf-problem-plays-himself = juega contra sí mismo
trf-problem-opponent-missing = el rival { $opponent } no está en el torneo
trf-problem-opponent-disagrees = el rival { $opponent } no tiene a este jugador como rival en esa ronda
trf-problem-same-colour = el mismo color que el rival { $opponent }
trf-problem-played-without-colour = partida jugada sin color
trf-problem-results-contradict = el resultado { $result } no concuerda con el { $opponent_result } del rival { $opponent }{ $nature ->
    [both-won] : los dos jugadores no pueden haber ganado la partida
    [both-lost] : los dos jugadores no pueden haber perdido la partida
   *[other] {""}
  }
trf-problem-points-mismatch = el campo de puntos dice { $stated }, pero los resultados suman { $computed }

## Campos de un registro
trf-field = { $field ->
    [start-rank] el número inicial (columnas 5-8)
    [rating] el Elo (columnas 49-52)
    [federation] la federación (columnas 54-56)
    [points] los puntos (columnas 81-84)
    [rank] la clasificación (columnas 86-89)
    [opponent] el rival
    [round-cell] la casilla de la ronda { $round }
    [number] el número de emparejamiento
    [rounds] el número de rondas
    [round] la ronda
    [first-round] la primera ronda
    [last-round] la última ronda
    [first-player] el primer jugador
   *[last-player] el último jugador
  }

## Líneas que no siguen el formato
trf-syntax-record-code = un registro empieza con un código de tres caracteres
trf-syntax-space-after-code = tras el código de registro { $code } debe ir un espacio
trf-syntax-duplicate-rank = el número de emparejamiento { $rank } ya se usa en la línea { $first_line }
trf-syntax-missing-start-rank = falta el número inicial (columnas 5-8)
trf-syntax-start-rank-zero = número inicial 0 (los números de emparejamiento empiezan en 1)
trf-syntax-no-name = el jugador { $player } no tiene nombre (columnas 15-47)
trf-syntax-cut-short = el registro termina en la columna { $length }, antes de completar { $field }: la línea está cortada
trf-syntax-cut-before-points = el registro termina en la columna { $length }, antes de los puntos (columnas 81-84) que tienen los registros de los demás jugadores: la línea está cortada
trf-syntax-not-a-number = { $field }: se espera un número entero, no «{ $found }»
trf-syntax-not-points = puntos: se espera un número como 5.5, no «{ $found }»
trf-syntax-cell-separator = las casillas de las rondas van separadas por dos espacios
trf-syntax-text-before-first-cell = texto inesperado antes de la casilla de la primera ronda (columna 92)
trf-syntax-cell-shape = la casilla de una ronda se escribe «OOOO C R» (rival, color, resultado)
trf-syntax-colour = el color debe ser w, b o -, no «{ $found }»
trf-syntax-result-code = código de resultado desconocido «{ $found }»
trf-syntax-missing-result = falta el código de resultado
trf-syntax-played-without-opponent = una partida jugada necesita el número de emparejamiento del rival
trf-syntax-played-without-colour = una partida jugada necesita el color (w o b)
trf-syntax-bye-with-opponent = una exención ({ $code }) no tiene rival: escriba 0000
trf-syntax-bye-with-colour = una exención ({ $code }) no tiene color: escriba -
trf-syntax-missing-rounds = falta el número de rondas
trf-syntax-zero-rounds = el número de rondas debe ser al menos 1
trf-syntax-initial-colour = el color inicial debe ser W o B, no «{ $found }»
trf-syntax-missing-initial-colour = falta el color inicial (W o B)
trf-syntax-no-points-after = faltan los puntos después de «{ $letter }»
trf-syntax-unknown-result-letter = letra de resultado desconocida «{ $letter }» (W D L Z P F H + -)
trf-syntax-xxs-entry = las entradas de XXS se escriben CLAVE=puntos, no «{ $found }»
trf-syntax-unknown-xxs-key = clave de XXS desconocida «{ $key }»
trf-syntax-record-240 = el registro 240 lleva: tipo (H, F, Z o U), ronda y números de emparejamiento
trf-syntax-bye-kind = el tipo de exención debe ser H, F, Z o U, no «{ $found }»
trf-syntax-missing-round = falta la ronda
trf-syntax-record-250 = el registro 250 lleva: [puntos de encuentro] puntos de partida, primera ronda, última ronda, primer jugador y último jugador
trf-syntax-reversed-range = { $range ->
    [last-round] la última ronda va antes que la primera
   *[last-player] el último jugador va antes que el primero
  }
trf-syntax-record-260 = el registro 260 lleva: primera ronda, última ronda y dos o más números de emparejamiento
trf-syntax-xxp-players = el registro XXP lleva dos o más números de emparejamiento

## Lo que el formato no puede escribir
trf-unwritable-pairing-number = el número de emparejamiento { $number } tiene más de 4 cifras
trf-unwritable-points = jugador { $player }: los puntos { $points } no caben en las columnas 81-84
trf-unwritable-opponent = el rival { $opponent } tiene más de 4 cifras

## Lo que el lector hace con archivos de otros programas
trf-version = { $version ->
    [trf06] TRF06
    [trf16] TRF16
   *[trf2026] TRF-2026
  }
trf-skip-ruler = es una regla de columnas, no un registro
trf-adjust-line-skipped = Línea { $line } omitida: { $reason }
trf-adjust-unknown-record = Línea { $line }: el registro { $code } no se interpreta; se conserva tal cual
trf-adjust-old-style-bye = Línea { $line }: jugador { $player }, { $count ->
    [one] ronda
   *[other] rondas
  } { $rounds }: «0000 - { $found }» se lee como { $read_as }
trf-adjust-title = Línea { $line }: jugador { $player }: el título «{ $found }» se lee como { $read_as }
trf-adjust-birth-date = Línea { $line }: jugador { $player }: la fecha de nacimiento «{ $found }» se lee como { $read_as }
trf-adjust-birth-date-dropped = Línea { $line }: jugador { $player }: «{ $found }» no es una fecha de nacimiento; se deja en blanco

## Lo que una importación cambia para que el torneo sea coherente
trf-repair-completed = Jugador { $player }, ronda { $round }: casilla completada con la partida que registra el jugador { $from }
trf-repair-game-dropped = Jugador { $player }, ronda { $round }: la partida contra { $opponent } no consta en ningún otro registro; se lee como { $read_as }
trf-repair-colour = Jugador { $player }, ronda { $round }: el color se lee como { $colour ->
    [w] blancas
   *[b] negras
  }
trf-repair-result = Jugador { $player }, ronda { $round }: el resultado se lee como { $result }, acorde con el del jugador { $kept }
trf-repair-points = Jugador { $player }: el archivo dice { $stated } puntos; los resultados suman { $computed }, que es lo que vale
