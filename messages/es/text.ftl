# Archivos de texto (arbitro-text): codificación, marca de orden de bytes.

text-read-as = Leído como { $encoding } (no es UTF-8){ $count ->
    [0] .
   *[other] : compruebe los nombres convertidos: { $samples }.
  }
text-sample = «{ $word }» (línea { $line })
text-not-utf8 = Línea { $line }, byte { $byte }: el byte { $value } no es UTF-8 (guarde el archivo como UTF-8)
text-unrecognised = Línea { $line }, byte { $byte }: el byte { $value } no es UTF-8 y en Windows-1252 sería «{ $char }», que ningún nombre lleva ahí: el archivo está en otra codificación (guárdelo como UTF-8)
text-mixed = Línea { $line }, byte { $byte }: el byte { $value } no es UTF-8, pero antes hay texto en UTF-8: dos codificaciones en un mismo archivo (guárdelo como UTF-8)
text-undefined = Línea { $line }, byte { $byte }: el byte { $value } no es UTF-8 ni Windows-1252 (Latin-1)
text-control = Línea { $line }, byte { $byte }: el byte { $value } es un carácter de control: no es un archivo de texto (o es UTF-16 sin marca de orden de bytes)
text-workbook = Es un libro de hoja de cálculo, no texto: guárdelo como «CSV UTF-8 (delimitado por comas)»
text-bad-utf16 = Línea { $line }, byte { $byte }: el texto UTF-16 se corta aquí
