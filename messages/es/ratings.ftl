# La lista de elo de FIDE (arbitro-fide) y la base de datos de jugadores (arbitro-store).

## Líneas malas de una lista: se informan y se saltan
ratings-line-missing = línea { $line }{ $column ->
    [0] {""}
   *[other] , columna { $column }
  }: falta { $field }
ratings-line-invalid = línea { $line }{ $column ->
    [0] {""}
   *[other] , columna { $column }
  }: { $field }: «{ $value }» no es válido
ratings-line-too-short = línea { $line }: la línea termina en el carácter { $length } y una entrada llega al menos hasta el { $needed }
ratings-line-encoding = línea { $line }, columna { $column }: el byte 0x{ $byte } no es UTF-8, como el resto de la lista (la línea mezcla codificaciones o se guardó en otra); no se ha leído, para no desfigurar ningún nombre: descargue de nuevo la lista o corrija la línea
ratings-line-duplicate-id = línea { $line }: el identificador FIDE { $id } ya aparece en la línea { $first }

## Listas que no se pueden leer
ratings-list-io = No se pudo leer la lista: { $problem }
ratings-list-empty = El archivo está vacío.
ratings-list-not-a-header = Línea { $line }: no es la cabecera de una lista de FIDE (se esperaba «ID Number  Name …»).
ratings-list-missing-column = Línea { $line }: a la cabecera le falta la columna «{ $column }».
ratings-list-rate-unknown = La lista trae un solo elo por jugador y no dice si es de estándar, rápidas o relámpago: indique cuál.
ratings-list-xml = Línea { $line }: el XML está mal formado ({ $detail }); el archivo está dañado o incompleto.
ratings-list-not-players = Línea { $line }: <{ $element }> no es una lista de jugadores de FIDE (se esperaba <playerslist>).

## Campos de una entrada
label-fide-field-id = identificador FIDE
label-fide-field-name = nombre
label-fide-field-federation = federación
label-fide-field-sex = sexo
label-fide-field-title = título
label-fide-field-women-title = título femenino
label-fide-field-rating = elo
label-fide-field-games = partidas
label-fide-field-k = coeficiente K
label-fide-field-birth-year = año de nacimiento
label-fide-field-line = línea

## La base de datos de jugadores
ratings-no-data-folder = Este sistema no tiene carpeta de datos del usuario para la base de datos de jugadores: indique su ruta.
ratings-not-imported = { $file }: todavía no se ha importado ninguna lista de elo de FIDE.
ratings-old-schema = { $file }: la creó un arbitro anterior (esquema { $found }; este escribe el { $current }). Vuelva a importar la lista.
ratings-list-unreadable = { $file }: { $problem } La base de datos de jugadores no ha cambiado.
ratings-no-players = { $file }: no se ha podido leer ningún jugador ({ $skipped ->
    [one] una línea saltada
   *[other] { $skipped } líneas saltadas
  }; la primera: { $first }). La base de datos de jugadores no ha cambiado.
ratings-mostly-bad = { $file }: { $skipped } de { $entries } entradas son incorrectas (la primera: { $first }); no parece una lista de FIDE con este formato. La base de datos de jugadores no ha cambiado.
ratings-no-date = { $file }: ni el archivo ni su nombre dicen de qué mes es la lista: indíquelo.
ratings-cancelled = Importación cancelada; la base de datos de jugadores no ha cambiado.
ratings-unknown-id = El identificador FIDE { $id } no está en la lista de { $date }.
ratings-nameless = La lista de { $date } no da nombre al identificador FIDE { $id }: indique el nombre del jugador para inscribirlo.
ratings-name-given = La lista nombra al identificador FIDE { $id } «{ $name }»: solo se puede dar un nombre a una entrada que la lista deja sin nombre.
ratings-list-lacks-rate = La lista de { $date } no trae elo de { $rate }, que es el que pide la convocatoria: importe la lista combinada o la de { $rate }.
ratings-other-list = Los jugadores de este torneo se inscribieron con el elo de { $event_rate } de la lista de { $event_date }; la base de datos de jugadores tiene ahora la lista de { $list_date } ({ $list_rate }). Vuelva a importar la lista de { $event_date } para seguir inscribiendo con ella.

## Progreso y resultado de una importación
ratings-progress-reading = Leyendo la lista: { $percent } % ({ $players } jugadores{ $skipped ->
    [0] {""}
    [one] , una línea saltada
   *[other] , { $skipped } líneas saltadas
  })
ratings-progress-sorting = Ordenando por nombre { $players } jugadores…
ratings-progress-indexing = Preparando la búsqueda por nombre…
ratings-progress-checking = Comprobando la base de datos nueva…
ratings-progress-replacing = Sustituyendo la lista anterior…
ratings-imported = { $file }: lista de { $date } (mes { $source }), { $players } jugadores{ $skipped ->
    [0] {""}
    [one] , una línea saltada
   *[other] , { $skipped } líneas saltadas
  }; { $seconds } s.
ratings-list-info = Lista de { $date } (mes { $source }): { $players } jugadores{ $skipped ->
    [0] {""}
    [one] , una línea saltada
   *[other] , { $skipped } líneas saltadas
  }. Archivo { $file } (SHA-256 { $sha }), importado el { $imported }.
ratings-date-from-header = de la cabecera del archivo
ratings-date-from-file-name = del nombre del archivo
ratings-date-given = indicado
ratings-date-from-file-time = de la fecha de descarga del archivo
ratings-month = { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
  } de { $year }

## Ritmos de juego
label-rate-standard = estándar
label-rate-rapid = rápidas
label-rate-blitz = relámpago

## La orden arbitro ratings y arbitro player add --fide
ratings-cli-replaced = Sustituye a la lista de { $date } ({ $players } jugadores).
ratings-cli-database = Base de datos de jugadores: { $file }
ratings-cli-more-problems = … y { $more ->
    [one] una línea saltada más
   *[other] { $more } líneas saltadas más
  } (arbitro ratings info --skipped).
ratings-cli-more-kept = … y { $more } más (solo se guardan las primeras).
ratings-cli-event-list = El torneo inscribe con el elo de { $rate } de la lista de { $date } ({ $file }).
ratings-cli-event-no-list = El torneo aún no ha inscrito a nadie desde la lista de FIDE.
ratings-cli-no-match = Ningún jugador de la lista de { $date } coincide con «{ $query }».
ratings-cli-more-matches = Se muestran los { $count } primeros: afine la búsqueda para ver otros.
ratings-cli-several-match = { $more ->
    [0] { $count } jugadores coinciden
   *[other] Más de 20 jugadores coinciden
  } con «{ $query }»: inscriba uno con --fide ID.
ratings-cli-registered = Jugador { $id } inscrito: { $name }, { $rating ->
    [0] sin elo de { $rate }
   *[other] elo { $rating } de { $rate }
  } (lista de { $date }), desde la ronda { $round }.
ratings-cli-name-shortened = El nombre se ha abreviado a «{ $name }» para caber en los 33 caracteres de la lista de jugadores (en la lista de FIDE: «{ $full }»).
ratings-cli-registered-nameless = La lista de la FIDE no da nombre al identificador { $id }: inscrito con el nombre indicado.
ratings-cli-registered-inactive = Atención: la lista de la FIDE marca a { $name } como inactivo (sin partidas valoradas en los últimos doce meses); su elo se mantiene.
ratings-cli-nameless = { $count ->
    [one] Una entrada de la lista no tiene nombre: inscríbala
   *[other] { $count } entradas de la lista no tienen nombre: inscríbalas
  } con --fide ID --name "Apellidos, Nombre".
ratings-cli-generated = { $file }: { $players } jugadores ficticios, { $megabytes } MB.
ratings-cli-player = { $name } — ID FIDE { $id }, { $federation }, sexo { $sex }, nacimiento { $born }{ $inactive ->
    [0] {""}
   *[other] , inactivo
  }
ratings-cli-player-titles = Título { $title }, femenino { $women_title }, otros { $other_titles }, FOA { $foa_title } (lista de { $date })
ratings-cli-player-rating = { $rate }: { $rating } ({ $games } partidas en el último periodo, K { $k })
ratings-cli-player-unrated = { $rate }: sin elo
label-ratings-column-id = ID FIDE
label-ratings-column-name = Nombre
label-ratings-column-federation = Fed.
label-ratings-column-title = Tít.
label-ratings-column-standard = Están.
label-ratings-column-rapid = Ráp.
label-ratings-column-blitz = Relám.
label-ratings-column-born = Nac.
label-ratings-inactive = inactivo

## arbitro ratings bench
ratings-bench-generated = Lista generada: { $players } jugadores, { $megabytes } MB en { $seconds } s ({ $file }).
ratings-bench-imported = Importación de { $players } jugadores: { $millis } ms en total (lectura { $reading } ms, orden { $sorting } ms, índice de nombres { $indexing } ms, comprobación { $checking } ms, sustitución { $replacing } ms); base de datos de { $megabytes } MB.
ratings-bench-memory = Memoria residente máxima del proceso: { $megabytes } MB.
ratings-bench-open = Apertura de la base de datos: { $micros } µs.
ratings-bench-lookup = { $what }: mediana { $median } µs, percentil 99 { $p99 } µs ({ $count } búsquedas).
ratings-bench-by-id = Por ID FIDE
ratings-bench-by-surname = Por apellidos
ratings-bench-by-full-name = Por nombre completo
ratings-bench-as-you-type = Por dos letras de apellido y nombre
