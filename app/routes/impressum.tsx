import type { Route } from "./+types/impressum";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta(pages.impressum);

export default function Page() {
  return <h1 className="container-page py-10 text-title font-bold">{pages.impressum.title}</h1>;
}
