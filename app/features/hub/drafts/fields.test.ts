import { describe, expect, it } from "vitest";

import { exceedsKeywordLimit, isValidSlug, MAX_KEYWORDS, parseKeywordList } from "./fields";

describe("isValidSlug", () => {
  it("accepts lower-case letters, digits and single hyphens only", () => {
    expect(isValidSlug("labubu-fakes-erkennen-2025")).toBe(true);
    for (const slug of ["Labubu", "labubu--fakes", "-labubu", "labubu-", "zähne", "a b", "../x", ""])
      expect(isValidSlug(slug), slug).toBe(false);
  });
});

describe("parseKeywordList", () => {
  it("splits at commas, trims, drops empty and repeated keywords", () => {
    expect(parseKeywordList(" labubu wien, Labubu  Wien,, graz ,")).toEqual(["labubu wien", "graz"]);
    expect(parseKeywordList("")).toEqual([]);
  });

  it("keeps at most 50 and says when there are more", () => {
    const many = Array.from({ length: 60 }, (_, index) => `k${index}`).join(", ");
    expect(parseKeywordList(many)).toHaveLength(MAX_KEYWORDS);
    expect(exceedsKeywordLimit(many)).toBe(true);
    expect(exceedsKeywordLimit("a, b")).toBe(false);
  });
});
