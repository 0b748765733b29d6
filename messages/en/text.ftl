# Text files (arbitro-text): encodings, byte-order marks.

text-read-as = Read as { $encoding } (not UTF-8){ $count ->
    [0] .
   *[other] : check the converted names: { $samples }.
  }
text-sample = “{ $word }” (line { $line })
text-not-utf8 = Line { $line }, byte { $byte }: byte { $value } is not UTF-8 (save the file as UTF-8)
text-unrecognised = Line { $line }, byte { $byte }: byte { $value } is not UTF-8, and in Windows-1252 it would be “{ $char }”, which no name holds there: the file is in another encoding (save it as UTF-8)
text-mixed = Line { $line }, byte { $byte }: byte { $value } is not UTF-8, but there is UTF-8 text before it: two encodings in one file (save it as UTF-8)
text-undefined = Line { $line }, byte { $byte }: byte { $value } is neither UTF-8 nor Windows-1252 (Latin-1)
text-control = Line { $line }, byte { $byte }: byte { $value } is a control character: this is not a text file (or it is UTF-16 without its byte-order mark)
text-workbook = This is a spreadsheet workbook, not text: save it as “CSV UTF-8 (comma delimited)”
text-bad-utf16 = Line { $line }, byte { $byte }: the UTF-16 text breaks off here
