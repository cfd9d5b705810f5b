import type { Route } from "./+types/ai-content";
import { HubHeader } from "~/features/hub";
import { HubSummary } from "~/features/hub";
import { HubWorkspace } from "~/features/hub";
import { pages } from "~/content/pages";
import { buildMeta } from "~/shell/seo/meta";

/**
 * Runs at build time only (ssr: false): the head travels in the prerendered HTML. The published
 * articles are files of their own that the tools fetch when they open (app/routes.ts), so this
 * page does not grow with them.
 */
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
