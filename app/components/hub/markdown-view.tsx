import { Fragment, useMemo } from "react";

import { cn } from "~/lib/cn";
import { type Inline, parseMarkdown } from "~/lib/hub/markdown";

/**
 * Renders article Markdown as React elements (headings, paragraphs, lists, bold). Everything is a
 * text node: no HTML from the text is ever interpreted, links and images stay literal.
 */
export function MarkdownView({
  markdown,
  headingOffset = 2,
  className,
  ...props
}: React.ComponentProps<"div"> & { markdown: string; headingOffset?: number }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <div data-slot="markdown" className={cn("space-y-3 leading-relaxed", className)} {...props}>
      {blocks.map((block, index) => {
        if (block.type === "heading") {
          const level = Math.min(6, block.level + headingOffset);
          const Heading = `h${level}` as "h4";
          return (
            <Heading key={index} className="pt-2 font-display text-base font-bold text-ink">
              <Inlines inlines={block.inlines} />
            </Heading>
          );
        }
        if (block.type === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={index} className={cn("space-y-1.5 pl-5", block.ordered ? "list-decimal" : "list-disc")}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      })}
    </div>
  );
}

function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  return inlines.map((run, index) =>
    run.strong ? <strong key={index}>{run.text}</strong> : <Fragment key={index}>{run.text}</Fragment>,
  );
}
