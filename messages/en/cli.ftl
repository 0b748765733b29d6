# The arbitro command (arbitro-cli).

cli-io = { $file }: { $problem }
cli-usage = { $detail }
cli-rules-input = { $detail }
cli-in-file = { $file }: { $problem }
