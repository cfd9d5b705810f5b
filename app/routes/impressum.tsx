import type { Route } from "./+types/impressum";
import { LegalDocument } from "~/features/legal";
import { impressum } from "~/features/legal";
import { pages } from "~/content/pages";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return { head: buildMeta(pages.impressum) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page() {
  return <LegalDocument document={impressum} />;
}
