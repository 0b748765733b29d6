//! PGN export and import of card games. Moves stay ordinary SAN so PGN tools
//! still read the movetext; card events travel as comment commands:
//!
//! ```text
//! 1. e4 {[%card AM-15 by=b tgt=e4]} -- 2. Nf3 {[%react AM-25 by=b]} …
//! ```
//!
//! A card played instead of a move fills its turn with the null move `--`.
//! Other commands: `[%react CODE by=w …]`, `[%pass w]`, `[%claim threefold by=b]`,
//! `[%flag w]`, `[%resign b]`, `[%draw agreed]`. Arguments: `tgt=e4,file:d`,
//! `to=e5`, `ch=N`, `mv=e2e4,g1f3`. The start (rules, deck, hands, captured
//! pieces, discard pile, effects) travels in `Card*` tags.
//!
//! ED family: a draw from the shared pile is `[%draw w]`; the draw pile at the
//! start travels in `CardPile` (top first), the recorded seed of the
//! reshuffles in `CardSeed`, and the special cards each player keeps in
//! `WhiteCards`/`BlackCards`.

use std::sync::Arc;

use arbitro_rules::shakmaty::{Color, Position};

use crate::deck::Deck;
use crate::error::{CardsError, PgnProblem};
use crate::game::{Game, Status};
use crate::record::{
    ByColour, CardArgs, ClaimKind, Colour, DeckRef, EffectRecord, Event, GAME_FORMAT, GameRecord, Meta, Mode,
    Options, Rules, Start,
};

const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn colour_letter(c: Colour) -> &'static str {
    match c {
        Colour::White => "w",
        Colour::Black => "b",
    }
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

fn tag(out: &mut String, name: &str, value: &str) {
    out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
}

fn args_text(args: &CardArgs) -> String {
    let mut s = String::new();
    if !args.targets.is_empty() {
        s.push_str(&format!(" tgt={}", args.targets.join(",")));
    }
    if let Some(to) = &args.to {
        s.push_str(&format!(" to={to}"));
    }
    if let Some(ch) = &args.choice {
        s.push_str(&format!(" ch={ch}"));
    }
    if !args.moves.is_empty() {
        s.push_str(&format!(" mv={}", args.moves.join(",")));
    }
    s
}

/// Writes a game record as PGN. Refused events are left out (they changed nothing).
pub fn export(record: &GameRecord, deck: Arc<Deck>) -> Result<String, CardsError> {
    let mut game = Game::from_record(deck.clone(), record)?;
    let mut out = String::new();
    let meta = record.meta.clone().unwrap_or_default();
    tag(&mut out, "Event", meta.event.as_deref().unwrap_or("?"));
    tag(&mut out, "Site", meta.site.as_deref().unwrap_or("?"));
    tag(&mut out, "Date", meta.date.as_deref().unwrap_or("????.??.??"));
    tag(&mut out, "Round", meta.round.as_deref().unwrap_or("?"));
    tag(&mut out, "White", meta.white.as_deref().unwrap_or("?"));
    tag(&mut out, "Black", meta.black.as_deref().unwrap_or("?"));
    let result_at = out.len();
    if let Some(a) = &meta.arbiter {
        tag(&mut out, "Arbiter", a);
    }
    if record.start.fen != START_FEN || record.start.chess960 {
        tag(&mut out, "SetUp", "1");
        tag(&mut out, "FEN", &record.start.fen);
    }
    if record.start.chess960 {
        tag(&mut out, "Variant", "Chess960");
    }
    tag(&mut out, "CardFamily", record.rules.family.as_str());
    tag(
        &mut out,
        "CardMode",
        match record.rules.mode {
            Mode::Classic => "classic",
            Mode::Advanced => "advanced",
        },
    );
    tag(
        &mut out,
        "CardDeck",
        &format!("{} {}", record.deck.id, record.deck.version),
    );
    if record.rules.options != Options::default() {
        tag(
            &mut out,
            "CardOptions",
            &serde_json::to_string(&record.rules.options).unwrap_or_default(),
        );
    }
    let ed = record.rules.family == crate::deck::Family::Ed;
    if let Some(pile) = game.pile_report() {
        tag(&mut out, "CardPile", &pile.join(" "));
    }
    if ed && let Some(deal) = &record.deal {
        tag(&mut out, "CardSeed", &deal.seed.to_string());
    }
    let hands = game.hands_report();
    tag(&mut out, "WhiteCards", &hands.white.join(" "));
    tag(&mut out, "BlackCards", &hands.black.join(" "));
    let captured = game.captured_report();
    let letters = |v: &Vec<crate::deck::vocabulary::PieceKind>| {
        v.iter().map(|k| k.letter()).collect::<Vec<_>>().join(" ")
    };
    if !captured.white.is_empty() || !captured.black.is_empty() {
        tag(&mut out, "WhiteCaptured", &letters(&captured.white));
        tag(&mut out, "BlackCaptured", &letters(&captured.black));
    }
    if !record.discard.is_empty() {
        tag(&mut out, "CardDiscard", &record.discard.join(" "));
    }
    let effects = game.effects_report();
    if !effects.is_empty() {
        tag(
            &mut out,
            "CardEffects",
            &serde_json::to_string(&effects).unwrap_or_default(),
        );
    }
    if let Some(v) = &meta.rulebook_version {
        tag(&mut out, "CardRulebook", v);
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    let mut need_number = true;
    let number = |game: &Game, tokens: &mut Vec<String>, need: &mut bool| {
        let st = game.state();
        let full = st.table.pos.fullmoves().get();
        match game.to_move() {
            Color::White => tokens.push(format!("{full}.")),
            Color::Black if *need => tokens.push(format!("{full}...")),
            Color::Black => {}
        }
        *need = false;
    };
    for event in &record.events {
        let was_turn_slot = game.state().window.is_none() || game.state().pending.is_some();
        let probe = game.clone();
        let out_ev = game.apply(event);
        if matches!(out_ev.status, Status::Rejected(_)) {
            continue;
        }
        match event {
            Event::Move { uci, .. } => {
                // An implicit pass may have resolved a pending card first.
                let pos_game = match probe.state().window.as_ref() {
                    Some(w) => {
                        let mut g = probe.clone();
                        let _ = g.apply(&Event::Pass {
                            by: Colour::from_color(w.player),
                        });
                        need_number = true;
                        g
                    }
                    None => probe.clone(),
                };
                let mut san = out_ev.san.clone().unwrap_or_else(|| uci.clone());
                san.extend(game.check_mark());
                number(&pos_game, &mut tokens, &mut need_number);
                tokens.push(san);
            }
            Event::Card { code, by, args } => {
                tokens.push(format!(
                    "{{[%card {code} by={}{}]}}",
                    colour_letter(*by),
                    args_text(args)
                ));
                need_number = true;
                let kind = deck.index_of(code).map(|i| deck.card(i).kind);
                if !ed && kind == Some(crate::deck::CardKind::Action) && was_turn_slot {
                    number(&probe, &mut tokens, &mut need_number);
                    tokens.push("--".to_string());
                }
            }
            Event::React { code, by, args } => {
                tokens.push(format!(
                    "{{[%react {code} by={}{}]}}",
                    colour_letter(*by),
                    args_text(args)
                ));
                need_number = true;
            }
            Event::Pass { by } => {
                tokens.push(format!("{{[%pass {}]}}", colour_letter(*by)));
                need_number = true;
            }
            Event::Claim { kind, by } => {
                let k = match kind {
                    ClaimKind::Threefold => "threefold",
                    ClaimKind::FiftyMoves => "fifty_moves",
                };
                tokens.push(format!("{{[%claim {k} by={}]}}", colour_letter(*by)));
                need_number = true;
            }
            Event::Flag { by } => tokens.push(format!("{{[%flag {}]}}", colour_letter(*by))),
            Event::Resign { by } => tokens.push(format!("{{[%resign {}]}}", colour_letter(*by))),
            Event::AgreedDraw => tokens.push("{[%draw agreed]}".to_string()),
            Event::Draw { by } => tokens.push(format!("{{[%draw {}]}}", colour_letter(*by))),
        }
    }
    let result = game.ending().map_or("*", |e| e.result.as_str());
    tokens.push(result.to_string());
    let mut header = out[..result_at].to_string();
    tag(&mut header, "Result", result);
    header.push_str(&out[result_at..]);
    let mut line = String::new();
    let mut body = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + t.len() + 1 > 79 {
            body.push_str(&line);
            body.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    body.push_str(&line);
    body.push('\n');
    Ok(header + &body)
}

/// A token of PGN text with its line.
#[derive(Debug)]
enum Token {
    Tag(String, String),
    Comment(String),
    Word(String),
}

fn tokenize(text: &str) -> Result<Vec<(usize, Token)>, CardsError> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut line = 1;
    let err = |line: usize, problem: PgnProblem| CardsError::Pgn { line, problem };
    let mut depth = 0usize;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == ';' || (c == '%' && (i == 0 || chars[i - 1] == '\n')) {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '[' && depth == 0 {
            let start = line;
            let mut j = i + 1;
            let mut name = String::new();
            while j < chars.len() && !chars[j].is_whitespace() && chars[j] != '"' {
                name.push(chars[j]);
                j += 1;
            }
            while j < chars.len() && chars[j] != '"' {
                j += 1;
            }
            j += 1;
            let mut value = String::new();
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' && j + 1 < chars.len() {
                    j += 1;
                }
                if chars[j] == '\n' {
                    line += 1;
                }
                value.push(chars[j]);
                j += 1;
            }
            while j < chars.len() && chars[j] != ']' {
                j += 1;
            }
            if j >= chars.len() {
                return Err(err(start, PgnProblem::UnterminatedTag));
            }
            out.push((start, Token::Tag(name, value)));
            i = j + 1;
        } else if c == '{' {
            let start = line;
            let mut j = i + 1;
            let mut body = String::new();
            while j < chars.len() && chars[j] != '}' {
                if chars[j] == '\n' {
                    line += 1;
                }
                body.push(chars[j]);
                j += 1;
            }
            if j >= chars.len() {
                return Err(err(start, PgnProblem::UnterminatedComment));
            }
            if depth == 0 {
                out.push((start, Token::Comment(body)));
            }
            i = j + 1;
        } else if c == '(' {
            depth += 1;
            i += 1;
        } else if c == ')' {
            depth = depth.saturating_sub(1);
            i += 1;
        } else {
            let mut w = String::new();
            while i < chars.len() && !chars[i].is_whitespace() && !"{}()[];".contains(chars[i]) {
                w.push(chars[i]);
                i += 1;
            }
            if depth == 0 {
                out.push((line, Token::Word(w)));
            }
        }
    }
    Ok(out)
}

fn parse_colour(s: &str) -> Option<Colour> {
    match s {
        "w" | "white" => Some(Colour::White),
        "b" | "black" => Some(Colour::Black),
        _ => None,
    }
}

/// Reads one comment command into an event (`None` for ordinary comments).
fn command_event(body: &str, line: usize) -> Result<Option<Event>, CardsError> {
    let Some(start) = body.find("[%") else {
        return Ok(None);
    };
    let rest = &body[start + 2..];
    let end = rest.find(']').ok_or(CardsError::Pgn {
        line,
        problem: PgnProblem::UnterminatedCommand,
    })?;
    let words: Vec<&str> = rest[..end].split_whitespace().collect();
    let bad = |problem: PgnProblem| CardsError::Pgn { line, problem };
    let Some((&cmd, args)) = words.split_first() else {
        return Ok(None);
    };
    let mut by: Option<Colour> = None;
    let mut card_args = CardArgs::default();
    let mut positional: Vec<&str> = Vec::new();
    for a in args {
        if let Some(v) = a.strip_prefix("by=") {
            by = Some(parse_colour(v).ok_or_else(|| bad(PgnProblem::BadColour { text: v.to_string() }))?);
        } else if let Some(v) = a.strip_prefix("tgt=") {
            card_args.targets = v.split(',').filter(|s| !s.is_empty()).map(String::from).collect();
        } else if let Some(v) = a.strip_prefix("to=") {
            card_args.to = Some(v.to_string());
        } else if let Some(v) = a.strip_prefix("ch=") {
            card_args.choice = Some(v.to_string());
        } else if let Some(v) = a.strip_prefix("mv=") {
            card_args.moves = v.split(',').filter(|s| !s.is_empty()).map(String::from).collect();
        } else {
            positional.push(a);
        }
    }
    let first = positional.first().copied();
    let missing = |needs: &'static str| {
        bad(PgnProblem::MissingArgument {
            command: cmd.to_string(),
            needs,
        })
    };
    let need_by = |by: Option<Colour>| by.ok_or_else(|| missing("by"));
    Ok(Some(match cmd {
        "card" => Event::Card {
            code: first.ok_or_else(|| missing("code"))?.to_string(),
            by: need_by(by)?,
            args: card_args,
        },
        "react" => Event::React {
            code: first.ok_or_else(|| missing("code"))?.to_string(),
            by: need_by(by)?,
            args: card_args,
        },
        "pass" => Event::Pass {
            by: first
                .and_then(parse_colour)
                .or(by)
                .ok_or_else(|| missing("colour"))?,
        },
        "claim" => Event::Claim {
            kind: match first {
                Some("threefold") => ClaimKind::Threefold,
                Some("fifty_moves") => ClaimKind::FiftyMoves,
                other => {
                    return Err(bad(PgnProblem::UnknownClaim {
                        text: other.unwrap_or_default().to_string(),
                    }));
                }
            },
            by: need_by(by)?,
        },
        "flag" => Event::Flag {
            by: first
                .and_then(parse_colour)
                .or(by)
                .ok_or_else(|| missing("colour"))?,
        },
        "resign" => Event::Resign {
            by: first
                .and_then(parse_colour)
                .or(by)
                .ok_or_else(|| missing("colour"))?,
        },
        "draw" if first == Some("agreed") => Event::AgreedDraw,
        "draw" => Event::Draw {
            by: first
                .and_then(parse_colour)
                .or(by)
                .ok_or_else(|| missing("colour"))?,
        },
        // Other commands (%clk, %eval…) are not card events.
        _ => return Ok(None),
    }))
}

/// Reads a card game written by [`export`] (or by hand in the same
/// convention) back into a game record. SAN moves are resolved against the
/// engine's legal moves, effects included; `deck_for` supplies the deck the
/// `CardDeck` tag names.
pub fn import(
    text: &str,
    deck_for: impl Fn(&str) -> Result<Arc<Deck>, CardsError>,
) -> Result<GameRecord, CardsError> {
    let tokens = tokenize(text)?;
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut body_start = tokens.len();
    for (k, (_, t)) in tokens.iter().enumerate() {
        match t {
            Token::Tag(n, v) => tags.push((n.clone(), v.clone())),
            _ => {
                body_start = k;
                break;
            }
        }
    }
    let get = |n: &str| tags.iter().find(|(k, _)| k == n).map(|(_, v)| v.clone());
    let pgn_err = |problem: PgnProblem| CardsError::Pgn { line: 1, problem };
    let family = match get("CardFamily").as_deref() {
        Some("magico") => crate::deck::Family::Magico,
        Some("ed") => crate::deck::Family::Ed,
        _ => return Err(pgn_err(PgnProblem::NotACardGame)),
    };
    let mode = match get("CardMode").as_deref() {
        Some("advanced") => Mode::Advanced,
        Some("classic") | None => Mode::Classic,
        Some(other) => {
            return Err(pgn_err(PgnProblem::UnknownMode {
                text: other.to_string(),
            }));
        }
    };
    let options: Options = match get("CardOptions") {
        Some(json) => serde_json::from_str(&json).map_err(|e| {
            pgn_err(PgnProblem::BadTag {
                tag: "CardOptions",
                detail: e.to_string(),
            })
        })?,
        None => Options::default(),
    };
    let deck_tag = get("CardDeck").ok_or_else(|| pgn_err(PgnProblem::MissingDeck))?;
    let mut parts = deck_tag.split_whitespace();
    let deck_ref = DeckRef {
        id: parts.next().unwrap_or_default().to_string(),
        version: parts.next().unwrap_or("1").to_string(),
    };
    let deck = deck_for(&deck_ref.id)?;
    let ed = family == crate::deck::Family::Ed;
    let cards = |n: &str| {
        get(n)
            .map(|v| v.split_whitespace().map(String::from).collect::<Vec<_>>())
            .unwrap_or_default()
    };
    let pieces = |n: &str| -> Result<Vec<crate::deck::vocabulary::PieceKind>, CardsError> {
        cards(n)
            .iter()
            .map(|s| {
                crate::deck::vocabulary::PieceKind::from_letter(s).ok_or_else(|| {
                    pgn_err(PgnProblem::BadPiece {
                        tag: n.to_string(),
                        text: s.clone(),
                    })
                })
            })
            .collect()
    };
    let effects: Vec<EffectRecord> = match get("CardEffects") {
        Some(json) => serde_json::from_str(&json).map_err(|e| {
            pgn_err(PgnProblem::BadTag {
                tag: "CardEffects",
                detail: e.to_string(),
            })
        })?,
        None => Vec::new(),
    };
    let meta = Meta {
        event: get("Event").filter(|v| v != "?"),
        site: get("Site").filter(|v| v != "?"),
        date: get("Date").filter(|v| v != "????.??.??"),
        round: get("Round").filter(|v| v != "?"),
        white: get("White").filter(|v| v != "?"),
        black: get("Black").filter(|v| v != "?"),
        arbiter: get("Arbiter"),
        rulebook_version: get("CardRulebook"),
    };
    let mut record = GameRecord {
        format: GAME_FORMAT.to_string(),
        title: None,
        covers: Vec::new(),
        meta: if meta == Meta::default() { None } else { Some(meta) },
        rules: Rules {
            family,
            mode,
            options,
        },
        deck: deck_ref,
        start: Start {
            fen: get("FEN").unwrap_or_else(|| START_FEN.to_string()),
            chess960: get("Variant").is_some_and(|v| v.to_ascii_lowercase().contains("960")),
        },
        deal: match get("CardSeed") {
            Some(v) => Some(crate::record::Deal {
                seed: v
                    .parse()
                    .map_err(|_| pgn_err(PgnProblem::BadSeed { text: v.clone() }))?,
            }),
            None => None,
        },
        hands: (!ed).then(|| ByColour {
            white: cards("WhiteCards"),
            black: cards("BlackCards"),
        }),
        captured: ByColour {
            white: pieces("WhiteCaptured")?,
            black: pieces("BlackCaptured")?,
        },
        discard: cards("CardDiscard"),
        effects,
        pile: ed.then(|| cards("CardPile")),
        kept: ed.then(|| ByColour {
            white: cards("WhiteCards"),
            black: cards("BlackCards"),
        }),
        pile_top: Vec::new(),
        drawn: None,
        pending: None,
        window: None,
        move_only: None,
        events: Vec::new(),
        expect: None,
    };
    let mut game = Game::from_record(deck, &record)?;
    for (line, t) in &tokens[body_start..] {
        let event = match t {
            Token::Tag(..) => {
                return Err(CardsError::Pgn {
                    line: *line,
                    problem: PgnProblem::TagAfterMoves,
                });
            }
            Token::Comment(body) => match command_event(body, *line)? {
                Some(e) => e,
                None => continue,
            },
            Token::Word(w) => {
                if w.ends_with('.') || w.starts_with('$') || w == "--" || w == "Z0" {
                    continue;
                }
                if matches!(w.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
                    break;
                }
                let w = w.trim_end_matches(['!', '?']);
                let number_stripped = w.rsplit_once('.').map(|(_, s)| s).unwrap_or(w);
                let uci = san_to_uci(&game, number_stripped)
                    .map_err(|problem| CardsError::Pgn { line: *line, problem })?;
                Event::Move { uci, by: None }
            }
        };
        game.apply(&event);
        record.events.push(event);
    }
    Ok(record)
}

fn san_to_uci(game: &Game, san: &str) -> Result<String, PgnProblem> {
    use crate::game::moves::{Read, read};
    // A pending window passes implicitly with the mover's own move.
    let mut probe = game.clone();
    if let Some(w) = probe.state().window.clone()
        && !w.is_save()
    {
        let _ = probe.apply(&Event::Pass {
            by: Colour::from_color(w.player),
        });
    }
    let legal = probe.legal_moves();
    let text = san.to_string();
    match read(&legal, san) {
        Read::Found(m) => Ok(probe.uci(m)),
        Read::NoMatch => Err(PgnProblem::IllegalSan { text }),
        Read::Ambiguous => Err(PgnProblem::AmbiguousSan { text }),
        Read::NotAMove => Err(PgnProblem::NotSan { text }),
    }
}
