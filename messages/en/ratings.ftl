# The FIDE rating list (arbitro-fide) and the player database (arbitro-store).

## Bad lines of a list: reported and skipped
ratings-line-missing = line { $line }{ $column ->
    [0] {""}
   *[other] , column { $column }
  }: { $field } is missing
ratings-line-invalid = line { $line }{ $column ->
    [0] {""}
   *[other] , column { $column }
  }: { $field }: '{ $value }' is not valid
ratings-line-too-short = line { $line }: the line ends at character { $length } and an entry reaches at least character { $needed }
ratings-line-encoding = line { $line }, column { $column }: byte 0x{ $byte } is not UTF-8, as the rest of the list is (the line mixes encodings or was saved in another one); it was not read, so that no name is garbled: download the list again or fix the line
ratings-line-duplicate-id = line { $line }: FIDE ID { $id } already appears on line { $first }

## Lists that cannot be read
ratings-list-io = The list could not be read: { $problem }
ratings-list-empty = The file is empty.
ratings-list-not-a-header = Line { $line }: not the header of a FIDE rating list (expected 'ID Number  Name …').
ratings-list-missing-column = Line { $line }: the header has no '{ $column }' column.
ratings-list-rate-unknown = The list carries one rating per player and does not say whether it is standard, rapid or blitz: say which.
ratings-list-xml = Line { $line }: the XML is not well formed ({ $detail }); the file is damaged or incomplete.
ratings-list-not-players = Line { $line }: <{ $element }> is not a FIDE players list (expected <playerslist>).

## Fields of an entry
label-fide-field-id = FIDE ID
label-fide-field-name = name
label-fide-field-federation = federation
label-fide-field-sex = sex
label-fide-field-title = title
label-fide-field-women-title = women's title
label-fide-field-rating = rating
label-fide-field-games = games
label-fide-field-k = K factor
label-fide-field-birth-year = year of birth
label-fide-field-line = line

## The player database
ratings-no-data-folder = This system has no user data folder for the player database: give its path.
ratings-not-imported = { $file }: no FIDE rating list has been imported yet.
ratings-old-schema = { $file }: built by an older arbitro (schema { $found }; this one writes { $current }). Import the list again.
ratings-list-unreadable = { $file }: { $problem } The player database was not changed.
ratings-no-players = { $file }: no player could be read ({ $skipped ->
    [one] one line skipped
   *[other] { $skipped } lines skipped
  }; the first: { $first }). The player database was not changed.
ratings-mostly-bad = { $file }: { $skipped } of { $entries } entries are bad (the first: { $first }); this does not look like a FIDE list in this layout. The player database was not changed.
ratings-no-date = { $file }: neither the file nor its name says which month the list is from: give it.
ratings-cancelled = Import cancelled; the player database was not changed.
ratings-unknown-id = FIDE ID { $id } is not in the list of { $date }.
ratings-nameless = The list of { $date } gives FIDE ID { $id } no name: give the player's name to register them.
ratings-name-given = The list names FIDE ID { $id } "{ $name }": a name can be given only for an entry the list leaves nameless.
ratings-list-lacks-rate = The list of { $date } has no { $rate } ratings, which the event's call asks for: import the combined list or the { $rate } list.
ratings-other-list = This event's players were registered with the { $event_rate } ratings of the list of { $event_date }; the player database now holds the list of { $list_date } ({ $list_rate }). Import the list of { $event_date } again to go on registering from it.

## Progress and result of an import
ratings-progress-reading = Reading the list: { $percent } % ({ $players } players{ $skipped ->
    [0] {""}
    [one] , one line skipped
   *[other] , { $skipped } lines skipped
  })
ratings-progress-sorting = Sorting { $players } players by name…
ratings-progress-indexing = Preparing the name search…
ratings-progress-checking = Checking the new database…
ratings-progress-replacing = Replacing the previous list…
ratings-imported = { $file }: list of { $date } (month { $source }), { $players } players{ $skipped ->
    [0] {""}
    [one] , one line skipped
   *[other] , { $skipped } lines skipped
  }; { $seconds } s.
ratings-list-info = List of { $date } (month { $source }): { $players } players{ $skipped ->
    [0] {""}
    [one] , one line skipped
   *[other] , { $skipped } lines skipped
  }. File { $file } (SHA-256 { $sha }), imported { $imported }.
ratings-date-from-header = from the file's header
ratings-date-from-file-name = from the file's name
ratings-date-given = as given
ratings-date-from-file-time = from the file's download date
ratings-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
  } { $year }

## Rates of play
label-rate-standard = standard
label-rate-rapid = rapid
label-rate-blitz = blitz

## The arbitro ratings command and arbitro player add --fide
ratings-cli-replaced = It replaces the list of { $date } ({ $players } players).
ratings-cli-database = Player database: { $file }
ratings-cli-more-problems = … and { $more ->
    [one] one more line skipped
   *[other] { $more } more lines skipped
  } (arbitro ratings info --skipped).
ratings-cli-more-kept = … and { $more } more (only the first ones are kept).
ratings-cli-event-list = The event registers with the { $rate } ratings of the list of { $date } ({ $file }).
ratings-cli-event-no-list = The event has not registered anyone from the FIDE list yet.
ratings-cli-no-match = No player of the list of { $date } matches '{ $query }'.
ratings-cli-more-matches = The first { $count } are shown: narrow the search to see others.
ratings-cli-several-match = { $more ->
    [0] { $count } players match
   *[other] More than 20 players match
  } '{ $query }': register one with --fide ID.
ratings-cli-registered = Player { $id } registered: { $name }, { $rating ->
    [0] no { $rate } rating
   *[other] { $rate } rating { $rating }
  } (list of { $date }), from round { $round }.
ratings-cli-name-shortened = The name was shortened to '{ $name }' to fit the players list's 33 characters (in the FIDE list: '{ $full }').
ratings-cli-registered-nameless = The FIDE list gives ID { $id } no name: registered with the name given.
ratings-cli-registered-inactive = Note: the FIDE list flags { $name } inactive (no rated game in the last twelve months); the rating stands.
ratings-cli-nameless = { $count ->
    [one] One entry of the list has no name: register it
   *[other] { $count } entries of the list have no name: register them
  } with --fide ID --name "Surname, Given".
ratings-cli-generated = { $file }: { $players } fictitious players, { $megabytes } MB.
ratings-cli-player = { $name } — FIDE ID { $id }, { $federation }, sex { $sex }, born { $born }{ $inactive ->
    [0] {""}
   *[other] , inactive
  }
ratings-cli-player-titles = Title { $title }, women's { $women_title }, other { $other_titles }, FOA { $foa_title } (list of { $date })
ratings-cli-player-rating = { $rate }: { $rating } ({ $games } games in the last period, K { $k })
ratings-cli-player-unrated = { $rate }: unrated
label-ratings-column-id = FIDE ID
label-ratings-column-name = Name
label-ratings-column-federation = Fed
label-ratings-column-title = Tit
label-ratings-column-standard = Std
label-ratings-column-rapid = Rapid
label-ratings-column-blitz = Blitz
label-ratings-column-born = Born
label-ratings-inactive = inactive

## arbitro ratings bench
ratings-bench-generated = Generated list: { $players } players, { $megabytes } MB in { $seconds } s ({ $file }).
ratings-bench-imported = Import of { $players } players: { $millis } ms in all (reading { $reading } ms, sorting { $sorting } ms, name index { $indexing } ms, checking { $checking } ms, replacing { $replacing } ms); database of { $megabytes } MB.
ratings-bench-memory = Peak resident memory of the process: { $megabytes } MB.
ratings-bench-open = Opening the database: { $micros } µs.
ratings-bench-lookup = { $what }: median { $median } µs, 99th percentile { $p99 } µs ({ $count } lookups).
ratings-bench-by-id = By FIDE ID
ratings-bench-by-surname = By surname
ratings-bench-by-full-name = By full name
ratings-bench-as-you-type = By two letters of surname and given name
