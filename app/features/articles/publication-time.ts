// Read by the build (react-router.config.ts, the articles Vite plugin) and the content build:
// relative imports with extensions only.
//
// When an article is due (scheduled publishing). An article's `datePublished` is a calendar day,
// optionally with a time, both in Vienna time: "2026-12-01" is due at midnight in Vienna,
// "2026-12-01T09:30" at half past nine. Until then it is built nowhere (docs/decisions/0034).

import { articleChecks as say } from "./copy/article-checks.ts";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" on the 24-hour clock. */
export function isClockTime(value: string): boolean {
  return TIME.test(value);
}

/** The zone every date of the site is meant in. */
export const SITE_TIME_ZONE = "Europe/Vienna";

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far Vienna's wall clock is ahead of UTC at `instant` (ms): one hour in winter, two in summer. */
function viennaOffset(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms since 1970) of a Vienna wall-clock time: `day` "YYYY-MM-DD", `time` "HH:MM"
 * (midnight when left out). A time that the switch to summer time skips counts from the hour after.
 */
export function viennaInstant(day: string, time = "00:00"): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const first = wall - viennaOffset(wall);
  return wall - viennaOffset(first);
}

/** The Vienna calendar day ("YYYY-MM-DD") and time ("HH:MM") of an instant. */
export function viennaWallClock(instant: number): { day: string; time: string } {
  const shifted = new Date(instant + viennaOffset(instant));
  const iso = shifted.toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

type Dated = { datePublished: string; timePublished?: string | undefined };

/** Kept by front matter object: a folder read again keeps the objects of unchanged files. */
const dueTimes = new WeakMap<Dated, number>();

/** When an article with this front matter is due. */
export function dueAt(frontMatter: Dated): number {
  let due = dueTimes.get(frontMatter);
  if (due === undefined) {
    due = viennaInstant(frontMatter.datePublished, frontMatter.timePublished);
    dueTimes.set(frontMatter, due);
  }
  return due;
}

/** True when the article is published at `now`: its day (and time) in Vienna has come. */
export function isDue(frontMatter: Dated, now: number): boolean {
  return dueAt(frontMatter) <= now;
}

/** The environment variable that sets "now" for a build (an ISO 8601 instant): what the site looks like then. */
export const PUBLISH_NOW_VARIABLE = "PUBLISH_NOW";

/**
 * The build's "now" from PUBLISH_NOW (an instant with its offset, e.g. "2026-12-01T08:00:00Z" or
 * "2026-12-01T09:00+01:00"); undefined when it is not set. Throws when it is set but no instant.
 */
export function publishNowFromEnv(env: Record<string, string | undefined>): number | undefined {
  const value = env[PUBLISH_NOW_VARIABLE]?.trim();
  if (!value) return undefined;
  const instant = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(instant)) {
    throw new Error(say.clock(PUBLISH_NOW_VARIABLE, value));
  }
  return instant;
}
