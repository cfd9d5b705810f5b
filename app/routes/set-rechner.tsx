import type { Route } from "./+types/set-rechner";
import { SetCalculator } from "~/features/calculator";
import { StaticIsland, prerenderedLazy } from "~/shell/prerendered-lazy";
import { pages } from "~/content/pages";
import { searchSectionLabels } from "~/content/search-entry";
import { pageJsonLd, webPageNode } from "~/shell/seo/jsonld-pages";
import { searchIndexed } from "~/utils/search-index-markup";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return { head: buildMeta({ ...pages.setRechner, jsonLd: pageJsonLd(webPageNode(pages.setRechner)) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

// Static parts stay prerendered markup in the browser (ADR 0001); only the calculator itself hydrates.
const loadPage = () => import("~/features/calculator/lazy");
const CalculatorHeader = prerenderedLazy(() => loadPage().then((m) => ({ default: m.CalculatorHeader })), "calculator-header");
const CalculatorReference = prerenderedLazy(
  () => loadPage().then((m) => ({ default: m.CalculatorReference })),
  "calculator-reference",
);

export default function Page() {
  return (
    <div className="container-page py-10 md:py-14" {...searchIndexed(searchSectionLabels.calculator)}>
      <StaticIsland name="calculator-header">
        <CalculatorHeader />
      </StaticIsland>
      <div className="mt-8 max-w-4xl">
        <SetCalculator />
      </div>
      <StaticIsland name="calculator-reference">
        <CalculatorReference />
      </StaticIsland>
    </div>
  );
}
