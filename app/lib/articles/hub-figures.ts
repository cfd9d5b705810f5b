import { loadArticle, publishedArticles } from "./published";
import { analyzeDraft } from "~/lib/analysis/analyze";
import type { PublishedForHub } from "~/lib/hub/published";

/**
 * The hub's view of the published articles, computed at build time by the hub route's loader: the
 * index's metadata plus words, SEO score and readability measured with the same analysis the hub
 * runs on drafts. Only these figures reach the hub (in its prerendered data), never a body.
 */
export async function publishedForHub(): Promise<PublishedForHub[]> {
  return Promise.all(
    publishedArticles.map(async (summary) => {
      const article = await loadArticle(summary.slug);
      if (!article) throw new Error(`Published article ${summary.slug} has no body`);
      const others = publishedArticles.filter((other) => other.slug !== summary.slug).map((other) => other.focusKeyphrase);
      const analysis = analyzeDraft(
        {
          title: summary.title,
          slug: summary.slug,
          metaDescription: summary.description,
          focusKeyphrase: summary.focusKeyphrase,
          content: article.body,
        },
        { otherKeyphrases: others },
      );
      return {
        slug: summary.slug,
        path: summary.path,
        title: summary.title,
        category: summary.category,
        focusKeyphrase: summary.focusKeyphrase,
        datePublished: summary.datePublished,
        dateModified: summary.dateModified,
        wordCount: summary.wordCount,
        internalLinkCount: summary.internalLinkCount,
        seoScore: analysis.seo.score,
        readability: analysis.readability.band,
        fleschReadingEase: analysis.readability.fleschReadingEase,
      };
    }),
  );
}
