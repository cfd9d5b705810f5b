import { describe, expect, it } from "vitest";

import { easterSunday, namedDayIn, readCalendar, weekdayOf } from "./calendar";

describe("the calendar the claim check computes", () => {
  it.each([
    [2025, { month: 4, day: 20 }],
    [2026, { month: 4, day: 5 }],
    [2027, { month: 3, day: 28 }],
    [2038, { month: 4, day: 25 }],
  ])("Easter Sunday %i", (year, day) => {
    expect(easterSunday(year)).toEqual({ year, ...day });
  });

  it.each([
    ["blackFriday", 2025, 11, 28],
    ["blackFriday", 2026, 11, 27],
    ["cyberMonday", 2026, 11, 30],
    ["mothersDay", 2027, 5, 9],
    ["firstAdvent", 2026, 11, 29],
    ["firstAdvent", 2027, 11, 28],
    ["whitMonday", 2026, 5, 25],
  ] as const)("%s %i is %i/%i", (name, year, month, day) => {
    const found = namedDayIn(name, year);
    expect(found).toEqual({ year, month, day });
  });

  it("reads a named day's date, with „heuer“, a year apart from the date, or this year or the next", () => {
    expect(readCalendar("Heuer fällt der Black Friday auf den 27. November.", "2026-11-26")).toEqual({ verified: [27] });
    expect(readCalendar("Der Muttertag fällt 2027 auf den 9. Mai.", "2026-11-26")).toEqual({ verified: [9, 2027] });
    expect(readCalendar("Halloween ist am 31.10.", "2026-11-26").verified).toEqual([]);
    expect(readCalendar("Halloween fällt auf den 31. Oktober.", "2026-11-26").verified).toEqual([31]);
    expect(readCalendar("Heuer fällt der Black Friday auf den 28. November.", "2026-11-26").wrong).toMatchObject({
      name: "blackFriday",
      right: { year: 2026, month: 11, day: 27 },
    });
  });

  it("checks a date's weekday", () => {
    expect(weekdayOf({ year: 2026, month: 12, day: 24 })).toBe(4);
    expect(readCalendar("Der 24. Dezember 2026 ist ein Donnerstag.", "2026-11-26")).toEqual({ verified: [24, 2026] });
    expect(readCalendar("Der 24. Dezember 2026 ist ein Freitag.", "2026-11-26").wrong).toBeDefined();
  });
});
