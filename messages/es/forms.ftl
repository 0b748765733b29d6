# Formularios oficiales en PDF (arbitro-forms).

forms-at-file = { $file }
forms-at-field = { $file }: { $field }
forms-at-line = { $file }: línea { $line }, columna { $column }
forms-at-line-field = { $file }: línea { $line }, columna { $column }: { $field }
forms-layout = { $at }: { $detail }
forms-labels = { $at }: { $detail }
forms-font = Fuente { $file }: { $detail }
forms-input = { $at }: { $detail }
forms-io = { $file }: { $problem }
forms-pdf = Escritor de PDF: { $detail }
