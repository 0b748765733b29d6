//! What the site's tests share: temporary folders, and the open the site
//! is walked on — 120 players of 24 federations, an 11-round Dutch Swiss,
//! results seeded by rating, a few requested byes and forfeits, round 11
//! in play.

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use arbitro_rng::Rng;
use arbitro_store::{ByeKind, Event, ResultEntry};
use arbitro_tiebreaks::rating_table::expected_percent;

/// A folder under the system temp dir, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            let dir = std::env::temp_dir().join(format!("arbitro-site-config-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            arbitro_store::set_config_dir(dir);
        });
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "arbitro-site-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Surnames and given names of the open's players: Spanish ones and the
/// names the search must fold (ø, ł, ß, apostrophes, accents).
const SURNAMES: [&str; 40] = [
    "García",
    "Núñez Peña",
    "Sørensen",
    "Łukasiewicz",
    "Groß",
    "O'Neill",
    "O'Brien",
    "Popov",
    "Popova",
    "Fernández",
    "Martín",
    "Ibáñez",
    "Kovač",
    "Đukić",
    "Ægirsson",
    "Müller",
    "Rossi",
    "Dubois",
    "Silva",
    "Nakamura",
    "Okafor",
    "Lindqvist",
    "Castellanos Vera",
    "Petrović",
    "Horváth",
    "Novák",
    "Yılmaz",
    "Costa",
    "Jansen",
    "Kowalski",
    "Smith",
    "Ivanov",
    "Papadopoulos",
    "Herrera",
    "Luna",
    "Ortiz",
    "Esteve i Roca",
    "D'Agostino",
    "Abad Ortega",
    "Zúñiga",
];
const GIVEN: [&str; 12] = [
    "Seán",
    "María José",
    "Jens",
    "Paweł",
    "Jürgen",
    "Álvaro",
    "Lucía",
    "Sofía",
    "Þór",
    "Ana",
    "Jean-Pierre",
    "Núria",
];
const FEDERATIONS: [&str; 24] = [
    "ESP", "DEN", "POL", "GER", "IRL", "RUS", "MEX", "CRO", "SRB", "ISL", "ITA", "FRA", "POR", "JPN", "NGR",
    "SWE", "HUN", "CZE", "TUR", "NED", "ENG", "GRE", "ARG", "AND",
];
const TITLES: [&str; 8] = ["GM", "IM", "FM", "WGM", "CM", "", "", ""];

/// Players of the open.
pub const PLAYERS: usize = 120;
/// Rounds of the open (the last one in play).
pub const ROUNDS: u32 = 11;

/// The open's event file in `dir`, built through the store on a pinned
/// clock: 120 players, rounds 1–10 complete, round 11 paired with half of
/// its results in.
pub fn open_event(dir: &TempDir) -> Event {
    let call = serde_json::json!({
        "name": "Open Internacional Villa de Alcalá", "place": "Alcalá de Henares",
        "start_date": "2026-07-01", "end_date": "2026-07-09", "organiser": "Club Ajedrez Alcalá",
        "chief_arbiter": "Ana Beltrán", "arbiters": ["Luis Ortega"], "family": "fide",
        "system": "dutch", "rounds": ROUNDS, "time_control": "90+30",
        "tiebreaks": ["BH/C1", "BH", "SB", "WIN"]
    });
    let mut e = Event::create(&dir.path("open.arbitro"), serde_json::from_value(call).unwrap()).unwrap();
    let at = |day: u32, hour: u32| {
        arbitro_store::parse_time(&format!("2026-07-{day:02}T{hour:02}:00:00+02:00")).unwrap()
    };
    e.set_time(Some(at(1, 10)));
    let mut csv = String::from("name,fide_id,rating,federation,title,club,birth_date,sex\n");
    for i in 0..PLAYERS {
        let surname = SURNAMES[i % SURNAMES.len()];
        let given = GIVEN[(i / SURNAMES.len() + i) % GIVEN.len()];
        let rating = 2650 - (i as u32 * 1050) / PLAYERS as u32;
        let title = if rating >= 2300 {
            TITLES[i % 5]
        } else {
            TITLES[5 + i % 3]
        };
        let club = ["Club Ajedrez Alcalá", "Real Club Madrid", "Schack Uppsala", ""][i % 4];
        let born = 1960 + (i * 7) % 52;
        csv.push_str(&format!(
            "\"{surname}, {given}\",{},{rating},{},{title},{club},{born}-0{}-1{},{}\n",
            2_200_000 + i * 13,
            FEDERATIONS[i % FEDERATIONS.len()],
            1 + i % 9,
            i % 10,
            if i % 3 == 0 { "w" } else { "m" }
        ));
    }
    e.players().import_csv("players.csv", &csv).unwrap();
    let ids: Vec<i64> = e.players().all().unwrap().iter().map(|p| p.id).collect();
    let ratings: std::collections::HashMap<i64, u16> = e
        .players()
        .all()
        .unwrap()
        .iter()
        .map(|p| (p.id, p.input.rating))
        .collect();
    let mut rng = Rng::from_seed(29);
    for round in 1..=ROUNDS {
        e.set_time(Some(at(round.min(9), 9 + round % 8)));
        if round > 1 && round < ROUNDS && round % 3 == 0 {
            let id = ids[rng.index(ids.len())];
            let _ = e.players().request_bye(id, round, ByeKind::Half);
        }
        e.rounds().pair_next().unwrap();
        let games = e.rounds().games(round).unwrap();
        let boards: Vec<_> = games.iter().filter(|g| g.black.is_some()).collect();
        let entered = if round == ROUNDS {
            boards.len() / 2
        } else {
            boards.len()
        };
        let results: Vec<(u32, u32, ResultEntry)> = boards
            .iter()
            .take(entered)
            .map(|g| {
                let white = i64::from(ratings[&g.white]);
                let black = i64::from(ratings[&g.black.unwrap()]);
                let expected = expected_percent(white, black) as usize;
                let text = if round == 4 && g.board == 7 {
                    "+-"
                } else if rng.index(100) < 25 {
                    "1/2-1/2"
                } else if rng.index(100) < expected {
                    "1-0"
                } else {
                    "0-1"
                };
                (round, g.board, ResultEntry::parse(text, false).unwrap())
            })
            .collect();
        e.rounds().set_results(&results).unwrap();
    }
    e.set_time(Some(at(9, 21)));
    e
}
