//! The situation of a precedent recorded from a dispute, as a catalogue
//! message (`store-dispute-situation`) rendered once per language when the
//! precedent is recorded: who played what (card name and code, the card a
//! reaction answered), the window, the position as FEN, round and board.

use arbitro_cards as cards;
use arbitro_i18n::{Arg, Args, Message};

/// What a precedent's situation says about its dispute.
pub(crate) struct Situation<'a> {
    /// The disputed play.
    pub play: &'a cards::Event,
    /// The deck the card names come from.
    pub deck: &'a cards::Deck,
    /// The pending card a reaction answered.
    pub answered: Option<&'a str>,
    /// The window open when it was played.
    pub window: Option<&'a cards::WindowReport>,
    /// The position before the play.
    pub fen: &'a str,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
}

fn colour(c: cards::Colour) -> &'static str {
    match c {
        cards::Colour::White => "white",
        cards::Colour::Black => "black",
    }
}

impl Situation<'_> {
    fn card_args<'s>(&'s self, prefix: &'static str, code: &'s str, out: &mut Args<'s>) {
        let (code_key, name_key) = match prefix {
            "answered" => ("answered-card", "answered-name"),
            _ => ("card", "name"),
        };
        match self.deck.index_of(code) {
            Some(i) => {
                out.push((code_key, Arg::from(self.deck.code(i))));
                out.push((name_key, Arg::Text(&self.deck.card(i).name)));
            }
            None => {
                out.push((code_key, Arg::from(code)));
                out.push((name_key, Arg::from(code)));
            }
        }
    }
}

impl Message for Situation<'_> {
    fn code(&self) -> &str {
        "store-dispute-situation"
    }

    fn args(&self) -> Args<'_> {
        let mut out: Args<'_> = Vec::new();
        let (kind, by) = match self.play {
            cards::Event::Card { code, by, .. } => {
                self.card_args("card", code, &mut out);
                ("card", Some(*by))
            }
            cards::Event::React { code, by, .. } => {
                self.card_args("card", code, &mut out);
                ("reaction", Some(*by))
            }
            cards::Event::Move { uci, by } => {
                out.push(("uci", Arg::from(uci)));
                ("move", *by)
            }
            cards::Event::Pass { by } => ("pass", Some(*by)),
            cards::Event::Claim { by, .. } => ("claim", Some(*by)),
            cards::Event::Flag { by } => ("flag", Some(*by)),
            cards::Event::Resign { by } => ("resign", Some(*by)),
            cards::Event::AgreedDraw => ("agreed", None),
            cards::Event::Draw { by } => ("draw", Some(*by)),
        };
        out.push(("kind", Arg::from(kind)));
        out.push(("by", Arg::from(by.map_or("none", colour))));
        match self.answered {
            Some(code) => {
                out.push(("answered", Arg::from("yes")));
                self.card_args("answered", code, &mut out);
            }
            None => out.push(("answered", Arg::from("no"))),
        }
        match self.window {
            Some(w) => {
                out.push(("window", Arg::from("yes")));
                out.push(("window-text", Arg::Message(w)));
            }
            None => out.push(("window", Arg::from("no"))),
        }
        out.push(("fen", Arg::from(self.fen)));
        match (self.round, self.board) {
            (Some(r), Some(b)) => {
                out.push(("where", Arg::from("yes")));
                out.push(("round", Arg::from(r)));
                out.push(("board", Arg::from(b)));
            }
            _ => out.push(("where", Arg::from("no"))),
        }
        out
    }
}

/// The disputed play in a sentence (`store-dispute-play`): who played which
/// card (name and code) on which targets, or which move.
pub(crate) struct PlayText<'a> {
    /// The play.
    pub play: &'a cards::Event,
    /// The deck the card names come from.
    pub deck: Option<&'a cards::Deck>,
}

impl PlayText<'_> {
    fn card_args<'s>(&'s self, code: &'s str, out: &mut Args<'s>) {
        match self.deck.and_then(|d| d.index_of(code).map(|i| (d, i))) {
            Some((d, i)) => {
                out.push(("card", Arg::from(d.code(i))));
                out.push(("name", Arg::Text(&d.card(i).name)));
            }
            None => {
                out.push(("card", Arg::from(code)));
                out.push(("name", Arg::from(code)));
            }
        }
    }
}

impl Message for PlayText<'_> {
    fn code(&self) -> &str {
        "store-dispute-play"
    }

    fn args(&self) -> Args<'_> {
        let mut out: Args<'_> = Vec::new();
        let (kind, by, args) = match self.play {
            cards::Event::Card { code, by, args } => {
                self.card_args(code, &mut out);
                ("card", Some(*by), Some(args))
            }
            cards::Event::React { code, by, args } => {
                self.card_args(code, &mut out);
                ("reaction", Some(*by), Some(args))
            }
            cards::Event::Move { uci, by } => {
                out.push(("uci", Arg::from(uci)));
                ("move", *by, None)
            }
            cards::Event::Pass { by } => ("pass", Some(*by), None),
            cards::Event::Claim { by, .. } => ("claim", Some(*by), None),
            cards::Event::Flag { by } => ("flag", Some(*by), None),
            cards::Event::Resign { by } => ("resign", Some(*by), None),
            cards::Event::AgreedDraw => ("agreed", None, None),
            cards::Event::Draw { by } => ("draw", Some(*by), None),
        };
        out.push(("kind", Arg::from(kind)));
        out.push(("by", Arg::from(by.map_or("none", colour))));
        let normal = args.map(|a| a.normalized());
        let targets = normal.as_ref().map(|a| a.targets.join(", ")).unwrap_or_default();
        out.push((
            "has-targets",
            Arg::from(if targets.is_empty() { "no" } else { "yes" }),
        ));
        out.push(("targets", Arg::from(targets)));
        let to = normal.as_ref().and_then(|a| a.to.clone()).unwrap_or_default();
        out.push(("has-to", Arg::from(if to.is_empty() { "no" } else { "yes" })));
        out.push(("to", Arg::from(to)));
        out
    }
}
