/**
 * Calendar facts the site can compute (docs/decisions/0040): the date of a named day in a year ("Heuer fällt
 * der Black Friday auf den 27. November") and the weekday of a date ("Der 24. Dezember 2026 ist ein
 * Donnerstag"). A sentence that states one rightly needs no fact; one that states it wrongly is refused with
 * the right date. The names are German language data (app/features/hub/copy/analysis-lexicon.ts).
 */
import { claimKey } from "./claim-key";
import { claimSupportLexicon, sentenceLexicon } from "~/features/hub/copy/analysis-lexicon";

export type NamedDay = keyof typeof claimSupportLexicon.namedDays;

/** A day as year, month (1–12) and day of month. */
export type CalendarDay = { year: number; month: number; day: number };

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const asDay = (date: Date): CalendarDay => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const plusDays = (day: CalendarDay, days: number) =>
  asDay(new Date(utc(day.year, day.month, day.day).getTime() + days * 86_400_000));

/** The `n`-th given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDay {
  const first = utc(year, month, 1).getUTCDay();
  return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
}

/** Easter Sunday (Gregorian, the anonymous algorithm of Meeus). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { year, month, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

const fixed = (month: number, day: number) => (year: number) => ({ year, month, day });
const fromEaster = (days: number) => (year: number) => plusDays(easterSunday(year), days);

/** Where each named day falls in a year (Austrian customs: Mother's Day the second Sunday of May). */
const rules: Record<NamedDay, (year: number) => CalendarDay> = {
  // The day after the fourth Thursday of November (Thanksgiving in the USA).
  blackFriday: (year) => plusDays(nthWeekday(year, 11, 4, 4), 1),
  cyberMonday: (year) => plusDays(nthWeekday(year, 11, 4, 4), 4),
  mothersDay: (year) => nthWeekday(year, 5, 0, 2),
  fathersDay: (year) => nthWeekday(year, 6, 0, 2),
  valentine: fixed(2, 14),
  halloween: fixed(10, 31),
  nicholas: fixed(12, 6),
  christmasEve: fixed(12, 24),
  christmasDay: fixed(12, 25),
  stephen: fixed(12, 26),
  newYearsEve: fixed(12, 31),
  newYear: fixed(1, 1),
  epiphany: fixed(1, 6),
  easter: fromEaster(0),
  easterMonday: fromEaster(1),
  goodFriday: fromEaster(-2),
  ascension: fromEaster(39),
  whitsun: fromEaster(49),
  whitMonday: fromEaster(50),
  corpusChristi: fromEaster(60),
  assumption: fixed(8, 15),
  nationalDay: fixed(10, 26),
  allSaints: fixed(11, 1),
  immaculate: fixed(12, 8),
  labourDay: fixed(5, 1),
  // Four Sundays before Christmas: the Sunday from 27 November to 3 December.
  firstAdvent: (year) => {
    const christmas = utc(year, 12, 25).getUTCDay();
    return plusDays({ year, month: 12, day: 25 }, -(christmas === 0 ? 7 : christmas) - 21);
  },
  singlesDay: fixed(11, 11),
};

export function namedDayIn(name: NamedDay, year: number): CalendarDay {
  return rules[name](year);
}

const dayNames = Object.entries(claimSupportLexicon.namedDays).flatMap(([name, phrases]) =>
  phrases.map((phrase) => ({ name: name as NamedDay, key: ` ${phrase} ` })),
);
const MONTHS = sentenceLexicon.months.map((month) => claimKey(month));
/** "jänner" and "januar" are both month 1. */
const monthNumber = (word: string): number | undefined => {
  const index = MONTHS.indexOf(word);
  if (index < 0) return undefined;
  return [1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12][index];
};
const WEEKDAYS = ["sonntag", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag"];

/** A date in a sentence, with the numbers it is written with. */
type StatedDate = { day: number; month: number; year?: number; numbers: number[] };

/** "27. November", "27. November 2026", "27.11.", "27.11.2026" in folded text (punctuation as spaces). */
function datesIn(key: string): StatedDate[] {
  const tokens = key.split(" ");
  const dates: StatedDate[] = [];
  for (let index = 0; index + 1 < tokens.length; index++) {
    const day = Number(tokens[index]);
    if (!/^\d{1,2}$/.test(tokens[index]!) || day < 1 || day > 31) continue;
    const named = monthNumber(tokens[index + 1]!);
    const numeric = /^\d{1,2}$/.test(tokens[index + 1]!) ? Number(tokens[index + 1]) : undefined;
    const month = named ?? (numeric !== undefined && numeric >= 1 && numeric <= 12 ? numeric : undefined);
    if (month === undefined) continue;
    const next = tokens[index + 2];
    const year = next !== undefined && /^(19|20)\d\d$/.test(next) ? Number(next) : undefined;
    // A bare "27 11" without a year is too ambiguous to read as a date.
    if (named === undefined && year === undefined) continue;
    dates.push({ day, month, ...(year ? { year } : {}), numbers: [day, ...(named ? [] : [month]), ...(year ? [year] : [])] });
  }
  return dates;
}

const same = (a: CalendarDay, b: { day: number; month: number; year?: number }) =>
  a.day === b.day && a.month === b.month && (b.year === undefined || a.year === b.year);

/** What a sentence says about the calendar: the numbers it rightly states, or the day it states wrongly. */
export type CalendarReading = { verified: number[]; wrong?: { name?: NamedDay; stated: StatedDate; right: CalendarDay } };

/**
 * The calendar facts of a sentence on `today` ("YYYY-MM-DD"): a named day with a date, or a date with a
 * weekday. A year is the one stated, "heuer" (this year), "nächstes Jahr", or else this year or the next.
 */
export function readCalendar(sentence: string, today: string | undefined): CalendarReading {
  const key = ` ${claimKey(sentence)} `;
  const dates = datesIn(key.trim());
  if (dates.length === 0) return { verified: [] };
  const thisYear = Number((today ?? new Date().toISOString()).slice(0, 4));
  const spoken: number[] = claimSupportLexicon.nextYear.some((phrase) => key.includes(` ${phrase} `))
    ? [thisYear + 1]
    : claimSupportLexicon.thisYear.some((phrase) => key.includes(` ${phrase} `))
      ? [thisYear]
      : [thisYear, thisYear + 1];
  // A year stated apart from the date: "Der Muttertag fällt 2027 auf den 9. Mai."
  const dated = new Set(dates.flatMap((date) => (date.year ? [date.year] : [])));
  const apart = [...key.matchAll(/ ((?:19|20)\d\d) /g)].map((match) => Number(match[1])).find((year) => !dated.has(year));
  if (apart !== undefined) spoken.splice(0, spoken.length, apart);
  const names = dayNames.filter((entry) => key.includes(entry.key)).map((entry) => entry.name);
  const weekday = WEEKDAYS.findIndex((name) => key.includes(` ${name} `) || key.includes(` ${name}s `));
  const verified: number[] = [];
  for (const stated of dates) {
    const years = stated.year ? [stated.year] : spoken;
    if (names.length > 0) {
      const name = names[0]!;
      if (years.some((year) => same(namedDayIn(name, year), stated))) verified.push(...stated.numbers);
      else return { verified, wrong: { name, stated, right: namedDayIn(name, years[0]!) } };
    } else if (weekday >= 0) {
      const right = years.find((year) => utc(year, stated.month, stated.day).getUTCDay() === weekday);
      if (right !== undefined) verified.push(...stated.numbers);
      else return { verified, wrong: { stated, right: { year: years[0]!, month: stated.month, day: stated.day } } };
    }
  }
  if (apart !== undefined && verified.length > 0) verified.push(apart);
  return { verified };
}

/** The weekday (0 = Sunday) of a day. */
export function weekdayOf(day: CalendarDay): number {
  return utc(day.year, day.month, day.day).getUTCDay();
}
