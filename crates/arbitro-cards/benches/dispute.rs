//! The dispute at the board must answer at once: the candidate targets of a
//! card and the ruling on a play, each under 5 ms (median) on the project's
//! machine. The situations are the heaviest the decks offer: the
//! cards that pair two targets or a target and a destination over the
//! whole board, the card that plays standard moves, the ED relocation of
//! any piece to any empty square and the ED card of three pieces.

use std::hint::black_box;

use arbitro_cards::{CardArgs, Colour, Event, Game, Picks, Setup, shipped_deck};
use criterion::{Criterion, criterion_group, criterion_main};

const MIDDLEGAME: &str = "r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 7";

fn am_game(mode: &str, hand: &[&str], extra: &str) -> Game {
    let hand: Vec<String> = hand.iter().map(|c| format!("\"{c}\"")).collect();
    let text = format!(
        r#"{{"format":"arbitro-game/1","rules":{{"family":"magico","mode":"{mode}"}},
        "deck":{{"id":"AM-REF","version":"1"}},"start":{{"fen":"{MIDDLEGAME}"}},
        "hands":{{"white":[{}],"black":["AM-25","AM-28"]}}{extra},"events":[]}}"#,
        hand.join(",")
    );
    let setup = Setup::parse(&text).expect("setup");
    Game::from_setup(shipped_deck("AM-REF").unwrap(), &setup).expect("game")
}

fn ed_game(drawn: &str) -> Game {
    let text = format!(
        r#"{{"format":"arbitro-game/1","rules":{{"family":"ed","mode":"classic"}},
        "deck":{{"id":"ED","version":"1"}},"start":{{"fen":"{MIDDLEGAME}"}},
        "pile_top":["ED-54"],"drawn":"{drawn}","events":[]}}"#
    );
    let setup = Setup::parse(&text).expect("setup");
    Game::from_setup(shipped_deck("ED").unwrap(), &setup).expect("game")
}

fn targets(c: &mut Criterion) {
    let game = am_game("classic", &["AM-04", "AM-07", "AM-12", "AM-13", "AM-01"], "");
    for card in ["AM-12", "AM-07", "AM-13", "AM-01", "AM-04"] {
        let q = game.targets(card, Colour::White, &Picks::none());
        eprintln!("{card}: {} options", q.next_options().len());
        c.bench_function(&format!("targets_{card}"), |b| {
            b.iter(|| black_box(game.targets(black_box(card), Colour::White, &Picks::none())))
        });
    }
    let picked = Picks {
        targets: vec!["c6".into()],
        ..Picks::none()
    };
    c.bench_function("targets_AM-13_after_a_pick", |b| {
        b.iter(|| black_box(game.targets("AM-13", Colour::White, black_box(&picked))))
    });
    for card in ["ED-23", "ED-14"] {
        let game = ed_game(card);
        let q = game.targets(card, Colour::White, &Picks::none());
        eprintln!("{card}: {} options", q.next_options().len());
        c.bench_function(&format!("targets_{card}"), |b| {
            b.iter(|| black_box(game.targets(black_box(card), Colour::White, &Picks::none())))
        });
    }
}

fn rule(c: &mut Criterion) {
    // A card committed in Advanced mode, the reaction that protects one of
    // its targets, and the resolution.
    let game = am_game(
        "advanced",
        &[],
        r#","pending":{"card":"AM-07","by":"white","targets":["c6","b7"]}"#,
    );
    let shield = Event::React {
        code: "AM-28".into(),
        by: Colour::Black,
        args: CardArgs {
            targets: vec!["c6".into()],
            ..CardArgs::default()
        },
    };
    c.bench_function("rule_shield_against_shelling", |b| {
        b.iter(|| {
            let mut g = game.clone();
            black_box(g.rule(black_box(&shield)))
        })
    });
    let game = am_game("classic", &["AM-04"], "");
    let moves = Event::Card {
        code: "AM-04".into(),
        by: Colour::White,
        args: CardArgs {
            moves: vec!["e1g1".into(), "e3e4".into()],
            ..CardArgs::default()
        },
    };
    c.bench_function("rule_AM-04_two_moves", |b| {
        b.iter(|| {
            let mut g = game.clone();
            black_box(g.rule(black_box(&moves)))
        })
    });
    let game = ed_game("ED-23");
    let relocate = Event::Card {
        code: "ED-23".into(),
        by: Colour::White,
        args: CardArgs {
            targets: vec!["d3".into()],
            to: Some("h6".into()),
            ..CardArgs::default()
        },
    };
    c.bench_function("rule_ED-23_relocation", |b| {
        b.iter(|| {
            let mut g = game.clone();
            black_box(g.rule(black_box(&relocate)))
        })
    });
}

criterion_group!(benches, targets, rule);
criterion_main!(benches);
