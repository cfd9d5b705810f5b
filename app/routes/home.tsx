import type { Route } from "./+types/home";
import { LandingPage } from "~/components/landing/landing-page";
import { homeKeywords } from "~/content/hero";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta({ ...pages.home, keywords: homeKeywords });

export default function Home() {
  return <LandingPage />;
}
