import { type ComponentType, Suspense, use, useState } from "react";

import { LoadErrorBoundary } from "~/components/ui/load-error-boundary";
import { Skeleton } from "~/components/ui/skeleton";
import { snapshot, type Snapshot, StaticIsland, StaticMarkup } from "~/components/ui/static-island";
import { ratgeberCopy } from "~/content/ratgeber";
import { loadArticle } from "~/lib/articles/bodies";
import { loadChunk } from "~/lib/load-chunk";

type Body = { Markdown: ComponentType<{ markdown: string }>; markdown: string };

const island = (slug: string) => `article-${slug}`;
/** Per slug: the prerendered body found in the document on the first visit (null when there was none). */
const snapshots = new Map<string, Snapshot | null>();
const bodies = new Map<string, Promise<Body>>();

function prerendered(slug: string): Snapshot | null {
  if (!snapshots.has(slug)) snapshots.set(slug, snapshot(island(slug)));
  return snapshots.get(slug) ?? null;
}

function body(slug: string): Promise<Body> {
  let promise = bodies.get(slug);
  if (!promise) {
    promise = Promise.all([loadChunk(() => import("./article-markdown")), loadArticle(slug)]).then(([module, article]) => {
      if (!article) throw new Error(`No article "${slug}"`);
      return { Markdown: module.default, markdown: article.body };
    });
    // A failed load is not remembered: coming back to the article tries again.
    promise.catch(() => bodies.delete(slug));
    bodies.set(slug, promise);
  }
  return promise;
}

function Content({ slug }: { slug: string }) {
  const markup = prerendered(slug);
  // A static island: the prerendered body stays as it is, without downloading the renderer or the text.
  if (markup) return <StaticMarkup {...markup} />;
  const { Markdown, markdown } = use(body(slug));
  return <Markdown markdown={markdown} />;
}

const placeholder = (
  <div aria-hidden="true" className="space-y-4">
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} className="h-24 rounded-md" />
    ))}
  </div>
);

/**
 * The article text. On the first visit it is the prerendered markup (no JavaScript for it); after a
 * client-side navigation its chunk loads, with placeholders meanwhile and a retry if the connection fails.
 */
export function ArticleBody({ slug }: { slug: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadErrorBoundary
      key={`${slug}-${attempt}`}
      title={ratgeberCopy.article.loadError}
      actionLabel={ratgeberCopy.article.retry}
      onRetry={() => setAttempt((value) => value + 1)}
    >
      <StaticIsland name={island(slug)}>
        <Suspense fallback={placeholder}>
          <Content slug={slug} />
        </Suspense>
      </StaticIsland>
    </LoadErrorBoundary>
  );
}
