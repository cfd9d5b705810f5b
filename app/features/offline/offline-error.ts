import { isRouteErrorResponse } from "react-router";

/** The status of the offline page's build-time error (routes/offline.tsx); the root's error boundary renders the page for it. */
export const OFFLINE_STATUS = 503;

type OfflineErrorData = { offline: true; head?: unknown };

/** The prerendered offline page's error, as routes/offline.tsx throws it at build time. */
export function isOfflinePageError(error: unknown): error is { status: number; data: OfflineErrorData } {
  return (
    isRouteErrorResponse(error) &&
    error.status === OFFLINE_STATUS &&
    (error.data as Partial<OfflineErrorData> | null)?.offline === true
  );
}

/**
 * A client-side navigation whose data or code could not load because the browser is offline: the
 * root shows the offline page instead of the error screen.
 */
export function failedOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
