import type { Route } from "./+types/set-rechner";
import { CalculatorPage } from "~/components/calculator/calculator-page";
import { pages } from "~/content/pages";
import { pageJsonLd, webPageNode } from "~/lib/jsonld";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  buildMeta({ ...pages.setRechner, jsonLd: pageJsonLd(webPageNode(pages.setRechner)) });

export default function Page() {
  return <CalculatorPage />;
}
