import { Suspense, lazy } from "react";
import { data } from "react-router";

import type { Route } from "./+types/offline";
import { offlinePage } from "~/features/offline";
import { OFFLINE_STATUS } from "~/features/offline";
import { buildMeta } from "~/shell/seo/meta";

/**
 * /offline: the page the service worker shows for any page that is not on this device while offline
 * (docs/decisions/0032). Built like the 404 page (routes/not-found.tsx): its middleware throws at
 * build time, so the prerendered page is the root route's error screen, whose hydration data names
 * no route of its own, and the same file hydrates at whatever address the worker answers with it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  () => {
    throw data({ offline: true, head: buildMeta({ ...offlinePage, noindex: true }) }, { status: OFFLINE_STATUS });
  },
];

export const meta: Route.MetaFunction = () => [
  { title: offlinePage.title },
  { name: "description", content: offlinePage.description },
  { name: "robots", content: "noindex, follow" },
];

// Never rendered by the build (the middleware throws, the root's error boundary shows the page); only a
// client-side navigation to /offline would, and it loads the same chunk the error boundary loads.
const OfflineScreen = lazy(() => import("~/features/offline/lazy").then((m) => ({ default: m.OfflineScreen })));

export default function OfflineRoute() {
  return (
    <Suspense>
      <OfflineScreen />
    </Suspense>
  );
}
