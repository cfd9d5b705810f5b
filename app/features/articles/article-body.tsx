import { type ComponentType, Suspense, use, useContext, useEffect, useMemo, useState } from "react";

import { ArticleMarkdownSource } from "./article-source";
import { LoadErrorBoundary } from "~/ui/load-error-boundary";
import { Skeleton } from "~/ui/skeleton";
import { snapshot, type Snapshot, StaticIsland, StaticMarkup } from "~/ui/static-island";
import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import { markdownPath } from "./paths";
import { loadChunk } from "~/utils/load-chunk";
import type { PhotoView } from "~/domain/photos";
import { PhotoViews } from "~/ui/photo-views";

type Body = { Markdown: ComponentType<{ markdown: string }>; markdown: string };

const island = (slug: string) => `article-${slug}`;
/** Per slug: the prerendered body found in the document on the first visit (null when there was none). */
const snapshots = new Map<string, Snapshot | null>();
const bodies = new Map<string, Promise<Body>>();
/** Slugs whose load failed: their promise stays (React renders again after an error and must not start a new
 * load each time) until the reader retries or leaves the article. */
const failed = new Set<string>();

function forgetFailed(slug: string) {
  if (failed.delete(slug)) bodies.delete(slug);
}

function prerendered(slug: string): Snapshot | null {
  if (!snapshots.has(slug)) snapshots.set(slug, snapshot(island(slug)));
  return snapshots.get(slug) ?? null;
}

/** The article's Markdown twin, a static file beside the page (/ratgeber/<slug>.md). */
async function fetchTwin(slug: string): Promise<string> {
  const response = await fetch(markdownPath(slug));
  if (!response.ok) throw new Error(`${markdownPath(slug)}: ${response.status}`);
  return response.text();
}

function body(slug: string, source: ((slug: string) => string | undefined) | null): Promise<Body> {
  let promise = bodies.get(slug);
  if (!promise) {
    // The chunk (renderer and twin reader) and the twin load side by side.
    const twin = source ? null : fetchTwin(slug);
    promise = Promise.all([loadChunk(() => import("./article-markdown")), twin]).then(([module, text]) => ({
      Markdown: module.default,
      markdown: text === null ? (source?.(slug) ?? "") : module.bodyOfArticleTwin(text, slug),
    }));
    promise.catch(() => failed.add(slug));
    bodies.set(slug, promise);
  }
  return promise;
}

function Content({ slug }: { slug: string }) {
  const source = useContext(ArticleMarkdownSource);
  const markup = source ? null : prerendered(slug);
  // A static island: the prerendered body stays as it is, without downloading the renderer or the text.
  if (markup) return <StaticMarkup {...markup} />;
  const { Markdown, markdown } = use(body(slug, source));
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
 * The article text. The prerender renders it from the article file (entry.server.tsx); on the first
 * visit the browser keeps that markup (no JavaScript for it); after a client-side navigation the
 * renderer's chunk and the article's Markdown twin load, with placeholders meanwhile and a retry if
 * the connection fails. Its photos (docs/decisions/0048) come with the page's data.
 */
export function ArticleBody({ slug, photos }: { slug: string; photos?: Record<string, PhotoView> }) {
  const [attempt, setAttempt] = useState(0);
  // The article file names its photos by file; its Markdown twin (read after a client-side navigation) by the WebP it links.
  const photoOf = useMemo(() => {
    const views = Object.entries(photos ?? {});
    return (name: string) => views.find(([file, view]) => file === name || view.src === name)?.[1];
  }, [photos]);
  // Coming back to an article whose text failed to load tries again.
  useEffect(() => () => forgetFailed(slug), [slug]);
  return (
    <LoadErrorBoundary
      key={`${slug}-${attempt}`}
      title={ratgeberCopy.article.loadError}
      actionLabel={ratgeberCopy.article.retry}
      onRetry={() => {
        forgetFailed(slug);
        setAttempt((value) => value + 1);
      }}
    >
      <StaticIsland name={island(slug)}>
        <PhotoViews value={photoOf}>
          <Suspense fallback={placeholder}>
            <Content slug={slug} />
          </Suspense>
        </PhotoViews>
      </StaticIsland>
    </LoadErrorBoundary>
  );
}
