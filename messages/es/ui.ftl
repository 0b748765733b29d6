# La interfaz de la aplicación (ui/): palabras de cada pantalla.

## dict
ui-app-title = arbitro
ui-app-subtitle = Mesa del árbitro
ui-lang-switch = Idioma
ui-lang-es = Español
ui-lang-en = English
ui-shortcuts-title = Atajos de teclado
ui-shortcuts-screens = Ir a una pantalla
ui-shortcuts-search = Buscar en la pantalla
ui-shortcuts-lang = Cambiar idioma
ui-shortcuts-display = Abrir la pantalla pública (sala de juego)
ui-shortcuts-help = Abrir o cerrar el manual
ui-shortcuts-close = Cerrar
ui-manual-title = Manual
ui-manual-open = Manual (F1)
ui-manual-search = Buscar en el manual…
ui-manual-chapters = Capítulos
ui-manual-no-hits = Ninguna sección del manual tiene todas esas palabras.
ui-nav-event = Torneo
ui-nav-players = Jugadores
ui-nav-rounds = Rondas
ui-nav-results = Resultados
ui-nav-decks = Control de mazos
ui-nav-clocks = Relojes
ui-nav-incidents = Incidencias
ui-nav-precedents = Precedentes
ui-nav-arbiter = Panel arbitral
ui-nav-rules = Reglas
ui-nav-records = Partidas
ui-nav-teams = Equipos
ui-common-loading = Cargando…
ui-common-error = Error
ui-common-retry = Reintentar
ui-common-search = Buscar
ui-common-no-results = Sin resultados.
ui-common-count = { $n ->
        [one] 1 resultado
       *[other] { $n } resultados
    }
ui-common-untranslated = Sin traducción al español: se muestra el texto inglés.
ui-pending-title = Pendiente del motor
ui-pending-body = Esta pantalla se construye sobre { $engine }, que todavía no está disponible en esta versión. Cuando llegue, aquí se podrá:
ui-rules-tab-clauses = Cláusulas
ui-rules-tab-deck = Mazo { $id }
ui-rules-all = Todas
ui-rules-search-placeholder = Buscar por ID o texto (sin acentos también)…
ui-rules-cites = Cita
ui-rules-cited-by = Cartas que la citan
ui-rules-card-kind = Tipo
ui-rules-card-effect = Efecto
ui-rules-version = versión { $v }
ui-rules-select = Elija una cláusula o carta para ver el detalle.
ui-board-flip = Girar tablero
ui-board-fen = FEN
ui-board-fen-invalid = FEN no válido
## editor de posición (disputa en el tablero)
ui-posed-title = Editor de posición
ui-posed-board = Tablero del editor de posición
ui-posed-palette = Piezas para colocar
ui-posed-piece = { $colour ->
    [white] { $role ->
        [king] Rey blanco
        [queen] Dama blanca
        [rook] Torre blanca
        [bishop] Alfil blanco
        [knight] Caballo blanco
       *[pawn] Peón blanco
      }
   *[black] { $role ->
        [king] Rey negro
        [queen] Dama negra
        [rook] Torre negra
        [bishop] Alfil negro
        [knight] Caballo negro
       *[pawn] Peón negro
      }
  }
ui-posed-tool-hand = Arrastrar piezas
ui-posed-tool-delete = Quitar piezas
ui-posed-tool-hint = { $tool ->
    [hand] Arrastre piezas de la paleta al tablero, entre casillas o fuera para quitarlas.
    [delete] Pulse una casilla para vaciarla.
   *[piece] Pulse casillas para colocar: { $piece }.
  }
ui-posed-clear = Vaciar
ui-posed-standard = Posición inicial
ui-posed-chess960-number = N.º de Chess960 (0–959)
ui-posed-chess960-set = Colocar
ui-posed-turn = Turno
ui-posed-turn-white = Juegan blancas
ui-posed-turn-black = Juegan negras
ui-posed-castling = Enroques
ui-posed-castle = { $colour ->
    [white] Blancas
   *[black] Negras
  } { $side ->
    [king] O-O
   *[queen] O-O-O
  }
ui-posed-castling-none = La colocación no permite ningún enroque.
ui-posed-en-passant = Captura al paso
ui-posed-en-passant-none = Ninguna
ui-posed-copy = Copiar
ui-posed-copied = Copiada
ui-posed-apply = Aplicar
ui-posed-valid = Posición válida
ui-posed-problems = Problemas de la posición
ui-posed-not-applied = La FEN no se aplicó

ui-arbiter-title = Panel arbitral
ui-arbiter-card-game = Partida con cartas
ui-arbiter-position = Posición
ui-arbiter-set-position = Mostrar posición
ui-arbiter-start = Posición inicial
ui-arbiter-ruleset = Reglamento
ui-arbiter-online = En línea
ui-arbiter-white-to-move = Juegan blancas
ui-arbiter-black-to-move = Juegan negras
ui-arbiter-check = jaque
ui-arbiter-legal-moves = { $n } jugadas legales
ui-arbiter-claimable = Se puede reclamar
ui-arbiter-move = Jugada
ui-arbiter-play = Jugar
ui-arbiter-undo = Deshacer
ui-arbiter-moves = Jugadas
ui-event-folder = Carpeta de torneos
ui-error-cancelled = Operación cancelada.
ui-error-not-found = No encontrado
ui-error-invalid-input = Dato no válido
ui-error-no-event = No hay ningún torneo abierto.
ui-error-io = Error de archivo
ui-error-internal = Error interno

## needs-event
ui-needs-event-no-event-open-create-or = No hay ningún torneo abierto: créelo o ábralo en la pantalla Torneo (Alt+1).

## print
ui-print-pages = págs.

## boards
ui-boards-board = Mesa
ui-boards-no = N.º
ui-boards-white = Blancas
ui-boards-result = Resultado
ui-boards-black = Negras
ui-boards-bye = exento

## cards
ui-cards-no-game-records-json-event = No hay partidas (.json) en la carpeta del torneo.
ui-cards-previous = Anterior
ui-cards-next = Siguiente
ui-cards-white-s-hand = Mano blancas
ui-cards-black-s-hand = Mano negras
ui-cards-captured = Capturadas
ui-cards-active-effects = Efectos activos
ui-cards-status = Estado
ui-cards-try-disputed-card-play = Probar una jugada de carta disputada
ui-cards-card = Carta
ui-cards-by = Juega
ui-cards-white = blancas
ui-cards-black = negras
ui-cards-reaction = reacción
ui-cards-targets = Objetivos
ui-cards-to = Destino
ui-cards-resolve = Resolver
ui-cards-decision-recorded-as-precedent = Decisión (se registra como precedente)
ui-cards-record-precedent = Registrar precedente
ui-cards-open-event-record-precedent = Abra un torneo para registrar el precedente.

## clocks
ui-clocks-choose-paired-round-board = Elija una ronda emparejada y una mesa.
ui-clocks-loading = Cargando…
ui-clocks-moves = jugadas
ui-clocks-space = Espacio
ui-clocks-move = Jugada ⏎
ui-clocks-card-committed = Carta bajada
ui-clocks-reaction = Reacción
ui-clocks-log-incident = Registrar incidencia
ui-clocks-time-control = Ritmo
ui-clocks-paused = PAUSADO
ui-clocks-stopped = detenido
ui-clocks-flag-fell = bandera caída
ui-clocks-start-white = Poner en marcha (blancas)
ui-clocks-arbiter-pause = Pausa arbitral
ui-clocks-pause-agreement = Pausa por acuerdo
ui-clocks-resume = Reanudar
ui-clocks-end-game = Fin de partida
ui-clocks-arbiter = Árbitro
ui-clocks-clock-log = Registro del reloj
ui-clocks-white = blancas
ui-clocks-black = negras
ui-clocks-time-adjustment-sanction-fide-12 = Ajuste de tiempo (sanción, FIDE 12.9.2/12.9.3)
ui-clocks-offender = Infractor
ui-clocks-adjustment = Ajuste
ui-clocks-time-opponent-12-9-2 = + tiempo al rival (12.9.2)
ui-clocks-time-from-offender-12-9 = − tiempo al infractor (12.9.3)
ui-clocks-seconds = Segundos
ui-clocks-fault = Falta
ui-clocks-what-happened = Qué ocurrió
ui-clocks-reason-if-differs-from-ladder = Motivo si difiere de la escala (AM-AC)
ui-clocks-record-adjustment = Registrar ajuste

## records
ui-common-no-rounds-paired-yet = Aún no hay rondas emparejadas.
ui-records-choose-board-record-replay = Elija una mesa con partida para reproducirla.
ui-records-res = Res.
ui-records-record = Partida
ui-records-bye = (exento)
ui-records-events = eventos
ui-records-attach-record-from-folder = Adjuntar partida de la carpeta
ui-records-file-pgn-json = Archivo (.pgn, .json)
ui-records-reason-replace-stored-record = Motivo para sustituir la partida guardada
ui-records-enter-record-s-result-if = Anotar el resultado de la partida si la mesa no tiene
ui-records-check-attach = Comprobar y adjuntar
ui-records-re-read-folder = Releer carpeta
ui-records-round = Ronda
ui-records-board = mesa
ui-records-card-events = cartas
ui-records-clock = reloj
ui-records-start = Inicio
ui-records-back = Atrás
ui-records-forward = Adelante
ui-records-end = Final
ui-records-export-folder = Exportar a la carpeta:
ui-records-as-stored = tal cual

## results
ui-results-enter = Anotar ↵
ui-results-standings = Clasificación
ui-results-crosstable = Cuadro cruzado
ui-results-print = Imprimir
ui-results-name = Nombre
ui-results-pts = Ptos
ui-results-each-cell-opponent-s-line = Cada casilla: línea del rival en el cuadro, color (w/b) y resultado.

## event
ui-event-no-event-open = Ningún torneo abierto.
ui-event-file = Archivo
ui-event-place-dates = Lugar y fechas
ui-event-chief-arbiter = Árbitro principal
ui-event-game-family = Modalidad
ui-event-system = Sistema
ui-event-rounds = rondas
ui-event-tolerance = tolerancia
ui-event-tie-breaks = Desempates
ui-event-state = Estado
ui-event-players = jugadores
ui-event-rounds-paired = rondas emparejadas
ui-event-published = publicadas
ui-event-register = Registro
ui-event-entries = asientos
ui-event-no-event-files = No hay archivos de torneo.
ui-event-open = Abrir
ui-event-open-another-file = Abrir otro archivo…
ui-event-import-tournament = Importar torneo
ui-event-import-review = Revisar
ui-event-import-nothing = El archivo se importa tal cual: ningún ajuste.
ui-event-import-target = Se creará el archivo de torneo { $file } y se abrirá.
ui-event-import-target-exists = { $file } ya existe: renómbrelo o quítelo de la carpeta para importar.
ui-event-import-confirm-departure = Confirmo importar las rondas que se apartan de las reglas de emparejamiento ({ $n ->
    [one] una desviación
   *[other] { $n } desviaciones
  }); quedará anotado en el torneo.
ui-event-import-run = Importar
ui-event-new-event = Nuevo torneo
ui-event-file-folder = Archivo (en la carpeta)
ui-event-place = Lugar
ui-event-organiser = Organizador
ui-event-end = Fin
ui-event-language-forms = Idioma de los formularios
ui-event-pairing-system = Sistema de emparejamiento
ui-event-rounds-2 = Rondas
ui-event-tolerance-min = Tolerancia (min)
ui-event-tie-breaks-order = Desempates (orden)
ui-event-deck-id-version = Mazo (ID@versión)
ui-event-rulebook-version = Reglamento: versión
ui-event-rulebook-date = Reglamento: fecha
ui-event-create-event = Crear torneo

## incidents
ui-incidents-incident-appeal-sheets = Hojas de incidencias y apelaciones
ui-incidents-effects = Consecuencias
ui-incidents-incident-register = Registro de incidencias
ui-incidents-no-incidents = Sin incidencias.
ui-incidents-new-incident-am-aa = Nueva incidencia (AM-AA)
ui-incidents-not-game = — fuera de partida —
ui-incidents-player-at-fault = Jugador infractor
ui-incidents-card-code = Carta (código)
ui-incidents-window-am-d2 = Ventana (AM-D2)
ui-incidents-result-noted = Resultado anotado
ui-incidents-opponent-cannot-mate-any-legal = El rival no puede dar mate con ninguna serie legal (7.5.5: tablas)
ui-incidents-suggested-sanction = Sanción sugerida
ui-incidents-choose-player-fault-see-ladder = Elija el jugador y la falta para ver la sanción que sugiere la escala (AM-AC).
ui-incidents-apply-suggestion = Aplicar la sugerida
ui-incidents-another-sanction-reason = Otra sanción (motivo)
ui-incidents-no-sanction-reason = Sin sanción (motivo)
ui-incidents-reason-required-am-ac = Motivo (obligatorio, AM-AC)
ui-incidents-record-incident = Registrar incidencia
ui-incidents-seconds = segundos
ui-incidents-amount = importe
ui-incidents-r = R
ui-incidents-b = M
ui-incidents-no-sanction = sin sanción
ui-incidents-chief-arbiter = árbitro principal
ui-incidents-annulled-appeal = anulada en apelación
ui-incidents-correct-sanction = Corregir sanción
ui-incidents-appeal-c-11 = Apelación (C.11)
ui-incidents-reason = Motivo
ui-incidents-record-correction = Registrar corrección
ui-incidents-appeal-writing-c-11-3 = Texto de la apelación (por escrito, C.11 3.4)
ui-incidents-lodge-appeal = Presentar apelación
ui-incidents-name = nombre
ui-incidents-appeals-c-11 = Apelaciones (C.11)
ui-incidents-appoint-appeals-committee = Nombrar el comité de apelación
ui-incidents-chair = Presidente
ui-incidents-member-1 = Vocal 1
ui-incidents-member-2 = Vocal 2
ui-incidents-reserve = Suplente
ui-incidents-save-committee = Guardar comité
ui-incidents-no-appeals = Sin apelaciones.
ui-incidents-against-entry = contra la entrada
ui-incidents-deadline = plazo
ui-incidents-upheld = Estimada
ui-incidents-modified = Estimada en parte
ui-incidents-rejected = Desestimada
ui-incidents-decision = — decisión —
ui-incidents-upheld-2 = estimada
ui-incidents-modified-2 = estimada en parte
ui-incidents-rejected-2 = desestimada
ui-incidents-decision-text = texto de la decisión
ui-incidents-record-final = Registrar (firme)

## rounds
ui-rounds-status = estado
ui-rounds-published = publicada
ui-rounds-paired = emparejada
ui-rounds-backup = copia
ui-rounds-checker-c-04-1 = Verificador (C.04.1)
ui-rounds-no-checker-warnings = Sin avisos del verificador.
ui-rounds-why-pairing = ¿Por qué este emparejamiento?
ui-rounds-change-boards = Cambiar mesas
ui-rounds-publish-round = Publicar ronda
ui-rounds-pairing-list = Lista de emparejamientos
ui-rounds-result-slips = Papeletas de resultado
ui-rounds-scoresheets = Planillas
ui-rounds-deck-control = Control de mazos
ui-rounds-recorded-changes = Cambios registrados
ui-rounds-error = error
ui-rounds-warning = aviso
ui-rounds-pairing-explanation = Explicación del emparejamiento
ui-rounds-score-group = Grupo de puntuación
ui-rounds-residents = residentes
ui-rounds-moved-down = bajados
ui-rounds-floats-next-group = flota al grupo siguiente
ui-rounds-bye = Exento
ui-rounds-colours = Colores
ui-rounds-bye-2 = — exento —
ui-rounds-each-change-checked-as-you = Cada cambio se comprueba al momento (C.04.1). Se aplica un tablero editado o un intercambio de mesas cada vez, con árbitro y motivo.
ui-rounds-swap-board = Intercambiar con mesa
ui-rounds-checker-s-verdict = Veredicto del verificador
ui-rounds-draft-meets-c-04-1 = El borrador cumple C.04.1.
ui-rounds-apply-board-change = Aplicar cambio de mesa
ui-rounds-reset-draft = Deshacer borrador
ui-rounds-several-boards-changed-apply-them = Hay varias mesas cambiadas: aplíquelas de una en una (cada paso debe cumplir el verificador).

## players
ui-players-search-player-club-federation = Buscar jugador, club, federación…
ui-players-title = Tít.
ui-players-source = Origen
ui-players-edit = editar
ui-players-title-2 = Título
ui-players-save = Guardar ↵
ui-players-cancel = Cancelar
ui-players-add-player = Añadir jugador
ui-players-name-surname-given = Nombre (Apellidos, Nombre)
ui-players-add = Añadir
ui-players-import-csv-trf-from-folder = Importar CSV/TRF de la carpeta
ui-players-no-csv-or-trf-files = No hay archivos .csv ni .trf en la carpeta.
ui-players-preview = Vista previa
ui-players-rejected-lines-nothing-will-be = Líneas rechazadas: no se importará nada hasta corregirlas.
ui-players-line = línea
ui-players-trf-files-are-checked-when = Los TRF se comprueban al importar.
ui-players-import = Importar

## precedents
ui-precedents-search-situations-decisions-es-en = Buscar en situaciones y decisiones (ES/EN)…
ui-precedents-situation = Situación
ui-precedents-decision = Decisión
ui-precedents-case = Caso de la disputa
ui-precedents-case-position = Posición antes de la jugada:
ui-precedents-replay = Reproducir
ui-precedents-deck-version = mazo { $deck } versión { $version }
ui-precedents-round = ronda
ui-precedents-corrected-later-entry = Corregido por una entrada posterior
ui-precedents-choose-precedent = Elija un precedente.
ui-precedents-export-json = Exportar JSON
ui-precedents-file-folder = — archivo de la carpeta —

## decks
ui-decks-event-not-played-cards-there = Este torneo no se juega con cartas: no hay mazos que controlar (AM-AB).
ui-decks-versions = Versiones y erratas
ui-decks-version-line = Versión { $version } de { $date }
ui-decks-version-current = el torneo usa la versión vigente
ui-decks-version-changed = el torneo usa la versión { $version }: { $count ->
    [one] desde entonces cambió una carta
   *[other] desde entonces cambiaron { $count } cartas
}
ui-decks-col-version = Versión
ui-decks-col-date = Fecha
ui-decks-col-replaces = Sustituye a
ui-decks-col-card = Carta
ui-decks-col-text = Texto
ui-decks-col-before = Antes
ui-decks-col-after = Ahora
ui-decks-col-note = Por qué
ui-decks-first-release = primera edición, sin erratas
ui-decks-no-errata = ningún texto de carta cambia
ui-decks-field-name = Nombre
ui-decks-field-text = Texto de reglas
ui-decks-new-card = carta nueva
ui-decks-withdrawn = retirada
ui-decks-deck = Mazo
ui-decks-cards = cartas
ui-decks-boards-ready = mesas listas
ui-decks-deck-control-sheet = Hoja de control de mazos
ui-decks-arbiter-override = anulación arbitral
ui-decks-complete = completo
ui-decks-incomplete = incompleto
ui-decks-not-checked = sin revisar
ui-decks-deck-was-not-checked = mazo sin revisar
ui-decks-code-enter-ticks-card = Código (Intro marca la carta como revisada)
ui-decks-tick = Marcar ↵
ui-decks-all-present = Todas presentes
ui-decks-click-card-ticked-missing-damaged = Clic en una carta: revisada → falta → dañada → marcada → presente.
ui-decks-ticked = revisadas
ui-decks-replaced = repuesta
ui-decks-present = presente
ui-decks-missing = falta
ui-decks-damaged = dañada
ui-decks-marked = marcada
ui-decks-not-ticked = sin revisar
ui-decks-replacement-from-reserve = Reposición desde la reserva
ui-decks-checked = Revisado por
ui-decks-notes = Notas
ui-decks-reason-override = Motivo de la anulación
ui-decks-allow-start = Autorizar inicio
ui-decks-recorded = Registrado.

## teams
ui-teams-teams-belong-doubles-bughouse-events = Los equipos son de los torneos de dobles/bughouse (AM-R3): este torneo es individual.
ui-teams-team = Equipo
ui-teams-board = Tablero A
ui-teams-board-b = Tablero B
ui-teams-match = Match
ui-teams-team-1 = Equipo 1
ui-teams-team-2 = Equipo 2
ui-teams-boards = Mesas
ui-teams-team-standings = Clasificación por equipos
ui-teams-add-team = Añadir equipo
ui-teams-board-1 = Tablero A (1)
ui-teams-board-b-2 = Tablero B (2)

## común
ui-error-already-exists = Ya existe
ui-error-refused = No permitido
ui-error-bad-file = Archivo no válido
ui-common-cancel = Cancelar
ui-common-name = Nombre
ui-common-points = Puntos
ui-common-arbiter = Árbitro
ui-common-reason = Motivo
ui-common-round = Ronda
ui-common-round-n = Ronda { $round }
ui-common-none = —
ui-print-opened = { $file } ({ $pages ->
        [one] 1 página
       *[other] { $pages } páginas
    }), abierto en el visor.
ui-print-written = { $file } ({ $pages ->
        [one] 1 página
       *[other] { $pages } páginas
    }) escrito.
ui-print-open-folder = Abrir la carpeta
ui-display-open = Pantalla pública
ui-display-by-board = Ronda { $round } · emparejamientos por mesa
ui-display-by-name = Ronda { $round } · busque su mesa
ui-display-board = mesa { $board }
ui-display-page = { $page } / { $pages }
ui-display-no-connection = Sin conexión con la aplicación.
ui-display-no-event = Ningún torneo abierto.
ui-display-nothing-published = Aún no hay ninguna ronda publicada.
ui-standings-after = Clasificación tras la ronda { $round }
ui-standings-start = Clasificación inicial
ui-standings-in-play = La ronda { $round } se está jugando: aún no cuenta.

## resultados: correcciones tardías
ui-results-correct = Corregir…
ui-results-late-notice = La ronda { $next } ya está emparejada: cambiar un resultado de la ronda { $round } es una corrección, con motivo, que queda en el registro.
ui-results-late-title = Corregir la ronda { $round }, mesa { $board }
ui-results-late-body = La ronda { $next } ya está emparejada. El nuevo resultado ({ $result }) quedará en el registro como corrección, con su motivo; el verificador dirá qué emparejamientos posteriores habría cambiado.
ui-results-late-confirm = Registrar la corrección
ui-results-corrected = Mesa { $board }: { $result } (corrección, asiento { $entry } del registro).
ui-results-no-pairing-changed = Con el resultado corregido, los emparejamientos posteriores habrían sido los mismos.
ui-results-pairing-changed = Con el resultado corregido, la ronda { $round } se habría emparejado de otra manera:
ui-results-stored-pair = emparejado: { $pair }
ui-results-engine-pair = el programa emparejaría ahora: { $pair }

## rondas: emparejar, publicar, deshacer
ui-rounds-pair-round = Emparejar la ronda { $round }
ui-rounds-pair-confirm = Emparejar
ui-rounds-pair-body = Se hará una copia de seguridad y se emparejará la ronda { $round } con el sistema del torneo. Después podrá cambiar mesas o deshacer el emparejamiento mientras no haya resultados.
ui-rounds-publish-round-n = Publicar la ronda { $round }
ui-rounds-publish-confirm = Publicar
ui-rounds-publish-body = Los emparejamientos de la ronda { $round } serán definitivos: aparecerán en la pantalla pública y ya no se podrán cambiar ni deshacer.
ui-rounds-unpair-round = Deshacer el emparejamiento de la ronda { $round }
ui-rounds-unpair-confirm = Deshacer el emparejamiento
ui-rounds-unpair-body = Se borrarán las mesas de la ronda { $round } (sin resultados todavía), con sus controles de mazos y relojes, para volver a emparejarla; la copia de seguridad tomada antes de emparejar se conserva.
ui-rounds-unpaired = Emparejamiento de la ronda { $round } deshecho.
ui-rounds-finished = { $finished } de { $boards } resultados

## jugadores: retiradas, descansos, inscripciones tardías
ui-players-state = Estado
ui-players-manage = gestionar
ui-players-shown = { $shown } de { $total } jugadores
ui-players-withdrawn-after = retirado tras la ronda { $round }
ui-players-from-round = desde la ronda { $round }
ui-players-bye-in = ronda { $round }: { $kind }
ui-players-withdraw-after = Retirar tras
ui-players-before-round-1 = antes de la ronda 1
ui-players-withdraw = Retirar
ui-players-withdraw-title = Retirar a { $name }
ui-players-withdraw-body = { $name } no se emparejará a partir de la ronda { $round }; sus partidas ya jugadas cuentan. Los descansos pedidos para después se anulan.
ui-players-withdrawn-done = { $name } se ha retirado: no juega desde la ronda { $round }.
ui-players-bye-round = Descanso en la ronda
ui-players-bye-kind = Tipo
ui-players-request-bye = Pedir descanso
ui-players-bye-done = { $name }: { $kind } en la ronda { $round }.
ui-players-bye-cancelled = Descanso de la ronda { $round } anulado.
ui-players-cancel-bye = anular
ui-players-late-from = Juega desde la ronda
ui-players-late-note = Inscripción tardía: la ronda { $round } ya está emparejada. El número de emparejamiento sigue el orden de clasificación inicial hasta que se empareja la ronda 4; después, el jugador recibe el número siguiente al último (C.04.2).
ui-players-add-late = Inscribir (tardía)
ui-players-imported = { $n -> 
        [one] 1 jugador importado.
       *[other] { $n } jugadores importados.
    }

## torneo: convocatoria y emparejamientos prohibidos
ui-event-edit-call = Cambiar la convocatoria
ui-event-edit-call-title = Convocatoria del torneo
ui-event-call-fixed = La ronda { $round } ya está emparejada: la modalidad, el mazo y el sistema ya no cambian; las rondas no pueden ser menos que las emparejadas.
ui-event-save-call = Guardar la convocatoria
ui-event-call-saved = Convocatoria guardada.
ui-event-n-rounds = { $n -> 
        [one] 1 ronda
       *[other] { $n } rondas
    }
ui-event-tolerance-n = tolerancia { $n } min
ui-event-state-line = { $players -> 
        [one] 1 jugador
       *[other] { $players } jugadores
    } · { $paired -> 
        [one] 1 ronda emparejada
       *[other] { $paired } rondas emparejadas
    } · { $published -> 
        [one] 1 publicada
       *[other] { $published } publicadas
    }
ui-event-register-entries = { $n -> 
        [one] 1 asiento
       *[other] { $n } asientos
    }
ui-event-forbidden = Emparejamientos prohibidos
ui-event-forbidden-none = Ninguno: cualquier pareja puede enfrentarse.
ui-event-forbidden-until = hasta la ronda { $round }
ui-event-forbidden-always = en todas las rondas
ui-event-forbidden-player = Jugador
ui-event-forbidden-last-round = Última ronda

## relojes
ui-clocks-adjust-recorded = Incidencia { $incident } y sanción { $sanction } registradas.
ui-clocks-game-over = partida terminada ({ $result }): el reloj queda como estaba

## control de mazos
ui-decks-start-allowed = inicio autorizado por el árbitro (asiento { $entry } del registro)
ui-decks-checked-complete = mazo completo, revisado por { $checker }
ui-decks-incomplete-cards = mazo incompleto: { $cards }
ui-decks-not-a-card = { $code }: no es una carta de este mazo
ui-decks-record-check = { $n -> 
        [one] Registrar control (1 carta)
       *[other] Registrar control ({ $n } cartas)
    }

## incidencias
ui-incidents-no-window = — ninguna — 
ui-incidents-previous-sanctions = { $n -> 
        [0] Ninguna sanción anterior por esta falta.
        [one] 1 sanción anterior por esta falta.
       *[other] { $n } sanciones anteriores por esta falta.
    }
ui-incidents-corrects = Corrige el asiento { $entry }
ui-incidents-corrected-by = Corregida por el asiento { $entry }
ui-incidents-corrected-tag = corregida (#{ $entry })
ui-incidents-committee = Comité: { $chair }, { $members }

## precedentes, partidas
ui-cards-precedent-recorded = Precedente #{ $entry } registrado.
ui-precedents-exported = { $n -> 
        [one] 1 precedente exportado a { $file }
       *[other] { $n } precedentes exportados a { $file }
    }
ui-precedents-imported = Importados: { $imported }; duplicados: { $duplicates } (ya estaban: { $duplicateList }); en conflicto: { $conflicts } ({ $conflictList }).
ui-records-attached = Partida adjuntada a la mesa { $board }.
ui-records-attached-with-result = Partida adjuntada a la mesa { $board } y resultado anotado.

## fechas
ui-common-date-placeholder = dd/mm/aaaa

# The dispute screen.
ui-nav-dispute = Disputa
ui-dispute-title = Disputa de cartas
ui-dispute-new = Nueva disputa
ui-dispute-tab-state = Situación
ui-dispute-tab-play = Jugada
ui-dispute-tab-ruling = Fallo
ui-dispute-tab-record = Registrar
ui-dispute-tab-list = Disputas
ui-dispute-family-magico = Ajedrez Mágico
ui-dispute-family-ed = Ajedrez con cartas (mazo compartido)
ui-dispute-mode-classic = modo clásico
ui-dispute-mode-advanced = modo avanzado
ui-dispute-deck-version = versión { $version }
ui-dispute-board-of = Ronda { $round }, mesa { $board }
ui-dispute-no-board = Sin mesa
ui-dispute-white = Blancas
ui-dispute-black = Negras
ui-dispute-hand-white = Mano de las blancas
ui-dispute-hand-black = Mano de las negras
ui-dispute-kept-white = Especiales guardadas de las blancas
ui-dispute-kept-black = Especiales guardadas de las negras
ui-dispute-search-card = Buscar por nombre o código
ui-dispute-add-card = Añadir { $card }
ui-dispute-remove-card = Quitar { $card }
ui-dispute-no-copy-left = Sin ejemplares libres en el mazo
ui-dispute-empty = Ninguna
ui-dispute-captured-white = Piezas blancas fuera del tablero
ui-dispute-captured-black = Piezas negras fuera del tablero
ui-dispute-effects = Efectos en la mesa
ui-dispute-add-effect = Añadir efecto
ui-dispute-effect-card = Carta
ui-dispute-effect-owner = Dueño
ui-dispute-effect-anchor = Ancla (casilla o zona)
ui-dispute-effect-turns = Turnos restantes
ui-dispute-anchor-kind = Anclado a
ui-dispute-anchor-square = una pieza (su casilla)
ui-dispute-anchor-file = una columna
ui-dispute-anchor-rank = una fila
ui-dispute-anchor-block = un bloque (su centro)
ui-dispute-anchor-queen-side = el flanco de dama
ui-dispute-anchor-king-side = el flanco de rey
ui-dispute-anchor-player = el jugador
ui-dispute-anchor-pick = Elegir en el tablero
ui-dispute-anchor-click-board = Pulse una casilla del tablero…
ui-dispute-pending = Carta pendiente de reacción
ui-dispute-pending-targets = Objetivos declarados
ui-dispute-window = Ventana abierta
ui-dispute-window-player = Para
ui-dispute-drawn = Carta recién robada
ui-dispute-pile-top = Cima del mazo de robo
ui-dispute-edition = Edición
ui-dispute-mandatory-draw = Carta Obligatoria
ui-dispute-side-to-move = Al turno
ui-dispute-problems = La situación no es válida:
ui-dispute-who-plays = Juega
ui-dispute-choose-card = Carta de la mano
ui-dispute-no-card = Sin carta: una jugada
ui-dispute-play-card = Carta en su turno
ui-dispute-play-reaction = Reacción
ui-dispute-play-move = Jugada que pide la carta
ui-dispute-slot-target = Objetivo
ui-dispute-slot-implicit = La carta actúa sobre
ui-dispute-slot-destination = Destino
ui-dispute-slot-choice = Pieza elegida
ui-dispute-slot-move = Jugada { $n }
ui-dispute-slot-stolen-card = Carta que se roba
ui-dispute-pick-hint = Pulse en el tablero una casilla marcada.
ui-dispute-complete = Declaración completa.
ui-dispute-undo-pick = Deshacer la última selección
ui-dispute-move = Jugada (pulse origen y destino, o escríbala)
ui-dispute-resolve = Resolver
ui-dispute-before = Antes
ui-dispute-after = Después
ui-dispute-changes = Qué cambió
ui-dispute-trace = Paso a paso
ui-dispute-clause-missing = Texto de la cláusula no disponible.
ui-dispute-no-ruling = Resuelva una jugada para ver el fallo.
ui-dispute-arbiter = Árbitro
ui-dispute-with-incident = Registrar también una incidencia
ui-dispute-with-precedent = Registrar también un precedente
ui-dispute-decision-es = Decisión (español)
ui-dispute-decision-en = Decisión (inglés)
ui-dispute-record = Registrar decisión
ui-dispute-print-sheet = Imprimir la hoja de incidencias, con esta disputa
ui-dispute-recorded = Disputa registrada (asiento #{ $entry })
ui-dispute-draft = Borrador
ui-dispute-reopen = Reabrir
ui-dispute-discard = Descartar
ui-dispute-none-yet = Aún no hay disputas en este torneo.
ui-dispute-fen = FEN
ui-dispute-fen-invalid = FEN no válido
ui-dispute-incident-player = Jugador
ui-dispute-fault = Falta
ui-dispute-suggestion = Sugerencia de la escala
ui-dispute-description = Descripción
ui-dispute-incident-needs-board = La incidencia se registra sobre una mesa: abra la disputa desde la mesa.
ui-dispute-recorded-heading = Registradas
ui-dispute-drafts-heading = Borradores
ui-dispute-saved = Guardado como borrador
ui-dispute-with-entries = · incidencia #{ $incident }
ui-dispute-with-precedent-entry = · precedente #{ $precedent }
ui-dispute-choose = Elija…
ui-dispute-from-record = Del registro de la mesa, { $step ->
    [0] en su inicio
   *[other] tras la jugada { $step }
  } de { $events }
ui-dispute-record-step = Momento disputado
ui-dispute-step-start = 0. Inicio de la partida
ui-dispute-step = { $number }. { $event }
ui-dispute-step-refused = { $number }. { $event } (rechazada)
ui-dispute-event-pass = pasa
ui-dispute-event-claim = reclamación de tablas
ui-dispute-event-flag = caída de bandera
ui-dispute-event-resign = abandono
ui-dispute-event-draw = roba carta
ui-dispute-event-agreed-draw = tablas acordadas
ui-dispute-play-kind = Jugada disputada
ui-dispute-kind-card = Carta
ui-dispute-kind-move = Jugada
ui-dispute-kind-claim = Reclamación
ui-dispute-kind-flag = Bandera
ui-dispute-kind-resign = Abandono
ui-dispute-kind-agreed-draw = Tablas
ui-dispute-kind-pass = Pasar
ui-dispute-kind-draw = Robar
ui-dispute-claim-kind = Tablas por
ui-dispute-hint-claim = Quien juega reclama tablas, antes de actuar (FI-9.2, FI-9.3).
ui-dispute-hint-flag = Cae la bandera de quien juega (FI-6.9).
ui-dispute-hint-resign = Abandona quien juega (FI-5.1.2).
ui-dispute-hint-agreed-draw = Los dos jugadores acuerdan tablas (FI-5.2.3).
ui-dispute-hint-pass = Quien juega deja pasar su ventana sin reaccionar (AM-R14).
ui-dispute-hint-draw = Quien juega roba la carta de la cima del mazo común (ED-R2).
ui-dispute-limits = No se traslada a la situación: { $limits }
ui-dispute-limit = { $limit ->
    [repetition_history] las posiciones ya jugadas (las repeticiones se cuentan de nuevo, FI-9.2)
    [ended] el final de la partida
    [ed_mid_turn] el turno a medio jugar
    [ed_veto_point] un veto aún posible a la última jugada (ED-C9)
    [ed_reshuffled] las rebarajadas del mazo (ED-R1)
    [rewind_target] la posición que restauraría un Retroceso (AM-G6)
    [last_reaction] quién reaccionó el último en la ventana (AM-R14)
   *[pending_reacted] las reacciones ya hechas a la carta pendiente
  }
