//! Pages to PDF bytes: embeds the subset faces under fixed resource names and
//! lets printpdf serialise.

use std::collections::BTreeSet;

use std::io::Write;

use flate2::Compression;
use flate2::write::ZlibEncoder;
use printpdf::{Mm, PdfDocument, PdfFont, PdfPage, PdfParseErrorSeverity, PdfSaveOptions};

use crate::canvas::{PageOut, font_id};
use crate::error::FormsError;
use crate::fonts::{Fonts, Weight};

/// Document properties written to the PDF's information dictionary.
#[derive(Debug, Clone, Default)]
pub struct DocInfo {
    /// Title shown by PDF viewers.
    pub title: String,
    /// Subject (the event, usually).
    pub subject: String,
}

/// Serialises `pages` into one PDF document.
pub fn write_pdf(fonts: &Fonts, info: &DocInfo, pages: Vec<PageOut>) -> Result<Vec<u8>, FormsError> {
    let mut doc = PdfDocument::new(&info.title);
    doc.metadata.info.subject = info.subject.clone();
    doc.metadata.info.creator = "arbitro".to_string();
    doc.metadata.info.producer = format!("arbitro-forms {}", env!("CARGO_PKG_VERSION"));

    let mut regular = BTreeSet::new();
    let mut bold = BTreeSet::new();
    for page in &pages {
        regular.extend(page.regular.iter().copied());
        bold.extend(page.bold.iter().copied());
    }
    for (weight, used) in [(Weight::Regular, &regular), (Weight::Bold, &bold)] {
        if used.is_empty() {
            continue;
        }
        let subset = fonts.face(weight).subset_for(used)?;
        doc.resources
            .fonts
            .map
            .insert(font_id(weight), PdfFont::new(subset));
    }

    let pdf_pages = pages
        .into_iter()
        .map(|page| PdfPage::new(Mm(page.width), Mm(page.height), page.ops))
        .collect();
    let mut warnings = Vec::new();
    // printpdf compresses through lopdf at the slowest deflate level, which
    // is most of a 600-page print run; the content streams of forms are
    // repetitive and compress almost as well at level 6 in a fraction of the
    // time. So: serialise without compression, then deflate here.
    let options = PdfSaveOptions {
        optimize: false,
        image_optimization: None,
        ..PdfSaveOptions::default()
    };
    let doc = doc.with_pages(pdf_pages);
    let mut lopdf_doc = printpdf::to_lopdf_doc(doc, &options, &mut warnings);
    if let Some(error) = warnings
        .iter()
        .find(|w| w.severity == PdfParseErrorSeverity::Error)
    {
        return Err(FormsError::Pdf(error.msg.clone()));
    }
    let mut streams: Vec<&mut lopdf::Stream> = lopdf_doc
        .objects
        .values_mut()
        .filter_map(|object| match object {
            lopdf::Object::Stream(stream) => Some(stream),
            _ => None,
        })
        .collect();
    // Pages compress independently: one share per core.
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    let share = streams.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = streams
            .chunks_mut(share)
            .map(|chunk| scope.spawn(move || chunk.iter_mut().try_for_each(|s| deflate(s))))
            .collect();
        workers.into_iter().try_for_each(|w| {
            w.join()
                .unwrap_or_else(|_| Err(FormsError::Pdf("compression failed".into())))
        })
    })?;
    let mut bytes = Vec::new();
    lopdf_doc
        .save_to(&mut bytes)
        .map_err(|e| FormsError::Pdf(e.to_string()))?;
    Ok(bytes)
}

/// Compresses a stream that has no filter yet, when that makes it smaller.
fn deflate(stream: &mut lopdf::Stream) -> Result<(), FormsError> {
    if stream.dict.get(b"Filter").is_ok() || stream.content.len() < 64 {
        return Ok(());
    }
    let mut encoder = ZlibEncoder::new(Vec::with_capacity(stream.content.len() / 3), Compression::new(6));
    encoder
        .write_all(&stream.content)
        .map_err(|e| FormsError::Pdf(e.to_string()))?;
    let compressed = encoder.finish().map_err(|e| FormsError::Pdf(e.to_string()))?;
    if compressed.len() + 19 < stream.content.len() {
        stream.dict.set("Filter", "FlateDecode");
        stream.set_content(compressed);
    }
    Ok(())
}
