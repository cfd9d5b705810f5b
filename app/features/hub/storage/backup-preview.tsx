import { ApplyCancel, type ApplyCancelHandlers } from "~/ui/apply-cancel";
import { backupPreviewCopy as copy } from "~/features/hub/copy/hub-backup";
import { formatDateTime } from "~/utils/format";
import type { GeneratedArticle, HubState } from "~/features/hub/drafts/types";
import type { ReadBackup } from "./backup";

/** A read backup file, waiting for "Sicherung übernehmen". */
export type BackupPreview = {
  fileName: string;
  read: Extract<ReadBackup, { ok: true }>;
  backup: typeof import("./backup");
};

const SHOWN = 8;

function Titles({ heading, articles }: { heading: string; articles: GeneratedArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <div>
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {articles.slice(0, SHOWN).map((article) => (
          <li key={article.id}>{article.title}</li>
        ))}
        {articles.length > SHOWN ? <li>{copy.more(articles.length - SHOWN)}</li> : null}
      </ul>
    </div>
  );
}

/** What loading the backup would change; nothing changes until "Sicherung übernehmen". */
export function BackupPreviewCard({
  current,
  preview,
  onApply,
  onCancel,
}: { current: HubState; preview: BackupPreview } & ApplyCancelHandlers) {
  const { read, backup, fileName } = preview;
  const summary = backup.previewBackup(current, read.state);
  const { drafts } = summary;
  return (
    <div data-backup="preview" className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h4 className="font-display text-lg font-extrabold">{copy.heading}</h4>
      <p className="mt-2 text-sm">{copy.file(fileName, formatDateTime(new Date(read.exportedAt)))}</p>
      <ul className="mt-3 space-y-1" aria-live="polite">
        <li className="font-semibold">{copy.drafts(drafts.added.length, drafts.replaced.length, drafts.unchanged)}</li>
        {drafts.kept > 0 ? <li>{copy.kept(drafts.kept)}</li> : null}
        <li>{copy.plan(summary.plan.after, summary.plan.before)}</li>
        <li>{copy.automation(summary.automation.enabled, summary.automation.weeklyTarget, summary.triggersOn)}</li>
        <li>{read.modelSettings ? copy.model(read.modelSettings.source, read.modelSettings.model) : copy.noModel}</li>
        {read.skipped.drafts + read.skipped.slots > 0 ? <li>{copy.skipped(read.skipped.drafts, read.skipped.slots)}</li> : null}
      </ul>
      <div className="mt-3 space-y-3">
        <Titles heading={copy.newTitles} articles={drafts.added} />
        <Titles heading={copy.replacedTitles} articles={drafts.replaced} />
      </div>
      {read.notes.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold">{copy.notesHeading}</summary>
          <ul className="mt-1 list-disc pl-5">
            {read.notes.slice(0, SHOWN).map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <ApplyCancel applyLabel={copy.apply} cancelLabel={copy.cancel} onApply={onApply} onCancel={onCancel} />
    </div>
  );
}
