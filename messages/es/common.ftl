# Formatos y palabras comunes a todas las áreas.

## Formatos (arbitro_i18n::format)
format-decimal-separator = ,
format-date = { $d }/{ $m }/{ $y }

## Idiomas
lang-es = Español
lang-en = English

## Lo que dijo el sistema sobre un archivo (IoProblem)
io-not-found = el archivo no existe
io-permission-denied = sin permiso para leerlo o escribirlo
io-already-exists = ya existe
io-invalid-data = su contenido no se puede leer
io-unexpected-eof = el archivo termina antes de tiempo
io-storage-full = no queda espacio en el disco
io-is-a-directory = es una carpeta, no un archivo
io-not-a-directory = una parte de la ruta no es una carpeta
io-read-only = el disco es de solo lectura
io-interrupted = la operación se interrumpió; inténtelo de nuevo
io-other = error del sistema ({ $detail })

## Colores
label-side-white = blancas
label-side-black = negras
