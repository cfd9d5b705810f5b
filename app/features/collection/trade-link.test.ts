import { describe, expect, it } from "vitest";

import { testCatalogue } from "./collection.fixtures";
import { EMPTY_COLLECTION, updateFigure } from "./state";
import { SENDER_NAME_MAX, TRADE_LIMITS, cleanSenderName, decodeTrade, encodeTrade } from "./trade-link";

const collection = [
  ["alpha", "1", { doubles: 2 }],
  ["alpha", "3", { doubles: 1 }],
  ["alpha", "secret", { wanted: true }],
  ["beta", "2", { wanted: true, owned: true }],
  ["gamma", "1", { owned: true }],
] as const;
const sample = collection.reduce(
  (state, [series, figure, change]) => updateFigure(state, series, figure, change),
  EMPTY_COLLECTION,
);

const names = (items: { series: { key: string }; figure: { id: string }; count: number }[]) =>
  items.map((item) => `${item.series.key}.${item.figure.id}×${item.count}`);

describe("the trade link", () => {
  it("carries doubles with their counts and the wanted list in a short, unescaped fragment", () => {
    const fragment = encodeTrade(testCatalogue, sample)!;
    expect(fragment).toBe("v=1&d=alpha.1x2.3&w=alpha.s_beta.2");
    expect(encodeURIComponent(fragment.replace(/[=&]/g, ""))).toBe(fragment.replace(/[=&]/g, ""));
    const list = decodeTrade(`#${fragment}`, testCatalogue);
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(names(list.doubles)).toEqual(["alpha.1×2", "alpha.3×1"]);
    expect(names(list.wanted)).toEqual(["alpha.secret×1", "beta.2×1"]);
    expect(list.ignored).toBe(0);
  });

  it("has nothing to say for a collection without doubles or wanted figures", () => {
    expect(encodeTrade(testCatalogue, updateFigure(EMPTY_COLLECTION, "alpha", "1", { owned: true }))).toBeNull();
  });

  it("ignores and counts what the catalogue does not know, and anything that is not an id", () => {
    const list = decodeTrade(
      "v=1&d=alpha.1x2.9.3x0.2x100.<script>_omega.1.2_alpha.2&w=beta.1x3.s_javascript:alert(1)",
      testCatalogue,
    );
    expect(list).toMatchObject({ ok: true });
    if (!list.ok) return;
    expect(names(list.doubles)).toEqual(["alpha.1×2", "alpha.2×1"]);
    expect(names(list.wanted)).toEqual(["beta.secret×1"]);
    expect(list.ignored).toBe(8);
  });

  it.each([
    ["", "empty"],
    ["#", "empty"],
    ["#d=alpha.1", "empty"],
    ["#v=1&d=&w=", "empty"],
    ["#v=2&d=alpha.1", "version"],
    [`#v=1&d=${"alpha.1.".repeat(400)}`, "too-long"],
  ])("refuses %j as %s", (fragment, problem) => {
    expect(decodeTrade(fragment, testCatalogue)).toEqual({ ok: false, problem });
  });

  it("reads at most a bounded number of entries", () => {
    const fragment = `v=1&d=z${".1".repeat(600)}`;
    expect(fragment.length).toBeLessThan(TRADE_LIMITS.length);
    const list = decodeTrade(fragment, testCatalogue);
    expect(list).toMatchObject({ ok: true, ignored: TRADE_LIMITS.items });
  });
});

describe("the sender's name in the trade link", () => {
  const from = (fragment: string) => {
    const list = decodeTrade(fragment, testCatalogue);
    return list.ok ? list.from : `not ok: ${list.problem}`;
  };

  it("travels percent-encoded after the lists and reads back as given", () => {
    const fragment = encodeTrade(testCatalogue, sample, "  Anna & Ben = Tauschteam  ")!;
    expect(fragment).toBe("v=1&d=alpha.1x2.3&w=alpha.s_beta.2&n=Anna%20%26%20Ben%20%3D%20Tauschteam");
    expect(from(fragment)).toBe("Anna & Ben = Tauschteam");
    expect(from(encodeTrade(testCatalogue, sample, "Zoë 🐰")!)).toBe("Zoë 🐰");
  });

  it("is null when the sender gives none, or the link's name is empty, blank or does not decode", () => {
    expect(encodeTrade(testCatalogue, sample, "   ")).toBe("v=1&d=alpha.1x2.3&w=alpha.s_beta.2");
    expect(from("v=1&d=alpha.1")).toBeNull();
    expect(from("v=1&d=alpha.1&n=")).toBeNull();
    expect(from("v=1&d=alpha.1&n=%20%0A%E2%80%AE")).toBeNull();
    expect(from("v=1&d=alpha.1&n=%E0%A4%A")).toBeNull();
  });

  it("is cleaned and bounded: no control or direction characters, one line, at most SENDER_NAME_MAX characters", () => {
    expect(cleanSenderName("An\u202Ena\u0000\nMaria\t")).toBe("An na Maria");
    expect(from(`v=1&d=alpha.1&n=${encodeURIComponent("<img src=x onerror=alert(1)>")}`)).toBe("<img src=x onerror=alert(1)>");
    const long = "🐰".repeat(100);
    expect(Array.from(cleanSenderName(long))).toHaveLength(SENDER_NAME_MAX);
    expect(Array.from(from(`v=1&d=alpha.1&n=${encodeURIComponent(long)}`)!)).toHaveLength(SENDER_NAME_MAX);
  });

  it("never stands alone: a link with a name but no figures is still no trade list", () => {
    expect(encodeTrade(testCatalogue, EMPTY_COLLECTION, "Anna")).toBeNull();
    expect(from("v=1&n=Anna")).toBe("not ok: empty");
  });
});
