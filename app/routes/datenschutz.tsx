import type { Route } from "./+types/datenschutz";
import { LegalDocument } from "~/features/legal";
import { datenschutz } from "~/features/legal";
import { pages } from "~/content/pages";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return { head: buildMeta(pages.datenschutz) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page() {
  return <LegalDocument document={datenschutz} />;
}
