//! Consistency of the tie-breaks on every tournament of
//! `tests/fixtures/pairing/dutch/` (complete Swiss events with byes, absences,
//! withdrawals and forfeits). Each value is re-derived here from the raw TRF
//! cells and points column, independently of the crate's own bookkeeping:
//!
//! - C.07 16.3: a played opponent contributes the points column of the file,
//!   with each requested bye followed only by voluntary unplayed rounds (or in
//!   the last round) counted as a draw;
//! - C.07 16.4: an unplayed round contributes the player's own points,
//!   capped by the forfeiting opponent's adjusted score or by ½ × rounds;
//! - Buchholz is the sum of those, Sonneborn-Berger the sum of the products
//!   with the points of the round, and Cut-1 removes the element C.07 14.1 and
//!   16.5 name;
//! - across the event, the opponents' contributions add up to each player's
//!   adjusted score times their number of games;
//! - the standings are ordered by score and then by the list, ranks counted;
//! - the caps of 2026 never raise a value of the 2023 text.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use arbitro_tiebreaks::{Calculator, Edition, TieBreak, Value, parse_list, standings, trf};
use arbitro_trf::{ResultCode, Tournament};

fn dutch_fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/pairing/dutch");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    files
}

fn tenths(p: arbitro_trf::Points) -> Value {
    Value::ratio(i64::from(p.0), 10)
}

/// Requested byes (16.1.1) and voluntary unplayed rounds (16.1.2), from the raw result codes.
fn requested(r: ResultCode) -> bool {
    matches!(
        r,
        ResultCode::HalfPointBye | ResultCode::ZeroPointBye | ResultCode::Blank
    )
}

fn vur(r: ResultCode) -> bool {
    requested(r) || r == ResultCode::ForfeitLoss
}

/// 16.3 from the file: the points column, each 16.2.5 round turned into a draw.
fn adjusted(t: &Tournament, start_rank: u32, rounds: u32) -> Value {
    let p = t.player(start_rank).unwrap();
    let mut total = tenths(p.points.expect("points column"));
    for r in 1..=rounds {
        let code = p.cell(r).result;
        if requested(code) && (r == rounds || (r + 1..=rounds).all(|k| vur(p.cell(k).result))) {
            total = total - tenths(code.points(&t.scoring)) + Value::ratio(1, 2);
        }
    }
    total
}

#[derive(Default)]
struct Tally {
    files: usize,
    players: usize,
    elements: usize,
    dummies: usize,
    cuts_on_vur: usize,
}

fn check(path: &Path, tally: &mut Tally) -> Vec<String> {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(path).unwrap();
    let t = arbitro_trf::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let event = trf::event(&t, None).unwrap_or_else(|e| panic!("{name}: {e}"));
    let rounds = event.rounds();
    let mut problems = Vec::new();
    let mut fail = |msg: String| problems.push(format!("{name}: {msg}"));
    if event.format() != arbitro_tiebreaks::Format::Swiss {
        fail("not recognised as a Swiss event".into());
    }
    let calc = Calculator::new(&event, Edition::Fide2026);
    let old = Calculator::new(&event, Edition::Fide2023);
    let bh = TieBreak::parse("BH").unwrap();
    let bh_c1 = TieBreak::parse("BH/C1").unwrap();
    let sb = TieBreak::parse("SB").unwrap();
    let adj: BTreeMap<u32, Value> = t
        .players
        .iter()
        .map(|p| (p.start_rank, adjusted(&t, p.start_rank, rounds)))
        .collect();
    let half = Value::ratio(1, 2);
    let cap = half * Value::int(i64::from(rounds));
    let bh_values = calc.column(&bh).unwrap().values;
    let bh_old = old.column(&bh).unwrap().values;
    let c1_values = calc.column(&bh_c1).unwrap().values;
    let sb_values = calc.column(&sb).unwrap().values;
    let mut contributed: BTreeMap<u32, Value> = BTreeMap::new();
    for (i, p) in t.players.iter().enumerate() {
        tally.players += 1;
        let tpn = p.start_rank;
        let own = tenths(p.points.unwrap());
        if calc.score(tpn) != own {
            fail(format!(
                "player {tpn}: score {} but the file says {own}",
                calc.score(tpn)
            ));
        }
        if calc.score_for_opponents(tpn) != adj[&tpn] {
            fail(format!(
                "player {tpn}: adjusted {} but {} from the file",
                calc.score_for_opponents(tpn),
                adj[&tpn]
            ));
        }
        let elements = calc.elements(&bh, tpn).unwrap();
        let mut sum = Value::ZERO;
        for e in &elements {
            tally.elements += 1;
            let cell = p.cell(e.round);
            let expected = if cell.result.is_played() {
                let o = cell.opponent.unwrap();
                *contributed.entry(o).or_default() += adj[&o];
                adj[&o]
            } else {
                tally.dummies += 1;
                let limit = match (cell.result.is_forfeit(), cell.opponent) {
                    (true, Some(o)) => adj[&o],
                    _ => cap,
                };
                own.min(limit)
            };
            if e.score != expected || e.vur != vur(cell.result) {
                fail(format!(
                    "player {tpn} round {}: element {} (vur {}), expected {expected}",
                    e.round, e.score, e.vur
                ));
            }
            sum += expected;
        }
        let position = event.position(tpn).unwrap();
        if bh_values[position] != Some(sum) {
            fail(format!(
                "player {tpn}: BH {:?}, elements add up to {sum}",
                bh_values[position]
            ));
        }
        // Cut-1: a voluntary unplayed round first (16.5), else the lowest value.
        let least = elements
            .iter()
            .filter(|e| e.vur)
            .map(|e| e.score)
            .min()
            .or_else(|| elements.iter().map(|e| e.score).min())
            .unwrap_or(Value::ZERO);
        if elements.iter().any(|e| e.vur) {
            tally.cuts_on_vur += 1;
        }
        if c1_values[position] != Some(sum - least) {
            fail(format!(
                "player {tpn}: BH/C1 {:?}, expected {}",
                c1_values[position],
                sum - least
            ));
        }
        // Sonneborn-Berger: the same opponents' scores times the points of the round.
        let sb_sum: Value = elements
            .iter()
            .map(|e| {
                let code = p.cell(e.round).result;
                let points = tenths(code.points(&t.scoring));
                e.score * points
            })
            .sum();
        if sb_values[position] != Some(sb_sum) {
            fail(format!(
                "player {tpn}: SB {:?}, expected {sb_sum}",
                sb_values[position]
            ));
        }
        if bh_values[position] > bh_old[position] {
            fail(format!(
                "player {tpn}: the 2026 caps raised BH above the 2023 value"
            ));
        }
        let _ = i;
    }
    // Every played game hands the opponent's adjusted score to the player:
    // per opponent, adjusted score × games played.
    for p in &t.players {
        let games = (1..=rounds).filter(|&r| p.cell(r).result.is_played()).count() as i64;
        let got = contributed.get(&p.start_rank).copied().unwrap_or(Value::ZERO);
        if got != adj[&p.start_rank] * Value::int(games) {
            fail(format!(
                "player {}: contributed {got} over {games} games",
                p.start_rank
            ));
        }
    }
    // The standings follow the score and then the list, in order.
    let list = parse_list("BH/C1,BH,SB,DE,WIN,AOB,PS").unwrap();
    let table = standings(&event, &list, Edition::Fide2026).unwrap();
    for w in table.rows.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        let key = |r: &arbitro_tiebreaks::Row| {
            let mut k = vec![Some(r.score)];
            // DE (index 3) is group-dependent: compare the others.
            k.extend(
                r.values
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != 3)
                    .map(|(_, v)| *v),
            );
            k
        };
        if a.score < b.score {
            fail(format!("players {} and {} are out of score order", a.tpn, b.tpn));
        }
        if a.rank == b.rank && key(a) != key(b) {
            fail(format!(
                "players {} and {} share a rank with different values",
                a.tpn, b.tpn
            ));
        }
        if a.rank > b.rank {
            fail(format!("ranks decrease at player {}", b.tpn));
        }
    }
    for (i, row) in table.rows.iter().enumerate() {
        let better = table.rows[..i].iter().filter(|r| r.rank < row.rank).count() as u32;
        if row.rank != better + 1 {
            fail(format!(
                "player {} has rank {} after {better} better players",
                row.tpn, row.rank
            ));
        }
    }
    tally.files += 1;
    problems
}

#[test]
fn c07_16_buchholz_and_sonneborn_berger_agree_with_the_fixture_files() {
    let files = dutch_fixtures();
    assert!(
        files.len() >= 100,
        "expected the pairing fixtures, found {}",
        files.len()
    );
    let mut tally = Tally::default();
    let mut problems = Vec::new();
    for f in &files {
        problems.extend(check(f, &mut tally));
    }
    println!(
        "{} files, {} players, {} Buchholz elements ({} dummies), {} Cut-1 on a voluntary unplayed round",
        tally.files, tally.players, tally.elements, tally.dummies, tally.cuts_on_vur
    );
    assert!(tally.dummies > 1000, "the fixtures exercise unplayed rounds");
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// A long list of tie-breaks, one or more for every way a working is made.
const LIST: &str = "BH/C1,BH/M2,BH/C20,BH/P,FB/C1,BH/F,AOB/F,SB/C2,SB/P,PS/C1,STD,WIN,REP,BPG,KS,ARO/M1,ARO/C20,TPR,PTP,APPO,TPN";

/// The event with every paired game of the final round given another
/// result: won and lost games become forfeits the other way round, drawn
/// games double forfeits, forfeits games the other way round (double
/// forfeits stay). Fore Buchholz must not see the difference (8.3).
fn final_round_changed(event: &arbitro_tiebreaks::Event) -> arbitro_tiebreaks::Event {
    use arbitro_tiebreaks::{Cell, Colour, EventSetup, Outcome};
    let last = event.rounds() as usize - 1;
    let mut participants = event.participants().to_vec();
    let double = |p: u32, o: u32| {
        matches!(event.cell(p, last as u32 + 1), Cell::Forfeit { won: false, .. })
            && matches!(event.cell(o, last as u32 + 1), Cell::Forfeit { won: false, .. })
    };
    for p in &mut participants {
        let tpn = p.tpn;
        let cell = &mut p.cells[last];
        *cell = match *cell {
            Cell::Game {
                opponent,
                colour,
                outcome,
            } => Cell::Forfeit {
                opponent,
                colour: Some(colour),
                won: outcome == Outcome::Loss,
            },
            Cell::Forfeit { opponent, colour, .. } if double(tpn, opponent) => Cell::Forfeit {
                opponent,
                colour,
                won: false,
            },
            Cell::Forfeit {
                opponent,
                colour,
                won,
            } => Cell::Game {
                opponent,
                colour: colour.unwrap_or(if tpn < opponent {
                    Colour::White
                } else {
                    Colour::Black
                }),
                outcome: if won { Outcome::Loss } else { Outcome::Win },
            },
            other => other,
        };
    }
    arbitro_tiebreaks::Event::new(EventSetup {
        participants,
        rounds: event.total_rounds(),
        scoring: *event.scoring(),
        format: event.format(),
    })
    .expect("the changed event is consistent")
}

#[test]
fn c07_every_value_is_recomputed_from_its_working() {
    let list = parse_list(LIST).unwrap();
    let (mut workings, mut fore_checked) = (0usize, 0usize);
    let mut problems = Vec::new();
    for path in dutch_fixtures() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let t = arbitro_trf::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let event = trf::event(&t, None).unwrap();
        let calc = Calculator::new(&event, Edition::Fide2026);
        let standard = *event.scoring() == arbitro_tiebreaks::Scoring::standard();
        for tb in &list {
            let column = calc.column(tb).unwrap();
            for p in event.participants() {
                let value = column.values[event.position(p.tpn).unwrap()];
                let w = calc.working(tb, p.tpn).unwrap();
                workings += 1;
                if w.value != value || w.recomputed() != value {
                    problems.push(format!(
                        "{name} player {} {tb}: value {value:?}, working {:?}, recomputed {:?}",
                        p.tpn,
                        w.value,
                        w.recomputed()
                    ));
                }
                let cut = w.terms.iter().filter(|t| t.cut.is_some()).count() as u32;
                let (low, high) = tb.cuts();
                if cut != (low + high).min(w.terms.len() as u32) && tb.code != arbitro_tiebreaks::Code::Ps {
                    problems.push(format!("{name} player {} {tb}: {cut} terms cut", p.tpn));
                }
                // 7.7 restores the 1 / ½ / 0 system: in it, STD is the score
                // (a double forfeit is 0 for both, not ½).
                if standard && tb.code == arbitro_tiebreaks::Code::Std && value != Some(calc.score(p.tpn)) {
                    problems.push(format!(
                        "{name} player {}: STD {value:?}, score {}",
                        p.tpn,
                        calc.score(p.tpn)
                    ));
                }
            }
        }
        // 8.3: FB is known once the final round is paired.
        if event.rounds() == event.total_rounds() {
            let changed = final_round_changed(&event);
            let other = Calculator::new(&changed, Edition::Fide2026);
            for code in ["FB", "FB/C1", "FB/M1", "AOB/F"] {
                let tb = TieBreak::parse(code).unwrap();
                fore_checked += 1;
                if calc.column(&tb).unwrap().values != other.column(&tb).unwrap().values {
                    problems.push(format!("{name}: {code} changes with the final round's results"));
                }
            }
        }
    }
    println!("{workings} workings recomputed; FB checked against a changed final round {fore_checked} times");
    assert!(fore_checked > 100);
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}
