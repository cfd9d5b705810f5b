import type { Route } from "./+types/ai-content";
import { HubHeader } from "~/components/hub/hub-header";
import { HubSummary } from "~/components/hub/hub-summary";
import { HubWorkspace } from "~/components/hub/hub-workspace";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta(pages.aiContent);

export default function Page() {
  return (
    <div className="container-page py-8 md:py-10">
      <HubHeader />
      <HubSummary />
      <HubWorkspace />
    </div>
  );
}
