import { MarkdownContent } from "./markdown-content";
import { site } from "~/config/site";
import { articlePath } from "./paths";
import { bodyOfTwin } from "./twin";

/** The body of an article's Markdown twin as the article file has it; throws when the text is no twin. */
export function bodyOfArticleTwin(text: string, slug: string): string {
  const markdown = bodyOfTwin(text, site.url, articlePath(slug));
  if (markdown === null) throw new Error(`The Markdown twin of "${slug}" is not readable`);
  return markdown;
}

/** An article body as the page shows it; its own chunk, loaded only when the prerendered body is not in the document. */
export default function ArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    // One root element with only a class: the static island recreates exactly that (prerendered-lazy.tsx).
    <div className="space-y-5 text-lg leading-relaxed">
      <MarkdownContent markdown={markdown} />
    </div>
  );
}
