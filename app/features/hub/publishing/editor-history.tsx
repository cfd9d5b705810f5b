import { History } from "lucide-react";

import { editorHistoryCopy as copy } from "./copy";
import type { HistoryEntry } from "./editor-client";
import { useEditorMode } from "./editor-mode";
import { formatDateTime } from "~/utils/format";

/** Entries the list shows; the server keeps the last fifty. */
const SHOWN = 8;

/** "Letzte Änderungen" in the editor mode: who published, revised, scheduled or withdrew which article, newest first. */
export function EditorHistory() {
  const { history } = useEditorMode();
  if (history === null) return null;
  return (
    <details className="rounded-lg border border-line p-3">
      <summary className="flex cursor-pointer items-center gap-1.5 font-semibold">
        <History aria-hidden="true" className="size-4" />
        {copy.title}
      </summary>
      {history.length === 0 ? (
        <p className="mt-2 text-ink-soft">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.title} className="mt-2 grid gap-1.5">
          {history.slice(0, SHOWN).map((entry) => (
            <li key={`${entry.at}-${entry.slug}-${entry.action}`}>
              <HistoryLine entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function HistoryLine({ entry }: { entry: HistoryEntry }) {
  const { before, after } = copy.entry(entry.editor, copy.actions[entry.action]);
  return (
    <>
      {before}{" "}
      {entry.action === "withdrawn" ? (
        <span className="font-semibold">„{entry.title}“</span>
      ) : (
        <a href={entry.path} className="font-semibold underline underline-offset-2">
          „{entry.title}“
        </a>
      )}{" "}
      {after} <span className="text-xs text-ink-soft tabular">· {formatDateTime(entry.at)}</span>
    </>
  );
}

/** Beside a published article: its newest change and who made it, when the history names one. */
export function LatestChange({ slug }: { slug: string }) {
  const { history } = useEditorMode();
  const latest = history?.find((entry) => entry.slug === slug);
  if (!latest) return null;
  return <span>· {copy.latest(copy.actions[latest.action], latest.editor)}</span>;
}
