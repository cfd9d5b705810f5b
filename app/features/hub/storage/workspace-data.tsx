import { Download, ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { BackupPreviewCard } from "./backup-preview";
import { defaultHubState, type HubStore } from "./use-hub-store";
import type { ModelSettingsState } from "../model/use-model-settings";
import { PanelCard } from "../panel-card";
import { Button } from "~/ui/button";
import { FilePickField } from "~/ui/file-pick-field";
import { backupFileName, backupPreviewCopy, backupProblemText, dataCopy } from "~/features/hub/copy/hub-backup";
import type { BackupProblem, ReadBackup } from "./backup";
import { hubNow } from "~/features/hub/automation/clock";
import { downloadTextFile } from "~/utils/download";
import { browserStorageManager, type PersistState, persistedState, requestPersistence } from "./persist";
import { viennaDay } from "~/features/hub/automation/schedule";

// The backup code (and its schema library) loads when the editor uses it, not with the tools.
const loadBackup = () => import("./backup");
export type BackupModule = Awaited<ReturnType<typeof loadBackup>>;

export type LoadState =
  | { step: "idle" }
  | { step: "reading" }
  | { step: "failed"; problem: BackupProblem }
  | { step: "preview"; fileName: string; read: Extract<ReadBackup, { ok: true }>; backup: BackupModule }
  | { step: "done"; message: string };

/** "Daten sichern": backup download and load (with a preview), and persistent storage. */
export function WorkspaceData({ store, modelSettings }: { store: HubStore; modelSettings: ModelSettingsState }) {
  const id = useId();
  const [load, setLoad] = useState<LoadState>({ step: "idle" });
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (load.step === "failed" || load.step === "preview" || load.step === "done") outcome.current?.focus();
  }, [load.step]);

  const download = async () => {
    const backup = await loadBackup();
    const now = hubNow();
    const fileName = backupFileName(viennaDay(now));
    downloadTextFile(fileName, backup.writeBackup(store.read(), modelSettings.settings, now), "application/json;charset=utf-8");
    setDownloaded(fileName);
  };

  const readFile = async (file: File) => {
    setLoad({ step: "reading" });
    try {
      const backup = await loadBackup();
      const tooLarge = backup.checkBackupSize(file.size);
      if (tooLarge) return setLoad({ step: "failed", problem: tooLarge });
      const read = backup.readBackup(await file.text(), defaultHubState());
      if (!read.ok) return setLoad({ step: "failed", problem: read.problem });
      setLoad({ step: "preview", fileName: file.name.slice(0, 80), read, backup });
    } catch {
      setLoad({ step: "failed", problem: { kind: "unreadable" } });
    }
  };

  const apply = (preview: Extract<LoadState, { step: "preview" }>) => {
    const { read, backup } = preview;
    const summary = backup.previewBackup(store.read(), read.state);
    store.update((current) => backup.applyBackup(current, read.state));
    if (read.modelSettings) modelSettings.update(read.modelSettings);
    setLoad({
      step: "done",
      message: backupPreviewCopy.applied(summary.drafts.added.length, summary.drafts.replaced.length, summary.plan.after),
    });
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
          <FilePickField
            id={`${id}-file`}
            label={dataCopy.loadLabel}
            hint={dataCopy.loadHint}
            accept=".json,application/json"
            disabled={load.step === "reading"}
            inputRef={fileInput}
            onFile={(file) => void readFile(file)}
          />
          <div ref={outcome} tabIndex={-1} className="outline-none">
            {load.step === "reading" ? <p role="status">{dataCopy.reading}</p> : null}
            {load.step === "failed" ? (
              <div role="alert" data-backup="failed" className="rounded-xl border border-fake/40 bg-fake-soft p-4">
                <p className="font-semibold text-fake">{backupPreviewCopy.failedHeading}</p>
                <p className="mt-1">{backupProblemText(load.problem)}</p>
                <p className="mt-1 text-sm">{backupPreviewCopy.unchanged}</p>
              </div>
            ) : null}
            {load.step === "done" ? (
              <p role="status" data-backup="done" className="rounded-xl bg-authentic-soft p-3 font-semibold">
                {load.message}
              </p>
            ) : null}
            {load.step === "preview" ? (
              <BackupPreviewCard
                current={store.state}
                preview={load}
                onApply={() => apply(load)}
                onCancel={() => {
                  setLoad({ step: "done", message: backupPreviewCopy.cancelled });
                  fileInput.current?.focus();
                }}
              />
            ) : null}
          </div>
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
