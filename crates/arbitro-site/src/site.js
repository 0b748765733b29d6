// arbitro: the site's script. No page needs it: without it the root page
// links to both languages, the search page lists every player and the
// archive's lists are whole. With it the root page opens the reader's
// language, the search finds players as they type, the archive filters.
(function () {
  "use strict";
  // The letters and apostrophes arbitro_text::fold folds, from its tables.
  var LETTERS = __LETTERS__;
  var APOSTROPHES = __APOSTROPHES__;
  var MARK = /\p{M}/u;
  var WORD = /[\p{L}\p{N}]/u;

  /** `text` as arbitro_text::fold writes it, as a list of words. */
  function fold(text) {
    var out = "";
    for (var c of String(text).normalize("NFD")) {
      if (MARK.test(c) || APOSTROPHES.indexOf(c) !== -1) continue;
      if (!WORD.test(c)) {
        out += " ";
        continue;
      }
      for (var lower of c.toLowerCase()) out += LETTERS[lower] !== undefined ? LETTERS[lower] : lower;
    }
    return out.split(/\s+/).filter(Boolean);
  }

  /** A count in the page's words (`data-one`, `data-many` with 7777 for the number). */
  function counted(status, n) {
    if (n === 0) return status.getAttribute("data-none") || "";
    if (n === 1) return status.getAttribute("data-one") || "1";
    return (status.getAttribute("data-many") || "7777").replace("7777", String(n));
  }

  // The root page: the reader's language, else the event's.
  var root = document.documentElement.getAttribute("data-languages");
  if (root) {
    var offered = root.split(" ");
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
    var chosen = document.documentElement.getAttribute("data-default");
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i]).toLowerCase().slice(0, 2);
      if (offered.indexOf(code) !== -1) {
        chosen = code;
        break;
      }
    }
    location.replace(chosen + "/index.html");
    return;
  }

  document.addEventListener("DOMContentLoaded", function () {
    // The player search: every word typed starts a word of the name, or
    // the number is the player's.
    var found = document.getElementById("players-found");
    if (found) {
      var items = found.querySelectorAll("li[data-search]");
      var status = document.getElementById("search-status");
      var letters = document.getElementById("search-letters");
      var box = document.getElementById("q-page");
      var run = function (text) {
        var trimmed = String(text).trim();
        var number = /^\d+$/.test(trimmed) ? String(Number(trimmed)) : null;
        var words = fold(trimmed);
        var shown = 0;
        items.forEach(function (item) {
          var ok = true;
          if (number !== null) ok = item.getAttribute("data-number") === number;
          else if (words.length) {
            var names = item.getAttribute("data-search").split(" ");
            ok = words.every(function (w) {
              return names.some(function (n) { return n.indexOf(w) === 0; });
            });
          }
          item.hidden = !ok;
          if (ok) shown++;
        });
        if (status) status.textContent = trimmed ? counted(status, shown) : "";
        if (letters) letters.hidden = Boolean(trimmed);
      };
      var query = new URLSearchParams(location.search).get("q") || "";
      document.querySelectorAll("input[name='q']").forEach(function (input) { input.value = query; });
      document.documentElement.classList.add("searching");
      run(query);
      if (box) {
        box.addEventListener("input", function () { run(box.value); });
        if (!query) box.focus();
      }
    }

    // The archive's filter: shows its box, hides what lacks a word typed.
    var filter = document.getElementById("search-box");
    var q = document.getElementById("search");
    if (filter && q) {
      filter.hidden = false;
      var entries = document.querySelectorAll("[data-search]");
      var count = document.getElementById("search-count");
      q.addEventListener("input", function () {
        var w = fold(q.value);
        var n = 0;
        entries.forEach(function (it) {
          var t = it.getAttribute("data-search");
          var ok = w.every(function (x) { return t.indexOf(x) !== -1; });
          it.hidden = !ok;
          if (ok && it.tagName === "LI") n++;
        });
        // A card's row goes when none of its precedents is left.
        document.querySelectorAll("tr[data-card]").forEach(function (row) {
          row.hidden = row.querySelector("[data-search]:not([hidden])") === null;
        });
        if (count) count.textContent = w.length ? String(n) : "";
      });
    }
  });
})();
