import type { Route } from "./+types/home";
import { LandingPage } from "~/components/landing/landing-page";
import { homePage } from "~/content/pages-home";
import { homeJsonLd } from "~/lib/jsonld";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta({ ...homePage, jsonLd: homeJsonLd() });

export default function Home() {
  return <LandingPage />;
}
