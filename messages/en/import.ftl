# Files to import (players lists as CSV or TRF, a pairing engine's output): what is wrong on each line.

import-file-problem = { $detail }
import-unclosed-quote = a quoted field is never closed
import-empty-file = the file is empty (expected a header row, then one player per row)
import-no-name-column = the header has no name column (found: { $found }); expected name/nombre or surname/apellidos
import-too-many-fields = { $fields } fields, but the header has { $columns ->
    [one] one column
   *[other] { $columns } columns
  }
import-not-fide-id = “{ $value }” is not a FIDE id (digits only)
import-not-rating = “{ $value }” is not a rating (a whole number)
import-duplicate-fide-id = FIDE id { $id } already appears on line { $first_line }
import-fide-id-registered = FIDE id { $id } is already registered ({ $name })
import-trf-syntax = column { $column }: { $detail }
import-engine-empty = the pairing engine's output is empty
import-engine-count = “{ $text }” is not the number of pairs
import-engine-pair = “{ $text }” is not “white black”
import-engine-count-mismatch = announces { $announced ->
    [one] one pair
   *[other] { $announced } pairs
  } but lists { $listed }

## What is not valid in a player's entry
import-player-no-name = a player needs a name
import-player-name-too-long = the name “{ $name }” is longer than the 33 characters TRF allows
import-player-not-title = “{ $title }” is not a FIDE title ({ $titles })
import-player-implausible-rating = { $rating } is not a plausible rating
import-player-not-federation = the federation “{ $federation }” is not a three-letter code
import-player-not-birth-date = the birth date “{ $date }” is not YYYY, YYYY-MM-DD or YYYY/MM/DD
import-player-not-fide-id = { $id } is not a FIDE id
import-player-not-sex = the sex “{ $sex }” is not m or w
