import type { Route } from "./+types/ai-content";
import { HubHeader } from "~/components/hub/hub-header";
import { HubSummary } from "~/components/hub/hub-summary";
import { HubWorkspace } from "~/components/hub/hub-workspace";
import { pages } from "~/content/pages";
import { publishedForHub } from "~/lib/articles/hub-figures";
import { buildMeta } from "~/lib/seo";

/**
 * Runs at build time only (ssr: false): the head and the published articles' metadata and measured
 * figures (without bodies) travel in the prerendered HTML and the .data file, not in JavaScript.
 */
export async function loader() {
  return { head: buildMeta(pages.aiContent), published: await publishedForHub() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8 md:py-10">
      <HubHeader />
      <HubSummary />
      <HubWorkspace published={loaderData.published} />
    </div>
  );
}
