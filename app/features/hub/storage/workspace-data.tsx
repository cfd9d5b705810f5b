import { Download, ShieldCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";

import { type BackupPreview, BackupPreviewCard } from "./backup-preview";
import { defaultHubState, type HubStore } from "./use-hub-store";
import type { ModelSettingsState } from "../model/use-model-settings";
import { PanelCard } from "../panel-card";
import { Button } from "~/ui/button";
import { type FileRead, FileImport, readFileWith, useFileImport } from "~/ui/file-import";
import { backupFileName, backupPreviewCopy, backupProblemText, dataCopy } from "~/features/hub/copy/hub-backup";
import type { BackupProblem } from "./backup";
import { hubNow } from "~/features/hub/automation/clock";
import { downloadTextFile } from "~/utils/download";
import { browserStorageManager, type PersistState, persistedState, requestPersistence } from "./persist";
import { viennaDay } from "~/features/hub/automation/schedule";

// The backup code (and its schema library) loads when the editor uses it, not with the tools.
const loadBackup = () => import("./backup");

/** "Daten sichern": backup download and load (with a preview), and persistent storage. */
export function WorkspaceData({ store, modelSettings }: { store: HubStore; modelSettings: ModelSettingsState }) {
  const id = useId();
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const readBackupFile = readFileWith(
    loadBackup,
    (backup, bytes) => backup.checkBackupSize(bytes),
    (backup, text, file): FileRead<BackupPreview, BackupProblem> => {
      const read = backup.readBackup(text, defaultHubState());
      return read.ok ? { ok: true, preview: { fileName: file.name.slice(0, 80), read, backup } } : read;
    },
  );
  const flow = useFileImport(readBackupFile, { kind: "unreadable" });

  const download = async () => {
    const backup = await loadBackup();
    const now = hubNow();
    const fileName = backupFileName(viennaDay(now));
    downloadTextFile(fileName, backup.writeBackup(store.read(), modelSettings.settings, now), "application/json;charset=utf-8");
    setDownloaded(fileName);
  };

  const apply = (preview: BackupPreview) => {
    const { read, backup } = preview;
    const summary = backup.previewBackup(store.read(), read.state);
    store.update((current) => backup.applyBackup(current, read.state));
    if (read.modelSettings) modelSettings.update(read.modelSettings);
    flow.finish(backupPreviewCopy.applied(summary.drafts.added.length, summary.drafts.replaced.length, summary.plan.after));
  };

  return (
    <PanelCard title={dataCopy.heading} titleId={`${id}-heading`} description={dataCopy.intro} className="mt-8">
      <section aria-labelledby={`${id}-heading`} className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <div>
            <Button type="button" variant="outline" onClick={() => void download()}>
              <Download aria-hidden="true" />
              {dataCopy.download}
            </Button>
            <p role="status" className="mt-2 min-h-6 text-sm text-ink-soft">
              {downloaded ? dataCopy.downloaded(downloaded) : null}
            </p>
          </div>
          <FileImport
            id={id}
            flow={flow}
            label={dataCopy.loadLabel}
            hint={dataCopy.loadHint}
            accept=".json,application/json"
            copy={{
              reading: dataCopy.reading,
              failedHeading: backupPreviewCopy.failedHeading,
              unchanged: backupPreviewCopy.unchanged,
            }}
            problemText={backupProblemText}
            dataName="backup"
            preview={(preview) => (
              <BackupPreviewCard
                current={store.state}
                preview={preview}
                onApply={() => apply(preview)}
                onCancel={() => flow.finish(backupPreviewCopy.cancelled, { cancelled: true })}
              />
            )}
          />
        </div>
        <PersistControl />
      </section>
    </PanelCard>
  );
}

function PersistControl() {
  const [state, setState] = useState<PersistState | "checking" | "asking">("checking");
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    let alive = true;
    void persistedState(browserStorageManager()).then((result) => alive && setState(result));
    return () => {
      alive = false;
    };
  }, []);
  const ask = async () => {
    setState("asking");
    setState(await requestPersistence(browserStorageManager()));
    setAsked(true);
  };
  const message =
    state === "checking" || state === "asking"
      ? dataCopy.persist.checking
      : state === "granted"
        ? dataCopy.persist.granted
        : state === "unsupported"
          ? dataCopy.persist.unsupported
          : asked
            ? dataCopy.persist.denied
            : dataCopy.persist.notYet;
  return (
    <div className="flex flex-col gap-3">
      <h4 className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-4" />
        {dataCopy.persist.heading}
      </h4>
      <p className="text-sm text-ink-soft">{dataCopy.persist.explanation}</p>
      {state !== "granted" && state !== "unsupported" ? (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={state === "checking" || state === "asking"}
            onClick={() => void ask()}
          >
            {dataCopy.persist.request}
          </Button>
        </div>
      ) : null}
      <p role="status" data-persist={state} className="text-sm font-medium">
        {message}
      </p>
    </div>
  );
}
