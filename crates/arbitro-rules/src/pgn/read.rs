//! PGN import with `pgn-reader`: one visitor builds a [`Game`] per game,
//! replaying every move on our own positions, and stops at the first problem
//! with its line and column (found by [`super::scan`]).

use std::ops::ControlFlow;

use pgn_reader::{Nag, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{CastlingMode, Outcome};

use super::scan::{GameText, Scanner};
use super::{CASTLING_RULE_TAG, DETAILS_TAG, PgnProblem, split_clock};
use crate::clause::Clause;
use crate::error::RulesError;
use crate::game::Game;
use crate::position::{CastlingRule, Position};
use crate::ruleset::{Ending, Reason};

/// Reads every game of a PGN text.
pub fn read_games(text: &str) -> Result<Vec<Game>, RulesError> {
    games(text).collect()
}

/// The games of a PGN text, read one at a time: a file of any number of
/// games needs the memory of its text and of one game. The first error
/// (with its line and column) ends the iteration.
pub fn games(text: &str) -> Games<'_> {
    Games {
        scanner: Scanner::new(text),
    }
}

/// The games of a PGN text, one at a time (see [`games`]).
pub struct Games<'a> {
    scanner: Scanner<'a>,
}

impl Iterator for Games<'_> {
    type Item = Result<Game, RulesError>;

    fn next(&mut self) -> Option<Result<Game, RulesError>> {
        Some(self.scanner.next()?.and_then(|text| read_one(&text)))
    }
}

/// Reads a PGN text that holds exactly one game.
pub fn read_game(text: &str) -> Result<Game, RulesError> {
    let mut scanner = Scanner::new(text);
    let Some(first) = scanner.next() else {
        return Err(RulesError::Pgn {
            line: 1,
            column: 1,
            problem: PgnProblem::NoGame,
        });
    };
    let first = first?;
    if let Some(second) = scanner.next() {
        return Err(second?.start.error(PgnProblem::SecondGame));
    }
    read_one(&first)
}

pub(super) fn read_one(text: &GameText<'_>) -> Result<Game, RulesError> {
    // pgn-reader ends comments and escapes at LF: CR-only line ends become LF.
    let body: std::borrow::Cow<'_, str> = if text.text.contains('\r') {
        text.text.replace("\r\n", "\n").replace('\r', "\n").into()
    } else {
        text.text.into()
    };
    // No tag line or comment is longer than the game's text: a buffer sized
    // to it (pgn-reader zeroes its buffer for every game).
    let longest = body.len().max(255);
    let mut reader = Reader::build(body.as_bytes())
        .set_supported_tag_line_length(longest.min(1 << 16))
        .set_supported_comment_length(longest.min(1 << 20))
        .finish();
    let mut visitor = GameVisitor { text };
    match reader.read_game(&mut visitor) {
        Ok(Some(result)) => result,
        // The scanner found a game here and the text is in memory: pgn-reader
        // cannot fail to read it.
        Ok(None) | Err(_) => Err(text.start.error(PgnProblem::NoGame)),
    }
}

struct GameVisitor<'t, 'a> {
    text: &'t GameText<'a>,
}

/// The game being built.
struct Movetext {
    game: Game,
    moves_seen: usize,
    comments_seen: usize,
    depth: usize,
    variation: String,
    partial: String,
    result: Outcome,
}

impl Visitor for GameVisitor<'_, '_> {
    type Tags = Vec<(String, String)>;
    type Movetext = Movetext;
    type Output = Result<Game, RulesError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Vec::new())
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<Self::Output> {
        let name = String::from_utf8_lossy(name).to_string();
        match value.decode_utf8() {
            Ok(v) => {
                tags.push((name, v.to_string()));
                ControlFlow::Continue(())
            }
            Err(_) => {
                let loc = self.text.tag_loc(&name);
                ControlFlow::Break(Err(loc.error(PgnProblem::TagNotText { tag: name })))
            }
        }
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let start = match start_position(&tags, self.text) {
            Ok(pos) => pos,
            Err(err) => return ControlFlow::Break(Err(err)),
        };
        let mut game = Game::new(start);
        for (name, value) in &tags {
            game.set_tag(name, value);
        }
        ControlFlow::Continue(Movetext {
            game,
            moves_seen: 0,
            comments_seen: 0,
            depth: 0,
            variation: String::new(),
            partial: String::new(),
            result: Outcome::Unknown,
        })
    }

    fn san(&mut self, mt: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if mt.depth > 0 {
            if !mt.variation.ends_with('(') {
                mt.variation.push(' ');
            }
            mt.variation.push_str(&san_plus.to_string());
            return ControlFlow::Continue(());
        }
        let loc = self.text.move_loc(mt.moves_seen);
        mt.moves_seen += 1;
        let current = mt.game.current();
        let (m, san) = match current.legal_san(san_plus.san) {
            Ok(found) => found,
            Err(refusal) => {
                return ControlFlow::Break(Err(loc.error(PgnProblem::IllegalMove {
                    number: current.fullmoves() as usize,
                    black: !current.turn().is_white(),
                    san: san_plus.to_string(),
                    refusal,
                })));
            }
        };
        match mt.game.play_found(m, san) {
            Ok(()) => ControlFlow::Continue(()),
            Err(err) => ControlFlow::Break(Err(loc.error(PgnProblem::Rules(Box::new(err))))),
        }
    }

    fn nag(&mut self, mt: &mut Self::Movetext, nag: Nag) -> ControlFlow<Self::Output> {
        if mt.depth == 0 {
            let ply = mt.game.ply_count();
            if let Some(last) = ply.checked_sub(1).and_then(|p| mt.game.move_mut(p)) {
                last.nags.push(nag.0);
            }
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        mt: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        mt.partial.push_str(&String::from_utf8_lossy(comment.as_bytes()));
        ControlFlow::Continue(())
    }

    fn comment(&mut self, mt: &mut Self::Movetext, comment: RawComment<'_>) -> ControlFlow<Self::Output> {
        let mut text = std::mem::take(&mut mt.partial);
        text.push_str(&String::from_utf8_lossy(comment.as_bytes()));
        if mt.depth > 0 {
            return ControlFlow::Continue(());
        }
        let loc = self.text.comment_loc(mt.comments_seen);
        mt.comments_seen += 1;
        let (clock, rest) = match split_clock(&text) {
            Ok(parts) => parts,
            Err(err) => return ControlFlow::Break(Err(loc.error(PgnProblem::Rules(Box::new(err))))),
        };
        let ply = mt.game.ply_count();
        match ply.checked_sub(1).and_then(|p| mt.game.move_mut(p)) {
            Some(last) => {
                if clock.is_some() {
                    last.clock = clock;
                }
                if !rest.is_empty() {
                    last.comments.push(rest);
                }
            }
            None => {
                if clock.is_some() {
                    return ControlFlow::Break(Err(loc.error(PgnProblem::ClockBeforeFirstMove)));
                }
                if !rest.is_empty() {
                    mt.game.leading_comments.push(rest);
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, mt: &mut Self::Movetext) -> ControlFlow<Self::Output, Skip> {
        if mt.depth > 0 {
            mt.variation.push_str(" (");
        } else {
            mt.variation = "(".to_string();
        }
        mt.depth += 1;
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, mt: &mut Self::Movetext) -> ControlFlow<Self::Output> {
        if mt.depth == 0 {
            return ControlFlow::Continue(());
        }
        mt.depth -= 1;
        mt.variation.push(')');
        if mt.depth == 0 {
            let text = format!("variation {}", std::mem::take(&mut mt.variation));
            let ply = mt.game.ply_count();
            match ply.checked_sub(1).and_then(|p| mt.game.move_mut(p)) {
                Some(last) => last.comments.push(text),
                None => mt.game.leading_comments.push(text),
            }
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, mt: &mut Self::Movetext, outcome: Outcome) -> ControlFlow<Self::Output> {
        if mt.depth == 0 {
            mt.result = outcome;
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mt: Self::Movetext) -> Self::Output {
        let mut game = mt.game;
        let tagged = game
            .tag("Result")
            .map(|t| Outcome::from_ascii(t.trim().as_bytes()));
        let result = match (mt.result, tagged) {
            (Outcome::Unknown, Some(Ok(tag))) => tag,
            (token, Some(Ok(tag))) if tag != token && tag.is_known() => {
                return Err(self.text.tag_loc("Result").error(PgnProblem::ResultMismatch {
                    tag: tag.to_string(),
                    token: token.to_string(),
                }));
            }
            (_, Some(Err(_))) => {
                return Err(self.text.tag_loc("Result").error(PgnProblem::ResultTag));
            }
            (token, _) => token,
        };
        game.set_result(result);
        if let (Outcome::Known(outcome), Some(details)) = (result, game.tag(DETAILS_TAG))
            && let Some(ending) = parse_details(details, outcome)
        {
            game.finish(ending);
        }
        Ok(game)
    }
}

/// The start position from the `Variant`, `SetUp` and `FEN` tags.
fn start_position(tags: &[(String, String)], text: &GameText<'_>) -> Result<Position, RulesError> {
    let value = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim())
    };
    let chess960 = match value("Variant").map(|v| v.to_ascii_lowercase()) {
        None => false,
        Some(v) if v.is_empty() || v == "standard" || v == "normal" || v == "from position" => false,
        Some(v)
            if matches!(
                v.as_str(),
                "chess960" | "chess 960" | "fischerandom" | "fischer random" | "960" | "frc"
            ) =>
        {
            true
        }
        Some(other) => {
            return Err(text
                .tag_loc("Variant")
                .error(PgnProblem::Variant { value: other }));
        }
    };
    let mut pos = match value("FEN") {
        Some(fen) => {
            let parsed = if chess960 {
                Position::from_fen_chess960(fen)
            } else {
                Position::from_fen(fen)
            };
            parsed.map_err(|err| text.tag_loc("FEN").error(PgnProblem::FenTag(Box::new(err))))?
        }
        None if chess960 => {
            return Err(text.tag_loc("Variant").error(PgnProblem::Chess960WithoutFen));
        }
        None => Position::standard(),
    };
    if chess960 {
        pos = pos.with_mode(CastlingMode::Chess960);
    }
    if let Some(rule) = value(CASTLING_RULE_TAG) {
        let rule = CastlingRule::from_name(rule).ok_or_else(|| {
            text.tag_loc(CASTLING_RULE_TAG).error(PgnProblem::CastlingRule {
                value: rule.to_string(),
            })
        })?;
        pos = pos.with_castling_rule(rule);
    }
    Ok(pos)
}

/// Reads the details tag written on export: `"<clause> <reason>: <detail>"`.
fn parse_details(text: &str, outcome: shakmaty::KnownOutcome) -> Option<Ending> {
    let (head, detail) = text.split_once(':')?;
    let mut words = head.split_whitespace();
    let clause = Clause::from_id(words.next()?)?;
    let reason = Reason::from_slug(words.next()?)?;
    Some(Ending {
        outcome,
        reason,
        clause,
        detail: detail.trim().to_string(),
    })
}
