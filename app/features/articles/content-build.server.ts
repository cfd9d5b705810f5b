import {
  type ContentPlan,
  type ContentState,
  liveArticles,
  planContent,
  type ScheduledArticle,
  scheduledArticles,
  updateRelated,
} from "./content-state";
import { site } from "~/config/site";
import { forgetContentHistory } from "~/content/history.server";
import {
  articlesDirectory,
  dueArticles,
  rereadArticleFolder,
  setPublicationClock,
  chooseArticlesDirectory,
} from "~/features/articles/load.server";
import { articlePath, markdownPath } from "~/features/articles/paths";
import { articlePhotoViews } from "~/features/articles/photos.server";
import { publishedSummary } from "~/features/articles/published.server";
import { markdownTwin } from "~/features/articles/twin";
import type { Article } from "~/features/articles/types";
import { type SitemapLimits, splitSitemap } from "~/features/crawlers";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ArticleMarkdown from "./article-markdown";
import { summarizeArticle } from "./summary";
import { validateArticleFile } from "./validate";
import { PhotoViews } from "~/ui/photo-views";
import type { ArticlePhoto } from "~/features/articles/types";

/** The photos of an article's folder as the content build last read them (none when it has none, or the folder is unreadable). */
function folderPhotosOf(slug: string): readonly ArticlePhoto[] {
  try {
    return rereadArticleFolder().find((article) => article.frontMatter.slug === slug)?.photos ?? [];
  } catch {
    return [];
  }
}

/**
 * The content build's view into the server bundle (docs/decisions/0034): exported by entry.server.tsx,
 * so the content build (scripts/content-build/) works with the very modules the pages are rendered
 * with. The content build reads the article folder again before each run, only the files that
 * changed; the loaders then see the new folder at the run's "now", and everything worked out per
 * article (summaries, the hub's figures) is kept for the unchanged ones.
 */
export type ContentRun = {
  /** The state the site will have after this run (sitemapChildren as before; the caller sets it). */
  state: ContentState;
  plan: ContentPlan;
  /** The Markdown twins to write: site path → text. */
  twins: Record<string, string>;
  /** Articles in the folder that are not due at `now`, soonest first. */
  scheduled: ScheduledArticle[];
  /**
   * Other article pages whose recommended articles change (and those an earlier run left): rendered
   * after the search index; the state lists them as pending until then.
   */
  related: string[];
};

/**
 * What a reader must get for an article file once it is live (docs/decisions/0037): its Markdown twin,
 * its body as the page renders it, and what the page's data carries of it (title, description, last
 * change, headings). The editor mode compares the files its server serves with this before it says "Live".
 */
export type ExpectedPage = {
  slug: string;
  path: string;
  twinPath: string;
  twin: string;
  /** The body's markup as the page renders it inside its static island. */
  bodyHtml: string;
  title: string;
  /** Strings the page's `.data` file holds, each as its own JSON string. */
  dataStrings: string[];
};

/**
 * The content build's side of the bundle. `homeLinks`: articles the home page links by name besides
 * its newest (the landing page's Vienna article): a change to one of them renders "/" again.
 */
export const createContentBuild = ({ homeLinks = [] }: { homeLinks?: readonly string[] } = {}) => {
  /** The folder as `photos` read it for a run: `prepare` at the same moment takes it instead of reading it again. */
  let photosRead: { dir: string; now: number; folder: readonly Article[] } | null = null;
  return {
    /**
     * Reads the folder again at `now` and compares what is due with `before` (what the live site
     * holds). Throws the build's own ArticleValidationError when a file is unusable.
     */
    prepare(before: ContentState, now: number, dir: string = articlesDirectory()): ContentRun {
      // Read again at each run: the write being built is not committed yet, so the history counts it as pending.
      forgetContentHistory();
      setPublicationClock(now);
      // The loaders read this folder too, whatever ARTICLES_DIR says.
      chooseArticlesDirectory(dir);
      const folder = photosRead?.dir === dir && photosRead.now === now ? photosRead.folder : rereadArticleFolder(dir);
      photosRead = null;
      const due = dueArticles(folder, now);
      const live = liveArticles(due.map((article) => ({ article, readingMinutes: publishedSummary(article).readingMinutes })));
      const plan = planContent(before.articles, live, homeLinks);
      const touched = new Set([...plan.added, ...plan.changed]);
      const { articles, pages: relatedPages } = updateRelated(before.articles, live, touched);
      const bySlug = new Map(due.map((article) => [article.frontMatter.slug, article]));
      const twins: Record<string, string> = {};
      for (const slug of [...plan.added, ...plan.changed]) {
        const article = bySlug.get(slug)!;
        twins[markdownPath(slug)] = markdownTwin(article, site.url, articlePhotoViews(slug, article.photos));
      }
      const rendered = new Set(plan.pages);
      const published = new Set(articles.map((article) => articlePath(article.slug)));
      const related = [...new Set([...(before.pendingRelated ?? []), ...relatedPages])].filter(
        (page) => published.has(page) && !rendered.has(page),
      );
      const scheduled = scheduledArticles(folder, now);
      return {
        state: { ...before, now, articles, pendingRelated: related, nextDue: scheduled[0]?.dueAt ?? null },
        plan,
        twins,
        scheduled,
        related,
      };
    },
    /**
     * The photos of the folder at `now` (docs/decisions/0048): those of the articles due then, which the
     * site serves, and those of scheduled ones, which may be processed ahead. Read before `prepare`, so
     * the photo pipeline can process new photos before anything that shows them is rendered; `prepare`
     * then reads the folder again without reading any file twice.
     */
    photos(now: number, dir: string = articlesDirectory()): { due: readonly Article[]; scheduled: readonly Article[] } {
      setPublicationClock(now);
      chooseArticlesDirectory(dir);
      const folder = rereadArticleFolder(dir);
      photosRead = { dir, now, folder };
      const due = dueArticles(folder, now);
      const isDue = new Set(due);
      return { due, scheduled: folder.filter((article) => !isDue.has(article)) };
    },
    /**
     * What the site serves for this article file once it is live; null when the file is no article. Its
     * photos (docs/decisions/0048) are those of its folder as the last run read and processed them.
     */
    expectPage(fileName: string, text: string): ExpectedPage | null {
      const photos = folderPhotosOf(fileName.replace(/\.md$/, ""));
      const photoNames = photos.map((photo) => photo.file);
      const { article } = validateArticleFile({ fileName, bytes: new TextEncoder().encode(text), photoNames });
      if (!article) return null;
      const { frontMatter, body } = article;
      const summary = summarizeArticle(article);
      const views = articlePhotoViews(frontMatter.slug, photos);
      const markdown = createElement(ArticleMarkdown, { markdown: body });
      return {
        slug: frontMatter.slug,
        path: articlePath(frontMatter.slug),
        twinPath: markdownPath(frontMatter.slug),
        twin: markdownTwin(article, site.url, views),
        bodyHtml: renderToStaticMarkup(createElement(PhotoViews, { value: (name: string) => views[name] }, markdown)),
        title: frontMatter.title,
        dataStrings: [
          frontMatter.title,
          frontMatter.description,
          frontMatter.dateModified,
          ...summary.headings.map((h) => h.text),
        ],
      };
    },
    /** /sitemap.xml split as the full build splits it (react-router.config.ts), or null when it fits. */
    splitSitemap(xml: string, limits: SitemapLimits) {
      return splitSitemap(xml, limits, site.url);
    },
  };
};
