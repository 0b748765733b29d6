// Shown by screens that need an open event when none is.
import { useI18n } from "../i18n";

export function NeedsEvent({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <section class="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      <div class="notice" data-testid="needs-event">
        <p>{t("ui-needs-event-no-event-open-create-or")}</p>
      </div>
    </section>
  );
}
