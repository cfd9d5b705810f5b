import { Suspense, lazy, useEffect } from "react";
import { Links, Meta, type MetaDescriptor, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";

import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";
import { SiteFooter } from "~/shell/site-footer";
import { SiteHeader } from "~/shell/site-header";
import { HeaderSearchLink, MenuSearchForm } from "~/features/search";
import { site } from "~/config/site";
import { loadChunk } from "~/utils/load-chunk";
import { errorScreenCopy, skipLinkLabel } from "~/shell/copy/layout";
import { notFoundPage } from "~/content/pages-not-found";
import { failedOffline, isOfflinePageError } from "~/features/offline";
import { startServiceWorker } from "~/features/offline";
import { UpdatePrompt } from "~/features/offline";
import { FEED_PATH, FEED_TITLE } from "~/features/news";
import { recordRequest } from "~/content/data/fact-reads.server";

/** At build time each page's reads of the fact base are recorded (docs/decisions/0078); no server runs otherwise. */
export const middleware: Route.MiddlewareFunction[] = [({ request }, next) => recordRequest(request, next)];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: site.icon.path, sizes: `${site.icon.size}x${site.icon.size}` },
  { rel: "manifest", href: "/site.webmanifest" },
  // Every page names the feed of what changed, so a feed reader finds it from any page (docs/decisions/0071).
  { rel: "alternate", type: "application/atom+xml", href: FEED_PATH, title: FEED_TITLE },
];

/**
 * The stylesheet is inlined into every prerendered page (a linked one delays LCP on slow links); the
 * postbuild then keeps inline only the rules the prerendered markup uses and links the whole sheet
 * before hydration (scripts/critical-css.mjs). Only the prerender bundles its text; in the browser
 * the inline text is read back from the prerendered <style>, so a client-side re-render of the
 * document recreates it unchanged (and its CSP hash still matches) while the client bundle carries
 * none of it.
 */
const inlineCss = import.meta.env.SSR
  ? stylesheet
  : (globalThis.document?.querySelector("style[data-critical-css]")?.textContent ?? "");

/**
 * The 404 screen's head. The prerendered 404 page gets the whole head built at build time with the
 * error (routes/not-found.tsx); after a client-side navigation to an address a route with
 * parameters matches but the build did not make (its .data file is missing) the title,
 * description and noindex say what the page is.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (isOfflinePageError(error) && Array.isArray(error.data.head)) return error.data.head as MetaDescriptor[];
  if (!isRouteErrorResponse(error) || error.status !== 404) return [];
  const head = (error.data as { head?: MetaDescriptor[] } | null)?.head;
  return Array.isArray(head)
    ? head
    : [
        { title: notFoundPage.title },
        { name: "description", content: notFoundPage.description },
        { name: "robots", content: "noindex, follow" },
      ];
};

export function Layout({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    // Lets tests (and curious editors) tell the static page from the interactive one; in the Layout,
    // so the 404 screen (the root's error boundary) is marked too.
    document.documentElement.dataset.hydrated = "true";
    // The offline app (docs/decisions/0032): registered once the page has loaded and the browser is idle.
    startServiceWorker(window);
  }, []);
  return (
    <html lang="de-AT">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <style data-critical-css="" dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {skipLinkLabel}
        </a>
        <SiteHeader search={<HeaderSearchLink />} menuSearch={<MenuSearchForm />} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <UpdatePrompt />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The offline page (routes/offline.tsx, docs/decisions/0032). The prerendered /offline never hydrates
 * (the service worker shows it at any address); in the browser its code loads only when a client-side
 * navigation fails offline, from the worker's cache (the error screen where it cannot load).
 */
const OfflineScreen = lazy(() =>
  import("~/features/offline/lazy").then(
    (m) => ({ default: m.OfflineScreen }),
    () => ({ default: GenericError }),
  ),
);

/**
 * The 404 screen, loaded when a page needs it: no other page downloads it. The prerendered 404 page keeps its markup
 * while the chunk loads (the boundary hydrates once it is there); where it cannot load, the error screen.
 */
const NotFound = lazy(() =>
  loadChunk(() => import("~/shell/not-found")).then(
    (m) => ({ default: m.NotFound }),
    () => ({ default: GenericError }),
  ),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense>
        <NotFound />
      </Suspense>
    );
  if (isOfflinePageError(error) || failedOffline())
    return (
      <Suspense>
        <OfflineScreen />
      </Suspense>
    );
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <GenericError detail={detail} />;
}

function GenericError({ detail }: { detail?: string }) {
  return (
    <section className="container-page py-20" aria-labelledby="error-title">
      <h1 id="error-title" lang={errorScreenCopy.titleLang} className="text-title font-bold">
        {errorScreenCopy.title}
      </h1>
      <p className="mt-4 max-w-prose text-ink-soft">{errorScreenCopy.text}</p>
      <a href="/" className="mt-6 inline-block font-semibold text-accent-strong underline underline-offset-4">
        {errorScreenCopy.homeLink}
      </a>
      {detail ? <pre className="mt-6 overflow-x-auto rounded-lg bg-sand p-4 text-sm">{detail}</pre> : null}
    </section>
  );
}
