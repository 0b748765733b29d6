// A date typed and shown as the UI's language writes it (05/12/2026 in
// Spanish, 2026-12-05 in English), stored as ISO (YYYY-MM-DD). The browser's
// own date field follows the system's locale, not the UI's, so a Spanish
// screen could show a US date.
import { useEffect, useState } from "preact/hooks";
import { formatDate, useI18n } from "../i18n";

/** ISO (`YYYY-MM-DD`) from `dd/mm/yyyy`, `d/m/yyyy` or ISO; null if neither. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [null, null, null];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}

export function DateField({ name, value, onChange, disabled }: { name: string; value: string; onChange: (iso: string) => void; disabled?: boolean }) {
  const { lang, t } = useI18n();
  const [text, setText] = useState(value ? formatDate(lang, value) : "");
  const [bad, setBad] = useState(false);
  useEffect(() => { setText(value ? formatDate(lang, value) : ""); setBad(false); }, [value, lang]);
  return (
    <input name={name} inputMode="numeric" disabled={disabled} class={bad ? "bad" : ""} aria-invalid={bad}
      placeholder={t("ui-common-date-placeholder")} value={text}
      onInput={(e) => {
        const typed = (e.target as HTMLInputElement).value;
        setText(typed);
        const iso = parseDate(typed);
        setBad(typed.trim() !== "" && iso === null);
        if (iso) onChange(iso);
      }}
      onBlur={() => { if (!bad && value) setText(formatDate(lang, value)); }} />
  );
}
