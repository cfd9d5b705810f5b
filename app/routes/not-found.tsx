import { data } from "react-router";

import type { Route } from "./+types/not-found";
import { NotFound } from "~/shell/not-found";
import { notFoundPage } from "~/content/pages-not-found";
import { buildMeta } from "~/shell/seo/meta";

/**
 * Every path no other route matches, prerendered as /404: the page the server sends with status 404
 * for any unknown address. Its middleware (build time only) throws the 404, so the prerendered page
 * is the root route's 404 screen, whose hydration data names no route of its own: the same file
 * hydrates at any address, also one that matches a route with parameters (/ratgeber/gibt-es-nicht,
 * /ratgeber/seite/99), where a route's own data would not fit. A middleware, not a loader: React
 * Router's prerender can write a loader's data, but not its error, into the page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  () => {
    throw data({ head: buildMeta({ ...notFoundPage, noindex: true }) }, { status: 404 });
  },
];

// After a client-side navigation to an unknown path (no server middleware runs in the browser).
export const meta: Route.MetaFunction = () => [
  { title: notFoundPage.title },
  { name: "description", content: notFoundPage.description },
  { name: "robots", content: "noindex, follow" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
