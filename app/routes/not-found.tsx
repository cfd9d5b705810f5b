import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/layout/not-found";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildMeta({ ...pages.notFound, noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
