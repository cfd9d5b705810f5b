import type { Route } from "./+types/datenschutz";
import { LegalDocument } from "~/components/legal/legal-document";
import { datenschutz } from "~/content/legal";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta(pages.datenschutz);

export default function Page() {
  return <LegalDocument document={datenschutz} />;
}
