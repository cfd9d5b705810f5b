// The installable, offline-capable app: the service worker's registration, the update notice, the offline page.
export { offlinePage } from "./copy/offline";
export { failedOffline, isOfflinePageError, OFFLINE_STATUS } from "./offline-error";
export { startServiceWorker } from "./service-worker-client";
export { UpdatePrompt } from "./update-prompt";
export { keepForOffline, keepPhotosForOffline } from "./keep-offline";
export { offlineSearchCopy } from "./copy/offline";
