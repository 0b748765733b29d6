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

## Importing a whole tournament from a TRF (the store's import/)
import-review-head = { $file }: { $version }, { $players } players, { $rounds } of { $planned } rounds played{ $departures ->
    [0] {""}
    [one] ; one departure from the pairing rules
   *[other] ; { $departures } departures from the pairing rules
  }. Adjustments:
import-default-name = The file gives the tournament no name (012): “{ $name }” is used.
import-default-chief-arbiter = The file names no chief arbiter (102): give one in the call.
import-default-start-date-missing = The file gives no start date (042): { $used } is used.
import-default-start-date = The start date “{ $found }” (042) is not a date: { $used } is used.
import-default-end-date-missing = The file gives no end date (052): { $used } is used.
import-default-end-date = The end date “{ $found }” (052) is not a date after the start: { $used } is used.
import-default-time-control-missing = The file gives no time control (222, 122): { $used } is used; correct it in the call.
import-default-time-control = The time control “{ $found }” cannot be read: { $used } is used; correct it in the call.
import-default-rounds = The file gives no number of rounds (142, XXR): the { $rounds } it records are taken.
import-default-system-missing = The file gives no pairing system (192, 092): the next rounds are paired by the Dutch system (C.04.3).
import-default-system = The system “{ $found }” is not one arbitro pairs: the next rounds are paired by the Dutch system (C.04.3).
import-default-colour-inferred = The file gives no initial colour (152, XXC): the one the first round shows is taken ({ $colour ->
    [w] White
   *[b] Black
  } for the top player).
import-default-colour-drawn = The file gives no initial colour (152, XXC) and has no first round: it is drawn when round 1 is paired.
import-default-scoring = The file gives no scoring (162): 1, ½ and 0, and a point for the pairing-allocated bye.
import-default-tie-breaks = The file gives no tie-break list (202, 212): the standings go by points until the call sets one.
import-not-kept-scoring = The file's scoring (win { $win }, draw { $draw }, loss { $loss }) is not kept: the event scores 1, ½ and 0.
import-not-kept-accelerations = { $records ->
    [one] The acceleration record (250, XXA) is not Baku acceleration
   *[other] The { $records } acceleration records (250, XXA) are not Baku acceleration
  } (C.04.7) and not kept.
import-not-kept-212 = The second tie-break list (212) differs from the first (202): 202 is kept.
import-not-kept-tie-break = The tie-break “{ $code }” is not one C.07 defines: it is left out of the list.
import-not-kept-299 = { $records ->
    [one] The record of points assigned by the arbiter (299) is not kept
   *[other] The { $records } records of points assigned by the arbiter (299) are not kept
  }.
import-not-kept-round-dates = The round dates (132) are not kept: the event records when each round is paired.
import-not-kept-unrated = Player { $player }, round { $round }: the game not rated (W, D, L) is imported as a played game.
import-not-kept-blank-round = Player { $player }, round { $round }: the blank cell between rounds played is read as an absence (Z).
import-not-kept-second-bye = Player { $player }, round { $round }: a second pairing-allocated bye in the round; read as a full-point bye (F).
import-not-kept-player-field = Player { $player }: { $field ->
    [name] the name “{ $found }” is longer than 33 characters and is cut
    [title] the title “{ $found }” is not a FIDE title and is left out
    [rating] the rating { $found } is not plausible and is left out
    [federation] the federation “{ $found }” is not three letters and is left out
    [fide_id] the FIDE ID “{ $found }” is not a number and is left out
    [sex] the sex “{ $found }” is neither m nor w and is left out
   *[other] “{ $found }” is left out
  }.
import-not-kept-duplicate-fide-id = Player { $player }: FIDE ID { $id } belongs to player { $first } already; left out.
import-team-file = A team tournament ({ $teams } teams, 013 records): its players are imported with their team as club, its rounds are not; team pairing (C.04.6) is another system.
