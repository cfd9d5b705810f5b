// The hub's components import the download helper from here; it lives in ~/lib/download (the collection uses it too).
export { downloadTextFile } from "~/lib/download";
