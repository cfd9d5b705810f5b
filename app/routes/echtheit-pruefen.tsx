import type { Route } from "./+types/echtheit-pruefen";
import { CheckPage } from "~/components/check/check-page";
import { pages } from "~/content/pages";
import { pageJsonLd, webPageNode } from "~/lib/jsonld";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  buildMeta({ ...pages.echtheitPruefen, jsonLd: pageJsonLd(webPageNode(pages.echtheitPruefen)) });

export default function Page() {
  return <CheckPage />;
}
