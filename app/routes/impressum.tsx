import type { Route } from "./+types/impressum";
import { LegalDocument } from "~/components/legal/legal-document";
import { impressum } from "~/content/legal";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return { head: buildMeta(pages.impressum) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page() {
  return <LegalDocument document={impressum} />;
}
