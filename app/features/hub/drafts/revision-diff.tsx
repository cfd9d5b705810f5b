import { useState } from "react";

import { shortened } from "./diff-context";
import type { FieldDiff } from "./text-diff";
import type { GeneratedArticle } from "./types";
import { revisionDiffCopy as copy } from "~/features/hub/copy/hub-publish";
import { loadPublishedArticle } from "~/features/hub/publishing/published-article";
import { Disclosure } from "~/ui/disclosure";
import { formatNumber } from "~/utils/format";
import { loadChunk } from "~/utils/load-chunk";

type Compared = { state: "loading" } | { state: "failed" } | { state: "done"; diffs: FieldDiff[] };

/**
 * For a revision: what it changes against the article as it is live (its Markdown twin, read when the comparison is
 * opened), word by word, for the title, the meta description and the text; long unchanged passages are shortened.
 */
export function RevisionDiff({ article }: { article: GeneratedArticle }) {
  const [compared, setCompared] = useState<Compared | null>(null);
  const slug = article.revisionOf?.slug;
  if (!slug) return null;
  const compare = async () => {
    setCompared({ state: "loading" });
    try {
      const [live, { textDiff }] = await Promise.all([loadPublishedArticle(slug), loadChunk(() => import("./text-diff"))]);
      setCompared({
        state: "done",
        diffs: [
          textDiff("title", live.frontMatter.title, article.title),
          textDiff("metaDescription", live.frontMatter.description, article.metaDescription),
          textDiff("content", live.body, article.content),
        ],
      });
    } catch (error) {
      console.warn(copy.failed, error);
      setCompared({ state: "failed" });
    }
  };
  return (
    <Disclosure
      summary={copy.title}
      summaryClassName="text-sm"
      onToggle={(event) => {
        // Read again each time it opens: the draft may have changed meanwhile.
        if (event.currentTarget.open) void compare();
      }}
    >
      <div aria-live="polite" className="grid gap-3 pt-1 text-sm">
        {compared?.state === "loading" ? <p className="text-ink-soft">{copy.loading}</p> : null}
        {compared?.state === "failed" ? <p className="font-semibold text-fake">{copy.failed}</p> : null}
        {compared?.state === "done" ? <Diffs diffs={compared.diffs} /> : null}
      </div>
    </Disclosure>
  );
}

function Diffs({ diffs }: { diffs: FieldDiff[] }) {
  const changed = diffs.filter((diff) => diff.added + diff.removed > 0);
  if (changed.length === 0) return <p>{copy.none}</p>;
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
