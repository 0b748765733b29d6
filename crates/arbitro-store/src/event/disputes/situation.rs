//! The situation of a precedent recorded from a dispute, as a catalogue
//! message (`store-dispute-situation`) rendered once per language when the
//! precedent is recorded: who played what (card name and code, the card a
//! reaction answered), the window, the position as FEN, round and board.

use arbitro_cards as cards;
use arbitro_i18n::{Arg, Args, Message};

/// What a precedent's situation says about its dispute.
pub(super) struct Situation<'a> {
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
