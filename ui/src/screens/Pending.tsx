// A screen whose engine has not landed yet: says so, and what it will do.
import { useI18n } from "../i18n";

export function Pending({ title, engine, items }: { title: string; engine: string; items: string[] }) {
  const { t } = useI18n();
  return (
    <section class="screen pending" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      <div class="notice">
        <h2>{t("pending.title")}</h2>
        <p>{t("pending.body", { engine })}</p>
        <ul>
          {items.map((item) => (
            <li>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
