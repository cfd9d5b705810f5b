import { describe, expect, it } from "vitest";

import { createLock } from "./publisher.mjs";

describe("createLock", () => {
  it("runs one job at a time, lets one more wait and refuses any further; a failure frees the lock", async () => {
    const lock = createLock(1);
    /** @type {string[]} */
    const order = [];
    /** @type {() => void} */
    let release = () => {};
    const first = lock.run(
      () =>
        new Promise((resolve) => {
          order.push("erster beginnt");
          release = () => resolve("erster");
        }),
    );
    const second = lock.run(async () => {
      order.push("zweiter beginnt");
      throw new Error("fehlgeschlagen");
    });
    expect(lock.run(async () => "dritter")).toBeNull();
    expect(lock.busy).toBe(true);
    await Promise.resolve();
    expect(order).toEqual(["erster beginnt"]);
    release();
    expect(await first).toBe("erster");
    await expect(second).rejects.toThrow("fehlgeschlagen");
    expect(order).toEqual(["erster beginnt", "zweiter beginnt"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lock.busy).toBe(false);
    expect(await lock.run(async () => "wieder frei")).toBe("wieder frei");
  });
});
