//! The solver against brute force on small random problems.

use super::*;

/// Brute force: best perfect matching weight over all perfect matchings.
fn brute(alive: &[usize], w: &HashMap<(usize, usize), i64>) -> Option<i64> {
    fn rec(free: &mut Vec<usize>, w: &HashMap<(usize, usize), i64>) -> Option<i64> {
        if free.is_empty() {
            return Some(0);
        }
        let a = free.remove(0);
        let mut best: Option<i64> = None;
        for i in 0..free.len() {
            let b = free[i];
            let Some(&x) = w.get(&(a.min(b), a.max(b))) else {
                continue;
            };
            free.remove(i);
            if let Some(rest) = rec(free, w) {
                best = Some(best.map_or(x + rest, |c| c.max(x + rest)));
            }
            free.insert(i, b);
        }
        free.insert(0, a);
        best
    }
    let mut free: Vec<usize> = alive.to_vec();
    rec(&mut free, w)
}

fn lcg(s: &mut u64) -> u64 {
    *s = s
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *s >> 33
}

/// One kind of random problem: how many, how large, how dense, and the
/// range of the weights (a narrow range makes ties, hence blossoms and
/// many optimal matchings).
struct Kind {
    cases: usize,
    max_pairs: u64,
    weights: u64,
    seed: u64,
    /// Candidates of the dual steps kept per scan (few: rescans often).
    kept: usize,
}

/// Random graphs of one kind: the solver's optimum equals brute force,
/// also after warm-started weight changes and removals, and its duals
/// prove it (no edge with a negative reduced cost, every matched edge
/// tight).
fn check(kind: &Kind) {
    let mut seed = kind.seed;
    let weight = |seed: &mut u64| (lcg(seed) % kind.weights) as i64 - (kind.weights as i64) / 4;
    for case in 0..kind.cases {
        let n = 2 * (1 + (lcg(&mut seed) % kind.max_pairs) as usize);
        let mut m = Matcher::new(n);
        m.kept = kind.kept;
        let mut w = HashMap::new();
        let density = 2 + lcg(&mut seed) % 4;
        for a in 0..n {
            for b in a + 1..n {
                if !lcg(&mut seed).is_multiple_of(density) {
                    let x = weight(&mut seed);
                    w.insert((a, b), x);
                    m.set_edge(a as u32, b as u32, Some(Wide::from_i64(x)));
                }
            }
        }
        let all: Vec<u32> = (0..n as u32).collect();
        m.init_duals(&all);
        let mut alive: Vec<usize> = (0..n).collect();
        // After each solve: per pair, its reduced cost at weight zero and
        // the settled duals of its ends; the vertices whose weights changed
        // since.
        let mut before: HashMap<(usize, usize), (Wide, Wide, Wide)> = HashMap::new();
        let mut touched = vec![false; n];
        for round in 0..5 {
            let expect = brute(&alive, &w);
            match (m.solve(), expect) {
                (Ok(()), Some(best)) => {
                    // The dual check's skip: a pair of untouched vertices
                    // whose settled duals did not fall has not seen its
                    // reduced cost fall (inside blossoms or not).
                    for (&(a, b), &(rc, sa, sb)) in &before {
                        if touched[a] || touched[b] || !alive.contains(&a) || !alive.contains(&b) {
                            continue;
                        }
                        let (na, nb) = (m.settled_dual(a as u32), m.settled_dual(b as u32));
                        if na >= sa && nb >= sb {
                            let now = m.reduced_cost(a as u32, b as u32, Wide::ZERO);
                            assert!(now >= rc, "case {case}, round {round}: pair {a}-{b} fell");
                        }
                    }
                    before.clear();
                    touched.iter_mut().for_each(|t| *t = false);
                    for (i, &a) in alive.iter().enumerate() {
                        for &b in &alive[i + 1..] {
                            let (a, b) = (a.min(b), a.max(b));
                            let rc = m.reduced_cost(a as u32, b as u32, Wide::ZERO);
                            before.insert((a, b), (rc, m.settled_dual(a as u32), m.settled_dual(b as u32)));
                        }
                    }
                    let mut total = 0;
                    for &a in &alive {
                        let b = m.mate(a as u32).expect("matched") as usize;
                        assert_eq!(m.mate(b as u32), Some(a as u32));
                        if a < b {
                            total += w[&(a, b)];
                        }
                    }
                    assert_eq!(total, best, "case {case}, round {round}");
                    for (&(a, b), &x) in &w {
                        if !alive.contains(&a) || !alive.contains(&b) {
                            continue;
                        }
                        let rc = m.reduced_cost(a as u32, b as u32, Wide::from_i64(x));
                        assert!(
                            !rc.is_negative(),
                            "case {case}, round {round}: edge {a}-{b} violated"
                        );
                        if m.mate(a as u32) == Some(b as u32) {
                            assert!(
                                rc.is_zero(),
                                "case {case}, round {round}: matched {a}-{b} not tight"
                            );
                        }
                    }
                    // Remove a decided pair now and then.
                    if alive.len() > 2 && lcg(&mut seed).is_multiple_of(3) {
                        let a = alive[(lcg(&mut seed) % alive.len() as u64) as usize];
                        let b = m.mate(a as u32).expect("matched") as usize;
                        m.remove_vertex(a as u32);
                        m.remove_vertex(b as u32);
                        alive.retain(|&x| x != a && x != b);
                    }
                }
                (Err(_), None) => {}
                (got, want) => panic!(
                    "case {case}, round {round}: solver {:?} vs brute {want:?}",
                    got.is_ok()
                ),
            }
            // Change a few weights.
            for _ in 0..3 {
                let a = (lcg(&mut seed) % n as u64) as usize;
                let b = (lcg(&mut seed) % n as u64) as usize;
                if a == b {
                    continue;
                }
                let (a, b) = (a.min(b), a.max(b));
                touched[a] = true;
                touched[b] = true;
                if lcg(&mut seed).is_multiple_of(4) {
                    w.remove(&(a, b));
                    m.set_edge(a as u32, b as u32, None);
                } else {
                    let x = weight(&mut seed);
                    w.insert((a, b), x);
                    m.set_edge(a as u32, b as u32, Some(Wide::from_i64(x)));
                }
            }
        }
    }
}

#[test]
fn matches_brute_force_with_warm_starts() {
    for kind in [
        Kind {
            cases: 500,
            max_pairs: 6,
            weights: 40,
            seed: 7,
            kept: 1024,
        },
        // Ties everywhere: deep blossoms and many free vertices at once.
        Kind {
            cases: 1500,
            max_pairs: 6,
            weights: 3,
            seed: 11,
            kept: 1024,
        },
        Kind {
            cases: 1500,
            max_pairs: 6,
            weights: 5,
            seed: 13,
            kept: 2,
        },
    ] {
        check(&kind);
    }
}
