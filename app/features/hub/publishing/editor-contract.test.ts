import { describe, expect, it } from "vitest";

import {
  draftFingerprint,
  EDITOR_API,
  EDITOR_API_PREFIX,
  isArticleSlug,
  textVersion,
  unsafeCharacter,
  unsafeField,
} from "./editor-contract";

describe("the editor mode's contract", () => {
  it("puts every address below the API's prefix, each once", () => {
    const paths = Object.values(EDITOR_API).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith(EDITOR_API_PREFIX)).toBe(true);
  });

  it("takes a slug only in slug form and never a name of the article list's routes", () => {
    for (const slug of ["labubu-wien", "a", "serie-2025"]) expect(isArticleSlug(slug), slug).toBe(true);
    for (const slug of [
      "../x",
      "../../../etc/passwd",
      "a/b",
      "a\\b",
      "..",
      "%2e%2e",
      "A",
      "a--b",
      "-a",
      "a-",
      "ä",
      "ｋａｔｅｇｏｒｉｅ",
      "kategorie",
      "seite",
      "",
      "a".repeat(81),
      5,
      null,
    ]) {
      expect(isArticleSlug(slug), String(slug)).toBe(false);
    }
  });

  it("finds control, bidi and zero-width characters in any field of a draft; lines only where a field has them", () => {
    expect(unsafeCharacter("Titel\u0000", false)).toBe("U+0000");
    expect(unsafeCharacter("Titel \u202Eegassem", false)).toBe("U+202E");
    expect(unsafeCharacter("Lab\u200Bubu", false)).toBe("U+200B");
    expect(unsafeCharacter("Zwei\nZeilen", false)).toBe("U+000A");
    expect(unsafeCharacter("Zwei\nZeilen\tmit Tab", true)).toBeNull();
    expect(unsafeCharacter("„Labubu“ – € 20 · Café", false)).toBeNull();
    expect(unsafeField({ title: "Gut", content: "Absatz\n\nAbsatz", notes: [{ statement: "Eine\nNotiz" }] })).toBeNull();
    expect(unsafeField({ title: "Gut", keywords: ["gut", "b\u2066ös"] })).toEqual({ field: "keywords", character: "U+2066" });
    expect(unsafeField({ sources: [{ name: "Quelle\u0007", url: "https://example.org" }] })).toEqual({
      field: "sources",
      character: "U+0007",
    });
    expect(unsafeField({ original: { content: "Text\n", title: "Ti\ntel" } })).toEqual({
      field: "original",
      character: "U+000A",
    });
  });

  it("stamps a text's version the same on both sides, and differently for another text", () => {
    expect(textVersion("# Titel\n\nText")).toBe(textVersion("# Titel\n\nText"));
    expect(textVersion("# Titel\n\nText")).not.toBe(textVersion("# Titel\n\nText."));
    expect(textVersion("")).toMatch(/^[0-9a-f]{1,16}$/);
  });

  it("makes other photo bytes another version of a draft, but not a photo's size or address (docs/decisions/0060)", () => {
    const photo = { file: "box.jpg", width: 8, height: 6, bytes: 100, sha256: "a".repeat(64) };
    const draft = { title: "Labubu", content: "Text", photos: [photo] };
    const base = draftFingerprint(draft);
    expect(draftFingerprint({ ...draft, photos: [{ ...photo, sha256: "b".repeat(64) }] })).not.toBe(base);
    expect(draftFingerprint({ ...draft, photos: [{ ...photo, file: "zwei.jpg" }] })).not.toBe(base);
    expect(draftFingerprint({ ...draft, photos: [{ ...photo, bytes: 1, url: "/fotos/0123456789abcdef-480.webp" }] })).toBe(base);
    // A draft without photos keeps the stamp it had before photos counted.
    expect(draftFingerprint({ title: "Labubu", content: "Text", photos: [] })).toBe(
      draftFingerprint({ title: "Labubu", content: "Text" }),
    );
  });
});
