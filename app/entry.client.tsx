import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { startServiceWorker } from "~/features/offline/service-worker-client";
import { installPreloadRecovery } from "~/lib/preload-recovery";

installPreloadRecovery(window);
// The offline app (docs/decisions/0032): registered once the page has loaded and the browser is idle.
startServiceWorker(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
