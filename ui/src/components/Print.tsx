// A button that prints one of the event's forms (AM-AD) to a PDF in the
// event's print folder and opens it in the system's viewer; it then says
// which file was written (with its pages) and offers the folder.
import { useState } from "preact/hooks";
import { AppError, commands, type FormKind, type PrintedForm } from "../ipc";
import { useI18n } from "../i18n";
import { ErrorBox } from "./Async";

export function PrintButton({ form, round, label }: { form: FormKind; round?: number | null; label: string }) {
  const { t } = useI18n();
  const [printed, setPrinted] = useState<PrintedForm | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    commands.printForm(form, round ?? null).then(
      (p) => { setPrinted(p); setError(null); setBusy(false); },
      (e) => { setError(e); setBusy(false); },
    );
  };
  return (
    <span class="print">
      <button type="button" data-print={form} disabled={busy} onClick={print}>{label}</button>
      {printed && (
        <span class="printed" data-testid={`printed-${form}`} title={printed.path}>
          <span class="ok">{printed.opened ? t("ui-print-opened", { file: printed.file, pages: printed.pages }) : t("ui-print-written", { file: printed.file, pages: printed.pages })}</span>
          {printed.openProblem && <span class="warn small"> {printed.openProblem}</span>}{" "}
          <button type="button" class="link" data-open-folder onClick={() => commands.openPrintFolder().then(() => setError(null), setError)}>{t("ui-print-open-folder")}</button>
        </span>
      )}
      {error && <ErrorBox error={error} />}
    </span>
  );
}
