// What the hub's analysis works out once and keeps (a sentence's sketch, the fact base's wordings and bases) records,
// for every text that takes the kept value, what working it out read of the fact base (docs/decisions/0078, 0079):
// the build keeps an article's fingerprints and figures only while those facts stay as they were.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { recordingStore } from "../../../../tests/support/read-recording";
import { analyzeDraft } from "./analyze";
import { fingerprintsOf } from "./fingerprints";

// The fact base notes its reads as in the content build (app/content/data/fact-reads.server.ts): set before it loads.
vi.hoisted(() => {
  process.env.RECORD_FACT_READS = "1";
});

let store: ReturnType<typeof recordingStore>;
/** What `work` read, as the content build records a page. */
const readsOf = (work: () => unknown) => store.render(work);

beforeAll(() => {
  store = recordingStore();
});
afterAll(() => {
  store.remove();
  delete process.env.RECORD_FACT_READS;
});

const TEXT =
  "Eine Blindbox kostet im offiziellen Shop rund 19 Euro. Sammler tauschen doppelte Figuren gern auf Treffen in Wien. Die Secret-Figur ist selten und begehrt.";

describe("the analysis's kept values and the fact base", () => {
  it("a text's fingerprints read the fact's wordings also when its sentences' sketches are kept", () => {
    const first = readsOf(() => fingerprintsOf(TEXT));
    expect([...first].some((key) => key.startsWith("fact:"))).toBe(true);
    expect(readsOf(() => fingerprintsOf(TEXT))).toEqual(first);
  });

  it("a draft's analysis reads the fact base also when its bases are kept", () => {
    const draft = { title: "Preise", slug: "preise", metaDescription: "", focusKeyphrase: "", content: TEXT };
    const first = readsOf(() => analyzeDraft(draft, { keyphraseUses: 0 }));
    expect([...first].some((key) => key.startsWith("fact:"))).toBe(true);
    expect(readsOf(() => analyzeDraft(draft, { keyphraseUses: 0 }))).toEqual(first);
  });
});
