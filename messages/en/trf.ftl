# Tournament report files (arbitro-trf).

trf-syntax = Line { $line }, column { $column }: { $detail }
trf-inconsistent = { $count ->
    [one] One problem
   *[other] { $count } problems
  }: { $problems }
trf-problem = Player { $player }: { $detail }
trf-problem-in-round = Player { $player }, round { $round }: { $detail }
trf-unwritable = Cannot write: { $detail }
