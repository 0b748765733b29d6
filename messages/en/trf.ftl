# TRF files (arbitro-trf).

trf-syntax = Line { $line }, column { $column }: { $detail }
trf-inconsistent = { $count ->
    [one] One problem
   *[other] { $count } problems
  }: { $problems }
trf-problem = Player { $player }: { $detail }
trf-problem-in-round = Player { $player }, round { $round }: { $detail }
trf-unwritable = Cannot write: { $detail }

## Points: halves in chess notation, tenths with a point
trf-points-halves = { $points }
trf-points-tenths = { $whole }.{ $tenth }

## Records that contradict each other
trf-problem-plays-himself = plays against himself
trf-problem-opponent-missing = opponent { $opponent } is not in the tournament
trf-problem-opponent-disagrees = opponent { $opponent } does not name this player as opponent in that round
trf-problem-same-colour = same colour as opponent { $opponent }
trf-problem-played-without-colour = played game without colour
trf-problem-results-contradict = result { $result } does not match opponent { $opponent }'s { $opponent_result }{ $nature ->
    [both-won] : both players cannot have won the game
    [both-lost] : both players cannot have lost the game
   *[other] {""}
  }
trf-problem-points-mismatch = the points field says { $stated } but the results add up to { $computed }

## Fields of a record
trf-field = { $field ->
    [start-rank] starting rank (columns 5-8)
    [rating] rating (columns 49-52)
    [federation] federation (columns 54-56)
    [points] points (columns 81-84)
    [rank] rank (columns 86-89)
    [opponent] opponent
    [round-cell] cell of round { $round }
    [number] pairing number
    [rounds] number of rounds
    [round] round
    [first-round] first round
    [last-round] last round
    [first-player] first player
   *[last-player] last player
  }

## Lines that do not follow the format
trf-syntax-record-code = a record starts with a three-character code
trf-syntax-space-after-code = a space must follow the record code { $code }
trf-syntax-duplicate-rank = pairing number { $rank } already used on line { $first_line }
trf-syntax-missing-start-rank = missing starting rank (columns 5-8)
trf-syntax-start-rank-zero = starting rank 0 (pairing numbers start at 1)
trf-syntax-no-name = player { $player } has no name (columns 15-47)
trf-syntax-cut-short = the record ends at column { $length }, inside the { $field }: the line is cut short
trf-syntax-cut-before-points = the record ends at column { $length }, before the points (columns 81-84) that the other players' records have: the line is cut short
trf-syntax-not-a-number = { $field }: expected a whole number, found “{ $found }”
trf-syntax-not-points = points: expected e.g. 5.5, found “{ $found }”
trf-syntax-cell-separator = round cells are separated by two spaces
trf-syntax-text-before-first-cell = unexpected text before the first round cell (column 92)
trf-syntax-cell-shape = a round cell reads “OOOO C R” (opponent, colour, result)
trf-syntax-colour = colour must be w, b or -, found “{ $found }”
trf-syntax-result-code = unknown result code “{ $found }”
trf-syntax-missing-result = missing result code
trf-syntax-played-without-opponent = a played game needs the opponent's pairing number
trf-syntax-played-without-colour = a played game needs the colour (w or b)
trf-syntax-bye-with-opponent = a bye ({ $code }) has no opponent: write 0000
trf-syntax-bye-with-colour = a bye ({ $code }) has no colour: write -
trf-syntax-missing-rounds = missing number of rounds
trf-syntax-zero-rounds = the number of rounds must be at least 1
trf-syntax-initial-colour = initial colour must be W or B, found “{ $found }”
trf-syntax-missing-initial-colour = missing initial colour (W or B)
trf-syntax-no-points-after = no points after “{ $letter }”
trf-syntax-unknown-result-letter = unknown result letter “{ $letter }” (W D L Z P F H + -)
trf-syntax-xxs-entry = XXS entries read KEY=points, found “{ $found }”
trf-syntax-unknown-xxs-key = unknown XXS key “{ $key }”
trf-syntax-record-240 = 240 reads: kind (H, F, Z or U), round, pairing numbers
trf-syntax-bye-kind = bye kind must be H, F, Z or U, found “{ $found }”
trf-syntax-missing-round = missing round
trf-syntax-record-250 = 250 reads: [match points] game points, first round, last round, first player, last player
trf-syntax-reversed-range = { $range ->
    [last-round] the last round comes before the first
   *[last-player] the last player comes before the first
  }
trf-syntax-record-260 = 260 reads: first round, last round, two or more pairing numbers
trf-syntax-xxp-players = XXP lists two or more pairing numbers

## What the format cannot write
trf-unwritable-pairing-number = pairing number { $number } has more than 4 digits
trf-unwritable-points = player { $player }: points { $points } do not fit columns 81-84
trf-unwritable-opponent = opponent { $opponent } has more than 4 digits

## What the reader does with other programs' files
trf-version = { $version ->
    [trf06] TRF06
    [trf16] TRF16
   *[trf2026] TRF-2026
  }
trf-skip-ruler = it is a column ruler, not a record
trf-adjust-line-skipped = Line { $line } skipped: { $reason }
trf-adjust-unknown-record = Line { $line }: record { $code } is not interpreted; kept as written
trf-adjust-old-style-bye = Line { $line }: player { $player }, { $count ->
    [one] round
   *[other] rounds
  } { $rounds }: “0000 - { $found }” read as { $read_as }
trf-adjust-title = Line { $line }: player { $player }: title “{ $found }” read as { $read_as }
trf-adjust-birth-date = Line { $line }: player { $player }: birth date “{ $found }” read as { $read_as }
trf-adjust-birth-date-dropped = Line { $line }: player { $player }: “{ $found }” is not a birth date; left blank

## What an import changes to make the tournament consistent
trf-repair-completed = Player { $player }, round { $round }: cell completed from the game player { $from }'s record has
trf-repair-game-dropped = Player { $player }, round { $round }: the game against { $opponent } is in no other record; read as { $read_as }
trf-repair-colour = Player { $player }, round { $round }: colour read as { $colour ->
    [w] White
   *[b] Black
  }
trf-repair-result = Player { $player }, round { $round }: result read as { $result }, matching player { $kept }'s
trf-repair-points = Player { $player }: the file says { $stated } points; the results add up to { $computed }, which is taken
