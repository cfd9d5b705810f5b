import type { Route } from "./+types/impressum";
import { LegalDocument } from "~/components/legal/legal-document";
import { impressum } from "~/content/legal";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta(pages.impressum);

export default function Page() {
  return <LegalDocument document={impressum} />;
}
