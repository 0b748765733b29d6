# The manual (crates/arbitro-manual): the words of its pages.

manual-title = arbitro manual
manual-contents = Contents
manual-other-language = Español
manual-version = Version { $version }
manual-pdf = The manual as PDF
manual-unknown-topic = The manual has no chapter '{ $given }'. Chapters: { $known }.
