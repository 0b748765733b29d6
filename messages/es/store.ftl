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
