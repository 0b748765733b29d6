# Formats and words shared by every area.

## Formats (arbitro_i18n::format)
format-decimal-separator = .
format-date = { $y }-{ $m }-{ $d }

## Languages
lang-es = Español
lang-en = English

## What the system said about a file (IoProblem)
io-not-found = no such file
io-permission-denied = no permission to read or write it
io-already-exists = already exists
io-invalid-data = its contents cannot be read
io-unexpected-eof = the file ends too early
io-storage-full = no space left on the disk
io-is-a-directory = it is a folder, not a file
io-not-a-directory = part of the path is not a folder
io-read-only = the disk is read-only
io-interrupted = the operation was interrupted; try again
io-other = system error ({ $detail })

## Colours
label-side-white = White
label-side-black = Black
