import type { Route } from "./+types/echtheit-pruefen";
import { AuthenticityCheck } from "~/features/check";
import { prerenderedIsland } from "~/shell/prerendered-lazy";
import { pages } from "~/content/pages";
import { searchSectionLabels } from "~/content/search-entry";
import { pageJsonLd, webPageNode } from "~/shell/seo/jsonld-pages";
import { ToolPage } from "~/shell/tool-page";
import { checkStepKeys } from "~/domain/authenticity";
import { type CheckStep, checkSteps } from "~/content/authenticity-steps";
import { cataloguePhotoViews } from "~/shell/photos.server";
import { PhotoViews } from "~/ui/photo-views";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return {
    head: buildMeta({ ...pages.echtheitPruefen, jsonLd: pageJsonLd(webPageNode(pages.echtheitPruefen)) }),
    // The operator's own comparison photos of the steps (docs/decisions/0048); none yet.
    photos: cataloguePhotoViews(checkStepKeys.map((step) => (checkSteps[step] as CheckStep).photo)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

// The introduction stays prerendered markup in the browser (ADR 0001); the checklist hydrates.
const CheckHeader = prerenderedIsland(
  () => import("~/features/check/lazy").then((m) => ({ default: m.CheckHeader })),
  "check-header",
);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { photos } = loaderData;
  return (
    <ToolPage section={searchSectionLabels.check} header={<CheckHeader />}>
      <PhotoViews value={(file) => (Object.hasOwn(photos, file) ? photos[file] : undefined)}>
        <AuthenticityCheck />
      </PhotoViews>
    </ToolPage>
  );
}
