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
