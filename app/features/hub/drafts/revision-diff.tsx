import { TextComparison } from "./text-comparison";
import type { GeneratedArticle } from "./types";
import { revisionDiffCopy } from "~/features/hub/copy/hub-publish";
import { loadPublishedArticle } from "~/features/hub/publishing/published-article";

/** For a revision: what it changes against the article as it is live (its Markdown twin, read when opened). */
export function RevisionDiff({ article }: { article: GeneratedArticle }) {
  const slug = article.revisionOf?.slug;
  if (!slug) return null;
  return (
    <TextComparison
      labels={revisionDiffCopy}
      load={async () => {
        const live = await loadPublishedArticle(slug);
        return {
          before: { title: live.frontMatter.title, metaDescription: live.frontMatter.description, content: live.body },
          after: article,
        };
      }}
    />
  );
}
