# El archivo del torneo y el archivo del club (arbitro-store): negativas y errores.

store-round-no-board = La ronda { $round } no tiene tablero { $board }.
store-not-found = { $file }: el archivo no existe.
store-already-exists = { $file }: ya existe (no se sobrescribe).
store-not-sqlite = { $file }: no es un archivo de arbitro (no es una base de datos SQLite); no se ha modificado.
store-wrong-kind = { $file }: es { $found }, no { $expected }; no se ha modificado.
store-corrupt = { $file }: la base de datos está dañada ({ $detail }); no se ha modificado. Restaure una copia de seguridad con «arbitro restore».
store-too-new = { $file }: lo escribió un arbitro más reciente (esquema { $found }; esta versión lee hasta el { $supported }). Actualice arbitro para abrirlo; no se ha modificado.
store-sqlite = Error de la base de datos: { $detail }
store-io = { $file }: { $problem }
store-invalid = { $what } no válido: { $detail }
store-import = { $file }: { $problems }{ $more ->
    [0] {""}
   *[other] {" "}(y { $more } problemas más)
  }; no se ha importado nada.
store-line-problem = línea { $line }: { $detail }
store-line-field-problem = línea { $line }: { $field }: { $detail }
store-unknown = { $detail }
store-refused = { $detail }
store-json = { $context }: { $detail }

## Correcciones tardías de resultados (late_results.rs)
store-late-result-needs-reason = La ronda { $next } ya está emparejada: cambiar un resultado de la ronda { $round } necesita un motivo y queda en el registro como corrección.
store-late-result-needs-arbiter = Una corrección lleva el nombre del árbitro que la hace.
store-late-result-unchanged = La ronda { $round }, mesa { $board }, ya tiene ese resultado.

## Emparejamientos prohibidos (forbidden.rs)
store-forbidden-too-few = Un emparejamiento prohibido nombra al menos a dos jugadores distintos.
store-forbidden-unknown-player = No hay ningún jugador con id { $id } en este torneo.
store-forbidden-rounds = Rondas { $first } a { $last }: la primera ronda va después de la última.

## El registro firmado, la verificación, las copias de seguridad y las restauraciones.

store-no-config-dir = No hay carpeta de configuración para la clave de firma de esta instalación: defina { $var }.
store-bad-installation-key = { $file }: no es una clave de instalación de arbitro (con ella se firman las entradas del registro); apártela para que se cree una nueva.
store-no-randomness = Ha fallado la fuente aleatoria del sistema ({ $detail }): no se ha podido crear la clave de la instalación.
store-no-file-id = El archivo no tiene identificador (se han borrado sus metadatos).
store-tampered = { $file }: el archivo del torneo se ha modificado a espaldas de arbitro ({ $problem }); no se ha escrito nada. Ejecute «arbitro verify» y restaure una copia de seguridad.
store-unrecorded = Un cambio no ha quedado anotado en el registro; no se ha escrito nada.
store-busy = { $file }: otro programa está escribiendo en este archivo; inténtelo de nuevo en un momento.
store-busy-holder = { $file }: otro programa está escribiendo en este archivo (proceso { $pid }, { $program }); inténtelo de nuevo cuando termine.
store-file-replaced = { $file }: otro programa ha sustituido el archivo (¿una restauración?) mientras estaba abierto aquí; vuelva a abrirlo.
store-round-paired-elsewhere = Otro proceso ha emparejado la ronda { $round } mientras tanto; no se ha guardado nada.
store-changed-while-pairing = El torneo ha cambiado mientras se emparejaba la ronda { $round } (entrada { $seq }, { $kind }); no se ha guardado nada. Vuelva a emparejarla.
store-restore-onto-itself = { $file }: un archivo no se puede restaurar sobre sí mismo; no se ha cambiado nada.
store-backup-not-intact = { $file }: la copia de seguridad no supera la verificación ({ $problem }); no se ha restaurado y no se ha cambiado nada.
store-unreadable = { $file }: no se puede leer ({ $detail }); el archivo no se ha tocado.
store-bad-head = «{ $text }» no es una cabeza de registro (NÚMERO:HASH o NÚMERO:HASH:CLAVE, tal como figura en los formularios).

store-verify-entries-missing = faltan las entradas { $from }–{ $to } (borradas)
store-verify-broken-link = la entrada { $seq } no enlaza con la anterior (se ha borrado, insertado o reescrito una entrada)
store-verify-entry-edited = la entrada { $seq } ({ $kind }) se ha modificado: su contenido ya no corresponde a su hash
store-verify-bad-signature = la entrada { $seq } no está firmada por la clave que indica ({ $key }): el registro se ha recalculado sin esa clave
store-verify-unknown-key = la entrada { $seq } indica la clave { $key }, que ninguna entrada anterior ha presentado
store-verify-key-mismatch = la entrada { $seq } presenta una clave cuya huella no es la suya
store-verify-unsigned = la entrada { $seq } no está firmada, aunque el registro sí lo está
store-verify-nothing-signed = ninguna entrada del registro está firmada: se ha borrado o reescrito a espaldas de arbitro
store-verify-bad-body = la entrada { $seq } no es una entrada { $kind } válida ({ $detail })
store-verify-unknown-kind = la entrada { $seq } es de un tipo que arbitro no escribe ({ $kind })
store-verify-bad-correction = la entrada { $seq } corrige la entrada { $target }, que no es una entrada anterior de su tipo
store-verify-head-mismatch = el archivo anota { $recorded } entradas, pero el registro tiene { $found }: se han quitado o añadido entradas a espaldas de arbitro
store-verify-replay-failed = los cambios de la entrada { $seq } en la tabla { $table } no se siguen de las entradas anteriores
store-verify-row-changed = tabla { $table }, fila { $row }: { $column } vale { $file } en el archivo, pero { $register } según el registro
store-verify-row-added = tabla { $table }, fila { $row }: ninguna entrada del registro la escribió
store-verify-row-removed = tabla { $table }, fila { $row }: la escribió el registro, pero falta en el archivo
store-verify-more-rows = tabla { $table }: { $more ->
    [one] difiere una fila más
   *[other] difieren { $more } filas más
  }
store-verify-schema-changed = en el archivo se ha añadido, quitado o alterado { $kind ->
    [table] la tabla
    [index] el índice
    [trigger] el disparador
    [view] la vista
   *[other] el objeto
  } { $name }: no es lo que creó arbitro
store-verify-backup-log-head = el registro de copias indica { $file } en la entrada { $count }, que el registro no tiene
store-verify-backup-ahead = la copia de seguridad { $file } tiene { $count } entradas que el registro ya no tiene tal como eran
store-verify-backup-changed = la copia de seguridad { $file } ya no tiene la entrada { $count } tal como la da el registro de copias: se ha sustituido o se ha reescrito su registro
store-verify-journal-head = esta instalación escribió la entrada { $count } ({ $hash }) el { $at }; el registro ya no la tiene
store-verify-head-not-found = el registro no tiene la cabeza { $head } anotada anteriormente
store-verify-head-key = la cabeza { $head } anotada anteriormente la firmó otra clave ({ $found })

store-verify-note-unsigned = el archivo es anterior a los registros firmados (esquema { $schema }): solo se ha comprobado la cadena de hashes; ábralo una vez con esta versión para actualizarlo
store-verify-note-baseline = las entradas anteriores a la { $seq } son anteriores a los registros firmados: la entrada de base { $seq } recoge lo que escribieron
store-verify-note-backup-missing = la copia de seguridad { $file } del registro de copias no está donde se escribió
store-verify-note-backup-unreadable = la copia de seguridad { $file } no se puede leer
store-verify-note-backup-before-restore = la copia de seguridad { $file } pertenece a la línea del registro abandonada por la restauración de la entrada { $restore }
store-verify-note-backup-diverged = la copia de seguridad { $file } y este archivo se separaron tras una parte común (la copia se ha modificado después, o es de otra copia del archivo)
store-verify-note-no-journal = esta instalación no ha escrito en este archivo: no hay diario de sus cabezas con el que comparar
