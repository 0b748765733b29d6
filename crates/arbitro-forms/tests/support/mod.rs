//! Shared test helpers: poppler's `pdftotext` and `pdftoppm` (Debian package
//! `poppler-utils`, installed by `scripts/ensure-deps.sh test`), grey PNG
//! decoding and the reference-image comparison.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Resolution of reference images: small files, enough to see a layout.
pub const DPI: u32 = 40;
/// A pixel differs when its grey level differs by more than this from every
/// pixel around the same place in the other image.
pub const PIXEL_TOLERANCE: u8 = 64;
/// An image matches when at most this fraction of its pixels differ.
pub const MAX_DIFFERING: f64 = 0.001;

/// The crate's `tests/fixtures` directory.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The project's `forms/` directory.
pub fn forms_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../forms")
}

/// A scratch directory for this test run.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("arbitro-forms")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Copies a directory tree.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create dir");
    for entry in std::fs::read_dir(from).expect("read dir").flatten() {
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).expect("copy");
        }
    }
}

fn poppler(tool: &str, args: &[&str]) -> std::process::Output {
    match Command::new(tool).args(args).output() {
        Ok(out) => {
            assert!(
                out.status.success(),
                "{tool} {args:?} failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            out
        }
        Err(e) => panic!("cannot run {tool} ({e}); install poppler-utils: scripts/ensure-deps.sh test"),
    }
}

/// The text of a PDF as `pdftotext -layout` extracts it (table rows stay
/// together), whitespace collapsed.
pub fn pdf_text(pdf: &[u8], dir: &Path) -> String {
    let file = dir.join("text.pdf");
    std::fs::write(&file, pdf).expect("write pdf");
    let path = file.to_string_lossy().to_string();
    let out = poppler("pdftotext", &["-layout", "-enc", "UTF-8", &path, "-"]);
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Page `page` (1-based) of a PDF rendered by `pdftoppm` as a grey PNG.
pub fn render_png(pdf: &[u8], page: usize, dir: &Path) -> Vec<u8> {
    let file = dir.join("render.pdf");
    std::fs::write(&file, pdf).expect("write pdf");
    let prefix = dir.join("render");
    let page = page.to_string();
    let dpi = DPI.to_string();
    poppler(
        "pdftoppm",
        &[
            "-png",
            "-gray",
            "-r",
            &dpi,
            "-f",
            &page,
            "-l",
            &page,
            "-singlefile",
            &file.to_string_lossy(),
            &prefix.to_string_lossy(),
        ],
    );
    std::fs::read(dir.join("render.png")).expect("pdftoppm wrote the page")
}

/// A grey image.
pub struct Grey {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// One byte per pixel, row by row.
    pub pixels: Vec<u8>,
}

/// Decodes an 8-bit grey (or RGB, averaged) PNG.
pub fn decode(png_bytes: &[u8]) -> Grey {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("PNG size")];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    let channels = info.color_type.samples();
    assert_eq!(info.bit_depth, png::BitDepth::Eight, "8-bit PNGs only");
    let pixels = buf[..info.buffer_size()]
        .chunks(channels)
        .map(|px| {
            let colour = &px[..channels.min(3)];
            (colour.iter().map(|&v| u32::from(v)).sum::<u32>() / colour.len() as u32) as u8
        })
        .collect();
    Grey {
        width: info.width as usize,
        height: info.height as usize,
        pixels,
    }
}

/// Encodes a grey image as PNG.
pub fn encode(image: &Grey) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, image.width as u32, image.height as u32);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::High);
        let mut writer = encoder.write_header().expect("PNG header");
        writer.write_image_data(&image.pixels).expect("PNG data");
    }
    out
}

/// How two images differ.
pub struct Difference {
    /// Pixels that differ beyond the tolerance.
    pub differing: usize,
    /// All pixels.
    pub total: usize,
    /// Image showing the differing pixels in black.
    pub map: Grey,
}

impl Difference {
    /// Whether the images match within the tolerance.
    pub fn matches(&self) -> bool {
        (self.differing as f64) <= self.total as f64 * MAX_DIFFERING
    }
}

/// Compares `actual` with `expected`. A pixel of either image counts as
/// different only if no pixel within one pixel of the same place in the
/// other image is within [`PIXEL_TOLERANCE`] of it: anti-aliasing and
/// sub-pixel rounding pass, a moved line or a missing text does not.
pub fn compare(actual: &Grey, expected: &Grey) -> Option<Difference> {
    if actual.width != expected.width || actual.height != expected.height {
        return None;
    }
    let (w, h) = (actual.width, actual.height);
    let near = |img: &Grey, x: usize, y: usize, v: u8| {
        for dy in -1i32..=1 {
            for dx in -1i32..=1 {
                let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                if nx < 0 || ny < 0 || nx as usize >= w || ny as usize >= h {
                    continue;
                }
                if img.pixels[ny as usize * w + nx as usize].abs_diff(v) <= PIXEL_TOLERANCE {
                    return true;
                }
            }
        }
        false
    };
    let mut map = vec![255u8; w * h];
    let mut differing = 0;
    for y in 0..h {
        for x in 0..w {
            let i = y * w + x;
            if !near(expected, x, y, actual.pixels[i]) || !near(actual, x, y, expected.pixels[i]) {
                differing += 1;
                map[i] = 0;
            }
        }
    }
    Some(Difference {
        differing,
        total: w * h,
        map: Grey {
            width: w,
            height: h,
            pixels: map,
        },
    })
}

/// Checks `png_bytes` against the committed reference `name` in
/// `tests/fixtures/reference/`. With `ARBITRO_BLESS=1` the reference is
/// (re)written instead. On a mismatch the actual image and a map of the
/// differences are left in `dir` and named in the error.
pub fn check_reference(png_bytes: &[u8], name: &str, dir: &Path) -> Result<(), String> {
    let reference = fixtures().join("reference").join(name);
    let actual = decode(png_bytes);
    if std::env::var_os("ARBITRO_BLESS").is_some() {
        std::fs::write(&reference, encode(&actual)).map_err(|e| format!("{}: {e}", reference.display()))?;
        return Ok(());
    }
    let expected_bytes = std::fs::read(&reference).map_err(|e| {
        format!(
            "{}: {e}; render it with ARBITRO_BLESS=1 cargo test -p arbitro-forms, look at it, commit it",
            reference.display()
        )
    })?;
    let expected = decode(&expected_bytes);
    let actual_path = dir.join(format!("actual-{name}"));
    let _ = std::fs::write(&actual_path, encode(&actual));
    match compare(&actual, &expected) {
        None => Err(format!(
            "{name}: the page is {}×{} px, the reference {}×{} (actual in {})",
            actual.width,
            actual.height,
            expected.width,
            expected.height,
            actual_path.display()
        )),
        Some(diff) if diff.matches() => Ok(()),
        Some(diff) => {
            let map_path = dir.join(format!("diff-{name}"));
            let _ = std::fs::write(&map_path, encode(&diff.map));
            Err(format!(
                "{name}: {} of {} pixels differ (at most {:.1}‰ may); actual {}, differences {}",
                diff.differing,
                diff.total,
                MAX_DIFFERING * 1000.0,
                actual_path.display(),
                map_path.display()
            ))
        }
    }
}
