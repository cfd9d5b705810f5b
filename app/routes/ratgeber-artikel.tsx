import { data } from "react-router";

import type { Route } from "./+types/ratgeber-artikel";
import { ArticlePage } from "~/components/articles/article-page";
import { articlePageData, lastSegment } from "~/lib/articles/article-data";
import { articleMeta } from "~/lib/articles/article-pages";

// One route per article file (app/routes.ts); runs at build time only, so the page's JavaScript
// carries neither the article index nor the body (the body stays prerendered markup).
export function loader({ request }: Route.LoaderArgs) {
  const article = articlePageData(lastSegment(request));
  if (!article) throw data(null, { status: 404 });
  return article;
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
