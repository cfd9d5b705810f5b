// What the newsroom changed, worked out from the content's Git history (app/content/history.server.ts) and
// what the site holds now. Plain TypeScript: the /neu page and the Atom feed show the same list.
import { type ContentHistory, type HistoryCommit, viennaDay } from "~/content/history.server";

export type NewsKind =
  | "article-published"
  | "article-revised"
  | "article-withdrawn"
  | "series-added"
  | "series-revised"
  | "fact-reconfirmed"
  | "fact-corrected"
  | "shop-added"
  | "facts-revised"
  | "release-upcoming";

export type NewsEntry = {
  /** Stable across builds: the feed's entry id and the page's anchor are made from it. */
  key: string;
  kind: NewsKind;
  /** Vienna calendar day. */
  day: string;
  /** ISO 8601 instant in UTC (so instants compare as text), for the feed and the order. */
  at: string;
  /** What changed: an article's title, a series' name, a fact's id. */
  subject: string;
  /** One or two sentences for a reader. */
  detail: string;
  /** Where it can be read on the site. */
  path: string;
};

export type NewsInput = {
  history: ContentHistory;
  /** The published articles. */
  articles: readonly { slug: string; path: string; title: string; description: string; datePublished: string; at: string }[];
  series: readonly { key: string; name: string; releases: readonly { date: string; market?: string | undefined }[] }[];
  facts: readonly { id: string; statement: string; tags?: readonly string[] }[];
  /**
   * When each series' key first appeared in the content (app/content/history.server.ts, firstMentions): a series
   * file added later than that is its data moving to a file of its own, not a series entering the catalogue.
   */
  seriesSince: Readonly<Record<string, string>>;
  /** The build's "now" (ISO) and its Vienna day. */
  now: string;
  today: string;
  /** How a file of the fact base is named on the page ("Markt und Preise"). */
  areaOf: (file: string) => string;
};

export type News = {
  state: ContentHistory["state"];
  /** The oldest day the history reaches (partial history), for the page's note. */
  since?: string;
  /** Newest first. */
  entries: NewsEntry[];
  /** Release dates after today, soonest first. */
  upcoming: NewsEntry[];
  /** The day each series entered the catalogue, by key (what "Neue Serien" on / shows). */
  seriesAdded: Record<string, string>;
};

const ARTICLE_FILE = /^app\/content\/articles\/([a-z0-9-]+)\.md$/;
const SERIES_FILE = /^app\/content\/facts\/series\/([a-z0-9-]+)\.yaml$/;
const FACT_FILE = /^app\/content\/facts\/([a-z0-9-]+)\.yaml$/;

// The editor mode's commit subjects (scripts/editor/fact-publisher.mjs, scripts/editor/publisher.mjs).
const RECONFIRM = /^Re-confirm fact "([^"]+)" with (.+), (\d{4}(?:-\d{2}){0,2}) \((\S+)\)$/;
const CORRECT = /^Correct fact "([^"]+)": (.+)$/;
const ADD_SERIES = /^Add series "(.+)" \(\/serien#([a-z0-9-]+)\)$/;
const ADD_SHOP = /^Add shop "(.+)"$/;
const WITHDRAW = /^Withdraw article "(.*)" \(\/ratgeber\/([a-z0-9-]+)\)$/;

type Copy = {
  revised: string;
  withdrawn: string;
  seriesAdded: string;
  seriesRevised: string;
  reconfirmed: (source: string, date: string) => string;
  corrected: string;
  shopAdded: string;
  factsRevised: (areas: readonly string[]) => string;
  release: (market: string | undefined) => string;
};

/** The newsroom's changes. `copy` gives the words (app/features/news/copy.ts). */
export function newsFrom(input: NewsInput, copy: Copy): News {
  const { history, today } = input;
  const live = new Map(input.articles.map((article) => [article.slug, article]));
  const seriesByKey = new Map(input.series.map((entry) => [entry.key, entry]));
  const factById = new Map(input.facts.map((fact) => [fact.id, fact]));
  const byKey = new Map<string, NewsEntry>();
  const seriesAdded: Record<string, string> = {};
  const areasByDay = new Map<string, { at: string; areas: Set<string> }>();

  /** Newest change of a thing on a day wins; the list is walked newest first. */
  const add = (entry: NewsEntry) => {
    if (!byKey.has(entry.key)) byKey.set(entry.key, { ...entry, at: new Date(entry.at).toISOString() });
  };

  const pendingCommit: HistoryCommit | null =
    history.pending.length > 0 ? { commit: "", at: input.now, author: "", subject: "", files: history.pending } : null;
  const commits = pendingCommit ? [pendingCommit, ...history.commits] : history.commits;

  for (const commit of commits) {
    const day = dayOf(commit.at, input);
    const reconfirm = RECONFIRM.exec(commit.subject);
    const correct = CORRECT.exec(commit.subject);
    const series = ADD_SERIES.exec(commit.subject);
    const shop = ADD_SHOP.exec(commit.subject);
    if (reconfirm || correct) {
      const [, id = "", source = "", date = ""] = reconfirm ?? correct ?? [];
      const fact = factById.get(id);
      const seriesTag = fact?.tags?.find((tag) => tag.startsWith("series:"))?.slice("series:".length);
      add({
        key: `${day}/${reconfirm ? "fakt-bestaetigt" : "fakt-korrigiert"}/${id}`,
        kind: reconfirm ? "fact-reconfirmed" : "fact-corrected",
        day,
        at: commit.at,
        subject: id,
        detail: [fact?.statement, reconfirm ? copy.reconfirmed(source, date) : copy.corrected].filter(Boolean).join(" "),
        path:
          seriesTag && seriesByKey.has(seriesTag)
            ? `/serien#${seriesTag}`
            : `/neu#${anchorOf(`${day}/${reconfirm ? "fakt-bestaetigt" : "fakt-korrigiert"}/${id}`)}`,
      });
      continue;
    }
    if (shop) {
      add({
        key: `${day}/ort/${shop[1]}`,
        kind: "shop-added",
        day,
        at: commit.at,
        subject: shop[1]!,
        detail: copy.shopAdded,
        path: "/#wien",
      });
      continue;
    }
    const withdrawn = WITHDRAW.exec(commit.subject);
    for (const file of commit.files) {
      const article = ARTICLE_FILE.exec(file.path)?.[1];
      const seriesKey = SERIES_FILE.exec(file.path)?.[1] ?? (series ? series[2] : undefined);
      if (article) {
        const current = live.get(article);
        if (file.status === "modified" && file.textChanged && current && day > current.datePublished.slice(0, 10))
          add({
            key: `${day}/artikel-ueberarbeitet/${article}`,
            kind: "article-revised",
            day,
            at: commit.at,
            subject: current.title,
            detail: copy.revised,
            path: current.path,
          });
        else if (file.status === "deleted" && !current)
          add({
            key: `${day}/artikel-zurueckgezogen/${article}`,
            kind: "article-withdrawn",
            day,
            at: commit.at,
            subject: withdrawn?.[1] || article,
            detail: copy.withdrawn,
            path: "/ratgeber",
          });
      } else if (SERIES_FILE.test(file.path) && seriesKey) {
        const entry = seriesByKey.get(seriesKey);
        if (!entry || file.status === "deleted") continue;
        const since = input.seriesSince[seriesKey];
        if (file.status === "added" && since && viennaDay(since) < day && !series) continue;
        const added = file.status === "added";
        add({
          key: `${day}/${added ? "serie-neu" : "serie-ergaenzt"}/${seriesKey}`,
          kind: added ? "series-added" : "series-revised",
          day,
          at: commit.at,
          subject: entry.name,
          detail: added ? copy.seriesAdded : copy.seriesRevised,
          path: `/serien#${seriesKey}`,
        });
      } else {
        const area = FACT_FILE.exec(file.path)?.[1];
        if (!area) continue;
        const known = areasByDay.get(day) ?? { at: commit.at, areas: new Set<string>() };
        known.areas.add(input.areaOf(area));
        areasByDay.set(day, known);
      }
    }
  }
  // A series is in the catalogue since its key first appeared (where the history knows; else since its file was added).
  for (const entry of input.series) {
    const since = input.seriesSince[entry.key];
    if (since) {
      const day = viennaDay(since);
      seriesAdded[entry.key] = day;
      add({
        key: `${day}/serie-neu/${entry.key}`,
        kind: "series-added",
        day,
        at: since,
        subject: entry.name,
        detail: copy.seriesAdded,
        path: `/serien#${entry.key}`,
      });
    }
  }
  for (const entry of byKey.values()) if (entry.kind === "series-added") seriesAdded[keyOfSeries(entry.key)] = entry.day;
  for (const [day, { at, areas }] of areasByDay)
    add({
      key: `${day}/faktenbasis`,
      kind: "facts-revised",
      day,
      at,
      subject: "",
      detail: copy.factsRevised([...areas].sort((a, b) => a.localeCompare(b, "de"))),
      path: `/neu#${anchorOf(`${day}/faktenbasis`)}`,
    });
  for (const article of input.articles)
    add({
      key: `${article.datePublished.slice(0, 10)}/artikel-neu/${article.slug}`,
      kind: "article-published",
      day: article.datePublished.slice(0, 10),
      at: article.at,
      subject: article.title,
      detail: article.description,
      path: article.path,
    });

  const upcoming = input.series
    .flatMap((entry) =>
      entry.releases
        .filter((release) => /^\d{4}-\d{2}-\d{2}$/.test(release.date) && release.date > today)
        .map((release): NewsEntry => ({
          key: `${release.date}/termin/${entry.key}/${slugOf(release.market ?? "")}`,
          kind: "release-upcoming",
          day: release.date,
          at: `${release.date}T00:00:00Z`,
          subject: entry.name,
          detail: copy.release(release.market),
          path: `/serien#${entry.key}`,
        })),
    )
    .sort((a, b) => a.day.localeCompare(b.day) || a.key.localeCompare(b.key));

  const entries = [...byKey.values()].sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key));
  const oldest = history.commits.at(-1);
  return {
    state: history.state,
    ...(history.state === "partial" && oldest ? { since: dayOf(oldest.at, input) } : {}),
    entries,
    upcoming,
    seriesAdded,
  };
}

const keyOfSeries = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/** The id of a change's line on /neu. */
export const anchorOf = (key: string) => `neu-${key.toLowerCase().replace(/[^a-z0-9-]+/g, "-")}`;

/** The pending change is made "now", on the build's day. */
function dayOf(at: string, input: Pick<NewsInput, "now" | "today">): string {
  return at === input.now ? input.today : viennaDay(at);
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
