import { Download } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "~/ui/button";
import { type FileRead, FileImport, readFileWith, useFileImport } from "~/ui/file-import";
import { collectionFiles, collectionPage, importPreview, importProblemText } from "./copy";
import { writeDocument } from "./document";
import { type CatalogueAndCollection, type Collection, collectionEntries } from "./state";
import { PanelIntro } from "./panel-intro";
import type { ImportProblem } from "./transfer";
import { downloadTextFile } from "~/utils/download";

import { ImportPreview, type ImportPreviewState } from "./import-preview";

const copy = collectionPage.transfer;
// Import and CSV code loads when the collector uses it, not with the page.
const loadTransfer = () => import("./transfer");

const viennaDate = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(date);

/** Export as JSON or CSV; import with a preview of what merging or replacing would change. */
export function TransferPanel({
  catalogue,
  collection,
  ready,
  onReplace,
}: CatalogueAndCollection & { ready: boolean; onReplace: (update: (current: Collection) => Collection) => void }) {
  const id = useId();
  const [exported, setExported] = useState<string | null>(null);
  const readImportFile = readFileWith(
    loadTransfer,
    (transfer, bytes) => transfer.checkImportSize(bytes),
    (transfer, text, file): FileRead<ImportPreviewState, ImportProblem> => {
      const read = transfer.readImport(text, catalogue);
      if (!read.ok) return read;
      const preview = {
        fileName: file.name.slice(0, 80),
        incoming: read.collection,
        skipped: read.skipped,
        mode: "merge" as const,
      };
      return { ok: true, preview: { ...preview, transfer } };
    },
  );
  const flow = useFileImport(readImportFile, { kind: "unreadable" });

  const apply = (preview: ImportPreviewState) => {
    const { transfer, incoming, mode } = preview;
    const diff = transfer.diffCollections(catalogue, collection, transfer.combineCollections(collection, incoming, mode));
    onReplace((current) => transfer.combineCollections(current, incoming, mode));
    flow.finish(importPreview.applied(diff.added.length, diff.removed.length, diff.changed.length));
  };

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

  return (
    <section id="sichern" aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <PanelIntro headingId={`${id}-heading`} heading={copy.heading} intro={copy.intro} />
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

      <FileImport
        id={id}
        flow={flow}
        label={copy.importLabel}
        hint={copy.importHint}
        accept=".json,.csv,application/json,text/csv"
        disabled={!ready}
        copy={{ reading: copy.reading, failedHeading: importPreview.failedHeading, unchanged: importPreview.unchanged }}
        problemText={importProblemText}
        dataName="import"
        className="mt-4 max-w-2xl"
        outcomeClassName="mt-4 max-w-2xl"
        preview={(preview) => (
          <ImportPreview
            catalogue={catalogue}
            current={collection}
            preview={preview}
            figures={collectionEntries(preview.incoming).length}
            onMode={(mode) => flow.update({ ...preview, mode })}
            onCancel={() => flow.finish(importPreview.cancelled, { cancelled: true })}
            onApply={() => apply(preview)}
          />
        )}
      />
    </section>
  );
}
