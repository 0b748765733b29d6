//! The demo event: an Ajedrez Mágico (Advanced mode) Swiss open in the
//! middle of its third round, built through the store's public API like any
//! event, so that every screen of the app and every section of
//! `arbitro demo` has real data to show.
//!
//! What it holds: 20 players imported from CSV; rounds 1 and 2 paired by the
//! FIDE Dutch engine with deck checks on every board (one damaged card
//! replaced from the reserve, AM-AB) and all results in, one of them entered
//! from a card-game record (AM-AA); round 3 paired with two boards waiting
//! for their deck check, one clock running, an incident sanctioned by the
//! AM-AC ladder and some results in; one precedent (AM-G16).
//!
//! The clock of the event is pinned: the same demo is built byte for byte
//! alike each time (same register hashes), so screenshots and tests can rely
//! on it.

use std::path::Path;

use arbitro_clock::{ClockEvent, ClockEventKind, Side};

use crate::Result;
use crate::boards::deck::DeckCheckInput;
use crate::boards::records::stored::AttachOptions;
use crate::call::EventCall;
use crate::discipline::ladder::FaultKind;
use crate::discipline::{IncidentInput, SanctionChoice};
use crate::error::StoreError;
use crate::event::Event;
use crate::precedents::{PrecedentInput, Texts};
use crate::rounds::game::ResultEntry;
use crate::time::parse_time;

/// The demo's players (`arbitro player import` CSV format).
pub const DEMO_PLAYERS_CSV: &str = include_str!("../data/demo/players.csv");

/// The card-game record attached to round 2, board 1 (`arbitro-game/1`).
pub const DEMO_RECORD: &str = include_str!("../data/demo/record.json");

/// The demo event's call, as an organiser would write it.
pub fn demo_call() -> EventCall {
    EventCall {
        name: "Open Ajedrez Mágico de demostración".into(),
        place: "Casa de la Juventud, Alcalá de Henares".into(),
        start_date: "2026-12-05".into(),
        end_date: "2026-12-07".into(),
        organiser: "Club Ajedrez Alcalá".into(),
        chief_arbiter: "Ana Beltrán (IA)".into(),
        arbiters: vec!["Jorge Salas (FA)".into()],
        language: crate::call::Lang::Es,
        family: crate::call::GameFamily::MagicoAdvanced,
        deck: Some(crate::call::DeckRef {
            id: "AM-REF".into(),
            version: "1".into(),
        }),
        rulebook: Some(crate::call::RulebookRef {
            version: "2.0".into(),
            date: "2025-01-01".into(),
        }),
        system: crate::call::PairingSystem::Dutch,
        rounds: 7,
        time_control: "15+10".into(),
        tolerance_minutes: 15,
        tiebreaks: vec!["BH/C1".into(), "BH".into(), "SB".into(), "WIN".into()],
        communication_policy: None,
        bye_points: 2,
        initial_colour: Some(crate::call::InitialColour::White),
        appeal_fee: Some("20 EUR".into()),
        forbidden_pairings: Vec::new(),
        options: Default::default(),
    }
}

/// The result the demo gives a board: decided by the rating difference and
/// the board number, so it is the same every time and looks like a real
/// round (favourites mostly win, some draws, some upsets).
fn demo_result(white_rating: u16, black_rating: u16, round: u32, board: u32) -> &'static str {
    let diff = i32::from(white_rating) - i32::from(black_rating);
    let twist = (round * 7 + board * 3) % 10;
    match (diff, twist) {
        (_, 0) => "1/2-1/2",
        (d, 1) if d.abs() < 150 => "1/2-1/2",
        (d, 2) if d > 0 => "0-1",
        (d, 2) if d < 0 => "1-0",
        (d, _) if d >= 0 => "1-0",
        _ => "0-1",
    }
}

fn at(event: &mut Event, time: &str) -> Result<()> {
    event.set_time(Some(parse_time(time)?));
    Ok(())
}

fn result(text: &str) -> Result<ResultEntry> {
    ResultEntry::parse(text, false).ok_or_else(|| StoreError::refused(format!("demo result {text}")))
}

/// Deck checks of every board of `round` but those in `skip`; on `damaged`
/// the checker found one damaged card and replaced it (AM-AB).
fn check_decks(event: &mut Event, round: u32, skip: &[u32], damaged: Option<(u32, &str)>) -> Result<()> {
    let manifest = event.boards().built_in_deck()?;
    let boards: Vec<u32> = event
        .rounds()
        .games(round)?
        .iter()
        .filter(|g| g.black.is_some())
        .map(|g| g.board)
        .collect();
    for board in boards.into_iter().filter(|b| !skip.contains(b)) {
        let mut input = DeckCheckInput {
            counted: manifest.codes.len() as u32,
            checker: "Jorge Salas (FA)".into(),
            ..Default::default()
        };
        if let Some((b, code)) = damaged
            && b == board
        {
            input.damaged = vec![code.to_string()];
            input.replaced = vec![code.to_string()];
            input.notes = "esquina doblada; sustituida de la reserva".into();
        }
        event.boards().record_deck_check(round, board, &manifest, input)?;
    }
    Ok(())
}

/// Enters the demo results of `round` on the boards `boards` (all when `None`).
fn enter_results(event: &mut Event, round: u32, boards: Option<&[u32]>) -> Result<()> {
    let players = event.players().all()?;
    let rating = |id: i64| players.iter().find(|p| p.id == id).map_or(0, |p| p.input.rating);
    let mut entries = Vec::new();
    for game in event.rounds().games(round)? {
        let Some(black) = game.black else { continue };
        if game.kind.is_some() || boards.is_some_and(|b| !b.contains(&game.board)) {
            continue;
        }
        let text = demo_result(rating(game.white), rating(black), round, game.board);
        entries.push((round, game.board, result(text)?));
    }
    event.rounds().set_results(&entries)?;
    Ok(())
}

/// Writes the demo event at `path` afresh: an earlier demo event there (and
/// its SQLite side files) is replaced; any other file is left untouched and
/// refused (`AlreadyExists`), so an organiser's event that happens to carry
/// the demo's file name is never lost.
pub fn recreate_demo_event(path: &Path) -> Result<Event> {
    let earlier_demo = path.exists()
        && Event::open_read_only(path)
            .and_then(|e| e.call())
            .is_ok_and(|c| c.name == demo_call().name);
    if earlier_demo {
        for suffix in ["", "-wal", "-shm"] {
            let mut file = path.as_os_str().to_owned();
            file.push(suffix);
            match std::fs::remove_file(&file) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    return Err(StoreError::Io {
                        path: file.into(),
                        source: e,
                    });
                }
                _ => {}
            }
        }
    }
    create_demo_event(path)
}

/// Creates the demo event at `path` (the file must not exist yet) and
/// returns it open.
pub fn create_demo_event(path: &Path) -> Result<Event> {
    let mut event = Event::create(path, demo_call())?;
    at(&mut event, "2026-12-05T09:30:00+01:00")?;
    event.players().import_csv("players.csv", DEMO_PLAYERS_CSV)?;

    // Round 1: deck checks, one damaged card replaced, all results.
    at(&mut event, "2026-12-05T10:00:00+01:00")?;
    event.rounds().pair_next()?;
    check_decks(&mut event, 1, &[], Some((4, "AM-12")))?;
    at(&mut event, "2026-12-05T12:30:00+01:00")?;
    enter_results(&mut event, 1, None)?;

    // Round 2: board 1's result comes from its game record.
    at(&mut event, "2026-12-05T16:00:00+01:00")?;
    event.rounds().pair_next()?;
    check_decks(&mut event, 2, &[], None)?;
    at(&mut event, "2026-12-05T18:10:00+01:00")?;
    event.boards().attach_record(
        2,
        1,
        DEMO_RECORD,
        AttachOptions {
            source: "tablero1-ronda2.json".into(),
            arbiter: "Jorge Salas (FA)".into(),
            replace_reason: None,
            enter_result: true,
        },
    )?;
    enter_results(&mut event, 2, None)?;

    // Round 3 under way.
    at(&mut event, "2026-12-06T10:00:00+01:00")?;
    event.rounds().pair_next()?;
    let boards = event
        .rounds()
        .games(3)?
        .iter()
        .filter(|g| g.black.is_some())
        .count() as u32;
    check_decks(&mut event, 3, &[boards - 1, boards], None)?;
    for (ms, kind) in [
        (0, ClockEventKind::Start { side: Side::White }),
        (41_000, ClockEventKind::Move { side: Side::White }),
        (95_000, ClockEventKind::Card { side: Side::Black }),
        (130_000, ClockEventKind::Move { side: Side::White }),
    ] {
        event
            .boards()
            .clock_event(3, 1, ClockEvent { at_ms: ms, kind }, None, None)?;
    }
    at(&mut event, "2026-12-06T10:40:00+01:00")?;
    let offender = event.rounds().game(3, 2)?.white;
    event.discipline().record_incident(
        IncidentInput {
            player: offender,
            round: Some(3),
            board: Some(2),
            fault: FaultKind::ShowingHand,
            description: "Enseña su mano al rival para confundirle antes de jugar una reacción".into(),
            card_code: Some("AM-28".into()),
            window: Some("after_card".into()),
            result: None,
            arbiter: "Ana Beltrán (IA)".into(),
            opponent_can_mate: None,
        },
        SanctionChoice::Suggested,
    )?;
    at(&mut event, "2026-12-06T11:50:00+01:00")?;
    enter_results(&mut event, 3, Some(&[3, 4, 5, 6]))?;

    at(&mut event, "2026-12-06T12:15:00+01:00")?;
    event.precedents().add(
        PrecedentInput {
            card_code: Some("AM-28".into()),
            deck: Some(crate::call::DeckRef {
                id: "AM-REF".into(),
                version: "1".into(),
            }),
            window: Some("after_card".into()),
            situation: Texts {
                es: Some(
                    "El jugador enseña su mano al rival mientras la ventana de reacción sigue abierta".into(),
                ),
                en: Some(
                    "The player shows their hand to the opponent while the reaction window is open".into(),
                ),
            },
            decision: Texts {
                es: Some(
                    "Advertencia según la escala AM-AC; la reacción se juega después con normalidad".into(),
                ),
                en: Some("Warning on the AM-AC ladder; the reaction is then played as usual".into()),
            },
            clauses: vec!["AM-AC".into(), "AM-R4".into(), "AM-R6".into()],
            arbiter: "Ana Beltrán (IA)".into(),
            event: "Open Ajedrez Mágico de demostración".into(),
            date: "2026-12-06".into(),
            round: Some(3),
            board: Some(2),
            case: None,
        },
        None,
    )?;
    event.set_time(None);
    Ok(event)
}
