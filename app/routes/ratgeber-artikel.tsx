import { data } from "react-router";

import type { Route } from "./+types/ratgeber-artikel";
import { ArticlePage } from "~/features/articles";
import { articlePageData } from "~/features/articles/index.server";

// /ratgeber/<slug> (app/routes.ts); runs at build time only, so the page's JavaScript carries
// neither the article index nor the body (the body stays prerendered markup).
export function loader({ params }: Route.LoaderArgs) {
  const article = articlePageData(params.slug);
  if (!article) throw data(null, { status: 404 });
  return article;
}

// Built with the data at build time (article-data.server.ts): the same tags in the HTML and after hydration.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
