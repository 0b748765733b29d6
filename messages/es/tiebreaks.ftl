# Desempates FIDE (arbitro-tiebreaks, C.07 del 1 de marzo de 2026).

## Errores
tiebreaks-unknown-code = Desempate desconocido «{ $code }» (conocidos: { $known }).
tiebreaks-bad-modifier = Desempate «{ $code }»: { $detail }
tiebreaks-empty-list = La lista de desempates está vacía.
tiebreaks-invalid-event = Torneo incoherente ({ $count ->
        [one] un problema
       *[other] { $count } problemas
    }): { $detail }
tiebreaks-not-for-round-robin = { $code } no se puede usar en un round robin (C.07, artículo 8).
tiebreaks-team-only = { $code } es un desempate por equipos (C.07, artículos 11 a 13); este torneo no tiene equipos.
tiebreaks-individual-only = { $code } está definido solo para torneos individuales (C.07, artículo 10).
tiebreaks-unknown-player = El jugador { $player } no está en el torneo.
tiebreaks-no-teams = El archivo no tiene equipos (ningún registro 013): la clasificación por equipos los necesita.
tiebreaks-round-out-of-range = Se pide la ronda { $round }, pero el torneo tiene { $rounds ->
        [one] una ronda emparejada
       *[other] { $rounds } rondas emparejadas
    }.
tiebreaks-unknown-rules = Reglas de desempate desconocidas «{ $name }» (use fide-2026, fide-2023 o virtual-opponent).

## Qué falla en un modificador
tiebreaks-modifier-unexpected = «{ $found }» tras { $code } no es un modificador (se escriben /C1, /M1, /P…).
tiebreaks-modifier-missing = falta un modificador tras el separador.
tiebreaks-modifier-needs-number = /{ $modifier } necesita un número, como en { $code }/{ $modifier }1.
tiebreaks-modifier-zero-cut = un corte o una mediana de 0 valores no quita nada.
tiebreaks-modifier-no-cut = { $code } no es una suma de valores y no admite cortes (C.07 14.1).
tiebreaks-modifier-no-median = { $code } no admite el modificador Mediana (C.07 14.3).
tiebreaks-modifier-no-limit = solo el sistema Koya tiene límite (C.07 14.5), no { $code }.
tiebreaks-modifier-bad-limit = el límite Koya «{ $text }» no es un número entero de medios puntos, como en KS/L+1 o KS/L-1.
tiebreaks-modifier-no-reverse = solo TPN y RTNG admiten el orden inverso (C.07 7.8 y 10.6), no { $code }.
tiebreaks-modifier-no-played = /P (incomparecencias como partidas) no se aplica a { $code }.
tiebreaks-modifier-no-fore = /F (Fore Buchholz) se aplica a BH, AOB y SSSC, no a { $code }.
tiebreaks-modifier-no-unrated = /U (el Elo de los jugadores sin Elo) se aplica a los desempates por Elo, no a { $code }.
tiebreaks-modifier-no-factor = /K (el factor de normalización) se aplica solo a SSSC, no a { $code }.
tiebreaks-modifier-no-score-choice = { $code } fija sus propias puntuaciones: no admite :MP ni :GP.
tiebreaks-modifier-bad-score = «:{ $text }» no es una puntuación de equipo (use :MP o :GP; en ESB, :MM, :MG, :GM o :GG).
tiebreaks-modifier-unknown = modificador desconocido «{ $text }».

## Incoherencias de un torneo
tiebreaks-event-zero-number = un participante tiene el número de emparejamiento 0
tiebreaks-event-duplicate-number = el número de emparejamiento { $player } se usa dos veces
tiebreaks-event-too-many-rounds = el jugador { $player } tiene resultados de { $given } rondas, pero el torneo tiene { $rounds }
tiebreaks-event-paired-with-self = el jugador { $player } está emparejado consigo mismo en la ronda { $round }
tiebreaks-event-unknown-opponent = el jugador { $player } se enfrenta en la ronda { $round } al jugador { $opponent }, que no está en el torneo
tiebreaks-event-one-sided = ronda { $round }: el jugador { $player } se enfrenta al jugador { $opponent }, pero la ronda { $round } del jugador { $opponent } no nombra al jugador { $player }
tiebreaks-event-same-colour = ronda { $round }: los jugadores { $player } y { $opponent } tienen el mismo color
tiebreaks-event-results-disagree = ronda { $round }: los resultados de los jugadores { $player } y { $opponent } no coinciden
tiebreaks-event-both-won-by-forfeit = ronda { $round }: los jugadores { $player } y { $opponent } ganan ambos por incomparecencia
tiebreaks-event-game-against-forfeit = ronda { $round }: los jugadores { $player } y { $opponent } registran su encuentro de forma distinta (una partida en un lado, una incomparecencia en el otro)
tiebreaks-event-game-without-colour = jugador { $player }, ronda { $round }: una partida sin color
tiebreaks-event-result-without-opponent = jugador { $player }, ronda { $round }: el resultado «{ $result }» sin rival
tiebreaks-event-result-with-opponent = jugador { $player }, ronda { $round }: el resultado «{ $result }» no puede tener rival
tiebreaks-event-boards-disagree = ronda { $round }: los equipos { $team } y { $opponent } registran distinto número de tableros
tiebreaks-event-too-many-boards = equipo { $team }, ronda { $round }: { $given } tableros, pero el torneo tiene { $boards }

## Nombres de los desempates (C.07, artículo 5)
label-tiebreak-pts = Puntos
label-tiebreak-de = Encuentro directo
label-tiebreak-win = Número de victorias
label-tiebreak-won = Número de partidas ganadas
label-tiebreak-bpg = Número de partidas jugadas con negras
label-tiebreak-bwg = Número de partidas ganadas con negras
label-tiebreak-ps = Puntuación progresiva
label-tiebreak-rep = Rondas en las que eligió jugar
label-tiebreak-std = Puntos estándar
label-tiebreak-tpn = Número de emparejamiento
label-tiebreak-bh = Buchholz
label-tiebreak-aob = Media del Buchholz de los rivales
label-tiebreak-fb = Fore Buchholz
label-tiebreak-sb = Sonneborn-Berger
label-tiebreak-ks = Sistema Koya
label-tiebreak-aro = Media de Elo de los rivales
label-tiebreak-tpr = Rendimiento en el torneo
label-tiebreak-ptp = Rendimiento perfecto en el torneo
label-tiebreak-apro = Media del rendimiento de los rivales
label-tiebreak-appo = Media del rendimiento perfecto de los rivales
label-tiebreak-rtng = Elo
label-tiebreak-bc = Recuento por tableros
label-tiebreak-tbr = Resultados de los primeros tableros
label-tiebreak-bbe = Eliminación de los últimos tableros
label-tiebreak-mpvgp = Puntos de match o de tablero (la puntuación secundaria)
label-tiebreak-esb = Sonneborn-Berger extendido
label-tiebreak-emmsb = Sonneborn-Berger extendido, puntos de match × puntos de match
label-tiebreak-emgsb = Sonneborn-Berger extendido, puntos de match × puntos de tablero
label-tiebreak-egmsb = Sonneborn-Berger extendido, puntos de tablero × puntos de match
label-tiebreak-eggsb = Sonneborn-Berger extendido, puntos de tablero × puntos de tablero
label-tiebreak-ede = Encuentro directo extendido
label-tiebreak-edebt = Encuentro directo extendido, luego recuento por tableros y primeros tableros
label-tiebreak-edebb = Encuentro directo extendido, luego recuento por tableros y eliminación de los últimos
label-tiebreak-edet = Encuentro directo extendido, luego primeros tableros
label-tiebreak-edeb = Encuentro directo extendido, luego eliminación de los últimos tableros
label-tiebreak-sssc = Combinación de puntuación y fuerza del calendario

## Modificadores (C.07, artículo 14, y TRF-2026)
label-tiebreak-modifier-cut = Corte-{ $n }
label-tiebreak-modifier-median = Mediana-{ $n }
label-tiebreak-modifier-limit = límite { $points }
label-tiebreak-modifier-reverse = orden inverso
label-tiebreak-modifier-played = incomparecencias como partidas
label-tiebreak-modifier-fore = Fore Buchholz
label-tiebreak-modifier-unrated = jugadores sin Elo con { $rating }
label-tiebreak-modifier-factor = factor { $factor }
label-tiebreak-modifier-score = { $score }
label-team-score-match = puntos de match
label-team-score-game = puntos de tablero
tiebreaks-label = { $name }
tiebreaks-label-with-modifiers = { $name } ({ $modifiers })
tiebreaks-list = { $items }

## Ediciones del reglamento y tipos de torneo
label-tiebreak-rules-fide-2026 = C.07 de 2026
label-tiebreak-rules-fide-2023 = C.07 de 2023 (sin límites del oponente ficticio)
label-tiebreak-rules-virtual-opponent = oponente virtual (antes de 2023)
label-tiebreak-system-swiss = suizo
label-tiebreak-system-round-robin = round robin

## Categorías de rondas no jugadas (C.07 16.2)
label-unplayed-awarded-bye = bye concedido
label-unplayed-forfeit-win = victoria por incomparecencia
label-unplayed-requested-bye = bye solicitado seguido de partidas
label-unplayed-forfeit-loss = derrota por incomparecencia
label-unplayed-requested-bye-to-the-end = bye solicitado hasta el final

## Qué fue una ronda
label-round-won = ganó
label-round-drawn = tablas
label-round-lost = perdió
label-round-forfeit-won = ganó por incomparecencia
label-round-forfeit-lost = perdió por incomparecencia
label-round-double-forfeit = doble incomparecencia
label-round-pairing-bye = bye del emparejamiento
label-round-full-bye = bye de un punto
label-round-half-bye = bye de medio punto
label-round-zero-bye = bye de cero puntos
label-round-absent = ausente
label-round-free-round = ronda libre

## Números (parte entera, decimales)
tiebreaks-number = { $whole }
tiebreaks-number-decimal = { $whole },{ $fraction }

## La clasificación
tiebreaks-heading-rank = Puesto
tiebreaks-heading-number = N.º
tiebreaks-heading-name = Nombre
tiebreaks-heading-team = Equipo
tiebreaks-heading-rating = Elo
tiebreaks-heading-points = Ptos
tiebreaks-source-command-line = --tiebreaks
tiebreaks-source-file = los registros 212/202 del archivo
tiebreaks-source-call = la convocatoria del torneo
tiebreaks-standings-title = Clasificación tras la ronda { $round } de { $rounds } ({ $system }; desempates de { $source }; rondas no jugadas: { $rules })
tiebreaks-note-dropped-unrated = Nota: { $code } queda fuera: { $count ->
        [one] el jugador { $players } no tiene Elo
       *[other] los jugadores { $players }{ $more ->
            [0] {""}
           *[other] { "" } y { $more } más
        } no tienen Elo
    } y no se ha fijado un Elo para los jugadores sin él (C.07 10; añada /U y un Elo).
tiebreaks-note-dropped-individual-only = Nota: { $code } queda fuera: el artículo 10 del C.07 es para torneos individuales.
tiebreaks-note-no-tiebreaks = Nota: no se han dado desempates; los jugadores empatados comparten puesto.

## Cálculos (--explain, la aplicación y la web)
tiebreaks-explain-player = Jugador { $number } { $name }: puntuación { $score }; { $adjusted } para los desempates de sus rivales (C.07 16.3)
tiebreaks-explain-team = Equipo { $number } { $name }: puntuación { $score }; { $adjusted } para los desempates de sus rivales (C.07 16.3)
tiebreaks-explain-value = { $code } = { $value }: { $name }, C.07 { $article }
tiebreaks-explain-no-value = { $code }: { $name }, C.07 { $article }
tiebreaks-explain-term = { $place } { $who }: { $amount }{ $notes }
tiebreaks-explain-term-board = { $place }: { $amount }{ $notes }
tiebreaks-explain-notes = { " " }({ $notes })
tiebreaks-explain-round = R{ $round }
tiebreaks-explain-board = tablero { $board }
tiebreaks-explain-round-board = R{ $round }, tablero { $board }
tiebreaks-explain-who-opponent = contra { $opponent }, { $result }
tiebreaks-explain-who-dummy = { $result }, oponente ficticio
tiebreaks-explain-who-virtual = { $result }, oponente virtual
tiebreaks-explain-who-result = { $result }
tiebreaks-amount = { $contribution }
tiebreaks-amount-product = { $value } × { $points } = { $contribution }
tiebreaks-amount-comparison = { $points } frente a { $value } → { $contribution }
tiebreaks-amount-koya = { $points } ante una puntuación de { $value } → { $contribution }
tiebreaks-amount-expected = Elo { $value }, esperado { $expected }
tiebreaks-amount-rated = Elo { $value }, { $points }
tiebreaks-amount-board = { $board } × { $value } = { $contribution }
tiebreaks-explain-own-value = el valor propio del participante
tiebreaks-explain-sum = los términos no recortados suman { $value }
tiebreaks-explain-average = { $sum } / { $count } = { $value }
tiebreaks-explain-average-rounded = { $sum } / { $count } = { $exact }; redondeado: { $value }
tiebreaks-explain-average-none = nada que promediar: 0 (C.07 10.1 y 14.1: no queda ningún valor)
tiebreaks-explain-performance = ARO { $aro } + dp de { $points } en { $games } (p = { $percent } %): { $difference } = { $value }
tiebreaks-explain-perfect = con { $value } la puntuación esperada es { $expected }, al menos { $points }; con { $below } es { $expected-below }
tiebreaks-explain-perfect-bound = { $value }: un extremo del C.07 10.3 (puntuación esperada { $expected } para { $points })
tiebreaks-explain-koya = límite { $limit }: los puntos ante quienes lo alcanzan suman { $value }
tiebreaks-explain-direct-encounter = entre { $group }: { $value }{ $missing ->
        [0] {""}
        [one] {""}; a uno de ellos no se enfrentó
       *[other] {""}; a { $missing } de ellos no se enfrentó
    }
tiebreaks-explain-boards = se comparan tablero a tablero
tiebreaks-explain-schedule-strength = { $secondary } + { $buchholz } / { $factor } = { $value }
tiebreaks-explain-not-applied = no hizo falta: el jugador ya estaba desempatado
tiebreaks-explain-dropped-unrated = fuera: hay jugadores sin Elo ({ $players })
tiebreaks-explain-dropped-individual-only = fuera: el artículo 10 del C.07 es para torneos individuales

## Las reglas aplicadas a un término
tiebreaks-rule-opponent-adjusted = puntuación del rival con sus byes solicitados hasta el final como tablas, 16.3.2; la suya: { $actual }
tiebreaks-rule-opponent-unplayed-as-draws = rondas no jugadas del rival contadas como tablas; la suya: { $actual }
tiebreaks-rule-opponent-final-round-drawn = puntuación del rival con su partida de la última ronda como tablas, 8.3; la suya: { $actual }
tiebreaks-rule-dummy = { $category } { $article }: un oponente ficticio con la puntuación del propio jugador, { $own }, 16.4
tiebreaks-rule-dummy-capped-opponent = { $category } { $article }: un oponente ficticio con la puntuación del propio jugador, { $own }, limitada a { $cap }, la puntuación ajustada del rival previsto { $opponent }, 16.4.1
tiebreaks-rule-dummy-capped-draws = { $category } { $article }: un oponente ficticio con la puntuación del propio jugador, { $own }, limitada a { $cap }, tablas en cada una de las { $rounds } rondas, 16.4.2
tiebreaks-rule-virtual-opponent = oponente virtual: { $before } antes de la ronda + { $result } + { $later } por las rondas siguientes
tiebreaks-rule-voluntary = ronda no jugada voluntariamente, 16.1.2
tiebreaks-rule-forfeit-as-game = incomparecencia contada como partida, 15.2
tiebreaks-rule-forfeit-played = incomparecencia contada como partida, /P
tiebreaks-rule-final-round-drawn = última ronda contada como tablas, 8.3
tiebreaks-rule-compared-with-opponent = comparado con los puntos del rival, 7.7
tiebreaks-rule-compared-with-draw = obtenido sin jugar: comparado con los puntos de unas tablas, 7.7
tiebreaks-rule-below-koya-limit = rival por debajo del límite, 9.2
tiebreaks-rule-unrated-as = sin Elo, contado con { $rating }
tiebreaks-rule-bye-as-wins = bye contado como victoria en cada tablero, 12
tiebreaks-cut-least = recortado: el valor menos significativo, 14.1
tiebreaks-cut-voluntary = recortado: ronda no jugada voluntariamente, antes que el valor menos significativo, 16.5
tiebreaks-cut-most = recortado: el valor más significativo, 14.3
tiebreaks-cut-early = recortado: puntuación tras una de las primeras rondas, 14.1

## Clasificación final de un TRF frente a su lista de desempates
tiebreaks-rank-value = { $code } { $value }
tiebreaks-rank-value-none = { $code } —
tiebreaks-rank-values = { $player } ({ $values })
tiebreaks-rank-wrong = Jugador { $player }: el archivo lo clasifica { $file_rank }.º; por los desempates le corresponde el { $first }.º: { $values }.
tiebreaks-rank-wrong-tied = Jugador { $player }: el archivo lo clasifica { $file_rank }.º; por los desempates le corresponde un puesto del { $first }.º al { $last }.º: { $values }.
tiebreaks-rank-wrong-instead = Jugador { $player }: el archivo lo clasifica { $file_rank }.º; por los desempates le corresponde el { $first }.º: { $values }; el { $file_rank }.º es { $instead }.
tiebreaks-rank-wrong-tied-instead = Jugador { $player }: el archivo lo clasifica { $file_rank }.º; por los desempates le corresponde un puesto del { $first }.º al { $last }.º: { $values }; el { $file_rank }.º es { $instead }.
tiebreaks-rank-ok = Clasificación: los { $checked } puestos del archivo siguen la lista de desempates ({ $list }) tras { $rounds } rondas.
tiebreaks-rank-none = Clasificación: el archivo no da puestos (columnas 86-89); nada que comprobar.
