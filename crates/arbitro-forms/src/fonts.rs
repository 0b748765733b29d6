//! The bundled faces: text measurement for layout, and per-document subsets
//! for embedding.
//!
//! printpdf embeds a face whole unless its `text_layout` feature is on, and that
//! feature doubles the cold build. Subsetting here with `allsorts` (which
//! printpdf always depends on) gives the same small PDFs at no build cost: each
//! document embeds only the glyphs its pages use.

use std::collections::{BTreeMap, BTreeSet};

use allsorts::binary::read::ReadScope;
use allsorts::font_data::FontData;
use allsorts::subset::{CmapTarget, SubsetProfile, subset};
use printpdf::ParsedFont;

use crate::error::FormsError;

/// Code points measured through the direct table (Latin, Greek, Cyrillic,
/// punctuation, arrows, box drawing, dingbats).
const FAST: usize = 0x2800;

/// Which of the bundled faces a text uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

/// One parsed face: its bytes, character map and advance widths.
#[derive(Debug, Clone)]
pub struct Face {
    file: String,
    parsed: ParsedFont,
    /// Advance of each character in 1/1000 em (characters the face lacks are
    /// measured as its `.notdef` glyph).
    widths: BTreeMap<char, f32>,
    /// The same for the first [`FAST`] code points, by index (negative: the
    /// face lacks it): measuring is the hot path of a print run.
    fast: Vec<f32>,
    notdef_width: f32,
    ascent: f32,
}

impl Face {
    /// Parses a TrueType face; `file` names it in errors.
    pub fn parse(file: &str, bytes: &[u8]) -> Result<Face, FormsError> {
        let mut warnings = Vec::new();
        let parsed = ParsedFont::from_bytes(bytes, 0, &mut warnings).ok_or_else(|| FormsError::Font {
            file: file.to_string(),
            message: "not a readable TrueType/OpenType font".to_string(),
        })?;
        if parsed.codepoint_to_glyph.is_empty() {
            return Err(FormsError::Font {
                file: file.to_string(),
                message: "the font has no Unicode character map".to_string(),
            });
        }
        let upem = f32::from(parsed.units_per_em.max(1));
        let scale = |gid: u16| f32::from(parsed.glyph_widths.get(&gid).copied().unwrap_or(0)) * 1000.0 / upem;
        let widths = parsed
            .codepoint_to_glyph
            .iter()
            .filter_map(|(&cp, &gid)| char::from_u32(cp).map(|c| (c, scale(gid))))
            .collect();
        let notdef_width = scale(0);
        let mut fast = vec![-1.0; FAST];
        for (&c, &w) in &widths {
            if let Some(slot) = fast.get_mut(c as usize) {
                *slot = w;
            }
        }
        let ascent = f32::from(parsed.font_metrics.ascent) * 1000.0 / upem;
        Ok(Face {
            file: file.to_string(),
            parsed,
            widths,
            fast,
            notdef_width,
            ascent,
        })
    }

    /// The file this face came from.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// Whether the face has a glyph for `c`.
    pub fn covers(&self, c: char) -> bool {
        self.widths.contains_key(&c)
    }

    /// Width of `text` in points at `size` points, with horizontal scaling 100 %.
    pub fn width_pt(&self, text: &str, size: f32) -> f32 {
        let units: f32 = text
            .chars()
            .map(|c| match self.fast.get(c as usize) {
                Some(&w) if w >= 0.0 => w,
                Some(_) => self.notdef_width,
                None => self.widths.get(&c).copied().unwrap_or(self.notdef_width),
            })
            .sum();
        units * size / 1000.0
    }

    /// Height of the capital letters above the baseline, in points at `size`
    /// (approximated from the ascent, used to centre text in cells).
    pub fn cap_height_pt(&self, size: f32) -> f32 {
        // DejaVu's cap height is about 0.73 em and its ascent 0.93 em.
        self.ascent.min(1000.0) * 0.785 * size / 1000.0
    }

    /// A copy of this face reduced to the characters in `used`, ready to embed.
    pub fn subset_for(&self, used: &BTreeSet<char>) -> Result<ParsedFont, FormsError> {
        let fail = |message: String| FormsError::Font {
            file: self.file.clone(),
            message,
        };
        let mut gids: BTreeSet<u16> = used
            .iter()
            .filter_map(|&c| self.parsed.lookup_glyph_index(c as u32))
            .collect();
        gids.remove(&0);
        // `.notdef` must stay glyph 0 of the subset.
        let ids: Vec<u16> = std::iter::once(0).chain(gids).collect();
        let data = ReadScope::new(&self.parsed.original_bytes)
            .read::<FontData<'_>>()
            .map_err(|e| fail(format!("cannot read font tables: {e}")))?;
        let provider = data
            .table_provider(0)
            .map_err(|e| fail(format!("cannot read font tables: {e}")))?;
        let bytes = subset(&provider, &ids, &SubsetProfile::Pdf, CmapTarget::Unicode)
            .map_err(|e| fail(format!("cannot subset the font: {e}")))?;
        let mut warnings = Vec::new();
        ParsedFont::from_bytes(&bytes, 0, &mut warnings)
            .ok_or_else(|| fail("the font subset cannot be read back".to_string()))
    }
}

/// The two faces every form uses.
#[derive(Debug, Clone)]
pub struct Fonts {
    /// DejaVu Sans.
    pub regular: Face,
    /// DejaVu Sans Bold.
    pub bold: Face,
}

impl Fonts {
    /// The face of a weight.
    pub fn face(&self, weight: Weight) -> &Face {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }
}
