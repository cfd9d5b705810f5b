// Field schemas shared by the data files' schemas (docs/decisions/0042): each field says in German what is
// wrong with it. Read under Node's type stripping too: relative imports with extensions only.
import * as v from "valibot";

import { dataProblems as say } from "./copy.ts";

export const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Non-empty text, trimmed. */
export const text = (field: string) => v.pipe(v.string(say.notText(field)), v.trim(), v.nonEmpty(say.missing(field)));

/**
 * "YYYY", "YYYY-MM" or "YYYY-MM-DD": YAML reads a bare year as a number (`published: 2025`), so a whole
 * number of four digits counts as that year.
 */
export const isoDate = (field: string) =>
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.integer())], say.isoDate(field)),
    v.transform((value) => String(value)),
    v.regex(ISO_DATE, say.isoDate(field)),
  );

export const isoDay = (field: string) => v.pipe(v.string(say.isoDay(field)), v.regex(ISO_DAY, say.isoDay(field)));

/** A kebab-case name: an id, a series key, a wording's name. */
export const kebab = (field: string, message: v.ErrorMessage<v.StringIssue | v.RegexIssue<string>> = say.id(field)) =>
  v.pipe(v.string(message as v.ErrorMessage<v.StringIssue>), v.regex(KEBAB, message as v.ErrorMessage<v.RegexIssue<string>>));

export const httpsUrl = (field: string) =>
  v.pipe(
    v.string(say.httpsUrl(field)),
    v.trim(),
    v.check((value) => {
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    }, say.httpsUrl(field)),
  );

export const count = (field: string) => v.pipe(v.number(say.notNumber(field)), v.integer(say.notNumber(field)), v.minValue(0));

export const list = <T extends v.GenericSchema>(field: string, item: T) => v.array(item, say.notList(field));

/**
 * An object with exactly these fields: an unknown field is named, anything but an object is called `what`
 * ("ein Fakt", "eine Quelle").
 */
export const entry = <E extends v.ObjectEntries>(entries: E, what: string) =>
  v.strictObject(entries, (issue) =>
    issue.expected === "never" ? say.unknownField(String(issue.path?.at(-1)?.key ?? issue.received)) : say.notEntry(what),
  );

/** A path step for an issue a whole-object check adds to one of its fields. */
export function at(input: Record<string, unknown>, key: string): v.ObjectPathItem {
  return { type: "object", origin: "value", input, key, value: input[key] };
}
