import { Download } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/ui/button";
import { FilePickField } from "~/ui/file-pick-field";
import { collectionFiles, collectionPage, importPreview, importProblemText } from "./copy";
import type { CollectionCatalogue } from "./catalogue";
import { writeDocument } from "./document";
import { type Collection, collectionEntries } from "./state";
import type { ImportMode, ImportProblem } from "./transfer";
import { downloadTextFile } from "~/utils/download";

import { ImportPreview } from "./import-preview";

const copy = collectionPage.transfer;
// Import and CSV code loads when the collector uses it, not with the page.
const loadTransfer = () => import("./transfer");
type Transfer = Awaited<ReturnType<typeof loadTransfer>>;

const viennaDate = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(date);

export type ImportState =
  | { step: "idle" }
  | { step: "reading" }
  | { step: "failed"; problem: ImportProblem }
  | { step: "preview"; fileName: string; incoming: Collection; skipped: number; mode: ImportMode; transfer: Transfer }
  | { step: "done"; message: string };

/** Export as JSON or CSV; import with a preview of what merging or replacing would change. */
export function TransferPanel({
  catalogue,
  collection,
  ready,
  onReplace,
}: {
  catalogue: CollectionCatalogue;
  collection: Collection;
  ready: boolean;
  onReplace: (update: (current: Collection) => Collection) => void;
}) {
  const id = useId();
  const [state, setState] = useState<ImportState>({ step: "idle" });
  const [exported, setExported] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.step === "failed" || state.step === "preview" || state.step === "done") outcome.current?.focus();
  }, [state.step]);

  const exportJson = () => {
    const fileName = collectionFiles.json(viennaDate(new Date()));
    downloadTextFile(fileName, writeDocument(collection, new Date()), "application/json;charset=utf-8");
    setExported(fileName);
  };
  const exportCsv = async () => {
    const transfer = await loadTransfer();
    const fileName = collectionFiles.csv(viennaDate(new Date()));
    downloadTextFile(fileName, transfer.writeCollectionCsv(catalogue, collection), "text/csv;charset=utf-8");
    setExported(fileName);
  };

  const readFile = async (file: File) => {
    setState({ step: "reading" });
    try {
      const transfer = await loadTransfer();
      const tooLarge = transfer.checkImportSize(file.size);
      if (tooLarge) return setState({ step: "failed", problem: tooLarge });
      const read = transfer.readImport(await file.text(), catalogue);
      if (!read.ok) return setState({ step: "failed", problem: read.problem });
      setState({
        step: "preview",
        fileName: file.name.slice(0, 80),
        incoming: read.collection,
        skipped: read.skipped,
        mode: "merge",
        transfer,
      });
    } catch {
      setState({ step: "failed", problem: { kind: "unreadable" } });
    }
  };

  return (
    <section id="sichern" aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="font-display text-2xl font-extrabold">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-prose text-ink-soft">{copy.intro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={!ready} onClick={exportJson}>
          <Download aria-hidden="true" />
          {copy.exportJson}
        </Button>
        <Button type="button" variant="outline" disabled={!ready} onClick={exportCsv}>
          <Download aria-hidden="true" />
          {copy.exportCsv}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-ink-soft">
        {exported ? copy.exported(exported) : null}
      </p>

      <FilePickField
        id={`${id}-file`}
        label={copy.importLabel}
        hint={copy.importHint}
        accept=".json,.csv,application/json,text/csv"
        disabled={!ready || state.step === "reading"}
        inputRef={fileInput}
        onFile={(file) => void readFile(file)}
        className="mt-4 max-w-2xl"
      />

      <div ref={outcome} tabIndex={-1} className="mt-4 max-w-2xl outline-none">
        {state.step === "reading" ? <p role="status">{copy.reading}</p> : null}
        {state.step === "failed" ? (
          <div role="alert" data-import="failed" className="rounded-xl border border-fake/40 bg-fake-soft p-4">
            <p className="font-semibold text-fake">{importPreview.failedHeading}</p>
            <p className="mt-1">{importProblemText(state.problem)}</p>
            <p className="mt-1 text-sm">{importPreview.unchanged}</p>
          </div>
        ) : null}
        {state.step === "done" ? (
          <p role="status" data-import="done" className="rounded-xl bg-authentic-soft p-3 font-semibold">
            {state.message}
          </p>
        ) : null}
        {state.step === "preview" ? (
          <ImportPreview
            catalogue={catalogue}
            current={collection}
            state={state}
            figures={collectionEntries(state.incoming).length}
            onMode={(mode) => setState({ ...state, mode })}
            onCancel={() => {
              setState({ step: "done", message: importPreview.cancelled });
              fileInput.current?.focus();
            }}
            onApply={() => {
              const diff = state.transfer.diffCollections(
                catalogue,
                collection,
                state.transfer.combineCollections(collection, state.incoming, state.mode),
              );
              onReplace((current) => state.transfer.combineCollections(current, state.incoming, state.mode));
              setState({
                step: "done",
                message: importPreview.applied(diff.added.length, diff.removed.length, diff.changed.length),
              });
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
