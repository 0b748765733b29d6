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
site-page-range = { $range } (página { $page } de { $pages })
site-updated = Actualizado el { $time }

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
site-col-date = Fecha
site-col-card = Carta
site-col-number = N.º
site-col-name = Nombre
site-col-title = Título
site-col-rating = Elo
site-col-federation = Federación
site-col-fide-id = ID FIDE
site-col-points = Puntos
site-col-rank-short = Pos.
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
site-col-points-before = Ptos.
site-col-points-awarded = Puntos de la ronda
site-col-white-number = N.º de blancas
site-col-white-rating = Elo de blancas
site-col-white-points = Puntos de blancas antes de la ronda
site-col-black-number = N.º de negras
site-col-black-rating = Elo de negras
site-col-black-points = Puntos de negras antes de la ronda
site-col-club = Club
site-col-born = Año de nacimiento
site-col-opponent-rating = Elo del rival
site-col-rating-change = Variación de elo
site-cross-white = b
site-cross-black = n
site-federations = Federaciones
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
site-player-performance = Actuación
site-player-performance-value = { $rating } ({ $games ->
    [one] { $games } partida valorada
   *[other] { $games } partidas valoradas
  }, elo medio de los rivales { $average })
site-player-rating-change = Variación de elo
site-player-rating-change-value = { $change } (K = { $k })
site-player-rating-note = Actuación y variación de elo calculadas con las tablas del reglamento de elo de la FIDE (B.02) sobre las partidas jugadas ante rivales con elo; la K sale del ritmo, el elo y el año de nacimiento. Es una estimación: la FIDE calcula la variación de todo el periodo, con la K que conoce de cada jugador.
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
site-round-of = Ronda { $round } de { $rounds }

## Buscar jugador (un cuadro en cada página, la página de búsqueda)
site-search-title = Buscar jugador
site-search-label = Buscar jugador
site-search-hint = Nombre o número
site-search-go = Buscar
site-search-none = Ningún jugador coincide.
site-search-found = { $count ->
    [one] { $count } jugador encontrado.
   *[other] { $count } jugadores encontrados.
}
site-search-how = Escriba parte de su nombre (sin preocuparse de los acentos) o su número. Abajo están todos los jugadores, por orden alfabético.
site-number-short = n.º { $number }
site-points-short = { $points } ptos.

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
site-precedent-corrected-by = Corregido; lo sustituye: { $entry }.
site-precedent-corrects = Corrige a: { $entry }.
site-precedent-situation = Situación
site-precedent-decision = Decisión
site-precedent-clauses = Cláusulas
site-precedent-card = Carta
site-precedent-where = Dónde
site-precedent-round-board = Ronda { $round }, mesa { $board }
site-precedent-arbiter = Árbitro
site-precedent-date = Fecha

## Precedentes: la versión del mazo y el torneo
site-precedent-deck = Mazo
site-precedent-deck-version = { $deck } versión { $version }
site-precedent-event = Torneo

## El registro de precedentes y erratas del archivo del club (arbitro publish archive)
site-archive-title = Registro de precedentes y erratas
site-archive-nav-register = Precedentes
site-archive-nav-decks = Mazos y erratas
site-archive-intro = { $count ->
    [0] El archivo de { $club } aún no tiene precedentes.
    [one] El archivo de { $club } tiene un precedente, con la versión del mazo con la que se resolvió.
   *[other] El archivo de { $club } tiene { $count } precedentes, del más reciente al más antiguo, cada uno con la versión del mazo con la que se resolvió.
}
site-archive-none = Aún no se ha recogido ningún precedente.
site-archive-search = Buscar en el registro
site-archive-search-hint = Palabras de la situación o la decisión, una carta, un artículo, un torneo; sin importar tildes ni mayúsculas.
site-archive-by-date = Por fecha
site-archive-by-card = Por carta
site-archive-col-precedents = Precedentes
site-archive-no-card = Sin carta
site-archive-corrected = corregido por un asiento posterior
site-archive-corrects = corrige el asiento { $entry }
site-archive-back = Volver al registro
site-archive-footer-register = Registro del archivo: { $count ->
    [one] { $count } asiento
   *[other] { $count } asientos
} · último asiento { $hash } · clave { $key }
site-archive-footer-register-unsigned = Registro del archivo: { $count ->
    [one] { $count } asiento
   *[other] { $count } asientos
} · último asiento { $hash }
site-archive-footer-verify = Para cotejar esta página con el fichero del archivo: arbitro verify --head
site-decks-title = Mazos, versiones y erratas
site-decks-intro = Las versiones de cada mazo con sus fechas y, en cada versión, los cambios en los textos de las cartas respecto a la versión a la que sustituye (AM-R16, AM-AE).
site-deck-current = Versión vigente: { $version }, de { $date }.
site-deck-cited-version = Versión { $version }: { $count ->
    [one] un precedente
   *[other] { $count } precedentes
} de este registro
site-deck-not-shipped = El fichero del mazo { $deck } no está en arbitro: aquí no se conocen sus versiones ni sus erratas.
site-deck-versions-of = Versiones de { $deck }
site-deck-col-version = Versión
site-deck-col-replaces = Sustituye a
site-deck-col-errata = Erratas
site-deck-col-field = Texto
site-deck-col-before = Antes
site-deck-col-after = Ahora
site-deck-col-note = Por qué
site-deck-release = Versión { $version } ({ $date })
site-deck-first-release = Primera edición: los textos tal como se publicaron, sin erratas.
site-deck-no-errata = Esta versión no cambia el texto de ninguna carta.
site-deck-errata-of = Erratas de la versión { $version }
site-deck-field = { $field ->
    [name] Nombre
   *[text] Texto de reglas
}
site-deck-new-card = carta nueva
site-deck-withdrawn = retirada
