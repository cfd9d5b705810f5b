import type { Route } from "./+types/ai-content";
import { HubHeader } from "~/components/hub/hub-header";
import { HubSummary } from "~/components/hub/hub-summary";
import { HubWorkspace } from "~/components/hub/hub-workspace";
import { pages } from "~/content/pages";
import { publishedForHub } from "~/lib/articles/hub-figures";
import { buildMeta } from "~/lib/seo";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return { head: buildMeta(pages.aiContent) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** Build time (prerendered): the published articles' metadata and measured figures, without bodies. */
export async function loader() {
  return { published: await publishedForHub() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8 md:py-10">
      <HubHeader />
      <HubSummary />
      <HubWorkspace published={loaderData.published} />
    </div>
  );
}
