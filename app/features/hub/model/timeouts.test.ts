import { describe, expect, it } from "vitest";

import { FIRST_TOKEN_TIMEOUT_MS } from "./client";
import { resolveFirstTokenTimeout } from "./timeouts";

describe("first-token timeout test hook", () => {
  it("can only shorten the timeout, never below 100 ms", () => {
    expect(resolveFirstTokenTimeout(undefined)).toBe(FIRST_TOKEN_TIMEOUT_MS);
    expect(resolveFirstTokenTimeout("5")).toBe(FIRST_TOKEN_TIMEOUT_MS);
    expect(resolveFirstTokenTimeout(Number.NaN)).toBe(FIRST_TOKEN_TIMEOUT_MS);
    expect(resolveFirstTokenTimeout(1_500.4)).toBe(1_500);
    expect(resolveFirstTokenTimeout(10)).toBe(100);
    expect(resolveFirstTokenTimeout(10_000_000)).toBe(FIRST_TOKEN_TIMEOUT_MS);
  });
});
