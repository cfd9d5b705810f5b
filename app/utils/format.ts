/**
 * All numbers, prices and dates a reader sees go through these de-AT formatters, and read one way:
 * CLDR de-AT groups currency amounts with a dot ("€ 2.038") but plain numbers with a no-break space
 * ("1 165"), so a sentence with "$ 947–1 165" beside "$ 2.038" mixed two styles. Every number here is
 * grouped like an amount, with the separator Intl itself uses for de-AT amounts. Amounts and ratios
 * carry no-break spaces inside ("€ 20", "1 : 72"), so a line never breaks within one.
 */

const LOCALE = "de-AT";
/** A no-break space: between a currency sign or a ratio's colon and its numbers. */
export const NBSP = "\u00A0";

const euro0 = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const euro2 = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(LOCALE, { style: "percent", maximumFractionDigits: 0 });

/** The group separator de-AT uses in amounts ("." in "€ 148.000"), read from Intl rather than written here. */
const AMOUNT_GROUP = euro0.formatToParts(1000).find((part) => part.type === "group")?.value ?? ".";

/** A plain number grouped like an amount: "1.165", not "1 165". */
function grouped(formatter: Intl.NumberFormat, value: number): string {
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === "group" ? AMOUNT_GROUP : part.value))
    .join("");
}
const dateLong = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Vienna" });
const monthYear = new Intl.DateTimeFormat(LOCALE, { month: "long", year: "numeric", timeZone: "Europe/Vienna" });
const yearOnly = new Intl.DateTimeFormat(LOCALE, { year: "numeric", timeZone: "Europe/Vienna" });
const weekdayLong = new Intl.DateTimeFormat(LOCALE, { weekday: "long", timeZone: "Europe/Vienna" });
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Vienna",
});

/** "€ 148.000" for whole euros, "€ 11,50" when there are cents. */
export function formatEuro(amount: number): string {
  return Number.isInteger(amount) ? euro0.format(amount) : euro2.format(amount);
}

/** 58420 → "58.420" */
export function formatNumber(value: number): string {
  return grouped(integer, value);
}

const countWords = ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"];

/** A count in running text: words up to twelve ("neun"), digits above ("14"), as German style asks. */
export function formatCount(value: number): string {
  return Number.isInteger(value) && value >= 0 && value < countWords.length ? countWords[value]! : formatNumber(value);
}

/** 14.7 → "14,7", 8.3157 → "8,32" (at most two decimals, none when whole). */
export function formatDecimal(value: number, maximumFractionDigits = 2): string {
  return grouped(maximumFractionDigits === 2 ? upToTwoDecimals : new Intl.NumberFormat(LOCALE, { maximumFractionDigits }), value);
}

/** An amount in any currency: "$ 13", "CN¥ 79", "€ 19,90". */
export function formatMoney(amount: number, currency: string): string {
  if (currency === "EUR") return formatEuro(amount);
  return new Intl.NumberFormat(LOCALE, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A range in one currency: "$ 13–16". */
export function formatMoneyRange(low: number, high: number, currency: string): string {
  return `${formatMoney(low, currency)}–${formatDecimal(high)}`;
}

/** Odds of one in n: "1 : 72", with no-break spaces so "1 :" and "72" stay on one line. */
export function formatOdds(oneIn: number): string {
  return `1${NBSP}:${NBSP}${formatNumber(oneIn)}`;
}

/** 58420 → "58,4 Tsd." */
export function formatThousands(value: number): string {
  return `${grouped(oneDecimal, value / 1000)}${NBSP}Tsd.`;
}

/** 0.38 → "38 %" */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

/** A chance that never reads as a certainty it is not: near 0 or 1 it says "< 1 %" / "> 99 %" rather than a rounded 0 % or 100 %. */
export function formatChance(value: number): string {
  if (value <= 0) return formatPercent(0);
  if (value < 0.01) return `< ${formatPercent(0.01)}`;
  if (value >= 1) return formatPercent(1);
  if (value > 0.99) return `> ${formatPercent(0.99)}`;
  return formatPercent(value);
}

const percentOneDecimal = new Intl.NumberFormat(LOCALE, { style: "percent", maximumFractionDigits: 1 });

/** 0.0083 → "0,8 %" (measured shares, where whole percents would hide a threshold) */
export function formatPercentPrecise(ratio: number): string {
  return percentOneDecimal.format(ratio);
}

/** 64.25 → "64,3", 64 → "64,0" (always one decimal: measured scores) */
export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** "21. Jänner 2026" */
export function formatDateLong(date: Date | string): string {
  return dateLong.format(toDate(date));
}

/** "Freitag" */
export function formatWeekday(date: Date | string): string {
  return weekdayLong.format(toDate(date));
}

/** "Juli 2025" */
export function formatMonthYear(date: Date | string): string {
  return monthYear.format(toDate(date));
}

/** 2015 → "2015" (a year, so no digit grouping as formatNumber would add). */
export function formatYear(year: number): string {
  return yearOnly.format(new Date(Date.UTC(year, 6, 1)));
}

/**
 * An ISO date at the precision it is known: "2023" → "2023", "2023-10" → "Oktober 2023",
 * "2025-04-25" → "25. April 2025".
 */
export function formatPartialDate(iso: string): string {
  if (/^\d{4}$/.test(iso)) return formatYear(Number(iso));
  if (/^\d{4}-\d{2}$/.test(iso)) return formatMonthYear(`${iso}-15T12:00:00Z`);
  return formatDateLong(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
}

/** "21.11.2026, 14:05" */
export function formatDateTime(date: Date | string): string {
  return dateTime.format(toDate(date));
}

function toDate(date: Date | string): Date {
  return typeof date === "string" ? new Date(date) : date;
}
