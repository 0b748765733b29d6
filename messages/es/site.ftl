# La web del torneo (arbitro publish site): palabras de las páginas,
# títulos y pie. Puntos, fechas y decimales llegan ya escritos.

## Errores
site-io = { $path }: { $problem }
site-foreign-file = { $path } ya existe y no lo escribió la web del torneo: no se toca (muévalo o elija otra carpeta)
site-not-a-folder = { $path } no es una carpeta

## Idiomas
site-other-language = English
site-language-name = Español
site-index-choose = Elija su idioma:

## Navegación
site-nav-home = Torneo
site-nav-players = Jugadores
site-nav-rounds = Rondas
site-nav-standings = Clasificación
site-nav-tiebreaks = Desempates
site-nav-crosstable = Tabla cruzada
site-nav-team-standings = Clasificación por equipos
site-nav-precedents = Precedentes
site-pages = Páginas
site-page-of = Página { $page } de { $pages }

## Pie
site-footer-register = Registro del torneo: { $count ->
    [one] { $count } asiento
   *[other] { $count } asientos
} · último asiento { $hash } · clave { $key }
site-footer-register-unsigned = Registro del torneo: { $count ->
    [one] { $count } asiento
   *[other] { $count } asientos
} · último asiento { $hash }
site-footer-verify = Para cotejar esta página con el fichero del torneo: arbitro verify --head

## Las bases
site-home-call = Bases del torneo
site-home-more = Listas y resultados
site-call-dates = Fechas
site-call-date-range = del { $start } al { $end }
site-call-place = Lugar
site-call-organiser = Organizador
site-call-chief-arbiter = Árbitro principal
site-call-arbiters = Árbitros
site-call-family = Modalidad
site-call-system = Sistema de emparejamiento
site-call-rounds = Rondas
site-call-rounds-value = { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
site-call-time-control = Ritmo de juego
site-call-rulebook = Reglamento
site-call-rulebook-value = Reglamento versión { $version } del { $date }
site-call-deck = Mazo
site-call-deck-value = { $deck }, versión { $version }
site-call-tiebreaks = Desempates
site-call-no-tiebreaks = Sin desempates: los empates se ordenan por número inicial.

## Columnas
site-col-team = Equipo
site-col-partners = Compañeros
site-col-match-points = Puntos de encuentro
site-col-game-points = Puntos de partida
site-col-number = N.º
site-col-name = Nombre
site-col-title = Título
site-col-rating = Elo
site-col-federation = Federación
site-col-fide-id = ID FIDE
site-col-points = Puntos
site-col-rank = Puesto
site-col-board = Mesa
site-col-white = Blancas
site-col-black = Negras
site-col-result = Resultado
site-col-round = Ronda
site-col-colour = Color
site-col-opponent = Rival
site-col-points-after = Puntos tras la ronda
site-col-player = Jugador
site-col-bye = No emparejado por
site-colour-white = Blancas
site-colour-black = Negras

## Jugadores
site-players-title = Jugadores
site-players-count = { $count ->
    [one] { $count } jugador inscrito.
   *[other] { $count } jugadores inscritos.
}
site-player-withdrawn = retirado tras la ronda { $round }
site-player-state = Estado
site-player-games = Partidas
site-player-not-paired = sin emparejar
site-player-tiebreaks = Cómo se obtuvo cada desempate
site-player-no-tiebreaks = Aún no hay valores de desempate.

## Rondas
site-rounds-title = Rondas
site-rounds-none = Aún no hay ninguna ronda emparejada.
site-round-name = Ronda { $round }
site-round-title-board = Ronda { $round }: emparejamientos por mesa
site-round-title-name = Ronda { $round }: emparejamientos por nombre
site-round-by-board = por mesa
site-round-by-name = por nombre (busque su mesa)
site-round-in-play = en juego
site-round-in-play-note = La ronda está en juego: los resultados aparecen según se anotan.
site-round-paired-on = Emparejada el { $date }.
site-round-pairing-bye = exento por emparejamiento
site-round-unpaired = Sin emparejar en esta ronda

## Clasificación y desempates
site-team-standings-title = Clasificación por equipos
site-standings-title = Clasificación
site-standings-after = { $rounds ->
    [0] Antes de la primera ronda ({ $total } rondas en total).
   *[other] Tras la ronda { $rounds } de { $total }.
}
site-standings-in-play = La ronda { $round } está en juego: sus resultados aún no cuentan.
site-tiebreaks-legend = Desempates, por orden
site-tiebreak-item = { $name } (FIDE C.07, artículo { $article })
site-tiebreak-dropped = (no se aplica en la clasificación)
site-tiebreaks-how = Cómo se calcula cada desempate
site-tiebreaks-title = Cómo se calculan los desempates
site-tiebreaks-intro = Desempates según los define la FIDE ({ $rules }). Si dos jugadores tienen los mismos puntos, decide el primer desempate; si siguen iguales, el siguiente.
site-tiebreaks-unplayed = Rondas no jugadas
site-tiebreaks-unplayed-text = Una ronda que un jugador no jugó (exento, incomparecencia, ausencia) cuenta según el artículo 16 de C.07; la página de cada jugador indica, ronda a ronda, el rival, lo que suma la ronda y la regla aplicada.
site-tiebreaks-per-player = Los valores de cada jugador, ronda a ronda

## Tabla cruzada
site-crosstable-title = Tabla cruzada

## Precedentes
site-precedents-title = Precedentes
site-precedents-none = No hay precedentes registrados en este torneo.
site-precedent-heading = Precedente (asiento { $entry } del registro)
site-precedent-superseded = Un asiento posterior corrige este precedente.
site-precedent-situation = Situación
site-precedent-decision = Decisión
site-precedent-clauses = Cláusulas
site-precedent-card = Carta
site-precedent-where = Dónde
site-precedent-round-board = Ronda { $round }, mesa { $board }
site-precedent-arbiter = Árbitro
site-precedent-date = Fecha
