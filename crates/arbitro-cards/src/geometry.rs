//! Zones and distances (AM-G9): flanks, files, ranks, 2×2 blocks, halves,
//! king distance and 8-neighbour adjacency, and the text forms used in
//! records (`e4`, `file:d`, `rank:4`, `block:c3`, `queen_side`).

use arbitro_rules::shakmaty::{Bitboard, Color, File, Rank, Square};

use crate::deck::vocabulary::{Adjacency, ZoneSpec};

/// A zone of the board with the label it is written as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Zone {
    /// How records write it (`file:d`, `block:c3`, `e4`, `queen_side`…).
    pub label: String,
    /// The squares it covers.
    pub squares: Bitboard,
}

/// Files a–d (AM-G9).
pub const QUEEN_SIDE: Bitboard = Bitboard(0x0f0f_0f0f_0f0f_0f0f);
/// Files e–h (AM-G9).
pub const KING_SIDE: Bitboard = Bitboard(0xf0f0_f0f0_f0f0_f0f0);

/// Parses a square written `e4`.
pub fn parse_square(text: &str) -> Option<Square> {
    if text.len() != 2 {
        return None;
    }
    Square::from_ascii(text.as_bytes()).ok()
}

/// Parses a zone label: a square, `file:x`, `rank:n`, `block:<lower-left>`,
/// `queen_side` or `king_side`.
pub fn parse_zone(text: &str) -> Option<Zone> {
    let squares = if let Some(f) = text.strip_prefix("file:") {
        let mut chars = f.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return None;
        };
        Bitboard::from_file(File::from_char(c)?)
    } else if let Some(r) = text.strip_prefix("rank:") {
        let mut chars = r.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return None;
        };
        Bitboard::from_rank(Rank::from_char(c)?)
    } else if let Some(b) = text.strip_prefix("block:") {
        block(parse_square(b)?)?
    } else if text == "queen_side" {
        QUEEN_SIDE
    } else if text == "king_side" {
        KING_SIDE
    } else {
        Bitboard::from_square(parse_square(text)?)
    };
    Some(Zone {
        label: text.to_string(),
        squares,
    })
}

/// The 2×2 block whose lower-left square is `corner` (none on the h-file or 8th rank).
pub fn block(corner: Square) -> Option<Bitboard> {
    let right = corner.file().offset(1)?;
    let up = corner.rank().offset(1)?;
    Some(
        Bitboard::from_square(corner)
            | Bitboard::from_square(Square::from_coords(right, corner.rank()))
            | Bitboard::from_square(Square::from_coords(corner.file(), up))
            | Bitboard::from_square(Square::from_coords(right, up)),
    )
}

/// The rank of `sq` counted from `owner`'s side, 1–8.
pub fn relative_rank(sq: Square, owner: Color) -> u8 {
    let r = sq.rank().to_u32() as u8 + 1;
    match owner {
        Color::White => r,
        Color::Black => 9 - r,
    }
}

/// The absolute rank that is `owner`'s `rank`-th (1–8).
pub fn absolute_rank(rank: u8, owner: Color) -> Rank {
    let r = rank.clamp(1, 8);
    match owner {
        Color::White => Rank::new(u32::from(r) - 1),
        Color::Black => Rank::new(u32::from(8 - r)),
    }
}

/// Squares of a zone spec for a card owned by `owner`.
pub fn zone_squares(spec: &ZoneSpec, owner: Color) -> Bitboard {
    match spec {
        ZoneSpec::QueenSide => QUEEN_SIDE,
        ZoneSpec::KingSide => KING_SIDE,
        ZoneSpec::OwnHalf => ranks(1, 4, owner),
        ZoneSpec::EnemyHalf => ranks(5, 8, owner),
        ZoneSpec::Files { from, to } => {
            let (Some(a), Some(b)) = (File::from_char(*from), File::from_char(*to)) else {
                return Bitboard::EMPTY;
            };
            let (a, b) = (a.to_u32().min(b.to_u32()), a.to_u32().max(b.to_u32()));
            (a..=b).fold(Bitboard::EMPTY, |acc, f| acc | Bitboard::from_file(File::new(f)))
        }
        ZoneSpec::Ranks { from, to } => ranks(*from, *to, owner),
        ZoneSpec::Area { from, to } => {
            let (Some(a), Some(b)) = (parse_square(from), parse_square(to)) else {
                return Bitboard::EMPTY;
            };
            let (f0, f1) = (
                a.file().to_u32().min(b.file().to_u32()),
                a.file().to_u32().max(b.file().to_u32()),
            );
            let (r0, r1) = (
                a.rank().to_u32().min(b.rank().to_u32()),
                a.rank().to_u32().max(b.rank().to_u32()),
            );
            let mut bb = Bitboard::EMPTY;
            for f in f0..=f1 {
                for r in r0..=r1 {
                    bb.add(Square::from_coords(File::new(f), Rank::new(r)));
                }
            }
            bb
        }
    }
}

/// A fixed zone's label in records.
pub fn zone_label(spec: &ZoneSpec) -> String {
    match spec {
        ZoneSpec::QueenSide => "queen_side".to_string(),
        ZoneSpec::KingSide => "king_side".to_string(),
        ZoneSpec::OwnHalf => "own_half".to_string(),
        ZoneSpec::EnemyHalf => "enemy_half".to_string(),
        ZoneSpec::Files { from, to } => format!("files:{from}-{to}"),
        ZoneSpec::Ranks { from, to } => format!("ranks:{from}-{to}"),
        ZoneSpec::Area { from, to } => format!("area:{from}-{to}"),
    }
}

fn ranks(from: u8, to: u8, owner: Color) -> Bitboard {
    let (a, b) = (from.min(to), from.max(to));
    (a..=b).fold(Bitboard::EMPTY, |acc, r| {
        acc | Bitboard::from_rank(absolute_rank(r, owner))
    })
}

/// King distance (Chebyshev), AM-G9.
pub fn king_distance(a: Square, b: Square) -> u8 {
    a.distance(b) as u8
}

/// Whether `a` and `b` are neighbours under `metric` (AM-G9: 8 by default).
pub fn adjacent(a: Square, b: Square, metric: Adjacency) -> bool {
    let df = a.file().distance(b.file());
    let dr = a.rank().distance(b.rank());
    match metric {
        Adjacency::All => df.max(dr) == 1,
        Adjacency::Orthogonal => df + dr == 1,
        Adjacency::Diagonal => df == 1 && dr == 1,
    }
}

/// The neighbours of `sq` under `metric`.
pub fn neighbours(sq: Square, metric: Adjacency) -> Bitboard {
    let mut bb = Bitboard::EMPTY;
    for other in arbitro_rules::shakmaty::attacks::king_attacks(sq) {
        if adjacent(sq, other, metric) {
            bb.add(other);
        }
    }
    bb
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn am_g9_zones() {
        assert!(QUEEN_SIDE.contains(Square::D8) && !QUEEN_SIDE.contains(Square::E1));
        assert!(KING_SIDE.contains(Square::E1) && !KING_SIDE.contains(Square::D4));
        assert_eq!(
            parse_zone("file:d").unwrap().squares,
            Bitboard::from_file(File::D)
        );
        assert_eq!(parse_zone("block:c3").unwrap().squares.count(), 4);
        assert!(parse_zone("block:h3").is_none());
        assert!(parse_zone("file:z").is_none());
        assert_eq!(
            zone_squares(&ZoneSpec::OwnHalf, Color::Black),
            ranks(1, 4, Color::Black)
        );
        assert!(zone_squares(&ZoneSpec::OwnHalf, Color::Black).contains(Square::A8));
        assert_eq!(relative_rank(Square::E7, Color::Black), 2);
        assert_eq!(king_distance(Square::A1, Square::C2), 2);
        assert!(adjacent(Square::E4, Square::F5, Adjacency::All));
        assert!(!adjacent(Square::E4, Square::F5, Adjacency::Orthogonal));
        assert_eq!(neighbours(Square::A1, Adjacency::All).count(), 3);
        let area = zone_squares(
            &ZoneSpec::Area {
                from: "c3".into(),
                to: "f6".into(),
            },
            Color::White,
        );
        assert_eq!(area.count(), 16);
    }
}
