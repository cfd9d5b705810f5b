import { describe, expect, it } from "vitest";

import { parseHttpDate } from "./http-date.mjs";

describe("parseHttpDate", () => {
  it("reads the three forms of RFC 9110 §5.6.7", () => {
    const expected = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT")).toBe(expected);
    expect(parseHttpDate("Sunday, 06-Nov-94 08:49:37 GMT")).toBe(expected);
    expect(parseHttpDate("Sun Nov  6 08:49:37 1994")).toBe(expected);
    expect(parseHttpDate(new Date(expected).toUTCString())).toBe(expected);
  });

  it.each([
    "2099",
    "2099-01-01",
    "2099-01-01T00:00:00Z",
    "1",
    "",
    "Mai 2030",
    "kein Datum",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 UTC",
    "Sun, 06 nov 1994 08:49:37 GMT",
    "Sun, 31 Feb 2099 00:00:00 GMT",
    "Sun, 06 Nov 1994 24:00:00 GMT",
    "Sun, 06 Nov 1994 08:60:00 GMT",
    "Sun, 06 Nov 1994 08:49:37 GMT, Mon, 07 Nov 1994 08:49:37 GMT",
  ])("refuses %j", (text) => {
    expect(parseHttpDate(text)).toBeNull();
  });
});
