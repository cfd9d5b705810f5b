import { useId } from "react";

import type { SourceStand } from "./source-stands";
import { draftEditorCopy } from "~/features/hub/copy/analysis-editor";
import { formatPartialDate } from "~/utils/format";

const copy = draftEditorCopy.sources;

/**
 * Below the draft: every source with its Stand, the link named by the page it opens; sources whose facts
 * a re-check could not confirm or that are past twelve months are marked, and so is the count of
 * sentences that carry such a Stand.
 */
export function SourceList({ sources, marked }: { sources: readonly SourceStand[]; marked: number }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2 rounded-xl border border-line bg-paper p-4 text-sm">
      <h4 id={id} className="font-display font-bold">
        {copy.title}
      </h4>
      {sources.length === 0 ? (
        <p className="text-ink-soft">{copy.none}</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-5">
          {sources.map((source) => (
            <li key={source.url} className="break-words">
              <a href={source.url} className="underline underline-offset-2 hover:text-ink">
                {source.label}
              </a>
              {" · "}
              {source.stand ? (
                <>
                  <time dateTime={source.stand.asOf}>{copy.stand(formatPartialDate(source.stand.asOf))}</time>
                  {source.stand.notReconfirmed ? (
                    <strong className="font-semibold text-critical"> – {copy.notReconfirmed}</strong>
                  ) : source.stand.expired ? (
                    <strong className="font-semibold text-critical"> – {copy.expired}</strong>
                  ) : null}
                </>
              ) : (
                copy.noDate
              )}
            </li>
          ))}
        </ol>
      )}
      {marked > 0 ? <p className="text-ink-soft">{copy.marked(marked)}</p> : null}
    </section>
  );
}
