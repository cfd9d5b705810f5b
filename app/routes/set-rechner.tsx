import type { Route } from "./+types/set-rechner";
import { SetCalculator, calculatorSeriesOf } from "~/features/calculator";
import { seriesNewestFirst } from "~/content/facts/series";
import { prerenderedIsland } from "~/shell/prerendered-lazy";
import { pages } from "~/content/pages";
import { searchSectionLabels } from "~/content/search-entry";
import { pageJsonLd, webPageNode } from "~/shell/seo/jsonld-pages";
import { ToolPage } from "~/shell/tool-page";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return {
    head: buildMeta({ ...pages.setRechner, jsonLd: pageJsonLd(webPageNode(pages.setRechner)) }),
    // Every series of the catalogue for the picker, newest first like /serien: the few values it fills in.
    series: calculatorSeriesOf(seriesNewestFirst()),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

// Static parts stay prerendered markup in the browser (ADR 0001); only the calculator itself hydrates.
const loadPage = () => import("~/features/calculator/lazy");
const CalculatorHeader = prerenderedIsland(() => loadPage().then((m) => ({ default: m.CalculatorHeader })), "calculator-header");
const CalculatorReference = prerenderedIsland(
  () => loadPage().then((m) => ({ default: m.CalculatorReference })),
  "calculator-reference",
);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage
      section={searchSectionLabels.calculator}
      header={<CalculatorHeader />}
      className="max-w-4xl"
      after={<CalculatorReference />}
    >
      <SetCalculator series={loaderData.series} />
    </ToolPage>
  );
}
