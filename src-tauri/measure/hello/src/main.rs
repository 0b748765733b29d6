//! A hello-world Tauri window: one static page, no commands, no plugins.
//! Prints "interactive after N ms" on stderr when the page has loaded, the
//! line scripts/app-measure.sh waits for (the app prints the same line when
//! its first screen has answered).

use std::time::Instant;

use tauri::webview::PageLoadEvent;

fn main() {
    let started = Instant::now();
    tauri::Builder::default()
        .on_page_load(move |_, payload| {
            if payload.event() == PageLoadEvent::Finished {
                eprintln!("hello: interactive after {} ms", started.elapsed().as_millis());
            }
        })
        .build(tauri::generate_context!())
        .expect("the hello-world window builds")
        .run(|_, _| {});
}
