import type { Route } from "./+types/ratgeber";
import { ArticleIndex } from "~/components/articles/article-index";
import { articleListData } from "~/lib/articles/article-data";
import { articleListMeta } from "~/lib/articles/article-pages";

// Runs at build time only (ssr: false): the list travels in the prerendered HTML, not in JavaScript.
export function loader() {
  return articleListData()!;
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleListMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleIndex data={loaderData} />;
}
