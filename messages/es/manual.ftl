# El manual (crates/arbitro-manual): las palabras de sus páginas.

manual-title = Manual de arbitro
manual-contents = Índice
manual-other-language = English
manual-version = Versión { $version }
manual-pdf = El manual en PDF
manual-unknown-topic = El manual no tiene ningún capítulo «{ $given }». Capítulos: { $known }.
