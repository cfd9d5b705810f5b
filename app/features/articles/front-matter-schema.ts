// The front matter of `app/content/articles/<slug>.md` (docs/decisions/0010): its fields are declared once,
// here, as a valibot schema; the type is inferred from it and the writers take their field order from it.
// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import * as v from "valibot";

import { articleChecks as say } from "./copy/article-checks.ts";
import { isClockTime } from "./publication-time.ts";
import { isHttpUrl, shownValue } from "../../utils/guards.ts";
import { isArticleSlug } from "./slug.ts";
import { articleCategories } from "../../domain/categories.ts";

export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
export const TITLE_LENGTH = { min: 10, max: 110 } as const;
const MAX_LIST = 30;
const MAX_SHORT_TEXT = 120;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" of a day that exists, from the year 2000 on. */
function isRealDay(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isCalendarDay = (value: unknown): value is string =>
  typeof value === "string" && CALENDAR_DATE.test(value) && isRealDay(value);

/** "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM" (a space works for the "T" too): a day, optionally with a Vienna time. */
const DAY_AND_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?$/;

/** The day and time of a `datePublished` value, or null when it has neither form. */
export function splitDayAndTime(value: string): { day: string; time?: string } | null {
  const match = DAY_AND_TIME.exec(value.trim());
  if (!match || (match[2] !== undefined && !isClockTime(match[2]))) return null;
  return match[2] === undefined ? { day: match[1]! } : { day: match[1]!, time: match[2] };
}

/** The day part of a value that may carry a time; anything else as it is (for the order check). */
const dayOf = (value: unknown): unknown => (typeof value === "string" ? (splitDayAndTime(value)?.day ?? value) : value);

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A field the file must have: null (an empty `field:` line) counts as missing; a key that is not
 * there at all is reported by the object schema's own message (see `frontMatterSchema`).
 */
const present = (field: string) =>
  v.pipe(
    v.unknown(),
    v.check((value) => value !== null && value !== undefined, say.missing(field)),
  );

/**
 * A further check that runs only when every step before it passed: a pipe stops before a schema
 * (or a transformation) once it has a problem, but still runs plain checks. So each field gets one
 * message.
 */
const then = <T>(schema: v.GenericSchema<T>, requirement: (value: T) => boolean, message: (value: T) => string) =>
  v.pipe(
    schema,
    v.check(requirement, (issue) => message(issue.input as T)),
  );

/** Text, whitespace squashed, `min`–`max` characters long. */
const text = (field: string, min: number, max: number) =>
  v.pipe(
    present(field),
    v.string(say.notText(field)),
    v.transform(squash),
    v.nonEmpty(say.missing(field)),
    then(
      v.string(),
      (value) => value.length >= min && value.length <= max,
      (value) => say.textLength(field, value.length, min, max),
    ),
  );

/** "YYYY-MM-DD" naming a day that exists. */
const calendarDate = (field: string) =>
  v.pipe(
    present(field),
    v.string((issue) => say.dateForm(field, shownValue(issue.input))),
    v.regex(CALENDAR_DATE, (issue) => say.dateForm(field, issue.input)),
    then(v.string(), isRealDay, (value) => say.dateImpossible(field, value)),
  );

/**
 * "YYYY-MM-DD", optionally with a time "THH:MM" (Vienna): the day must exist, the time be on the
 * 24-hour clock. YAML may read an unquoted value with a time as a date; both forms are text here.
 */
const calendarDateWithTime = (field: string) =>
  v.pipe(
    present(field),
    v.string((issue) => say.dateTimeForm(field, shownValue(issue.input))),
    v.check(
      (value) => splitDayAndTime(value) !== null,
      (issue) => say.dateTimeForm(field, shownValue(issue.input)),
    ),
    then(
      v.string(),
      (value) => isRealDay(splitDayAndTime(value)!.day),
      (value) => say.dateImpossible(field, value),
    ),
  );

/**
 * A list of at most MAX_LIST entries (missing or empty: no entries). Its entries are checked only
 * when the list itself is fine; `item(position)` words each entry's problem with its position.
 */
const list = <T>(field: string, item: (position: number) => v.GenericSchema<unknown, T>) =>
  v.nullish(
    v.pipe(
      v.array(v.unknown(), say.notList(field)),
      v.maxLength(MAX_LIST, (issue) => say.listTooLong(field, issue.input.length, MAX_LIST)),
      v.lazy((entries) => v.tuple((entries as unknown[]).map((_, index) => item(index + 1)))),
    ),
    [],
  ) as unknown as v.GenericSchema<unknown, T[]>;

const keyword = (position: number) =>
  v.pipe(
    v.string(say.keyword(position)),
    v.check((value) => value.trim() !== "" && value.length <= MAX_SHORT_TEXT, say.keyword(position)),
    v.transform(squash),
  );

/** "2025", "2025-07" or "2025-07-15": when a source was published, as exactly as it is known. */
const PARTIAL_DATE = /^\d{4}(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/;

const sourceText = (position: number) =>
  v.optional(
    v.pipe(
      v.string(say.source(position)),
      v.check((text) => text.trim() !== "" && text.length <= 300, say.source(position)),
    ),
  );

/**
 * A source: its address (`url`, a full http(s) one) and who published it — `publisher` with the page's
 * `title` and its own `date` (docs/decisions/0041), or a `name` that says it all in one ("Kurier: Titel (Juli
 * 2025)", the form the first articles use). Nothing else.
 */
const source = (position: number) =>
  v.pipe(
    v.strictObject(
      {
        name: sourceText(position),
        publisher: sourceText(position),
        title: sourceText(position),
        date: v.optional(
          v.pipe(
            v.union([v.string(), v.date()], say.sourceDate(position)),
            // YAML reads an unquoted 2025-07-15 as a date.
            v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.trim())),
            v.check((value) => PARTIAL_DATE.test(value), say.sourceDate(position)),
          ),
        ),
        url: v.string(say.source(position)),
      },
      say.source(position),
    ),
    v.check((entry) => entry.name !== undefined || entry.publisher !== undefined, say.source(position)),
    v.transform(({ name, publisher, title, date, url }) => ({
      name: squash(publisher ?? name!),
      ...(publisher !== undefined ? { publisher: squash(publisher) } : {}),
      ...(title !== undefined ? { title: squash(title) } : {}),
      ...(date !== undefined ? { date } : {}),
      url: url.trim(),
    })),
    v.check(
      ({ url }) => isHttpUrl(url),
      (issue) => say.sourceUrl(position, (issue.input as { url: string }).url),
    ),
  );

/** The editor's own rating of a reviewed product: 1 to 5 in half steps (docs/decisions/0049). */
export const REVIEW_RATING = { worst: 1, best: 5, step: 0.5 } as const;
const REVIEW_NOTES = { max: 10, minLength: 3, maxLength: 150 } as const;
const PRODUCT_NAME = { min: 3, max: 100 } as const;

/** A pro or a con: one short statement, as the page lists it. */
const note = (field: "pros" | "cons") => (position: number) =>
  v.pipe(
    v.string(say.reviewNote(field, position)),
    v.transform(squash),
    v.check(
      (value) => value.length >= REVIEW_NOTES.minLength && value.length <= REVIEW_NOTES.maxLength,
      say.reviewNote(field, position),
    ),
  );

const notes = (field: "pros" | "cons") =>
  v.nullish(
    v.pipe(
      v.array(v.unknown(), say.reviewNotes(field)),
      v.maxLength(REVIEW_NOTES.max, say.reviewNotes(field)),
      v.lazy((entries) => v.tuple((entries as unknown[]).map((_, index) => note(field)(index + 1)))),
    ),
    [],
  ) as unknown as v.GenericSchema<unknown, string[]>;

/**
 * A product review's verdict (docs/decisions/0049): the product's name, the editor's rating and the pros and
 * cons the page lists. At least two statements together: Google shows pros and cons only from two on.
 */
const review = v.optional(
  v.pipe(
    v.strictObject(
      {
        product: v.pipe(
          v.string(say.reviewProduct),
          v.transform(squash),
          v.check((name) => name.length >= PRODUCT_NAME.min && name.length <= PRODUCT_NAME.max, say.reviewProduct),
        ),
        rating: v.pipe(
          v.number(say.reviewRating),
          v.check(
            (rating) =>
              rating >= REVIEW_RATING.worst && rating <= REVIEW_RATING.best && Number.isInteger(rating / REVIEW_RATING.step),
            say.reviewRating,
          ),
        ),
        pros: notes("pros"),
        cons: notes("cons"),
      },
      // A required field missing, or a field the verdict does not know.
      (issue) => {
        const key = shownValue(issue.path?.at(-1)?.key ?? issue.input);
        return key === "product" ? say.reviewProduct : key === "rating" ? say.reviewRating : say.reviewField(key);
      },
    ),
    v.check(({ pros, cons }) => pros.length + cons.length >= 2, say.reviewTooFewNotes),
  ),
);

/** The fields of `<fileName>`'s front matter, in the order the site writes them. */
function fieldSchemas(fileName: string) {
  return {
    title: text("title", TITLE_LENGTH.min, TITLE_LENGTH.max),
    slug: v.pipe(
      present("slug"),
      then(
        v.unknown(),
        (slug) => isArticleSlug(slug),
        (slug) => say.slugForm(shownValue(slug)),
      ),
      then(
        v.string(),
        (slug) => `${slug}.md` === fileName,
        (slug) => say.slugFileName(slug, fileName),
      ),
    ),
    description: v.optional(text("description", DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max)),
    focusKeyphrase: text("focusKeyphrase", 1, MAX_SHORT_TEXT),
    keywords: list("keywords", keyword),
    category: v.pipe(
      present("category"),
      v.picklist(articleCategories, (issue) => say.category(shownValue(issue.input), articleCategories)),
    ),
    datePublished: calendarDateWithTime("datePublished"),
    dateModified: calendarDate("dateModified"),
    sources: list("sources", source),
    review,
  };
}

type FieldSchemas = ReturnType<typeof fieldSchemas>;
type FieldName = keyof FieldSchemas;

/**
 * The validated front matter: every field present (the description under either of its names);
 * `datePublished` is the calendar day ("YYYY-MM-DD") and `timePublished` the time of day ("HH:MM",
 * Vienna) the article is due on it, when the file gives one (`datePublished: 2026-12-01T09:30`);
 * without it the article is due at midnight.
 */
export type ArticleFrontMatter = { [Name in Exclude<FieldName, "review">]: v.InferOutput<FieldSchemas[Name]> } & {
  description: string;
  timePublished?: string;
  /** Only in a product review (category "reviews"): the product, the editor's rating, pros and cons. */
  review?: NonNullable<v.InferOutput<FieldSchemas["review"]>>;
};
export type ArticleSource = ArticleFrontMatter["sources"][number];
export type ArticleReview = NonNullable<ArticleFrontMatter["review"]>;

/** Only an article of this category reviews a product ("Produkt-Reviews"). */
export const REVIEW_CATEGORY = "reviews";

/** The front matter's field names in the order files are written. */
export const FRONT_MATTER_FIELDS = Object.keys(fieldSchemas("")) as readonly FieldName[];

/**
 * A source as the file writes it: publisher, title, date and address when it has a publisher; its one-line
 * `name` and address otherwise (with a title or date, if it has them).
 */
export function writtenSource(source: ArticleSource): Record<string, string> {
  const { name, publisher, title, date, url } = source;
  return {
    ...(publisher !== undefined ? { publisher } : { name }),
    ...(title !== undefined ? { title } : {}),
    ...(date !== undefined ? { date } : {}),
    url,
  };
}

/**
 * The front matter's fields in the written order, nothing else (an object's own key order is the
 * YAML's); a time of publication is written into `datePublished` ("2026-12-01T09:30").
 */
export function orderedFrontMatter(frontMatter: ArticleFrontMatter): ArticleFrontMatter {
  const { datePublished, timePublished } = frontMatter;
  const written = {
    ...frontMatter,
    datePublished: timePublished ? `${datePublished}T${timePublished}` : datePublished,
    sources: frontMatter.sources.map(writtenSource),
  };
  return Object.fromEntries(
    FRONT_MATTER_FIELDS.filter((name) => written[name] !== undefined).map((name) => [name, written[name]]),
  ) as ArticleFrontMatter;
}

/** The front matter of `<fileName>`: every field checked, description under either name. */
export function frontMatterSchema(fileName: string) {
  return v.pipe(
    v.looseObject(
      {
        ...fieldSchemas(fileName),
        metaDescription: v.optional(text("metaDescription", DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max)),
      },
      // Only a field that is not there at all reaches the object's own message.
      (issue) => say.missing(shownValue(issue.path?.[0]?.key)),
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value as Record<string, unknown>;
      if (input.description !== undefined && input.metaDescription !== undefined) addIssue({ message: say.bothDescriptions });
      if (input.description === undefined && input.metaDescription === undefined)
        addIssue({ message: say.missing("description") });
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      const { review: verdict, category } = dataset.value as Record<string, unknown>;
      if (verdict !== undefined && verdict !== null && category !== REVIEW_CATEGORY) addIssue({ message: say.reviewCategory });
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      const { datePublished, dateModified } = dataset.value as Record<string, unknown>;
      const publishedDay = dayOf(datePublished);
      if (isCalendarDay(publishedDay) && isCalendarDay(dateModified) && dateModified < publishedDay)
        addIssue({ message: say.dateOrder(dateModified, publishedDay) });
    }),
    v.transform((data): ArticleFrontMatter => {
      const published = splitDayAndTime(data.datePublished)!;
      const frontMatter = Object.fromEntries(
        FRONT_MATTER_FIELDS.filter((name) => name !== "review" || data.review != null).map((name) => [
          name,
          name === "description" ? (data.description ?? data.metaDescription)! : data[name],
        ]),
      ) as ArticleFrontMatter;
      return { ...frontMatter, datePublished: published.day, ...(published.time ? { timePublished: published.time } : {}) };
    }),
  );
}
