# The live view on the venue network (arbitro-serve).

## Cannot start
serve-site-unreadable = { $folder }: the site's folder cannot be read: { $problem }
serve-site-not-a-folder = { $folder }: not a folder.
serve-bind = Cannot listen on { $address }: { $problem }
serve-bind-in-use = the port is in use (another program, or a live view already open?); choose another.
serve-bind-not-here = that address is not this computer's.
serve-bind-permission = no permission for that port (those below 1024 are the system's); choose 1024 or above.
serve-bind-other = system error ({ $detail }).
serve-threads = The server could not start: { $problem }
serve-qr-too-long = '{ $text }' is too long for a QR code.

## Error pages the public sees
serve-page-not-found = Not found: the event's site has no such page.
serve-page-method = This site can only be read.
serve-page-timeout = The request took too long.
serve-page-too-large = The request is too large.
serve-page-version = HTTP version not supported.
serve-page-bad-request = Bad request.
serve-busy = The server is busy: try again in a few seconds.
serve-page-home = Go to the home page

## The arbitro serve command
serve-cli-running = Serving { $folder } at:
serve-cli-local-only = Only this computer can open it: use --bind 0.0.0.0 (or the venue network's address) for the players' phones.
serve-cli-no-network = This computer is on no network: players will not be able to open it.
serve-cli-stop = Press Ctrl+C to stop it.
serve-cli-qr-written = QR code of { $url } saved to { $file }.
