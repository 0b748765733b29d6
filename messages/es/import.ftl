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
