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

  it("gives a price abroad in euros, the dollars beside them, converted at a named day's rate and citing it", () => {
    const abroad = faq.find((entry) => entry.key === "abroad")!;
    expect(abroad.answer.replace(/\u00a0/g, " ")).toContain(
      "zum Start ≈ € 11–14 ($ 13–16, Stand 25. April 2025; umgerechnet zum EZB-Referenzkurs vom 8. Mai 2026)",
    );
    expect(abroad.factIds).toContain("exchange-rate-ecb-2026-05-08");
    // No price in another currency stands alone in an answer.
    for (const entry of faq) expect(entry.answer.replace(/\u00a0/g, " "), entry.key).not.toMatch(/(?<!\()(\$|CN¥|MOP) \d/);
  });
});
