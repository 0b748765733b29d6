# Formats and words shared by every area.

## Formats (arbitro_i18n::format)
format-decimal-separator = .
format-date = { $y }-{ $m }-{ $d }

## Languages
lang-es = Español
lang-en = English
