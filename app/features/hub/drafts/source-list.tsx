import { Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";

import type { DraftSource } from "./draft-sources";
import { Button } from "~/ui/button";
import { draftEditorCopy } from "~/features/hub/copy/analysis-editor";
import { sourceTitle } from "~/features/articles";
import { formatPartialDate } from "~/utils/format";

const copy = draftEditorCopy.sources;

/**
 * Below the draft: every source as the page will list it (docs/decisions/0041) — publisher and title as the
 * link, its own date — with where it comes from, and a button to remove it where the text does not need it.
 * The Stand of a fact stands in the sentence that states it; the list counts those sentences.
 */
export function SourceList({
  sources,
  marked,
  onRemove,
}: {
  sources: readonly DraftSource[];
  marked: number;
  onRemove?: ((url: string) => void) | undefined;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState("");
  return (
    <section aria-labelledby={id} className="grid gap-2 rounded-xl border border-line bg-paper p-4 text-sm">
      <h4 id={id} ref={heading} tabIndex={-1} className="font-display font-bold">
        {copy.title}
      </h4>
      <p role="status" className="text-sm font-semibold empty:hidden">
        {status}
      </p>
      {sources.length === 0 ? (
        <p className="text-ink-soft">{copy.none}</p>
      ) : (
        <ol className="list-decimal space-y-2 pl-5">
          {sources.map((source) => {
            const title = sourceTitle({
              name: source.name,
              publisher: source.name,
              ...(source.title ? { title: source.title } : {}),
            });
            return (
              <li key={source.url} className="break-words">
                <a href={source.url} className="underline underline-offset-2 hover:text-ink">
                  {title}
                </a>
                {" · "}
                {source.published ? (
                  <time dateTime={source.published}>{copy.published(formatPartialDate(source.published))}</time>
                ) : source.accessed ? (
                  <time dateTime={source.accessed}>{copy.accessed(formatPartialDate(source.accessed))}</time>
                ) : (
                  <span className="text-ink-soft">{copy.noDate}</span>
                )}
                <span className="block text-xs text-ink-soft">
                  {source.required ? copy.required : copy.origin[source.origin]}
                </span>
                {onRemove && source.origin === "draft" && !source.required ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="mt-1"
                    aria-label={copy.removeLabel(title)}
                    onClick={() => {
                      onRemove(source.url);
                      setStatus(copy.removed(title));
                      // The button goes with its source: focus stays in the list.
                      heading.current?.focus();
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                    {copy.remove}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <p className="text-xs text-ink-soft">{copy.addHint}</p>
      {marked > 0 ? <p className="text-ink-soft">{copy.marked(marked)}</p> : null}
    </section>
  );
}
