import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleDataRequestFunction, ServerRouter } from "react-router";

import { ArticleMarkdownSource } from "~/features/articles";
import { notFoundPage } from "~/content/pages-not-found";
import { offlinePage } from "~/features/offline";
import { OFFLINE_STATUS } from "~/features/offline";
import { articleMarkdown, createContentBuild } from "~/features/articles/index.server";
import { globalReads, recordReads, recordsReads } from "~/content/data/fact-reads.server";
import { loadKeptWork, savedKeptWork } from "~/content/data/kept-work.server";
import { viennaArticleSlug } from "~/features/landing/index.server";

export const streamTimeout = 10_000;

// For the content build, which renders the pages an article change touches with this bundle (docs/decisions/0034).
export const contentBuild = createContentBuild({ homeLinks: [viennaArticleSlug] });

// For the content build, which records what each page reads of the fact base (docs/decisions/0078).
export const factReads = { recordReads, globalReads, recordsReads };

// For the content build, which keeps what is worked out per article file beside the build (docs/decisions/0079).
export const keptWork = { load: loadKeptWork, saved: savedKeptWork };

/**
 * The 404 page is prerendered like any page (as /404, routes/not-found.tsx), although its loader
 * answers 404: it is written as a file, and the server sends it with status 404 for unknown paths.
 * The offline page (routes/offline.tsx) is built the same way from its own status.
 */
function isErrorPage(request: Request, status: number): boolean {
  const pathname = new URL(request.url).pathname.replace(/(?:\.data|\/)$/, "");
  return (pathname === notFoundPage.path && status === 404) || (pathname === offlinePage.path && status === OFFLINE_STATUS);
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) =>
  isErrorPage(request, response.status) ? new Response(response.body, { status: 200, headers: response.headers }) : response;

/**
 * Used only at build time (ssr: false): every page is prerendered. Waiting for onAllReady puts
 * code-split sections inline in the HTML instead of hidden streaming chunks, so the static
 * page reads completely without JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (isErrorPage(request, responseStatusCode)) responseStatusCode = 200;
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      // The article bodies for the article pages' text (app/features/articles/article-body.tsx).
      <ArticleMarkdownSource value={articleMarkdown}>
        <ServerRouter context={routerContext} url={request.url} />
      </ArticleMarkdownSource>,
      {
        // React outlines completed Suspense boundaries into hidden <div>s once the page passes
        // this many bytes (default 12 800). A static page has no reason to stream progressively.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
