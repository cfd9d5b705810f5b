import { describe, expect, it } from "vitest";

import { MAX_QUERY_CHARS, MAX_QUERY_WORDS, parseQuery, queryFromSearch, searchFromQuery } from "./query";

describe("parseQuery", () => {
  it("trims and joins white space, keeps case and umlauts for the index to fold", () => {
    expect(parseQuery("  Fälschungen \t erkennen\n")).toEqual({ kind: "search", text: "Fälschungen erkennen", truncated: false });
  });

  it("reads nothing but white space as no query", () => {
    expect(parseQuery("")).toEqual({ kind: "empty" });
    expect(parseQuery(" \n\t ")).toEqual({ kind: "empty" });
  });

  it("tells input without a letter or digit apart (punctuation, symbols, emoji)", () => {
    for (const raw of ["!!!???", "…–„“", "😀 🎉", "<>&", "→ ★"]) expect(parseQuery(raw).kind, raw).toBe("no-words");
    expect(parseQuery("😀 Labubu")).toEqual({ kind: "search", text: "Labubu", truncated: false });
  });

  it("drops tokens without letters or digits between words, as the index does", () => {
    expect(parseQuery("Wacky & Mart – !!!")).toEqual({ kind: "search", text: "Wacky Mart", truncated: false });
  });

  it("keeps markup as plain characters: it is only ever text", () => {
    expect(parseQuery("<script>alert(1)</script>")).toEqual({
      kind: "search",
      text: "<script>alert(1)</script>",
      truncated: false,
    });
  });

  it("cuts a 10,000-character query to the words and characters the search reads, and says so", () => {
    const long = parseQuery("Labubu ".repeat(1500));
    expect(long).toMatchObject({ kind: "search", truncated: true });
    expect(long.kind === "search" && long.text.split(" ")).toHaveLength(MAX_QUERY_WORDS);

    const oneWord = parseQuery("a".repeat(10_000));
    expect(oneWord).toEqual({ kind: "search", text: "a".repeat(MAX_QUERY_CHARS), truncated: true });
  });

  it("never cuts a character in half", () => {
    const result = parseQuery("ü".repeat(60) + " " + "😀x".repeat(60));
    expect(result.kind).toBe("search");
    const text = result.kind === "search" ? result.text : "";
    expect(Array.from(text)).toHaveLength(MAX_QUERY_CHARS);
    expect(text).toBe(text.normalize("NFC"));
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("replaces control and format characters with spaces", () => {
    expect(parseQuery("Zoll\u0000\u200BWien\u2028")).toEqual({ kind: "search", text: "Zoll Wien", truncated: false });
  });

  it("composes decomposed umlauts (NFC), as typed on some keyboards", () => {
    expect(parseQuery("Fa\u0308lschung")).toMatchObject({ text: "Fälschung" });
  });
});

describe("the query in the address", () => {
  it("round-trips through ?q=, spaces and umlauts included", () => {
    const search = searchFromQuery("Big into Energy & Fälschung");
    expect(search).toBe("?q=Big+into+Energy+%26+F%C3%A4lschung");
    expect(queryFromSearch(search)).toBe("Big into Energy & Fälschung");
  });

  it("is the bare page for no query", () => {
    expect(searchFromQuery("")).toBe("");
    expect(queryFromSearch("")).toBe("");
    expect(queryFromSearch("?other=1")).toBe("");
  });

  it("reads malformed escapes as they stand instead of failing", () => {
    expect(queryFromSearch("?q=%E0%A4%A")).toBe("\uFFFD%A");
    expect(queryFromSearch("?q=100%")).toBe("100%");
  });
});
