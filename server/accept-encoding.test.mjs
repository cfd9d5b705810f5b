import { describe, expect, it } from "vitest";

import { chooseEncoding, parseAcceptEncoding } from "./accept-encoding.mjs";

const both = { br: true, gzip: true };

describe("Accept-Encoding negotiation", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.2, gzip;q=0.9", "gzip"],
    ["br;q=1.0, gzip;q=1.0", "br"],
    ["br;q=0", null],
    ["*", "br"],
    ["*;q=0", null],
    ["identity;q=1, gzip;q=0.5", null],
    ["gzip;q=0.5", "gzip"],
    ["GZIP", "gzip"],
    [" br ; q=0.8 , gzip ; q=0.7", "br"],
    ["br;q=garbage", null],
    ["br;q=5", "br"],
  ])("%j → %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("falls back to what exists", () => {
    expect(chooseEncoding("br, gzip", { gzip: true })).toBe("gzip");
    expect(chooseEncoding("br", { gzip: true })).toBe(null);
    expect(chooseEncoding("br, gzip", {})).toBe(null);
  });

  it("orders the acceptable codings best first", () => {
    expect(parseAcceptEncoding("gzip;q=0.4, identity;q=0.5, br;q=0.3").order).toEqual(
      ["identity", "gzip", "br"].map((c) => (c === "identity" ? null : c)),
    );
  });
});
