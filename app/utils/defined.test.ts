import { describe, expect, it } from "vitest";

import { definedOnly } from "./defined";

describe("definedOnly", () => {
  it("leaves out undefined properties and keeps every other value, falsy ones included", () => {
    const signal = new AbortController().signal;
    const result = definedOnly({ signal, random: undefined, stepMs: 0, label: "", flag: false, none: null });
    expect(result).toEqual({ signal, stepMs: 0, label: "", flag: false, none: null });
    expect(Object.keys(result)).not.toContain("random");
  });
});
