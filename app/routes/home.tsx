import type { Route } from "./+types/home";
import { LandingPage } from "~/components/landing/landing-page";
import { homePage } from "~/content/pages-home";
import { homeJsonLd } from "~/lib/jsonld";
import { buildMeta } from "~/lib/seo";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the route's
// .data file, so the page's JavaScript carries neither the SEO nor the JSON-LD builders.
export function loader() {
  return { head: buildMeta({ ...homePage, jsonLd: homeJsonLd() }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Home() {
  return <LandingPage />;
}
