# La aplicación de escritorio (src-tauri): lo que dice el propio shell.

app-no-event = No hay ningún torneo abierto: créelo o ábralo en la pantalla Torneo.
app-no-event-folder = No se conoce la carpeta de torneos.
app-not-a-folder-file = «{ $name }» no es un nombre de archivo de la carpeta de torneos (sin carpetas ni punto inicial).
app-no-file-chosen = No se eligió ningún archivo.
app-not-local = El archivo elegido no está en este equipo.
app-file = { $file }: { $problem }
app-not-a-result = «{ $text }» no es un resultado (1-0, 0-1, 1/2, +-, -+, --, *).
app-internal = Error interno de la aplicación: { $detail }
app-bad-deck = Mazo «{ $text }»: se espera ID@VERSIÓN, por ejemplo AM-REF@1.
app-not-an-import = { $file }: solo se importan archivos .csv o .trf.
app-swap-needs-board = Para intercambiar, elija la otra mesa.
app-edit-needs-white = Elija quién lleva blancas.

## Explicación de un emparejamiento
app-explain-berger = La ronda { $round } sigue las tablas de Berger (C.05, anexo 1): cada ronda es una fila fija de la tabla para el número de jugadores del torneo; los números de emparejamiento deciden quién juega con quién y los colores.
app-explain-edited = La ronda { $round } guardada no coincide con el emparejamiento del programa: el árbitro la cambió ({ $by }) o se anotaron ausencias después de emparejarla.

## Relojes e incidencias
app-bye-has-no-clock = El exento de la ronda no tiene reloj.
app-clock-needs-side = Diga de qué lado es la acción (blancas o negras).
app-adjust-is-a-sanction = Un ajuste de tiempo es una sanción: anótelo con «Ajuste de tiempo».
app-adjust-needs-seconds = Indique los segundos que se suman o se quitan.
app-unknown-fault = «{ $code }» no es una falta conocida.
app-unknown-penalty = «{ $code }» no es una sanción conocida.
app-penalty-needs-time = { $penalty }: indique el tiempo.
app-fine-needs-amount = Multa: indique la cantidad anunciada en la convocatoria (FIDE 12.9.7).
app-exclusion-needs-rounds = Exclusión: indique las rondas (FIDE 12.9.8).

## Impresión
app-no-viewer = No se pudo abrir con el programa del sistema: { $detail }
app-print-file-scoresheets = ronda-{ $round }-planillas
app-print-file-incidents = incidencias-y-apelaciones
app-print-file-deck-control = ronda-{ $round }-control-de-mazos
app-print-file-pairings = ronda-{ $round }-emparejamientos
app-print-file-result-slips = ronda-{ $round }-papeletas
app-print-file-standings = clasificacion-tras-ronda-{ $round }
app-print-file-crosstable = cuadro-cruzado-tras-ronda-{ $round }
app-print-file-standings-start = clasificacion-inicial
app-print-file-crosstable-start = cuadro-cruzado-inicial

## Partidas con cartas, registros y precedentes
app-no-card-game = No hay ninguna partida con cartas abierta: abra primero un registro de partida.
app-not-card-event = El torneo no se juega con cartas o no tiene mazo: una disputa de cartas necesita la familia y el mazo del torneo (AM-R16).
app-record-has-no-events = El registro de partida no tiene lista de eventos.
app-bad-json = No es JSON válido: { $detail }
app-unknown-export-format = «{ $text }» no es un formato de exportación (guardado, pgn, json).
app-no-precedent-for-card = No hay ningún precedente de esa carta.

## La autocomprobación (arbitro-app --self-check), con la que se comprueba una instalación
app-self-check-passed = arbitro-app { $version }: autocomprobación superada: interactiva a los { $ms } ms; idioma { $lang }; { $event }
app-self-check-event = torneo «{ $name }» ({ $file })
app-self-check-no-event = ningún torneo abierto ({ $reason })
app-self-check-failed = arbitro-app: autocomprobación fallida: la primera pantalla no se dibujó en { $seconds } s.
