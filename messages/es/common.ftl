# Formatos y palabras comunes a todas las áreas.

## Formatos (arbitro_i18n::format)
format-decimal-separator = ,
format-date = { $d }/{ $m }/{ $y }

## Idiomas
lang-es = Español
lang-en = English
