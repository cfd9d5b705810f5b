import { describe, expect, it } from "vitest";

import { faq } from "./faq";

describe("FAQ", () => {
  it("has between six and ten entries with unique keys and questions", () => {
    expect(faq.length).toBeGreaterThanOrEqual(6);
    expect(faq.length).toBeLessThanOrEqual(10);
    expect(new Set(faq.map((e) => e.key)).size).toBe(faq.length);
    expect(new Set(faq.map((e) => e.question)).size).toBe(faq.length);
  });

  it("asks real questions and answers them in full sentences", () => {
    for (const entry of faq) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer).toMatch(/[.!]$/);
    }
  });
});
