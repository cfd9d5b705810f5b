// What a page read of the fact base (docs/decisions/0078): kept values replay what working them out read, and lazy
// copy is worked out where a page reads it, so each page depends on the facts it shows.
import { afterEach, describe, expect, it } from "vitest";

import { derivedWithReads, installReadStore, lazyCopy, lazyList, noteRead, readsDuring, rememberReads } from "./reads";
import { recordingStore } from "../../../tests/support/read-recording";

afterEach(() => installReadStore(undefined));

describe("reads of the fact base", () => {
  it("a kept value makes every page that takes it depend on what the first one read", () => {
    const store = recordingStore();
    const kept = rememberReads(() => {
      noteRead("fact:price#values");
      return 19;
    });
    expect(store.render(() => kept())).toEqual(new Set(["fact:price#values"]));
    expect(store.render(() => kept())).toEqual(new Set(["fact:price#values"]));
    expect(store.everyPage.size).toBe(0);
  });

  it("lazy copy is worked out where a page reads it, not when its module loads", () => {
    const store = recordingStore();
    const copy = lazyCopy(() => {
      noteRead("fact:price#values");
      return { price: "€ 19" };
    });
    const list = lazyList(() => {
      noteRead("fact:shop#values");
      return ["Laden"];
    });
    expect(store.everyPage.size).toBe(0);
    expect(store.render(() => copy.price)).toEqual(new Set(["fact:price#values"]));
    expect(store.render(() => list.map((name) => name))).toEqual(new Set(["fact:shop#values"]));
    expect(Array.isArray(list)).toBe(true);
    expect(JSON.stringify({ copy, list })).toBe('{"copy":{"price":"€ 19"},"list":["Laden"]}');
  });

  it("things derived when a module loads replay their reads, but not for their id", () => {
    const store = recordingStore();
    const [fact] = derivedWithReads(() => {
      noteRead("series:macaron#regularCount");
      return [{ id: "series-macaron", statement: "6 Figuren" }];
    });
    expect(fact!.id).toBe("series-macaron");
    expect(store.everyPage.size).toBe(0);
    expect(store.render(() => fact!.statement)).toEqual(new Set(["series:macaron#regularCount"]));
  });

  it("what a step read is the caller's too", () => {
    const store = recordingStore();
    const page = store.render(() => {
      const { value, reads } = readsDuring(() => {
        noteRead("source:kurier#title");
        return 1;
      });
      expect([value, [...reads]]).toEqual([1, ["source:kurier#title"]]);
    });
    expect(page).toEqual(new Set(["source:kurier#title"]));
  });

  it("records nothing and works the copy out at once where no store is installed", () => {
    let worked = 0;
    const copy = lazyCopy(() => ({ worked: ++worked }));
    expect(worked).toBe(1);
    expect(copy.worked).toBe(1);
  });
});
