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
