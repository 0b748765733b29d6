//! A seeded generator of fictitious rating lists of any size, shaped like
//! FIDE's (sorted by name, unique IDs, about half the players inactive,
//! a few titled, ratings for some rates only), for benchmarks: the real
//! list is not redistributable and not needed to measure an import.

use arbitro_rng::Rng;

use crate::player::{FidePlayer, Rating, Sex, Title};

const SYLLABLES: [&str; 48] = [
    "ba", "be", "bi", "bo", "ca", "ce", "co", "da", "de", "di", "do", "fa", "fe", "ga", "go", "gu", "ka",
    "ki", "la", "le", "li", "lo", "lu", "ma", "me", "mi", "mo", "na", "ne", "ni", "no", "pa", "pe", "ra",
    "re", "ri", "ro", "sa", "se", "si", "so", "ta", "te", "ti", "to", "va", "ve", "za",
];
const ENDINGS: [&str; 12] = [
    "", "n", "r", "s", "z", "l", "ez", "ov", "ic", "son", "berg", "ski",
];
const FEDERATIONS: [&str; 40] = [
    "ESP", "IND", "RUS", "GER", "FRA", "USA", "ITA", "POL", "ARG", "COL", "MEX", "PER", "CHI", "CUB", "ENG",
    "NED", "BEL", "POR", "TUR", "IRI", "BRA", "CZE", "HUN", "SRB", "CRO", "GRE", "UKR", "KAZ", "UZB", "CHN",
    "VIE", "PHI", "EGY", "RSA", "AUS", "CAN", "SWE", "NOR", "DEN", "FID",
];

fn word(rng: &mut Rng, syllables: usize) -> String {
    let mut w = String::new();
    for _ in 0..syllables {
        w.push_str(SYLLABLES[rng.index(SYLLABLES.len())]);
    }
    w.push_str(ENDINGS[rng.index(ENDINGS.len())]);
    let mut chars = w.chars();
    match chars.next() {
        Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
        None => w,
    }
}

/// Distinct words, sorted.
fn sorted_words(rng: &mut Rng, count: usize, syllables: (usize, usize)) -> Vec<String> {
    let mut words = std::collections::BTreeSet::new();
    let mut attempts = 0;
    while words.len() < count && attempts < count * 20 {
        let n = syllables.0 + rng.index(syllables.1 - syllables.0 + 1);
        words.insert(word(rng, n));
        attempts += 1;
    }
    words.into_iter().collect()
}

/// Streams `count` fictitious players in name order ("Surname, Given"
/// with surnames and given names made of syllables), each a fresh
/// [`FidePlayer`]: the whole list is never held in memory.
pub struct Generator {
    rng: Rng,
    surnames: Vec<String>,
    given: Vec<String>,
    /// Position in the surname × given-name grid.
    cell: usize,
    cells: usize,
    remaining: usize,
    produced: u64,
}

/// Multiplier and prime modulus that spread the players' sequence numbers
/// over 9-digit FIDE IDs without repeating any (a bijection modulo a prime).
const ID_MULTIPLIER: u64 = 387_420_489;
const ID_MODULUS: u64 = 999_999_937;

impl Generator {
    /// A generator of `count` players from `seed` (the same seed, the same list).
    pub fn new(count: usize, seed: u64) -> Generator {
        let mut rng = Rng::from_seed(seed);
        // Enough combinations to pick `count` of them, in order.
        let given_count = 400.min(count.max(1));
        let surname_count = (count / given_count * 2)
            .max(count.div_ceil(given_count) + 1)
            .max(2);
        let given = sorted_words(&mut rng, given_count, (1, 3));
        let surnames = sorted_words(&mut rng, surname_count, (2, 4));
        let cells = surnames.len() * given.len();
        Generator {
            rng,
            surnames,
            given,
            cell: 0,
            cells,
            remaining: count.min(cells),
            produced: 0,
        }
    }

    fn rating(&mut self, chance: f64, base: u16) -> Option<Rating> {
        if !self.rng.chance(chance) {
            return None;
        }
        let spread = self.rng.below(1200) as u16 + self.rng.below(600) as u16;
        Some(Rating {
            rating: (base + spread).min(2850),
            games: self.rng.below(12) as u16,
            k: Some([10u8, 20, 40][self.rng.index(3)]),
        })
    }

    fn player(&mut self, name: String) -> FidePlayer {
        let i = self.produced;
        self.produced += 1;
        let female = self.rng.chance(0.12);
        let title = match self.rng.below(1000) {
            0..=1 => Some(Title::Gm),
            2..=4 => Some(Title::Im),
            5..=11 => Some(Title::Fm),
            12..=15 => Some(Title::Cm),
            _ => None,
        };
        let women_title = (female && self.rng.chance(0.03))
            .then(|| [Title::Wgm, Title::Wim, Title::Wfm, Title::Wcm][self.rng.index(4)]);
        FidePlayer {
            fide_id: (i * ID_MULTIPLIER) % ID_MODULUS + 1,
            name,
            federation: FEDERATIONS[self.rng.index(FEDERATIONS.len())].to_string(),
            sex: Some(if female { Sex::Female } else { Sex::Male }),
            title,
            women_title,
            other_titles: self
                .rng
                .chance(0.004)
                .then(|| ["FA", "IA", "NA", "IA,FT", "FI"][self.rng.index(5)].to_string()),
            foa_title: self
                .rng
                .chance(0.002)
                .then(|| ["AGM", "AIM", "AFM", "ACM"][self.rng.index(4)].to_string()),
            standard: self.rating(0.55, 1000),
            rapid: self.rating(0.45, 1000),
            blitz: self.rating(0.40, 1000),
            birth_year: self.rng.chance(0.95).then(|| 1930 + self.rng.below(91) as u16),
            inactive: self.rng.chance(0.45),
        }
    }
}

impl Iterator for Generator {
    type Item = FidePlayer;

    fn next(&mut self) -> Option<FidePlayer> {
        // Selection sampling (Knuth's algorithm S): each cell of the grid is
        // taken with probability remaining / cells left, which yields
        // exactly the number asked for, in order.
        while self.remaining > 0 && self.cell < self.cells {
            let left = (self.cells - self.cell) as u64;
            let cell = self.cell;
            self.cell += 1;
            if self.rng.below(left) < self.remaining as u64 {
                self.remaining -= 1;
                let (s, g) = (cell / self.given.len(), cell % self.given.len());
                let name = format!("{}, {}", self.surnames[s], self.given[g]);
                return Some(self.player(name));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_the_number_asked_sorted_with_unique_ids() {
        let players: Vec<FidePlayer> = Generator::new(5000, 7).collect();
        assert_eq!(players.len(), 5000);
        assert!(players.windows(2).all(|w| w[0].name <= w[1].name));
        let ids: std::collections::HashSet<u64> = players.iter().map(|p| p.fide_id).collect();
        assert_eq!(ids.len(), 5000);
        let again: Vec<FidePlayer> = Generator::new(5000, 7).collect();
        assert_eq!(players, again);
    }
}
