import { describe, expect, it } from "vitest";

import { inertMarkdown } from "./markdown";
import { photoProblems, photoTexts, withPhoto, withPhotoText, withoutPhoto } from "./photo-references";

describe("editing a text's photos (the hub's photo panel, docs/decisions/0048)", () => {
  const body = "## Die Box\n\nText davor.\n\n![](box.jpg)\n\nText danach.\n";

  it("adds a photo in a paragraph of its own, at the end or where the cursor is", () => {
    expect(withPhoto("Text.", "box.jpg")).toBe("Text.\n\n![](box.jpg)\n");
    expect(withPhoto("Eins.\n\nZwei.\n", "box.jpg", "Eins.".length)).toBe("Eins.\n\n![](box.jpg)\n\nZwei.\n");
    expect(withPhoto("", "box.jpg")).toBe("![](box.jpg)\n");
  });

  it("writes the alt text or the decorative mark into every image of the photo, escaped", () => {
    const described = withPhotoText(body, "box.jpg", { alt: "Die Box [offen]\nvon vorne", decorative: false });
    expect(described).toContain("![Die Box \\[offen\\] von vorne](box.jpg)");
    expect(photoTexts(described).get("box.jpg")).toEqual({ alt: "Die Box [offen] von vorne", decorative: false });
    const decorative = withPhotoText(described, "box.jpg", { alt: "ignored", decorative: true });
    expect(decorative).toContain('![](box.jpg "dekorativ")');
    expect(photoTexts(decorative).get("box.jpg")).toEqual({ alt: "", decorative: true });
    expect(photoProblems(decorative, ["box.jpg"])).toEqual([]);
    expect(photoProblems(body, ["box.jpg"]).join("\n")).toContain("hat keinen Alternativtext");
  });

  it("removes a photo with its paragraph and leaves the rest as it was", () => {
    expect(withoutPhoto(body, "box.jpg")).toBe("## Die Box\n\nText davor.\n\nText danach.\n");
    expect(withoutPhoto(body, "andere.jpg")).toBe(body);
  });

  it("keeps a photo's image in the exported file, unlike an image of another site", () => {
    expect(inertMarkdown("![Die Box](box.jpg)\n\n![Fremd](javascript:alert(1))")).toBe("![Die Box](box.jpg)\n\nFremd");
  });
});
