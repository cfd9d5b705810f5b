// The template language of the fact base's sentences (docs/decisions/0042). Read by the content build
// (app/content/data/vite-plugin.ts) and by server modules under Node's type stripping: relative imports
// with extensions only.
//
//   {name}                  a text value of the fact, as it is
//   {name|formatter}        a value through one of the de-AT formatters below
//   {name|formatter:arg}    … with arguments: another value's name or a whole number, separated by ":"
//
// Everything else is text. A placeholder names a value of the same fact; an unknown value, an unknown
// formatter, a number without a formatter, a formatter given the wrong kind of value or the wrong number
// of arguments is a problem the build reports with the file and line.
import {
  formatCount,
  formatDecimal,
  formatEuro,
  formatMoneyRange,
  formatNumber,
  formatOdds,
  formatPartialDate,
  formatPercent,
  formatYear,
} from "../../utils/format.ts";
import { dataProblems as say } from "./copy.ts";

export type TemplateValue = number | string;
export type TemplateValues = Readonly<Record<string, TemplateValue>>;

type Formatter = {
  /** What the placeholder's own value must be. */
  takes: "number" | "text" | "date" | "year";
  /** What each argument must be: a number literal, or the name of a value of this kind. */
  args: readonly ("number" | "text")[];
  format: (value: TemplateValue, args: readonly TemplateValue[]) => string;
  /** One line for the documentation and the build's message. */
  says: string;
};

const ISO = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** The year of a number or of an ISO date ("2025-06-10" → 2025). */
const yearOf = (value: TemplateValue) => (typeof value === "number" ? value : Number(value.slice(0, 4)));

/**
 * The formatters a template may name: each one the same helper of app/utils/format.ts that the pages
 * use, so a sentence in a data file reads like the same figure anywhere on the site.
 */
export const formatters: Readonly<Record<string, Formatter>> = {
  euro: { takes: "number", args: [], format: (n) => formatEuro(n as number), says: "19 → „€ 19“" },
  number: { takes: "number", args: [], format: (n) => formatNumber(n as number), says: "1165 → „1.165“" },
  count: { takes: "number", args: [], format: (n) => formatCount(n as number), says: "9 → „neun“ (bis zwölf in Worten)" },
  decimal: {
    takes: "number",
    args: [],
    format: (n) => formatDecimal(n as number),
    says: "14.7 → „14,7“ (höchstens zwei Nachkommastellen)",
  },
  decimal1: {
    takes: "number",
    args: [],
    format: (n) => formatDecimal(n as number, 1),
    says: "726.6 → „726,6“ (eine Nachkommastelle)",
  },
  rate: {
    takes: "number",
    args: [],
    format: (n) => formatDecimal(n as number, 4),
    says: "1.1761 → „1,1761“ (ein Wechselkurs, wie ihn die EZB schreibt)",
  },
  millions: {
    takes: "number",
    args: [],
    format: (n) => formatDecimal((n as number) / 1_000_000),
    says: "1080000 → „1,08“ (Millionen)",
  },
  percent: { takes: "number", args: [], format: (n) => formatPercent(n as number), says: "0.2 → „20 %“" },
  odds: { takes: "number", args: [], format: (n) => formatOdds(n as number), says: "72 → „1 : 72“" },
  moneyRange: {
    takes: "number",
    args: ["number", "text"],
    format: (low, [high, currency]) => formatMoneyRange(low as number, high as number, currency as string),
    says: "{low|moneyRange:high:currency} → „$ 13–16“",
  },
  year: { takes: "year", args: [], format: (value) => formatYear(yearOf(value)), says: "2015 oder 2025-06-10 → „2015“, „2025“" },
  date: {
    takes: "date",
    args: [],
    format: (value) => formatPartialDate(value as string),
    says: "2025-07 → „Juli 2025“, 2025-06-10 → „10. Juni 2025“",
  },
  month: {
    takes: "date",
    args: [],
    format: (value) => formatPartialDate((value as string).slice(0, 7)),
    says: "2025-08-18 → „August 2025“",
  },
};

/** One piece of a parsed template. */
export type TemplatePart = string | { value: string; formatter?: string; args: readonly string[] };

const PLACEHOLDER = /\{([^{}]*)\}/g;
const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The pieces of a template: text, and placeholders as written (not yet checked). */
export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(template.slice(last, match.index));
    const [value = "", formatter] = match[1]!.split("|").map((piece) => piece.trim());
    const [name, ...args] = (formatter ?? "").split(":").map((piece) => piece.trim());
    parts.push({ value, ...(formatter === undefined ? {} : { formatter: name }), args: formatter === undefined ? [] : args });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

function kindOf(value: TemplateValue): "number" | "date" | "text" {
  if (typeof value === "number") return "number";
  return ISO.test(value) ? "date" : "text";
}

function fits(takes: Formatter["takes"], value: TemplateValue): boolean {
  const kind = kindOf(value);
  if (takes === "year") return kind === "number" || kind === "date";
  if (takes === "text") return kind !== "number";
  return kind === takes;
}

/** What is wrong with a template, in German (empty when nothing is): each problem once. */
export function templateProblems(template: string, values: TemplateValues, named: readonly string[] = []): string[] {
  const problems: string[] = [];
  // Names the template may use besides the values ({source}) are not listed as values in a message.
  const names = Object.keys(values).filter((name) => !named.includes(name));
  if (/[{}]/.test(template.replace(PLACEHOLDER, ""))) problems.push(say.unbalancedBrace);
  for (const part of parseTemplate(template)) {
    if (typeof part === "string") continue;
    const written = `{${part.value}${part.formatter === undefined ? "" : `|${[part.formatter, ...part.args].join(":")}`}}`;
    if (!NAME.test(part.value) || !(part.value in values)) {
      problems.push(say.unknownValue(written, names));
      continue;
    }
    const value = values[part.value]!;
    if (part.formatter === undefined) {
      if (typeof value === "number") problems.push(say.numberWithoutFormatter(written));
      continue;
    }
    const formatter = formatters[part.formatter];
    if (!formatter) {
      problems.push(say.unknownFormatter(written, Object.keys(formatters)));
      continue;
    }
    if (!fits(formatter.takes, value)) problems.push(say.formatterMismatch(written, formatter.says));
    if (part.args.length !== formatter.args.length) {
      problems.push(say.formatterArguments(written, formatter.says));
      continue;
    }
    part.args.forEach((arg, index) => {
      const wanted = formatter.args[index]!;
      const argument = /^\d+$/.test(arg) ? Number(arg) : values[arg];
      if (argument === undefined || !fits(wanted, argument)) problems.push(say.formatterArguments(written, formatter.says));
    });
  }
  return [...new Set(problems)];
}

/** What one piece of a checked template writes with these values. */
export function renderPart(part: TemplatePart, values: TemplateValues): string {
  if (typeof part === "string") return part;
  const value = values[part.value]!;
  if (part.formatter === undefined) return String(value);
  const args = part.args.map((arg) => (/^\d+$/.test(arg) ? Number(arg) : values[arg]!));
  return formatters[part.formatter]!.format(value, args);
}

/** The sentence a template makes with these values; throws on a template `templateProblems` refuses. */
export function renderTemplate(template: string, values: TemplateValues): string {
  const problems = templateProblems(template, values);
  if (problems.length > 0) throw new Error(problems.join(" "));
  return parseTemplate(template)
    .map((part) => renderPart(part, values))
    .join("");
}
