import { describe, expect, it } from "vitest";

import { formatters, renderTemplate, templateProblems } from "./template";

const values = { fromEur: 19, low: 13, high: 16, currency: "USD", date: "2025-06-10", shop: "popmart.com/at", hammer: 1_080_000 };

describe("the template language", () => {
  it("writes values through the de-AT formatters and text values as they are", () => {
    const spaced = (text: string) => text.replace(/\s/gu, " ");
    expect(spaced(renderTemplate("ab etwa {fromEur|euro} bei {shop}", values))).toBe("ab etwa € 19 bei popmart.com/at");
    expect(spaced(renderTemplate("{low|moneyRange:high:currency}", values))).toBe("$ 13–16");
    expect(renderTemplate("am {date|date}, im {date|month}, {date|year}", values)).toBe("am 10. Juni 2025, im Juni 2025, 2025");
    expect(renderTemplate("{hammer|millions} Millionen", values)).toBe("1,08 Millionen");
    expect(renderTemplate("Kein Platzhalter.", {})).toBe("Kein Platzhalter.");
  });

  it("names an unknown value, an unknown formatter and a number without one", () => {
    expect(templateProblems("{fromEuro|euro}", values)).toEqual([
      "Unbekannter Platzhalter {fromEuro|euro}: Die Werte dieses Eintrags heißen fromEur, low, high, currency, date, shop, hammer.",
    ]);
    expect(templateProblems("{fromEur|eur}", values)[0]).toMatch(
      /^Unbekanntes Format in \{fromEur\|eur\}: Erlaubt sind euro, number/,
    );
    expect(templateProblems("{fromEur}", values)[0]).toMatch(/setzt eine Zahl ohne Format ein/);
  });

  it("refuses a formatter given the wrong kind of value or the wrong arguments, and a stray brace", () => {
    expect(templateProblems("{shop|euro}", values)[0]).toMatch(/passt nicht zu diesem Wert/);
    expect(templateProblems("{low|moneyRange:high}", values)[0]).toMatch(/Falsche Angaben zum Format/);
    expect(templateProblems("{low|moneyRange:currency:high}", values)[0]).toMatch(/Falsche Angaben zum Format/);
    expect(templateProblems("ab {fromEur|euro", values)[0]).toMatch(/geschweifte Klammer/);
    expect(() => renderTemplate("{nichts}", values)).toThrow(/Unbekannter Platzhalter/);
  });

  it("documents every formatter with an example", () => {
    for (const [name, formatter] of Object.entries(formatters)) expect(formatter.says, name).toMatch(/→/);
  });
});
