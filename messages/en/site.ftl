# The event's website (arbitro publish site): page words, headings and
# the footer. Scores, dates and decimals arrive formatted.

## Errors
site-io = { $path }: { $problem }
site-foreign-file = { $path } is already there and the event's site did not write it: it is left untouched (move it away or choose another folder)
site-not-a-folder = { $path } is not a folder

## Languages
site-other-language = Español
site-language-name = English
site-index-choose = Choose your language:

## Navigation
site-nav-home = Event
site-nav-players = Players
site-nav-rounds = Rounds
site-nav-standings = Standings
site-nav-tiebreaks = Tie-breaks
site-nav-crosstable = Crosstable
site-nav-team-standings = Team standings
site-nav-precedents = Precedents
site-pages = Pages
site-page-range = { $range } (page { $page } of { $pages })
site-updated = Updated { $time }

## Footer
site-footer-register = Event register: { $count ->
    [one] { $count } entry
   *[other] { $count } entries
} · last entry { $hash } · key { $key }
site-footer-register-unsigned = Event register: { $count ->
    [one] { $count } entry
   *[other] { $count } entries
} · last entry { $hash }
site-footer-verify = To check this page against the event file: arbitro verify --head

## The call
site-home-call = The call
site-home-more = Lists and results
site-call-dates = Dates
site-call-date-range = { $start } to { $end }
site-call-place = Venue
site-call-organiser = Organiser
site-call-chief-arbiter = Chief arbiter
site-call-arbiters = Arbiters
site-call-family = Game
site-call-system = Pairing system
site-call-rounds = Rounds
site-call-rounds-value = { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
site-call-time-control = Time control
site-call-rulebook = Rules
site-call-rulebook-value = Rulebook version { $version } of { $date }
site-call-deck = Deck
site-call-deck-value = { $deck }, version { $version }
site-call-tiebreaks = Tie-breaks
site-call-no-tiebreaks = No tie-breaks: ties are ranked by pairing number.

## Table columns
site-col-team = Team
site-col-partners = Partners
site-col-match-points = Match points
site-col-game-points = Game points
site-col-date = Date
site-col-card = Card
site-col-number = No.
site-col-name = Name
site-col-title = Title
site-col-rating = Rating
site-col-federation = Federation
site-col-fide-id = FIDE ID
site-col-points = Points
site-col-rank-short = Rk.
site-col-rank = Rank
site-col-board = Board
site-col-white = White
site-col-black = Black
site-col-result = Result
site-col-round = Round
site-col-colour = Colour
site-col-opponent = Opponent
site-col-points-after = Points after the round
site-col-player = Player
site-col-bye = Not paired because
site-col-points-before = Pts.
site-col-points-awarded = Points for the round
site-col-white-number = White's no.
site-col-white-rating = White's rating
site-col-white-points = White's points before the round
site-col-black-number = Black's no.
site-col-black-rating = Black's rating
site-col-black-points = Black's points before the round
site-col-club = Club
site-col-born = Year of birth
site-col-opponent-rating = Opponent's rating
site-col-rating-change = Rating change
site-cross-white = w
site-cross-black = b
site-federations = Federations
site-colour-white = White
site-colour-black = Black

## Players
site-players-title = Players
site-players-count = { $count ->
    [one] { $count } player registered.
   *[other] { $count } players registered.
}
site-player-withdrawn = withdrawn after round { $round }
site-player-state = State
site-player-performance = Performance
site-player-performance-value = { $rating } ({ $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  }, opponents' average rating { $average })
site-player-rating-change = Rating change
site-player-rating-change-value = { $change } (K = { $k })
site-player-rating-note = Performance and rating change computed with the tables of FIDE's Rating Regulations (B.02) over the games played against rated opponents; K follows from the rate of play, the rating and the year of birth. It is an estimate: FIDE computes the change over the whole period, with the K it knows for each player.
site-player-games = Games
site-player-not-paired = not paired
site-player-tiebreaks = How each tie-break value was reached
site-player-no-tiebreaks = No tie-break value yet.

## Rounds
site-rounds-title = Rounds
site-rounds-none = No round is paired yet.
site-round-name = Round { $round }
site-round-title-board = Round { $round }: pairings by board
site-round-title-name = Round { $round }: pairings by name
site-round-by-board = by board
site-round-by-name = by name (find your board)
site-round-in-play = in play
site-round-in-play-note = The round is in play: results appear as they are entered.
site-round-paired-on = Paired on { $date }.
site-round-pairing-bye = pairing-allocated bye
site-round-unpaired = Not paired in this round
site-round-of = Round { $round } of { $rounds }

## Player search (a box on every page, the search page)
site-search-title = Find a player
site-search-label = Find a player
site-search-hint = Name or number
site-search-go = Search
site-search-none = No player matches.
site-search-found = { $count ->
    [one] { $count } player found.
   *[other] { $count } players found.
}
site-search-how = Type part of your name (accents aside) or your number. Every player is listed below, alphabetically.
site-number-short = no. { $number }
site-points-short = { $points } pts

## Standings and tie-breaks
site-team-standings-title = Team standings
site-standings-title = Standings
site-standings-after = { $rounds ->
    [0] Before the first round ({ $total } rounds in all).
   *[other] After round { $rounds } of { $total }.
}
site-standings-in-play = Round { $round } is in play: its results are not counted yet.
site-tiebreaks-legend = Tie-breaks, in order
site-tiebreak-item = { $name } (FIDE C.07, article { $article })
site-tiebreak-dropped = (left out of the ranking)
site-tiebreaks-how = How each tie-break value is computed
site-tiebreaks-title = How the tie-breaks are computed
site-tiebreaks-intro = Tie-breaks as FIDE defines them ({ $rules }). When two players have the same points, the first tie-break decides, then the next.
site-tiebreaks-unplayed = Rounds not played
site-tiebreaks-unplayed-text = A round a player did not play (a bye, a forfeit, an absence) counts by the rules of article 16 of C.07; each player's page says, round by round, the opponent, what the round adds, and which rule was applied.
site-tiebreaks-per-player = Every player's values, round by round

## Crosstable
site-crosstable-title = Crosstable

## Precedents
site-precedents-title = Precedents
site-precedents-none = No precedent recorded in this event.
site-precedent-heading = Precedent (register entry { $entry })
site-precedent-superseded = A later entry corrects this precedent.
site-precedent-corrected-by = Corrected; replaced by: { $entry }.
site-precedent-corrects = It corrects: { $entry }.
site-precedent-situation = Situation
site-precedent-decision = Decision
site-precedent-clauses = Clauses
site-precedent-card = Card
site-precedent-where = Where
site-precedent-round-board = Round { $round }, board { $board }
site-precedent-arbiter = Arbiter
site-precedent-date = Date

## Precedents: the deck version and the event
site-precedent-deck = Deck
site-precedent-deck-version = { $deck } version { $version }
site-precedent-event = Event

## The club archive's register of precedents and errata (arbitro publish archive)
site-archive-title = Register of precedents and errata
site-archive-nav-register = Precedents
site-archive-nav-decks = Decks and errata
site-archive-intro = { $count ->
    [0] The archive of { $club } holds no precedent yet.
    [one] The archive of { $club } holds one precedent, with the deck version it was ruled under.
   *[other] The archive of { $club } holds { $count } precedents, newest first, each with the deck version it was ruled under.
}
site-archive-none = No precedent has been collected yet.
site-archive-search = Search the register
site-archive-search-hint = Words of the situation or the decision, a card, a clause, an event; accents and case aside.
site-archive-by-date = By date
site-archive-by-card = By card
site-archive-col-precedents = Precedents
site-archive-no-card = No card
site-archive-corrected = corrected by a later entry
site-archive-corrects = corrects entry { $entry }
site-archive-back = Back to the register
site-archive-footer-register = Archive register: { $count ->
    [one] { $count } entry
   *[other] { $count } entries
} · last entry { $hash } · key { $key }
site-archive-footer-register-unsigned = Archive register: { $count ->
    [one] { $count } entry
   *[other] { $count } entries
} · last entry { $hash }
site-archive-footer-verify = To check this page against the archive file: arbitro verify --head
site-decks-title = Decks, versions and errata
site-decks-intro = Each deck's versions with their dates and, per version, the changes to the card texts from the version it replaces (AM-R16, AM-AE).
site-deck-current = Current version: { $version } of { $date }.
site-deck-cited-version = Version { $version }: { $count ->
    [one] one precedent
   *[other] { $count } precedents
} of this register
site-deck-not-shipped = The file of deck { $deck } is not in arbitro: its versions and errata are not known here.
site-deck-versions-of = Versions of { $deck }
site-deck-col-version = Version
site-deck-col-replaces = Replaces
site-deck-col-errata = Errata
site-deck-col-field = Text
site-deck-col-before = Before
site-deck-col-after = After
site-deck-col-note = Why
site-deck-release = Version { $version } ({ $date })
site-deck-first-release = First release: the texts as published, no errata.
site-deck-no-errata = No card text changes in this version.
site-deck-errata-of = Errata of version { $version }
site-deck-field = { $field ->
    [name] Name
   *[text] Rules text
}
site-deck-new-card = new card
site-deck-withdrawn = withdrawn
