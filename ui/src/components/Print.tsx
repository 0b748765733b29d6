// A button that prints one of the event's forms (AM-AD) to a PDF in the
// event folder and shows the file written.
import { useState } from "preact/hooks";
import { AppError, commands } from "../ipc";
import { useTr } from "../i18n";
import { ErrorBox } from "./Async";

export type FormName = "scoresheet" | "pairings" | "result-slips" | "deck-control" | "incident" | "standings" | "crosstable";

export function PrintButton({ form, round, label }: { form: FormName; round?: number | null; label: string }) {
  const tr = useTr();
  const [printed, setPrinted] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  return (
    <span class="print">
      <button type="button" data-print={form} onClick={() =>
        commands.printForm(form, round ?? null).then((p) => { setPrinted(`${p.file} (${p.pages} ${tr("págs.", "pages")})`); setError(null); }, setError)}>
        {label}
      </button>
      {printed && <span class="ok" data-testid={`printed-${form}`}> {printed}</span>}
      {error && <ErrorBox error={error} />}
    </span>
  );
}
