import type { Route } from "./+types/ratgeber";
import { ArticleIndex } from "~/components/articles/article-index";
import { articleListData } from "~/lib/articles/article-data";

// Runs at build time only (ssr: false): the list travels in the prerendered HTML, not in JavaScript.
export function loader() {
  return articleListData()!;
}

// Built with the data at build time (article-data.ts): the same tags in the HTML and after hydration.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticleIndex data={loaderData} />;
}
