# La vista en directo en la red de la sala (arbitro-serve).

## No se puede abrir
serve-site-unreadable = { $folder }: no se puede leer la carpeta de la web: { $problem }
serve-site-not-a-folder = { $folder }: no es una carpeta.
serve-bind = No se puede escuchar en { $address }: { $problem }
serve-bind-in-use = el puerto está en uso (¿otro programa, u otra vista en directo ya abierta?); elija otro.
serve-bind-not-here = esa dirección no es de este ordenador.
serve-bind-permission = sin permiso para ese puerto (los menores de 1024 son del sistema); elija uno a partir del 1024.
serve-bind-other = error del sistema ({ $detail }).
serve-threads = No se pudo poner en marcha el servidor: { $problem }
serve-qr-too-long = «{ $text }» es demasiado largo para un código QR.

## Páginas de error que ve el público
serve-page-not-found = No existe esta página en la web del torneo.
serve-page-method = Esta web solo se puede consultar.
serve-page-timeout = La petición tardó demasiado.
serve-page-too-large = La petición es demasiado grande.
serve-page-version = Versión de HTTP no admitida.
serve-page-bad-request = Petición incorrecta.
serve-busy = El servidor está ocupado: vuelva a intentarlo en unos segundos.
serve-page-home = Ir a la portada

## La orden arbitro serve
serve-cli-running = Sirviendo { $folder } en:
serve-cli-local-only = Solo este ordenador puede abrirla: use --bind 0.0.0.0 (o la dirección de la red de la sala) para los móviles de los jugadores.
serve-cli-no-network = Este ordenador no está en ninguna red: los jugadores no podrán abrirla.
serve-cli-stop = Pulse Ctrl+C para detenerla.
serve-cli-qr-written = Código QR de { $url } guardado en { $file }.
