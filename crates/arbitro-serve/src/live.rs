//! How open pages follow the event: a tiny script the site includes that
//! asks the server, every [`POLL_SECONDS`], whether the page has changed
//! (a `HEAD` request; the server answers with the page's ETag, a hash of
//! its content) and reloads it when it has — so the pairings appear on the
//! players' phones once the round is published and the site regenerated.
//!
//! Polling rather than a held connection (Server-Sent Events): each phone
//! costs one short request now and then instead of a connection held all
//! day, which the bounds on connections and the slow-client timeouts would
//! otherwise have to make room for; it works unchanged on any static host
//! the organiser uploads the site to (they send ETags or Last-Modified),
//! and it does nothing when the site is opened from disk.

/// Seconds between two checks of an open page.
pub const POLL_SECONDS: u32 = 20;

/// The file name the site generator gives the script (at the site's root).
pub const LIVE_SCRIPT_FILE: &str = "arbitro-live.js";

/// The script (no remote content, no cookies, no storage): checks the page
/// while it is visible, reloads it when its ETag or Last-Modified changes.
pub const LIVE_SCRIPT: &str = r#"// arbitro: reloads this page when the event's site is regenerated.
(function () {
  "use strict";
  if (location.protocol !== "http:" && location.protocol !== "https:") return;
  var seen = null;
  function version(response) {
    return response.headers.get("ETag") || response.headers.get("Last-Modified");
  }
  function check() {
    if (document.hidden) return;
    fetch(location.pathname, { method: "HEAD", cache: "no-store" }).then(function (response) {
      var now = response.ok ? version(response) : null;
      if (!now) return;
      if (seen === null) seen = now;
      else if (now !== seen) location.reload();
    }).catch(function () {});
  }
  check();
  setInterval(check, __POLL_MS__);
  document.addEventListener("visibilitychange", check);
})();
"#;

/// The script with its polling period filled in, ready to write to
/// [`LIVE_SCRIPT_FILE`].
pub fn live_script() -> String {
    LIVE_SCRIPT.replace("__POLL_MS__", &(POLL_SECONDS * 1000).to_string())
}

/// The element a page includes to follow the event: `prefix` is the
/// relative way up to the site's root (`""`, `"../"`, `"../../"`).
pub fn live_script_tag(prefix: &str) -> String {
    format!("<script src=\"{prefix}{LIVE_SCRIPT_FILE}\" defer></script>")
}
