import { describe, expect, it } from "vitest";

import { readabilityMessages, seoMessages } from "./analysis";
import { fillerOpeners } from "./draft-editing";

/** Every message a check can give, with sample figures (a message that needs other arguments is read as its source). */
function messages(group: Record<string, unknown>): string[] {
  const said = (message: (...args: unknown[]) => unknown) => {
    try {
      return String(message(0.2, 3, "Wort"));
    } catch {
      return message.toString();
    }
  };
  return Object.values(group).flatMap((check) =>
    (typeof check === "object" && check !== null ? Object.values(check) : [check]).flatMap((message) =>
      typeof message === "string" ? [message] : typeof message === "function" ? [said(message as never)] : [],
    ),
  );
}

describe("the analysis' advice", () => {
  it("never recommends a word the draft-editing check cuts as a filler opener", () => {
    const advice = [...messages(readabilityMessages), ...messages(seoMessages)];
    expect(advice.some((message) => message.includes("Übergangswort"))).toBe(true);
    for (const filler of fillerOpeners)
      expect(advice.filter((message) => message.toLowerCase().includes(`„${filler}“`))).toEqual([]);
  });
});
