import { MarkdownContent } from "./markdown-content";

/** An article body as the page shows it; its own chunk, loaded only when the prerendered body is not in the document. */
export default function ArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    // One root element with only a class: the static island recreates exactly that (prerendered-lazy.tsx).
    <div className="space-y-5 text-lg leading-relaxed">
      <MarkdownContent markdown={markdown} />
    </div>
  );
}
