//! A lexical pass over PGN text that knows where everything is.
//!
//! `pgn-reader` parses the games; it does not report positions and skips
//! tokens it does not understand. This pass splits the text into games the
//! same way (a tag line or an empty line after movetext ends a game),
//! records the line and column of every tag, main-line move and main-line
//! comment, and refuses any token that is not PGN, so that nothing in a file
//! is silently dropped and every error can name its line and column.

use shakmaty::san::SanPlus;

use super::PgnProblem;
use crate::error::RulesError;

/// A place in the text; both count from 1, columns in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Loc {
    pub line: usize,
    pub column: usize,
}

impl Loc {
    pub fn error(self, problem: PgnProblem) -> RulesError {
        RulesError::Pgn {
            line: self.line,
            column: self.column,
            problem,
        }
    }
}

/// One game's text and where its parts are.
#[derive(Debug, Clone, Default)]
pub(crate) struct GameText<'a> {
    /// The game's text (tags and movetext).
    pub text: &'a str,
    /// Where the game starts.
    pub start: Loc,
    /// Each tag name with the place of its `[`.
    pub tags: Vec<(String, Loc)>,
    /// The place of each main-line move, in order.
    pub moves: Vec<Loc>,
    /// The place of each main-line comment's `{`, in order.
    pub comments: Vec<Loc>,
    /// Where the movetext ends (for "missing result" messages).
    pub end: Loc,
}

impl GameText<'_> {
    /// The place of tag `name`, or of the game's start.
    pub fn tag_loc(&self, name: &str) -> Loc {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map_or(self.start, |(_, loc)| *loc)
    }

    /// The place of main-line move number `index` (from 0).
    pub fn move_loc(&self, index: usize) -> Loc {
        self.moves.get(index).copied().unwrap_or(self.end)
    }

    /// The place of main-line comment number `index` (from 0).
    pub fn comment_loc(&self, index: usize) -> Loc {
        self.comments.get(index).copied().unwrap_or(self.end)
    }
}

/// A cursor over the text that tracks line and column.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    column: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn loc(&self) -> Loc {
        Loc {
            line: self.line,
            column: self.column,
        }
    }

    /// Whether the next character ends a line: LF, or a CR not followed by
    /// LF (CR-only line ends).
    fn at_line_end(&self) -> bool {
        let rest = self.rest();
        rest.starts_with('\n') || (rest.starts_with('\r') && !rest.starts_with("\r\n"))
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        let ends_line = self.at_line_end();
        self.pos += c.len_utf8();
        if ends_line {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn at_line_start(&self) -> bool {
        self.column == 1
    }

    fn skip_line(&mut self) {
        while self.peek().is_some() {
            let ends_line = self.at_line_end();
            self.bump();
            if ends_line {
                break;
            }
        }
    }
}

/// Characters that end a move token (as `pgn-reader` sees them).
fn is_token_end(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '\n' | '\r' | '{' | '}' | '(' | ')' | '!' | '?' | '$' | ';' | '.' | '*'
    )
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "½-½"];

/// Splits PGN text into games one at a time and locates their parts; the
/// first token that is not PGN is an error naming its line and column.
pub(crate) struct Scanner<'a> {
    cur: Cursor<'a>,
    failed: bool,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text` (a byte-order mark is skipped).
    pub fn new(text: &'a str) -> Scanner<'a> {
        let mut cur = Cursor {
            text,
            pos: 0,
            line: 1,
            column: 1,
        };
        if cur.rest().starts_with('\u{feff}') {
            cur.pos += '\u{feff}'.len_utf8();
        }
        Scanner { cur, failed: false }
    }

    /// A scanner over `text`, a part of a larger text that begins at `at`
    /// in it (where a previous scanner stopped after a game): the places it
    /// reports are those of the larger text.
    pub fn resume(text: &'a str, at: Loc) -> Scanner<'a> {
        let cur = Cursor {
            text,
            pos: 0,
            line: at.line,
            column: at.column,
        };
        Scanner { cur, failed: false }
    }

    /// Where the scanner stands: the byte offset in its text and the place.
    pub fn position(&self) -> (usize, Loc) {
        (self.cur.pos, self.cur.loc())
    }
}

impl<'a> Iterator for Scanner<'a> {
    type Item = Result<GameText<'a>, RulesError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        skip_blank(&mut self.cur);
        self.cur.peek()?;
        let game = scan_game(&mut self.cur);
        self.failed = game.is_err();
        Some(game)
    }
}

fn skip_blank(cur: &mut Cursor<'_>) {
    while let Some(c) = cur.peek() {
        if c.is_whitespace() {
            cur.bump();
        } else if c == '%' && cur.at_line_start() {
            cur.skip_line();
        } else {
            break;
        }
    }
}

fn scan_game<'a>(cur: &mut Cursor<'a>) -> Result<GameText<'a>, RulesError> {
    let begin = cur.pos;
    let mut game = GameText {
        start: cur.loc(),
        ..GameText::default()
    };
    // Tag section.
    loop {
        skip_blank(cur);
        if cur.peek() != Some('[') {
            break;
        }
        let (name, loc) = scan_tag(cur)?;
        game.tags.push((name, loc));
    }
    // Movetext, until an empty line or a tag line.
    let mut depth = 0usize;
    let mut finished = false;
    while let Some(c) = cur.peek() {
        if cur.at_line_end() {
            cur.bump();
            let rest = cur.rest();
            if cur.at_line_end() || rest.starts_with("\r\n") || rest.starts_with('[') {
                break;
            }
            if rest.starts_with('%') {
                cur.skip_line();
            }
            continue;
        }
        if c.is_whitespace() || c == '.' {
            cur.bump();
            continue;
        }
        let loc = cur.loc();
        if finished {
            return Err(loc.error(PgnProblem::TextAfterResult));
        }
        match c {
            '{' => {
                if depth == 0 {
                    game.comments.push(loc);
                }
                cur.bump();
                loop {
                    match cur.bump() {
                        Some('}') => break,
                        Some(_) => {}
                        None => return Err(loc.error(PgnProblem::UnclosedComment)),
                    }
                }
            }
            '}' => return Err(loc.error(PgnProblem::StrayBrace)),
            ';' => cur.skip_line(),
            '(' => {
                depth += 1;
                cur.bump();
            }
            ')' => {
                if depth == 0 {
                    return Err(loc.error(PgnProblem::StrayParenthesis));
                }
                depth -= 1;
                cur.bump();
            }
            '$' => {
                cur.bump();
                let digits = take_while(cur, |c| c.is_ascii_digit());
                if digits.is_empty() || digits.parse::<u8>().is_err() {
                    return Err(loc.error(PgnProblem::Glyph));
                }
            }
            '!' | '?' => {
                take_while(cur, |c| c == '!' || c == '?');
            }
            '*' => {
                cur.bump();
                if depth == 0 {
                    finished = true;
                }
            }
            '[' => return Err(loc.error(PgnProblem::TagInMoves)),
            _ => {
                if let Some(result) = RESULTS.iter().find(|r| cur.rest().starts_with(**r)) {
                    let after = cur.rest()[result.len()..].chars().next();
                    if after.is_none_or(is_token_end) {
                        for _ in result.chars() {
                            cur.bump();
                        }
                        if depth == 0 {
                            finished = true;
                        }
                        continue;
                    }
                }
                if c.is_ascii_digit() && !cur.rest().starts_with("0-0") {
                    // A move number: digits, then dots.
                    take_while(cur, |c| c.is_ascii_digit());
                    continue;
                }
                let token = take_while(cur, |c| !is_token_end(c));
                let normalised = token.replace('0', "O");
                let candidate = if token.starts_with("0-0") {
                    normalised.as_str()
                } else {
                    token
                };
                match SanPlus::from_ascii_prefix(candidate.as_bytes()) {
                    Ok((_, used)) if used == candidate.len() => {
                        if depth == 0 {
                            game.moves.push(loc);
                        }
                    }
                    _ => {
                        return Err(loc.error(PgnProblem::NotSan {
                            token: token.to_string(),
                        }));
                    }
                }
            }
        }
    }
    if depth > 0 {
        return Err(cur.loc().error(PgnProblem::UnclosedVariation));
    }
    game.end = cur.loc();
    game.text = &cur.text[begin..cur.pos];
    Ok(game)
}

fn take_while<'a>(cur: &mut Cursor<'a>, keep: impl Fn(char) -> bool) -> &'a str {
    let start = cur.pos;
    while let Some(c) = cur.peek() {
        if !keep(c) {
            break;
        }
        cur.bump();
    }
    &cur.text[start..cur.pos]
}

/// `[Name "value"]` on one line.
fn scan_tag(cur: &mut Cursor<'_>) -> Result<(String, Loc), RulesError> {
    let loc = cur.loc();
    cur.bump();
    take_while(cur, |c| c == ' ' || c == '\t');
    let name = take_while(cur, |c| c.is_ascii_alphanumeric() || c == '_').to_string();
    if name.is_empty() {
        return Err(cur.loc().error(PgnProblem::TagName));
    }
    take_while(cur, |c| c == ' ' || c == '\t');
    if cur.peek() != Some('"') {
        return Err(cur.loc().error(PgnProblem::TagQuotes { tag: name.clone() }));
    }
    cur.bump();
    loop {
        match cur.peek() {
            Some('\\') => {
                cur.bump();
                cur.bump();
            }
            Some('"') => {
                cur.bump();
                break;
            }
            Some('\n' | '\r') | None => {
                return Err(cur.loc().error(PgnProblem::TagClosingQuote { tag: name.clone() }));
            }
            Some(_) => {
                cur.bump();
            }
        }
    }
    take_while(cur, |c| c == ' ' || c == '\t');
    if cur.peek() != Some(']') {
        return Err(cur.loc().error(PgnProblem::TagBracket { tag: name.clone() }));
    }
    cur.bump();
    Ok((name, loc))
}
