//! Writing the site into its folder, in place: each file through a hidden
//! temporary file renamed over the old one (a reader never sees half a
//! page), files left unchanged when their content is the same but for the
//! time the page says it was updated (so a page keeps the time it last
//! changed, and the live view's ETags stay put), the pages that no longer
//! exist removed, and
//! nothing else touched. The folder's manifest (`.arbitro-site`, a hidden
//! file the live view never serves) lists what the site wrote; a file
//! that is in the way and not in it is never replaced.

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

use crate::{Result, Site, SiteError};

/// The manifest's file name, at the folder's root.
pub const MANIFEST_FILE: &str = ".arbitro-site";

/// The manifest's first line.
const MANIFEST_HEAD: &str = "arbitro-site/1";

/// What a write did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Written {
    /// The folder.
    pub dir: PathBuf,
    /// Files written (new or changed).
    pub written: usize,
    /// Files already as they should be.
    pub unchanged: usize,
    /// Files of an earlier write that the site no longer has, removed.
    pub removed: usize,
}

/// A manifest path as a path under `dir`, if it is a plain relative one.
fn under(dir: &Path, rel: &str) -> Option<PathBuf> {
    let rel = Path::new(rel);
    rel.components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then(|| dir.join(rel))
}

/// The paths the folder's manifest lists (none without a manifest).
fn read_manifest(dir: &Path) -> Result<BTreeSet<String>> {
    let file = dir.join(MANIFEST_FILE);
    match std::fs::read_to_string(&file) {
        Ok(text) => {
            let mut lines = text.lines();
            if lines.next() != Some(MANIFEST_HEAD) {
                return Err(SiteError::Foreign { path: file });
            }
            Ok(lines
                .filter(|l| !l.trim().is_empty())
                .map(str::to_string)
                .collect())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(BTreeSet::new()),
        Err(e) => Err(SiteError::Io {
            path: file,
            source: e,
        }),
    }
}

/// A page without its "last updated" line (between the frame's marks).
fn without_stamp(text: &[u8]) -> (&[u8], &[u8]) {
    let open = crate::html::STAMP_OPEN.as_bytes();
    let close = crate::html::STAMP_CLOSE.as_bytes();
    let find = |hay: &[u8], needle: &[u8]| hay.windows(needle.len()).position(|w| w == needle);
    match find(text, open) {
        Some(start) => match find(&text[start..], close) {
            Some(len) => (&text[..start], &text[start + len + close.len()..]),
            None => (text, &[]),
        },
        None => (text, &[]),
    }
}

/// Whether the file holds `content`, its "last updated" line aside.
fn same_but_stamp(old: &[u8], content: &[u8]) -> bool {
    old == content || without_stamp(old) == without_stamp(content)
}

/// Writes `content` to `path` through a hidden temporary file beside it.
fn put(path: &Path, content: &[u8]) -> Result<()> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let temp = path.with_file_name(format!(".{name}.arbitro-tmp"));
    std::fs::write(&temp, content).map_err(SiteError::io(&temp))?;
    std::fs::rename(&temp, path).map_err(|e| {
        let _ = std::fs::remove_file(&temp);
        SiteError::Io {
            path: path.to_path_buf(),
            source: e,
        }
    })
}

fn write_manifest(dir: &Path, paths: &BTreeSet<String>) -> Result<()> {
    let mut text = String::from(MANIFEST_HEAD);
    text.push('\n');
    for p in paths {
        text.push_str(p);
        text.push('\n');
    }
    put(&dir.join(MANIFEST_FILE), text.as_bytes())
}

/// Writes `site` into `dir` (created if missing), replacing what an earlier
/// write left there and nothing else.
pub fn write_site(site: &Site, dir: &Path) -> Result<Written> {
    if dir.exists() && !dir.is_dir() {
        return Err(SiteError::NotAFolder {
            path: dir.to_path_buf(),
        });
    }
    std::fs::create_dir_all(dir).map_err(SiteError::io(dir))?;
    let old = read_manifest(dir)?;
    let new: BTreeSet<String> = site.files.iter().map(|f| f.path.clone()).collect();
    // Nothing is written while any file in the way is not the site's.
    for f in &site.files {
        let path = under(dir, &f.path).ok_or_else(|| SiteError::Foreign {
            path: dir.join(&f.path),
        })?;
        if !old.contains(&f.path) && std::fs::symlink_metadata(&path).is_ok() {
            return Err(SiteError::Foreign { path });
        }
    }
    // The manifest names every file before it is written, so that a write
    // cut short leaves no file the next one would take for another's.
    write_manifest(dir, &old.union(&new).cloned().collect())?;
    let mut written = Written {
        dir: dir.to_path_buf(),
        ..Written::default()
    };
    for f in &site.files {
        let path = dir.join(&f.path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(SiteError::io(parent))?;
        }
        if std::fs::read(&path).is_ok_and(|bytes| same_but_stamp(&bytes, f.content.as_bytes())) {
            written.unchanged += 1;
            continue;
        }
        put(&path, f.content.as_bytes())?;
        written.written += 1;
    }
    for gone in old.difference(&new) {
        let Some(path) = under(dir, gone) else { continue };
        match std::fs::remove_file(&path) {
            Ok(()) => written.removed += 1,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(SiteError::Io { path, source: e }),
        }
    }
    write_manifest(dir, &new)?;
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::html::{STAMP_CLOSE, STAMP_OPEN};

    #[test]
    fn a_page_differing_only_in_its_time_is_the_same_page() {
        let page =
            |time: &str, body: &str| format!("<h1>R</h1>{STAMP_OPEN}<p>{time}</p>{STAMP_CLOSE}<p>{body}</p>");
        let a = page("10:00", "1-0");
        assert!(same_but_stamp(a.as_bytes(), page("10:05", "1-0").as_bytes()));
        assert!(!same_but_stamp(a.as_bytes(), page("10:05", "0-1").as_bytes()));
        assert!(same_but_stamp(b"plain", b"plain"));
        assert!(!same_but_stamp(b"plain", b"other"));
    }
}
