import { type ShouldRevalidateFunction, data } from "react-router";

import type { Route } from "./+types/ratgeber";
import { ArticleIndex } from "~/features/articles";
import { articleListData } from "~/features/articles/index.server";

// /ratgeber and /ratgeber/kategorie/<c>, each with its pages /seite/<n> as child routes (app/routes.ts).
// Runs at build time only (ssr: false): the page's articles travel in its HTML, never in JavaScript.
export function loader({ params }: Route.LoaderArgs) {
  const list = articleListData(params.category ?? null, params.page);
  if (!list) throw data(null, { status: 404 });
  return list;
}

// After a client-side navigation: the prerendered .data file of the page (React Router accepts the
// child routes of /seite/<n> only below a route with a clientLoader, see app/routes.ts).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

// The page is named by a child route's address, which React Router does not count as this route's
// own: load again whenever the address changes (/ratgeber → /ratgeber/seite/2).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

// Built with the data at build time (article-data.server.ts): the same tags in the HTML and after hydration.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

// Renders the page itself; its child routes (ratgeber-seite.tsx) only name the page.
export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleIndex data={loaderData} />;
}
