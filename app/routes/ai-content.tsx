import type { Route } from "./+types/ai-content";
import { HubHeader } from "~/components/hub/hub-header";
import { HubSummary } from "~/components/hub/hub-summary";
import { HubWorkspace } from "~/components/hub/hub-workspace";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return { head: buildMeta(pages.aiContent) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page() {
  return (
    <div className="container-page py-8 md:py-10">
      <HubHeader />
      <HubSummary />
      <HubWorkspace />
    </div>
  );
}
