//! Moves as people write them: SAN with the piece letters of their language
//! (English K Q R B N; Spanish R rey, D dama, T torre, A alfil, C caballo)
//! and UCI, read into legal moves and written back.
//!
//! Reading is tolerant where nothing can be misread and strict where it
//! could: an upper-case letter is a piece, a lower-case `a`–`h` is a file
//! (so `cxd4` is the c-pawn, `Cxd4` the knight, as in printed Spanish
//! notation); a lower-case piece letter that is no file (`tf1`, `nf3`) is
//! read as the piece; a lower-case letter that is both a file and a piece
//! letter (`c`, `a`, `d` in Spanish, `b` in English) is read as the piece
//! only when the file reading is not a legal move and the piece reading is.
//! A piece letter of the other language is refused, naming the letter (in
//! Spanish `R` is the king, so `Nf3` cannot silently mean anything).

use arbitro_i18n::Lang;
use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingSide, Move, Position as _, Role};

use crate::error::RulesError;
use crate::position::Position;
use crate::refusal::MoveRefusal;

/// The English SAN letter of a piece letter in `lang`, if it is one
/// (upper case).
fn english_letter(c: char, lang: Lang) -> Option<char> {
    match (lang, c) {
        (Lang::En, 'K' | 'Q' | 'R' | 'B' | 'N') => Some(c),
        (Lang::Es, 'R') => Some('K'),
        (Lang::Es, 'D') => Some('Q'),
        (Lang::Es, 'T') => Some('R'),
        (Lang::Es, 'A') => Some('B'),
        (Lang::Es, 'C') => Some('N'),
        _ => None,
    }
}

/// The letter of an English SAN piece letter in `lang`.
fn letter_in(c: char, lang: Lang) -> char {
    match (lang, c) {
        (Lang::Es, 'K') => 'R',
        (Lang::Es, 'Q') => 'D',
        (Lang::Es, 'R') => 'T',
        (Lang::Es, 'B') => 'A',
        (Lang::Es, 'N') => 'C',
        _ => c,
    }
}

fn other(lang: Lang) -> Lang {
    match lang {
        Lang::Es => Lang::En,
        Lang::En => Lang::Es,
    }
}

/// SAN text with zeros in castling replaced and annotation glyphs removed.
fn clean_san(text: &str) -> String {
    let t = text.trim().trim_end_matches(['!', '?']);
    let t = t.replace("0-0-0", "O-O-O").replace("0-0", "O-O");
    t.trim_end_matches(['+', '#']).to_string()
}

/// Text that parses as UCI but is meant as SAN: a piece letter or castling
/// (UCI squares are lower case).
fn looks_like_san(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_uppercase() || c == '0')
}

/// How SAN written with `lang`'s letters reads in English SAN.
enum Reading {
    /// One reading.
    One(String),
    /// A lower-case letter that is a file and a piece letter: the file
    /// reading first, then the piece reading.
    FileOrPiece(String, String),
    /// A piece letter of the other language.
    Foreign(char),
    /// Not SAN.
    Unreadable,
}

/// The text after the first letter with its promotion letter (after `=`
/// or after the last rank) in English, or the letter that is not one.
fn translate_promotion(body: &str, lang: Lang) -> Result<String, char> {
    let mut out = String::with_capacity(body.len());
    let chars: Vec<char> = body.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let after_rank = i > 0 && matches!(chars[i - 1], '1' | '8' | '=');
        if after_rank && i == chars.len() - 1 && c.is_ascii_alphabetic() {
            if chars[i - 1] != '=' {
                out.push('=');
            }
            out.push(english_letter(c.to_ascii_uppercase(), lang).ok_or(c)?);
        } else {
            out.push(c);
        }
    }
    Ok(out)
}

fn reading(clean: &str, lang: Lang) -> Reading {
    let Some(first) = clean.chars().next() else {
        return Reading::Unreadable;
    };
    if clean.starts_with("O-O") {
        return Reading::One(clean.to_string());
    }
    let rest = match translate_promotion(&clean[first.len_utf8()..], lang) {
        Ok(rest) => rest,
        Err(letter) if english_letter(letter.to_ascii_uppercase(), other(lang)).is_some() => {
            return Reading::Foreign(letter);
        }
        Err(_) => return Reading::Unreadable,
    };
    if first.is_ascii_uppercase() {
        return match english_letter(first, lang) {
            Some(letter) => Reading::One(format!("{letter}{rest}")),
            None if english_letter(first, other(lang)).is_some() => Reading::Foreign(first),
            None => Reading::Unreadable,
        };
    }
    let piece = english_letter(first.to_ascii_uppercase(), lang);
    match (first, piece) {
        ('a'..='h', Some(letter)) => {
            Reading::FileOrPiece(format!("{first}{rest}"), format!("{letter}{rest}"))
        }
        ('a'..='h', None) => Reading::One(format!("{first}{rest}")),
        (_, Some(letter)) => Reading::One(format!("{letter}{rest}")),
        _ => Reading::Unreadable,
    }
}

impl Position {
    /// Reads a move in SAN (English piece letters) or UCI; see
    /// [`Position::parse_move_in`] for other languages.
    pub fn parse_move(&self, text: &str) -> Result<Move, RulesError> {
        self.parse_move_in(text, Lang::En)
    }

    /// Reads a move in UCI, or in SAN with the piece letters of `lang`
    /// (Spanish: R rey, D dama, T torre, A alfil, C caballo), as the module
    /// notes describe.
    pub fn parse_move_in(&self, text: &str, lang: Lang) -> Result<Move, RulesError> {
        let trimmed = text.trim();
        if UciMove::from_ascii(trimmed.as_bytes()).is_ok() && !looks_like_san(trimmed) {
            self.parse_uci(trimmed)
        } else {
            self.parse_san_in(trimmed, lang)
        }
    }

    /// Reads a move in SAN with English piece letters. Castling is
    /// `O-O`/`O-O-O` (also with zeros), F9-2; check and annotation suffixes
    /// are ignored.
    pub fn parse_san(&self, text: &str) -> Result<Move, RulesError> {
        self.parse_san_in(text, Lang::En)
    }

    /// Reads a move in SAN with the piece letters of `lang`.
    pub fn parse_san_in(&self, text: &str, lang: Lang) -> Result<Move, RulesError> {
        let syntax = || RulesError::MoveSyntax {
            text: text.to_string(),
            letters: lang,
        };
        let parse = |english: &str| San::from_ascii(english.as_bytes()).ok();
        match reading(&clean_san(text), lang) {
            Reading::One(english) => {
                let san = parse(&english).ok_or_else(syntax)?;
                self.move_from_san(san)
                    .map_err(|refusal| self.illegal(text, refusal))
            }
            Reading::FileOrPiece(file, piece) => {
                let as_file = match parse(&file).map(|san| self.move_from_san(san)) {
                    Some(Ok(m)) => return Ok(m),
                    Some(Err(refusal)) => Some(refusal),
                    None => None,
                };
                match (parse(&piece).map(|san| self.move_from_san(san)), as_file) {
                    (Some(Ok(m)), _) => Ok(m),
                    // Both readings fail: the file reading's reason, as SAN reads it.
                    (_, Some(refusal)) | (Some(Err(refusal)), None) => Err(self.illegal(text, refusal)),
                    (None, None) => Err(syntax()),
                }
            }
            Reading::Foreign(letter) => Err(RulesError::PieceLetter {
                text: text.to_string(),
                letter,
                letters: lang,
            }),
            Reading::Unreadable => Err(syntax()),
        }
    }

    /// The move in SAN with the piece letters of `lang` (`Cf3`, `exd8=D+`
    /// in Spanish), with `+`/`#`.
    pub fn san_in(&self, m: Move, lang: Lang) -> String {
        let english = self.san(m).to_string();
        match lang {
            Lang::En => english,
            Lang::Es if english.starts_with("O-O") => english,
            Lang::Es => english.chars().map(|c| letter_in(c, lang)).collect(),
        }
    }

    /// The legal move a parsed SAN stands for, or why there is none.
    pub fn move_from_san(&self, san: San) -> Result<Move, MoveRefusal> {
        if let San::Castle(side) = san {
            return self.castling_move(side).map_err(MoveRefusal::Castling);
        }
        match san.to_move(self.chess()) {
            Ok(m) if self.is_legal(m) => Ok(m),
            Ok(m) => Err(self.why_illegal(m)),
            Err(shakmaty::san::SanError::AmbiguousSan) => Err(MoveRefusal::Ambiguous),
            Err(_) => Err(self.why_no_san_match(san)),
        }
    }

    /// [`Position::move_from_san`], and the move's own SAN (without `+`/`#`):
    /// the SAN as written may disambiguate more than it needs, or spell a
    /// pawn capture without its file. The candidates are generated once
    /// for both.
    pub(crate) fn legal_san(&self, san: San) -> Result<(Move, San), MoveRefusal> {
        let San::Normal { role, to, .. } = san else {
            let m = self.move_from_san(san)?;
            return Ok((m, San::from_move(self.chess(), m)));
        };
        let candidates = self.chess().san_candidates(role, to);
        match san.find_move(&candidates) {
            // Candidates are legal: only castling (never a SAN of this kind)
            // has a further rule (F9-6).
            Ok(&m) => Ok((m, San::disambiguate(m, &candidates))),
            Err(shakmaty::san::SanError::AmbiguousSan) => Err(MoveRefusal::Ambiguous),
            Err(_) => Err(self.why_no_san_match(san)),
        }
    }

    /// Why no legal move matches a SAN: names what the SAN asked for.
    fn why_no_san_match(&self, san: San) -> MoveRefusal {
        match san {
            San::Normal {
                role,
                file,
                rank,
                to,
                promotion,
                ..
            } => {
                let colour = self.turn();
                let ours = self.board().by_piece(shakmaty::Piece { color: colour, role });
                let pinned = ours.into_iter().any(|from| {
                    file.is_none_or(|f| f == from.file())
                        && rank.is_none_or(|r| r == from.rank())
                        && self.pseudo_legal_but_exposes_king(Move::Normal {
                            role,
                            from,
                            capture: self.board().role_at(to),
                            to,
                            promotion,
                        })
                });
                if matches!(promotion, Some(Role::King | Role::Pawn)) {
                    MoveRefusal::PromotionRole
                } else if pinned {
                    MoveRefusal::ExposesKing { colour }
                } else if ours.is_empty() {
                    MoveRefusal::NoSuchPiece { colour, role }
                } else if self.is_check() {
                    MoveRefusal::MustAnswerCheck { colour, role, to }
                } else {
                    MoveRefusal::CannotReach { colour, role, to }
                }
            }
            San::Null => MoveRefusal::NullMove,
            _ => MoveRefusal::NoMatch,
        }
    }

    /// Reads a move in UCI. Castling may be written king-takes-rook (always,
    /// F9-3), or as the king's move to its castling square when that is not
    /// also an ordinary king move (F9-3 "king-only" castling).
    pub fn parse_uci(&self, text: &str) -> Result<Move, RulesError> {
        let uci = UciMove::from_ascii(text.trim().as_bytes()).map_err(|_| RulesError::MoveSyntax {
            text: text.to_string(),
            letters: Lang::En,
        })?;
        if let Ok(m) = uci.to_move(self.chess()) {
            return if self.is_legal(m) {
                Ok(m)
            } else {
                Err(self.illegal(text, self.why_illegal(m)))
            };
        }
        let us = self.turn();
        // King-only notation for castling: the king's move to its final square.
        if let UciMove::Normal {
            from,
            to,
            promotion: None,
        } = uci
            && self.board().king_of(us) == Some(from)
            && to.rank() == us.backrank()
        {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                if side.king_to(us) == to {
                    return self
                        .castling_move(side)
                        .map_err(|refusal| self.illegal(text, MoveRefusal::Castling(refusal)));
                }
            }
        }
        let refusal = match uci {
            UciMove::Normal { from, to, .. }
                if self.board().king_of(us) == Some(from)
                    && (self.chess().castles().castling_rights() & self.chess().us()).contains(to) =>
            {
                // King takes own rook: a castling attempt (F9-3).
                self.why_illegal(Move::Castle { king: from, rook: to })
            }
            UciMove::Normal { from, to, promotion } => match self.board().piece_at(from) {
                Some(piece) if piece.color == us => self.why_illegal(Move::Normal {
                    role: piece.role,
                    from,
                    capture: self.board().role_at(to),
                    to,
                    promotion,
                }),
                _ => MoveRefusal::NoPieceOn {
                    colour: us,
                    square: from,
                },
            },
            UciMove::Put { .. } => MoveRefusal::Drop,
            UciMove::Null => MoveRefusal::NullMove,
        };
        Err(self.illegal(text, refusal))
    }
}
