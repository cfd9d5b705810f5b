import { describe, expect, it } from "vitest";

import { offlineLinks, offlinePage } from "./copy/offline";
import { OFFLINE_PATH, PRECACHED_PAGES } from "../../../scripts/service-worker.mjs";

describe("the offline page", () => {
  it("links only pages the service worker precaches, and every tool it precaches", () => {
    const linked = offlineLinks.map((link) => link.href);
    expect(PRECACHED_PAGES).toEqual(expect.arrayContaining(linked));
    // The trade page needs a link from someone, the offline page is where the visitor is.
    expect(PRECACHED_PAGES.filter((page) => !linked.includes(page as (typeof linked)[number]))).toEqual([
      "/sammlung/tausch",
      OFFLINE_PATH,
    ]);
    expect(offlinePage.path).toBe(OFFLINE_PATH);
  });
});
