import { useState } from "react";

import { shortened } from "./diff-context";
import type { FieldDiff } from "./text-diff";
import { textComparisonCopy as copy } from "~/features/hub/copy/hub-publish";
import { Disclosure } from "~/ui/disclosure";
import { formatNumber } from "~/utils/format";
import { loadChunk } from "~/utils/load-chunk";

/** What a reader sees of a version: the compared fields. */
export type ComparedText = { title: string; metaDescription: string; content: string };

/** What one comparison says: its disclosure's title, and while loading, on failure, without a difference. */
export type ComparisonLabels = { title: string; loading: string; failed: string; none: string };

type Compared = { state: "loading" } | { state: "failed" } | { state: "done"; diffs: FieldDiff[] };

/**
 * Two versions of a text compared word by word when the disclosure opens (read again each time: either may have
 * changed meanwhile), for the title, the meta description and the text; long unchanged passages are shortened.
 */
export function TextComparison({
  labels,
  load,
}: {
  labels: ComparisonLabels;
  load: () => Promise<{ before: ComparedText; after: ComparedText }>;
}) {
  const [compared, setCompared] = useState<Compared | null>(null);
  const compare = async () => {
    setCompared({ state: "loading" });
    try {
      const [{ before, after }, { textDiff }] = await Promise.all([load(), loadChunk(() => import("./text-diff"))]);
      setCompared({
        state: "done",
        diffs: [
          textDiff("title", before.title, after.title),
          textDiff("metaDescription", before.metaDescription, after.metaDescription),
          textDiff("content", before.content, after.content),
        ],
      });
    } catch (error) {
      console.warn(labels.failed, error);
      setCompared({ state: "failed" });
    }
  };
  return (
    <Disclosure
      summary={labels.title}
      summaryClassName="text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) void compare();
      }}
    >
      <div aria-live="polite" className="grid gap-3 pt-1 text-sm">
        {compared?.state === "loading" ? <p className="text-ink-soft">{labels.loading}</p> : null}
        {compared?.state === "failed" ? <p className="font-semibold text-fake">{labels.failed}</p> : null}
        {compared?.state === "done" ? <Diffs diffs={compared.diffs} none={labels.none} /> : null}
      </div>
    </Disclosure>
  );
}

function Diffs({ diffs, none }: { diffs: FieldDiff[]; none: string }) {
  const changed = diffs.filter((diff) => diff.added + diff.removed > 0);
  if (changed.length === 0) return <p>{none}</p>;
  return (
    <>
      <p className="text-xs text-ink-soft">{copy.legend}</p>
      <dl className="grid gap-3">
        {diffs.map((diff) => (
          <div key={diff.field} className="grid gap-1">
            <dt className="font-semibold">
              {copy.fields[diff.field]}
              <span className="font-normal text-ink-soft">
                {" · "}
                {diff.added + diff.removed > 0
                  ? copy.counts(formatNumber(diff.added), formatNumber(diff.removed))
                  : copy.unchanged}
              </span>
            </dt>
            {diff.added + diff.removed > 0 ? (
              <dd className="max-h-96 overflow-auto rounded-lg border border-line bg-surface p-2.5 break-words whitespace-pre-wrap">
                <DiffText diff={diff} />
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </>
  );
}

function DiffText({ diff }: { diff: FieldDiff }) {
  return diff.parts.map((part, index) => {
    if (part.kind === "added")
      return (
        <ins key={index} className="bg-authentic-soft text-authentic underline decoration-2">
          <span className="sr-only">{copy.added} </span>
          {part.text}
        </ins>
      );
    if (part.kind === "removed")
      return (
        <del key={index} className="bg-fake-soft text-fake">
          <span className="sr-only">{copy.removed} </span>
          {part.text}
        </del>
      );
    const position = index === 0 ? "first" : index === diff.parts.length - 1 ? "last" : "middle";
    return (
      <span key={index} className="text-ink-soft">
        {shortened(part.text, position)}
      </span>
    );
  });
}
