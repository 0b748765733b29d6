//! One reader for every list FIDE distributes: the format is recognised
//! from the first bytes, the header read, then entries stream one by one.

use std::io::BufRead;

use serde::{Deserialize, Serialize};

use crate::error::{FideError, LineProblem, Problem};
use crate::player::{FidePlayer, ListDate, Rate};
use crate::text::{Line, LineDecoder, decode};
use crate::txt::Layout;
use crate::xml::XmlList;

/// How a list is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ListFormat {
    /// Fixed-width text (`players_list_foa.txt`, `standard_rating_list.txt`…).
    Txt,
    /// XML (`players_list_xml_foa.xml`, `standard_rating_list_xml.xml`…).
    Xml,
}

impl ListFormat {
    /// `txt` or `xml`.
    pub fn code(self) -> &'static str {
        match self {
            ListFormat::Txt => "txt",
            ListFormat::Xml => "xml",
        }
    }
}

/// What is known of a list before its entries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListHeader {
    /// TXT or XML.
    pub format: ListFormat,
    /// The rates it carries: all three (the combined lists) or one.
    pub rates: Vec<Rate>,
    /// The list's month, when the file says it (one-rate TXT headers).
    pub date: Option<ListDate>,
}

/// What the caller knows that the file may not say.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The rate of a one-rate list (from its file name or the user). A
    /// one-rate list read without it is refused ([`FideError::RateUnknown`]);
    /// the combined lists ignore it.
    pub rate: Option<Rate>,
}

/// One entry of a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// A player, with the line their entry starts on.
    Player {
        /// Line in the file (1-based).
        line: u64,
        /// The player.
        player: FidePlayer,
    },
    /// A bad line: reported, skipped.
    Bad(LineProblem),
}

enum Inner<R: BufRead> {
    Txt {
        reader: R,
        layout: Layout,
        line: u64,
        buf: Vec<u8>,
        decoder: LineDecoder,
        done: bool,
    },
    Xml(Box<XmlList<R>>),
}

/// Streams the entries of a FIDE rating list from a reader the caller
/// opened: `Iterator<Item = Result<Entry, FideError>>`. An `Err` ends the
/// list (the file is unreadable from there on); a bad line is an
/// [`Entry::Bad`] and reading goes on.
///
/// ```
/// use arbitro_fide::{Entry, ListReader, ReadOptions};
///
/// let list = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n\
///             12345678       Ejemplo, Ana                                                 ESP F   WIM  WIM                     2301  9   20 2150  0   20 2210  0   20 1999  w\n";
/// let mut reader = ListReader::new(list.as_bytes(), ReadOptions::default()).unwrap();
/// let Some(Ok(Entry::Player { player, .. })) = reader.next() else { panic!() };
/// assert_eq!(player.name, "Ejemplo, Ana");
/// assert_eq!(player.standard.unwrap().rating, 2301);
/// ```
pub struct ListReader<R: BufRead> {
    inner: Inner<R>,
    header: ListHeader,
}

/// The first byte of the first buffer that is not a byte-order mark or
/// white space (nothing is consumed: line numbers count from the start).
fn first_significant(reader: &mut impl BufRead) -> Result<Option<u8>, FideError> {
    let buf = reader.fill_buf()?;
    if buf.is_empty() {
        return Ok(None);
    }
    Ok(Some(
        buf.iter()
            .copied()
            .find(|b| !b.is_ascii_whitespace() && ![0xef, 0xbb, 0xbf].contains(b))
            .unwrap_or(b' '),
    ))
}

/// Reads one line into `buf` without its line end; `false` at the end.
fn read_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> Result<bool, FideError> {
    buf.clear();
    if reader.read_until(b'\n', buf)? == 0 {
        return Ok(false);
    }
    while matches!(buf.last(), Some(b'\n' | b'\r')) {
        buf.pop();
    }
    Ok(true)
}

impl<R: BufRead> ListReader<R> {
    /// Recognises the list's format and reads its header.
    pub fn new(mut reader: R, options: ReadOptions) -> Result<ListReader<R>, FideError> {
        match first_significant(&mut reader)? {
            None => Err(FideError::Empty),
            Some(b'<') => {
                let xml = XmlList::new(reader, options.rate)?;
                let header = ListHeader {
                    format: ListFormat::Xml,
                    rates: xml.rates.clone(),
                    date: None,
                };
                Ok(ListReader {
                    inner: Inner::Xml(Box::new(xml)),
                    header,
                })
            }
            Some(_) => {
                let mut buf = Vec::with_capacity(256);
                let mut line = 0;
                // The header is the first line that is not blank.
                let layout = loop {
                    if !read_line(&mut reader, &mut buf)? {
                        return Err(FideError::Empty);
                    }
                    line += 1;
                    let text = decode(&buf);
                    let text = text.trim_start_matches('\u{feff}');
                    if text.trim().is_empty() {
                        continue;
                    }
                    break Layout::from_header(text, line, options.rate)?;
                };
                let header = ListHeader {
                    format: ListFormat::Txt,
                    rates: layout.rates.clone(),
                    date: layout.date,
                };
                Ok(ListReader {
                    inner: Inner::Txt {
                        reader,
                        layout,
                        line,
                        buf,
                        decoder: LineDecoder::default(),
                        done: false,
                    },
                    header,
                })
            }
        }
    }

    /// What the list is: format, rates, month.
    pub fn header(&self) -> &ListHeader {
        &self.header
    }

    /// The reader back, positioned after what has been read (a caller
    /// hashing the whole file reads the rest from it).
    pub fn into_inner(self) -> R {
        match self.inner {
            Inner::Txt { reader, .. } => reader,
            Inner::Xml(xml) => xml.into_inner(),
        }
    }
}

impl<R: BufRead> Iterator for ListReader<R> {
    type Item = Result<Entry, FideError>;

    fn next(&mut self) -> Option<Self::Item> {
        let to_entry = |parsed: Result<(u64, FidePlayer), LineProblem>| match parsed {
            Ok((line, player)) => Entry::Player { line, player },
            Err(problem) => Entry::Bad(problem),
        };
        match &mut self.inner {
            Inner::Xml(xml) => xml.next_entry().map(|r| r.map(to_entry)),
            Inner::Txt {
                reader,
                layout,
                line,
                buf,
                decoder,
                done,
            } => loop {
                if *done {
                    return None;
                }
                match read_line(reader, buf) {
                    Err(e) => {
                        *done = true;
                        return Some(Err(e));
                    }
                    Ok(false) => {
                        *done = true;
                        return None;
                    }
                    Ok(true) => {}
                }
                *line += 1;
                if buf.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                let parsed = match decoder.line(buf) {
                    Line::Text(text) => layout.parse_line(&text, *line).map(|p| (*line, p)),
                    Line::Mixed { column, byte } => Err(LineProblem {
                        line: *line,
                        column: Some(column),
                        problem: Problem::Encoding { byte },
                    }),
                };
                return Some(Ok(to_entry(parsed)));
            },
        }
    }
}
