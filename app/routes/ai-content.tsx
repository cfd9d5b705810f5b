import type { Route } from "./+types/ai-content";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta(pages.aiContent);

export default function Page() {
  return <h1 className="container-page py-10 text-title font-bold">{pages.aiContent.title}</h1>;
}
