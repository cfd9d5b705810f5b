// The AI Content Hub (/ai-content): an internal tool. Only its own routes import it.
export { HubHeader } from "./hub-header";
export { HubSummary } from "./analytics/hub-summary";
export { HubWorkspace } from "./hub-workspace";
