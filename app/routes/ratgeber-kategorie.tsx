import { data } from "react-router";

import type { Route } from "./+types/ratgeber-kategorie";
import { ArticleIndex } from "~/components/articles/article-index";
import { articleListData, lastSegment } from "~/lib/articles/article-data";

// One route per category in use (app/routes.ts); runs at build time only.
export function loader({ request }: Route.LoaderArgs) {
  const list = articleListData(lastSegment(request));
  if (!list) throw data(null, { status: 404 });
  return list;
}

// Built with the data at build time (article-data.ts): the same tags in the HTML and after hydration.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleIndex data={loaderData} />;
}
