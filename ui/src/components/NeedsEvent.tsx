// Shown by screens that need an open event when none is.
import { useTr } from "../i18n";

export function NeedsEvent({ title }: { title: string }) {
  const tr = useTr();
  return (
    <section class="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      <div class="notice" data-testid="needs-event">
        <p>{tr("No hay ningún torneo abierto: créelo o ábralo en la pantalla Torneo (Alt+1).", "No event is open: create or open one on the Event screen (Alt+1).")}</p>
      </div>
    </section>
  );
}
