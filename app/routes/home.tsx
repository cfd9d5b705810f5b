import type { Route } from "./+types/home";
import { LandingPage } from "~/components/landing/landing-page";
import { pages } from "~/content/pages";
import { homeJsonLd } from "~/lib/jsonld";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta({ ...pages.home, jsonLd: homeJsonLd() });

export default function Home() {
  return <LandingPage />;
}
