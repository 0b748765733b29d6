# Official forms as PDF (arbitro-forms).

forms-at-file = { $file }
forms-at-field = { $file }: { $field }
forms-at-line = { $file }: line { $line }, column { $column }
forms-at-line-field = { $file }: line { $line }, column { $column }: { $field }
forms-layout = { $at }: { $detail }
forms-labels = { $at }: { $detail }
forms-font = Font { $file }: { $detail }
forms-input = { $at }: { $detail }
forms-io = { $file }: { $problem }
forms-pdf = PDF writer: { $detail }
