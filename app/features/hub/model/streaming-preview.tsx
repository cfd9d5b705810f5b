import { Bot } from "lucide-react";
import { memo, useId } from "react";

import { MarkdownView } from "../drafts/markdown-view";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { modelRunCopy as copy } from "~/features/hub/copy/llm";
import { formatNumber } from "~/utils/format";
import { countWords, truncateText } from "~/utils/text";

/**
 * The text a model is writing, shown as it arrives. Blocks are memoised one by one, so a new frame
 * re-renders only the block that is still growing, however long the text already is.
 */
export function StreamingPreview({ title, text }: { title: string; text: string }) {
  const id = useId();
  const blocks = text ? text.split(/\n{2,}/) : [];
  return (
    <Card
      aria-labelledby={`${id}-title`}
      role="region"
      aria-busy="true"
      className="lg:sticky lg:top-[calc(var(--header-height)+1rem)]"
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
          <Bot aria-hidden="true" className="size-4 text-accent-strong" />
          <span className="font-semibold tracking-wide text-accent-strong uppercase">{copy.streamingTitle}</span>
          <span className="tabular">{copy.streamingWords(formatNumber(countWords(text)))}</span>
        </div>
        <CardTitle id={`${id}-title`} dir="auto" className="text-xl break-words">
          {truncateText(title, 300)}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div
          role="region"
          aria-label={copy.streamingBody}
          tabIndex={0}
          className="max-h-[36rem] space-y-3 overflow-y-auto rounded-xl border border-line bg-paper p-4"
        >
          {blocks.length ? (
            blocks.map((block, index) => <StreamBlock key={index} markdown={block} />)
          ) : (
            <p className="text-sm text-ink-soft">{copy.streamingWaiting}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

const StreamBlock = memo(function StreamBlock({ markdown }: { markdown: string }) {
  return <MarkdownView markdown={markdown} />;
});
