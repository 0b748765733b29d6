//! FIDE's XML lists: `<playerslist>` holding one `<player>` per player,
//! each field an element:
//!
//! ```text
//! <player><fideid>…</fideid><name>…</name><country>…</country><sex>…</sex>
//!   <title>…</title><w_title>…</w_title><o_title>…</o_title><foa_title>…</foa_title>
//!   <rating>…</rating><games>…</games><k>…</k>                 (standard, or the one rate)
//!   <rapid_rating>…</rapid_rating><rapid_games>…</rapid_games><rapid_k>…</rapid_k>
//!   <blitz_rating>…</blitz_rating><blitz_games>…</blitz_games><blitz_k>…</blitz_k>
//!   <birthday>…</birthday><flag>…</flag></player>
//! ```
//!
//! The combined list (`players_list_xml…`) carries the `rapid_`/`blitz_`
//! elements; a one-rate list (`standard_…`, `rapid_…`, `blitz_…`) only
//! `rating`, `games` and `k`, and the caller says which rate they are.
//! Unknown elements are skipped. A `<player>` whose fields are wrong is a
//! bad entry (reported by the line it starts on); XML that is not well
//! formed stops the whole list.

use std::cell::Cell;
use std::collections::VecDeque;
use std::io::BufRead;
use std::rc::Rc;

use quick_xml::events::Event;

use crate::error::{FideError, LineProblem};
use crate::fields::{RawEntry, Value};
use crate::player::{FidePlayer, Rate};
use crate::text::decode_cp1252;

/// The elements of a `<player>` this reader uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Id,
    Name,
    Federation,
    Sex,
    Title,
    WomenTitle,
    OtherTitles,
    Foa,
    /// `rating`, `games`, `k`: standard in the combined list, else the one rate.
    Rating,
    Games,
    K,
    RapidRating,
    RapidGames,
    RapidK,
    BlitzRating,
    BlitzGames,
    BlitzK,
    BirthYear,
    Flag,
}

const SLOTS: usize = 19;

impl Slot {
    fn of(element: &str) -> Option<Slot> {
        Some(match element {
            "fideid" => Slot::Id,
            "name" => Slot::Name,
            "country" => Slot::Federation,
            "sex" => Slot::Sex,
            "title" => Slot::Title,
            "w_title" => Slot::WomenTitle,
            "o_title" => Slot::OtherTitles,
            "foa_title" => Slot::Foa,
            "rating" => Slot::Rating,
            "games" => Slot::Games,
            "k" => Slot::K,
            "rapid_rating" => Slot::RapidRating,
            "rapid_games" => Slot::RapidGames,
            "rapid_k" => Slot::RapidK,
            "blitz_rating" => Slot::BlitzRating,
            "blitz_games" => Slot::BlitzGames,
            "blitz_k" => Slot::BlitzK,
            "birthday" => Slot::BirthYear,
            "flag" => Slot::Flag,
            _ => return None,
        })
    }

    fn is_combined_only(self) -> bool {
        matches!(
            self,
            Slot::RapidRating
                | Slot::RapidGames
                | Slot::RapidK
                | Slot::BlitzRating
                | Slot::BlitzGames
                | Slot::BlitzK
        )
    }
}

/// Counts the line ends the XML reader has consumed, so that an entry is
/// reported by its line.
pub(crate) struct LineCounter<R> {
    inner: R,
    newlines: Rc<Cell<u64>>,
}

impl<R: BufRead> std::io::Read for LineCounter<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        let lines = buf[..n].iter().filter(|&&b| b == b'\n').count() as u64;
        self.newlines.set(self.newlines.get() + lines);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for LineCounter<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        // The bytes consumed are the start of what fill_buf last returned,
        // which is still buffered.
        if let Ok(buffer) = self.inner.fill_buf() {
            let lines = buffer[..amount.min(buffer.len())]
                .iter()
                .filter(|&&b| b == b'\n')
                .count() as u64;
            self.newlines.set(self.newlines.get() + lines);
        }
        self.inner.consume(amount);
    }
}

/// A Windows-1252 (or Latin-1) stream seen as UTF-8, for lists whose XML
/// declaration names one of those encodings.
pub(crate) struct Cp1252AsUtf8<R> {
    inner: R,
    buffer: Vec<u8>,
    at: usize,
}

impl<R: BufRead> std::io::Read for Cp1252AsUtf8<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Cp1252AsUtf8<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at >= self.buffer.len() {
            self.buffer.clear();
            self.at = 0;
            let chunk = self.inner.fill_buf()?;
            let n = chunk.len();
            self.buffer.extend_from_slice(decode_cp1252(chunk).as_bytes());
            self.inner.consume(n);
        }
        Ok(&self.buffer[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        self.at = (self.at + amount).min(self.buffer.len());
    }
}

/// The bytes an XML reader reads: UTF-8 as it is, or a declared
/// single-byte encoding converted.
pub(crate) enum Source<R> {
    Utf8(R),
    Cp1252(Cp1252AsUtf8<R>),
}

impl<R: BufRead> std::io::Read for Source<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Source::Utf8(r) => r.read(buf),
            Source::Cp1252(r) => r.read(buf),
        }
    }
}

impl<R: BufRead> BufRead for Source<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        match self {
            Source::Utf8(r) => r.fill_buf(),
            Source::Cp1252(r) => r.fill_buf(),
        }
    }

    fn consume(&mut self, amount: usize) {
        match self {
            Source::Utf8(r) => r.consume(amount),
            Source::Cp1252(r) => r.consume(amount),
        }
    }
}

/// Whether the start of a document declares Latin-1 or Windows-1252.
fn declares_cp1252(start: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&start[..start.len().min(200)]).to_ascii_lowercase();
    let Some(decl) = head.strip_prefix("<?xml").and_then(|d| d.split("?>").next()) else {
        return false;
    };
    [
        "iso-8859-1",
        "latin1",
        "latin-1",
        "windows-1252",
        "cp1252",
        "iso-8859-15",
    ]
    .iter()
    .any(|name| decl.contains(&format!("\"{name}\"")) || decl.contains(&format!("'{name}'")))
}

/// A player with the line their entry starts on, or a bad entry.
pub(crate) type Parsed = Result<(u64, FidePlayer), LineProblem>;

/// Reads `<player>` entries one by one.
pub(crate) struct XmlList<R: BufRead> {
    xml: quick_xml::Reader<LineCounter<Source<R>>>,
    newlines: Rc<Cell<u64>>,
    buf: Vec<u8>,
    values: [String; SLOTS],
    /// The rates the list carries, known from its first `<player>`.
    pub rates: Vec<Rate>,
    /// Entries read ahead while finding out the list's rates.
    ahead: VecDeque<Parsed>,
    finished: bool,
}

/// One `<player>` as read: its line and which elements it had.
struct Collected {
    line: u64,
    combined: bool,
}

impl<R: BufRead> XmlList<R> {
    /// Opens the document, checks its root and reads its first entry to
    /// find out which rates it carries.
    pub fn new(mut reader: R, one_rate: Option<Rate>) -> Result<XmlList<R>, FideError> {
        let source = if declares_cp1252(reader.fill_buf()?) {
            Source::Cp1252(Cp1252AsUtf8 {
                inner: reader,
                buffer: Vec::new(),
                at: 0,
            })
        } else {
            Source::Utf8(reader)
        };
        let newlines = Rc::new(Cell::new(0));
        let counter = LineCounter {
            inner: source,
            newlines: Rc::clone(&newlines),
        };
        let mut xml = quick_xml::Reader::from_reader(counter);
        xml.config_mut().trim_text(false);
        let mut list = XmlList {
            xml,
            newlines,
            buf: Vec::with_capacity(1024),
            values: Default::default(),
            rates: Vec::new(),
            ahead: VecDeque::new(),
            finished: false,
        };
        list.open_root()?;
        match list.collect()? {
            None => {
                // An empty list: nothing to tell about rates.
                list.rates = one_rate.map_or_else(|| Rate::ALL.to_vec(), |r| vec![r]);
                list.finished = true;
            }
            Some(first) => {
                list.rates = if first.combined {
                    Rate::ALL.to_vec()
                } else {
                    vec![one_rate.ok_or(FideError::RateUnknown)?]
                };
                let entry = list.build(&first);
                list.ahead.push_back(entry);
            }
        }
        Ok(list)
    }

    /// The reader back (a Windows-1252 document's converter is dropped
    /// with what it had buffered).
    pub fn into_inner(self) -> R {
        match self.xml.into_inner().inner {
            Source::Utf8(reader) => reader,
            Source::Cp1252(converter) => converter.inner,
        }
    }

    fn line(&self) -> u64 {
        self.newlines.get() + 1
    }

    fn syntax(&self, error: quick_xml::Error) -> FideError {
        match error {
            quick_xml::Error::Io(io) => FideError::Io(std::io::Error::new(io.kind(), io.to_string())),
            other => FideError::Xml {
                line: self.line(),
                detail: other.to_string(),
            },
        }
    }

    fn open_root(&mut self) -> Result<(), FideError> {
        loop {
            self.buf.clear();
            let event = self.xml.read_event_into(&mut self.buf);
            let line = self.newlines.get() + 1;
            match event {
                Ok(Event::Start(e)) => {
                    let name = e.local_name().into_inner().to_string();
                    if name != "playerslist" {
                        return Err(FideError::NotAPlayersList { line, element: name });
                    }
                    return Ok(());
                }
                Ok(Event::Empty(e)) => {
                    let name = e.local_name().into_inner().to_string();
                    if name != "playerslist" {
                        return Err(FideError::NotAPlayersList { line, element: name });
                    }
                    self.finished = true;
                    return Ok(());
                }
                Ok(Event::Eof) => return Err(FideError::Empty),
                Ok(_) => {}
                Err(e) => return Err(self.syntax(e)),
            }
        }
    }

    /// Reads up to the end of the next `<player>`, filling `values`;
    /// `None` at the end of the list.
    fn collect(&mut self) -> Result<Option<Collected>, FideError> {
        if self.finished {
            return Ok(None);
        }
        // Inside <playerslist>: find the next <player>.
        let line = loop {
            self.buf.clear();
            let event = self.xml.read_event_into(&mut self.buf);
            let line = self.newlines.get() + 1;
            match event {
                Ok(Event::Start(e)) => {
                    if e.local_name().into_inner() == "player" {
                        break line;
                    }
                    let end = e.to_end().into_owned();
                    let mut skip = Vec::new();
                    if let Err(e) = self.xml.read_to_end_into(end.name(), &mut skip) {
                        return Err(self.syntax(e));
                    }
                }
                Ok(Event::End(_)) => {
                    self.finished = true;
                    return Ok(None);
                }
                Ok(Event::Eof) => {
                    return Err(FideError::Xml {
                        line,
                        detail: "the file ends before </playerslist>".to_string(),
                    });
                }
                Ok(_) => {}
                Err(e) => return Err(self.syntax(e)),
            }
        };
        for value in &mut self.values {
            value.clear();
        }
        let mut combined = false;
        // Inside <player>: fields, until </player>.
        let mut field: Option<Slot> = None;
        let mut depth = 0u32;
        loop {
            self.buf.clear();
            let event = self.xml.read_event_into(&mut self.buf);
            match event {
                Ok(Event::Start(e)) => {
                    depth += 1;
                    field = if depth == 1 {
                        Slot::of(e.local_name().into_inner())
                    } else {
                        None
                    };
                    if let Some(slot) = field {
                        combined |= slot.is_combined_only();
                    }
                }
                Ok(Event::Empty(e)) => {
                    if depth == 0
                        && let Some(slot) = Slot::of(e.local_name().into_inner())
                    {
                        combined |= slot.is_combined_only();
                    }
                }
                Ok(Event::Text(t)) => {
                    if let Some(slot) = field {
                        self.values[slot as usize].push_str(&t.xml10_content());
                    }
                }
                Ok(Event::CData(t)) => {
                    if let Some(slot) = field {
                        self.values[slot as usize].push_str(&t.xml10_content());
                    }
                }
                Ok(Event::GeneralRef(r)) => {
                    if let Some(slot) = field {
                        let text = &mut self.values[slot as usize];
                        match r.resolve_char_ref() {
                            Ok(Some(c)) => text.push(c),
                            _ => match quick_xml::escape::resolve_predefined_entity(&r) {
                                Some(s) => text.push_str(s),
                                None => {
                                    text.push('&');
                                    text.push_str(&r);
                                    text.push(';');
                                }
                            },
                        }
                    }
                }
                Ok(Event::End(_)) => {
                    if depth == 0 {
                        return Ok(Some(Collected { line, combined }));
                    }
                    depth -= 1;
                    field = None;
                }
                Ok(Event::Eof) => {
                    return Err(FideError::Xml {
                        line: self.line(),
                        detail: "the file ends inside a <player>".to_string(),
                    });
                }
                Ok(_) => {}
                Err(e) => return Err(self.syntax(e)),
            }
        }
    }

    /// Validates the collected `<player>`.
    fn build(&self, collected: &Collected) -> Parsed {
        let v = |slot: Slot| Value::new(&self.values[slot as usize], None);
        let mut entry = RawEntry {
            id: v(Slot::Id),
            name: v(Slot::Name),
            federation: v(Slot::Federation),
            sex: v(Slot::Sex),
            title: v(Slot::Title),
            women_title: v(Slot::WomenTitle),
            other_titles: v(Slot::OtherTitles),
            foa_title: v(Slot::Foa),
            birth_year: v(Slot::BirthYear),
            flag: v(Slot::Flag),
            ..RawEntry::default()
        };
        let main = if self.rates.len() == 1 {
            self.rates[0]
        } else {
            Rate::Standard
        };
        {
            let r = entry.rating_mut(main);
            r.rating = v(Slot::Rating);
            r.games = v(Slot::Games);
            r.k = v(Slot::K);
        }
        if self.rates.len() > 1 {
            let r = entry.rating_mut(Rate::Rapid);
            r.rating = v(Slot::RapidRating);
            r.games = v(Slot::RapidGames);
            r.k = v(Slot::RapidK);
            let b = entry.rating_mut(Rate::Blitz);
            b.rating = v(Slot::BlitzRating);
            b.games = v(Slot::BlitzGames);
            b.k = v(Slot::BlitzK);
        }
        entry.into_player(collected.line).map(|p| (collected.line, p))
    }

    /// The next entry: a player or a bad one; `None` at the end.
    pub fn next_entry(&mut self) -> Option<Result<Parsed, FideError>> {
        if let Some(entry) = self.ahead.pop_front() {
            return Some(Ok(entry));
        }
        match self.collect() {
            Ok(None) => None,
            Ok(Some(collected)) => Some(Ok(self.build(&collected))),
            Err(e) => {
                self.finished = true;
                Some(Err(e))
            }
        }
    }
}
