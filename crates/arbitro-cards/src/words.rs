//! Words of the bilingual trace: pieces, colours, squares.

use arbitro_rules::shakmaty::{Color, Piece, Role};

/// A piece's name in Spanish.
pub fn role_es(role: Role) -> &'static str {
    match role {
        Role::King => "el rey",
        Role::Queen => "la dama",
        Role::Rook => "la torre",
        Role::Bishop => "el alfil",
        Role::Knight => "el caballo",
        Role::Pawn => "el peón",
    }
}

/// A piece's name in English.
pub fn role_en(role: Role) -> &'static str {
    match role {
        Role::King => "the king",
        Role::Queen => "the queen",
        Role::Rook => "the rook",
        Role::Bishop => "the bishop",
        Role::Knight => "the knight",
        Role::Pawn => "the pawn",
    }
}

/// A piece's bare name in Spanish, without article.
pub fn role_bare_es(role: Role) -> &'static str {
    &role_es(role)[3..]
}

/// A piece's bare name in English, without article.
pub fn role_bare_en(role: Role) -> &'static str {
    &role_en(role)[4..]
}

/// "white"/"black" as written in files.
pub fn colour_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The player in Spanish ("las blancas").
pub fn colour_es(c: Color) -> &'static str {
    match c {
        Color::White => "las blancas",
        Color::Black => "las negras",
    }
}

/// The player in English ("White").
pub fn colour_en(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "the white knight on c6" style description, Spanish.
pub fn piece_on_es(piece: Piece, sq: arbitro_rules::shakmaty::Square) -> String {
    let colour = match (piece.color, piece.role) {
        (Color::White, Role::Queen | Role::Rook) => "blanca",
        (Color::Black, Role::Queen | Role::Rook) => "negra",
        (Color::White, _) => "blanco",
        (Color::Black, _) => "negro",
    };
    format!("{} {colour} de {sq}", role_es(piece.role))
}

/// "the white knight on c6" style description, English.
pub fn piece_on_en(piece: Piece, sq: arbitro_rules::shakmaty::Square) -> String {
    let colour = match piece.color {
        Color::White => "white",
        Color::Black => "black",
    };
    format!("the {colour} {} on {sq}", role_bare_en(piece.role))
}
