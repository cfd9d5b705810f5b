// Work kept beside the build from one process to the next (docs/decisions/0079): a result is taken up only while
// what it read of the fact base is unchanged, it records those reads for the page that takes it, and the saved
// store holds what the process used.
import { afterEach, describe, expect, it } from "vitest";

import { type KeptWorkFile, keptWork, loadKeptWork, savedKeptWork } from "./kept-work.server";
import { installReadStore, noteRead } from "./reads";

const STORE = Symbol.for("labubu-sammler.kept-work");

afterEach(() => {
  installReadStore(undefined);
  delete (globalThis as { [STORE]?: unknown })[STORE];
});

/** A check that counts its runs and reads the price when the text mentions one. */
function counted() {
  let runs = 0;
  const check = (text: string) =>
    keptWork("check", [text], () => {
      runs++;
      if (text.includes("€")) noteRead("fact:price#values");
      return { words: text.split(" ").length };
    });
  return { check, runs: () => runs };
}

/** Records reads as the content build does (every read into one record). */
function recording(): Set<string> {
  const reads = new Set<string>();
  installReadStore({ current: () => reads });
  return reads;
}

/** The file a first process saves after checking `texts`. */
function firstRun(texts: readonly string[]): KeptWorkFile {
  recording();
  loadKeptWork(null, new Set());
  const { check } = counted();
  for (const text of texts) check(text);
  return JSON.parse(JSON.stringify(savedKeptWork()?.file));
}

describe("work kept from one process to the next", () => {
  it("does the work every time where no store is loaded or no reads are recorded, and keeps nothing", () => {
    const { check, runs } = counted();
    check("ab € 19");
    check("ab € 19");
    expect(runs()).toBe(2);
    expect(savedKeptWork()).toBeNull();
    loadKeptWork(null, new Set());
    check("ab € 19");
    check("ab € 19");
    expect(runs()).toBe(4);
    expect(savedKeptWork()?.file.entries).toEqual({});
  });

  it("takes up what an earlier process worked out for the same input, without working it out again", () => {
    const file = firstRun(["ab € 19", "eine Figur"]);
    expect(Object.keys(file.entries)).toHaveLength(2);
    expect(loadKeptWork(file, new Set())).toEqual({ kept: 2, dropped: 0 });
    const { check, runs } = counted();
    expect(check("eine Figur")).toEqual({ words: 2 });
    expect(check("ab € 19")).toEqual({ words: 3 });
    expect(runs()).toBe(0);
    expect(check("ganz neu")).toEqual({ words: 2 });
    expect(runs()).toBe(1);
  });

  it("drops what read a property that changed, and after a change of shape everything that read the fact base", () => {
    const file = firstRun(["ab € 19", "eine Figur"]);
    expect(loadKeptWork(file, new Set(["fact:other#values"]))).toEqual({ kept: 2, dropped: 0 });
    expect(loadKeptWork(file, new Set(["fact:price#values"]))).toEqual({ kept: 1, dropped: 1 });
    const { check, runs } = counted();
    check("ab € 19");
    check("eine Figur");
    expect(runs()).toBe(1);
    expect(loadKeptWork(file, null)).toEqual({ kept: 1, dropped: 1 });
  });

  it("records the reads of a kept result for the page that takes it", () => {
    const file = firstRun(["ab € 19"]);
    loadKeptWork(file, new Set());
    const page = recording();
    const { check, runs } = counted();
    check("ab € 19");
    expect(runs()).toBe(0);
    expect(page).toEqual(new Set(["fact:price#values"]));
  });

  it("saves what this process used, and the earlier results of kinds it did not use at all", () => {
    const file = firstRun(["ab € 19", "eine Figur"]);
    file.entries["figures:x"] = { value: 1, reads: [] };
    loadKeptWork(file, new Set());
    counted().check("eine Figur");
    const saved = savedKeptWork();
    expect(Object.keys(saved?.file.entries ?? {})).toHaveLength(2);
    expect(saved?.file.entries["figures:x"]).toEqual({ value: 1, reads: [] });
    // One loaded result of a used kind was not used: the file to save is another.
    expect(saved?.changed).toBe(true);
  });

  it("says the store is unchanged where a process only took up what it loaded, so the file need not be written", () => {
    const file = firstRun(["ab € 19", "eine Figur"]);
    loadKeptWork(file, new Set());
    const { check } = counted();
    check("ab € 19");
    check("eine Figur");
    expect(savedKeptWork()).toEqual({ file, changed: false });
    // Something worked out anew, or something dropped at load, is a change.
    check("ganz neu");
    expect(savedKeptWork()?.changed).toBe(true);
    loadKeptWork(file, new Set(["fact:price#values"]));
    check("eine Figur");
    expect(savedKeptWork()?.changed).toBe(true);
    loadKeptWork(null, new Set());
    expect(savedKeptWork()?.changed).toBe(true);
  });
});
