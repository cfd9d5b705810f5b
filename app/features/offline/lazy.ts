// The offline screen: loaded only when a page cannot be reached (it holds the offline page's words).
export { OfflineScreen } from "./offline-screen";
