// A record of the fact base's reads as the content build installs it (app/content/data/fact-reads.server.ts): the
// current page's record while a page renders, else the one of every page. For the unit tests of what reads it.
import { installReadStore } from "../../app/content/data/reads";

export function recordingStore() {
  const everyPage = new Set<string>();
  let page: Set<string> | undefined;
  installReadStore({ current: () => page ?? everyPage });
  return {
    everyPage,
    /** What `work` read, as the content build records a page. */
    render(work: () => unknown): Set<string> {
      page = new Set();
      try {
        work();
        return page;
      } finally {
        page = undefined;
      }
    },
    /** No record any more, as where nothing is rendered. */
    remove: () => installReadStore(undefined),
  };
}
