import type { Route } from "./+types/home";
import { pages } from "~/content/pages";
import { homeJsonLd } from "~/lib/jsonld";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta({ ...pages.home, jsonLd: homeJsonLd() });

export default function Page() {
  return <h1 className="container-page py-10 text-title font-bold">{pages.home.title}</h1>;
}
