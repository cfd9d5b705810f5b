import { Suspense, use, useContext, useEffect, useMemo, useState } from "react";

import { ArticleMarkdownSource } from "./article-source";
import { LoadErrorBoundary } from "~/ui/load-error-boundary";
import { Skeleton } from "~/ui/skeleton";
import { snapshot, type Snapshot, StaticIsland, StaticMarkup } from "~/ui/static-island";
import { articleCopy } from "~/features/articles/copy/article";
import { markdownPath } from "./paths";
import { loadChunk } from "~/utils/load-chunk";
import type { PhotoView } from "~/domain/photos";
import { PhotoViews } from "~/ui/photo-views";

type MarkdownModule = typeof import("./article-markdown");
type Body = { Markdown: MarkdownModule["default"]; markdown: string };

const island = (slug: string) => `article-${slug}`;
/** Per slug: the prerendered body found in the document on the first visit (null when there was none). */
const snapshots = new Map<string, Snapshot | null>();
/**
 * The renderer's chunk: code, the same for every article, so one load serves all. Nothing here is
 * kept by slug where the text is known (the prerender, whose process renders a slug again after a
 * revision: docs/decisions/0037): there the text comes from the source on every render.
 */
let renderer: Promise<MarkdownModule> | undefined;
/** In the browser only: the twin being loaded for an article on screen, forgotten when the reader leaves it. */
const bodies = new Map<string, Promise<Body>>();

function markdownRenderer(): Promise<MarkdownModule> {
  if (!renderer) {
    const loading = loadChunk(() => import("./article-markdown"));
    renderer = loading;
    // A failed chunk is loaded again on the next try.
    loading.catch(() => {
      if (renderer === loading) renderer = undefined;
    });
  }
  return renderer;
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

/** After a client-side navigation: the renderer's chunk and the twin, side by side. */
function twinBody(slug: string): Promise<Body> {
  let promise = bodies.get(slug);
  if (!promise) {
    promise = Promise.all([markdownRenderer(), fetchTwin(slug)]).then(([module, text]) => ({
      Markdown: module.default,
      markdown: module.bodyOfArticleTwin(text, slug),
    }));
    bodies.set(slug, promise);
  }
  return promise;
}

function Content({ slug }: { slug: string }) {
  const source = useContext(ArticleMarkdownSource);
  if (source) {
    // The prerender: the body as the article file has it now, whatever was rendered for this slug before.
    const { default: Markdown } = use(markdownRenderer());
    return <Markdown markdown={source(slug) ?? ""} />;
  }
  const markup = prerendered(slug);
  // A static island: the prerendered body stays as it is, without downloading the renderer or the text.
  if (markup) return <StaticMarkup {...markup} />;
  const { Markdown, markdown } = use(twinBody(slug));
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
  // Leaving the article forgets its text: coming back (or retrying a failed load) reads the twin again.
  useEffect(() => () => void bodies.delete(slug), [slug]);
  return (
    <LoadErrorBoundary
      key={`${slug}-${attempt}`}
      title={articleCopy.loadError}
      actionLabel={articleCopy.retry}
      onRetry={() => {
        bodies.delete(slug);
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
