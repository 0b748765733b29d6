//! The dispute at the board, through the library's API: a disputed
//! situation read as a game record, the candidate targets of a card, and the
//! ruling on a play with its one-sentence verdict in Spanish and English
//! (the protected knight, the save card outside the save window,
//! an effect's refusal naming the effect, tolerant input).

use arbitro_cards::{
    CardArgs, Change, Colour, Event, Game, Picks, Reason, RulingVerdict, Setup, SlotKind, Why, shipped_deck,
};
use arbitro_i18n::Lang;

/// White has committed Shelling (AM-07) on b7 and c6; Black holds Shield
/// (AM-28) and Last-minute save (AM-39), in Black's reaction window.
const SHELLING: &str = r#"{"format":"arbitro-game/1",
  "rules":{"family":"magico","mode":"advanced"},"deck":{"id":"AM-REF","version":"1"},
  "start":{"fen":"r3k3/1p6/2n5/8/8/8/8/4K3 w - - 0 1"},
  "hands":{"white":[],"black":["AM-28","AM-39"]},
  "pending":{"card":"AM-07","by":"white","targets":["b7","c6"]},
  "events":[]}"#;

fn shelling() -> Game {
    let setup = Setup::parse(SHELLING).expect("the setup reads");
    Game::from_setup(shipped_deck("AM-REF").unwrap(), &setup).expect("the setup is a game")
}

#[test]
fn the_shield_protects_one_target_and_the_other_is_eliminated() {
    let mut game = shelling();
    // The shield's candidates: the pieces the pending card names (AM-28).
    let query = game.targets("am-28", Colour::Black, &Picks::none());
    assert!(query.refusal.is_none(), "{:?}", query.refusal);
    let tokens: Vec<&str> = query.next_options().iter().map(|o| o.token.as_str()).collect();
    assert!(tokens.contains(&"c6") && tokens.contains(&"b7"), "{tokens:?}");
    assert!(
        query
            .slots
            .iter()
            .any(|s| matches!(s.kind, SlotKind::Implicit { .. })
                && s.options.iter().any(|o| o.token == "AM-07")),
        "the committed card is shown"
    );
    // Tolerant input: a lower-case code and a square in capitals.
    let ruling = game.rule(&Event::React {
        code: "am-28".into(),
        by: Colour::Black,
        args: CardArgs {
            targets: vec!["C6".into()],
            ..CardArgs::default()
        },
    });
    assert_eq!(ruling.verdict, RulingVerdict::Resolved);
    assert_eq!(
        ruling.sentence(Lang::Es),
        "Se resuelve: el caballo negro de c6 queda protegido por Escudo (AM-28); el peón negro de b7 es eliminado."
    );
    assert_eq!(
        ruling.sentence(Lang::En),
        "Resolved: the black knight on c6 is protected by Shield (AM-28); the black pawn on b7 is eliminated."
    );
    assert!(
        ruling
            .changes
            .iter()
            .any(|c| matches!(c, Change::Protected { card, .. } if card == "AM-28"))
    );
    assert!(
        ruling
            .changes
            .iter()
            .any(|c| matches!(c, Change::Removed { piece } if piece.square.to_string() == "b7"))
    );
    assert!(
        ruling.clauses().iter().any(|c| c == "AM-D6"),
        "{:?}",
        ruling.clauses()
    );
    assert!(
        ruling
            .trace
            .steps()
            .iter()
            .any(|s| s.card.as_deref() == Some("AM-28"))
    );
    // Every step of the trace reads in both languages.
    for step in ruling.trace.steps() {
        assert!(!step.text(Lang::Es).is_empty() && !step.text(Lang::En).is_empty());
    }
}

#[test]
fn a_save_card_outside_the_save_window_is_refused_and_stays_in_hand() {
    let mut game = shelling();
    let query = game.targets("AM-39", Colour::Black, &Picks::none());
    let refusal = query.refusal.expect("refused");
    assert_eq!(refusal.reason, Reason::OutsideWindow);
    let ruling = game.rule(&Event::Card {
        code: "AM-39".into(),
        by: Colour::Black,
        args: CardArgs::default(),
    });
    assert!(matches!(ruling.verdict, RulingVerdict::Rejected(ref v) if v.reason == Reason::OutsideWindow));
    assert_eq!(
        ruling.sentence(Lang::Es),
        "Rechazada: AM-39 solo se juega en la ventana de salvamento de mate (AM-D9); la carta sigue en la mano."
    );
    assert_eq!(ruling.fen_before, ruling.fen_after);
    assert!(ruling.changes.is_empty());
}

#[test]
fn a_refusal_by_an_effect_names_it_and_cites_its_clauses() {
    // A black Freeze (AM-15) on the white knight of g1, one turn left.
    let text = r#"{"format":"arbitro-game/1",
      "rules":{"family":"magico","mode":"classic"},"deck":{"id":"AM-REF","version":"1"},
      "start":{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
      "hands":{"white":[],"black":[]},
      "effects":[{"card":"AM-15","owner":"black","anchor":"g1","counter":1}],
      "events":[]}"#;
    let setup = Setup::parse(text).expect("the setup reads");
    let mut game = Game::from_setup(shipped_deck("AM-REF").unwrap(), &setup).expect("a game");
    let ruling = game.rule(&Event::Move {
        uci: "Nf3".into(),
        by: None,
    });
    let RulingVerdict::Rejected(v) = &ruling.verdict else {
        panic!("{:?}", ruling.verdict)
    };
    assert_eq!(v.reason, Reason::BlockedByEffect);
    let effect = v.why.effect().expect("the refusal names the effect");
    assert_eq!(
        (effect.card.as_str(), effect.owner, effect.turns_left),
        ("AM-15", Colour::Black.color(), 1)
    );
    for clause in ["AM-15", "AM-D7", "AM-D8"] {
        assert!(ruling.trace.cites(clause), "the trace cites {clause}");
    }
    assert!(!ruling.trace.cites("AM-G2"));
    let es = ruling.sentence(Lang::Es);
    assert!(es.starts_with("Rechazada:") && es.contains("AM-15"), "{es}");
    let en = ruling.sentence(Lang::En);
    assert!(en.contains("AM-15"), "{en}");
    // A move the effect does not touch, in SAN, is played.
    let ruling = game.rule(&Event::Move {
        uci: "e4".into(),
        by: None,
    });
    assert_eq!(ruling.verdict, RulingVerdict::Resolved);
    assert_eq!(ruling.san.as_deref(), Some("e4"));
}

#[test]
fn targets_may_be_separated_by_commas_or_spaces() {
    let text = r#"{"format":"arbitro-game/1",
      "rules":{"family":"magico","mode":"classic"},"deck":{"id":"AM-REF","version":"1"},
      "start":{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
      "hands":{"white":["AM-07"],"black":[]},"events":[]}"#;
    let setup = Setup::parse(text).unwrap();
    for written in ["b7, c7", "b7 c7", "B7,C7"] {
        let mut game = Game::from_setup(shipped_deck("AM-REF").unwrap(), &setup).unwrap();
        let ruling = game.rule(&Event::Card {
            code: "am-07".into(),
            by: Colour::White,
            args: CardArgs {
                targets: vec![written.into()],
                ..CardArgs::default()
            },
        });
        assert_eq!(
            ruling.verdict,
            RulingVerdict::Resolved,
            "{written}: {}",
            ruling.sentence(Lang::En)
        );
        let removed = ruling
            .changes
            .iter()
            .filter(|c| matches!(c, Change::Removed { .. }))
            .count();
        assert_eq!(removed, 2, "{written}");
    }
}

#[test]
fn a_refusal_that_is_not_about_a_card_says_so() {
    let mut game = shelling();
    let ruling = game.rule(&Event::Move {
        uci: "e1e2".into(),
        by: None,
    });
    // White may not move while Black's window is open (AM-R14).
    let RulingVerdict::Rejected(v) = &ruling.verdict else {
        panic!("{:?}", ruling.verdict)
    };
    assert!(!matches!(v.why, Why::NoValidTarget { .. }));
    assert!(ruling.sentence(Lang::En).starts_with("Refused:"));
}

/// A dispute's blank situation is a valid game of either family: the start
/// position, empty hands (AM-R3) or a seeded pile and no kept specials (ED-R1).
#[test]
fn a_blank_setup_is_valid_in_both_families() {
    for (family, deck, mode) in [
        (
            arbitro_cards::Family::Magico,
            "AM-REF",
            arbitro_cards::Mode::Classic,
        ),
        (
            arbitro_cards::Family::Magico,
            "AM-REF",
            arbitro_cards::Mode::Advanced,
        ),
        (arbitro_cards::Family::Ed, "ED", arbitro_cards::Mode::Classic),
    ] {
        let setup = Setup::blank(
            arbitro_cards::Rules {
                family,
                mode,
                options: arbitro_cards::Options::default(),
            },
            arbitro_cards::DeckRef {
                id: deck.to_string(),
                version: "1".to_string(),
            },
        );
        let game = Game::from_setup(shipped_deck(deck).unwrap(), &setup)
            .unwrap_or_else(|e| panic!("{deck} {mode:?}: {e}"));
        assert_eq!(
            game.status(),
            arbitro_cards::GameStatus::Ongoing,
            "{deck} {mode:?}"
        );
        assert_eq!(
            game.fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        let back = Setup::parse(&setup.to_json()).unwrap();
        assert_eq!(
            back, setup,
            "{deck}: the blank setup reads back from its game record"
        );
    }
}
