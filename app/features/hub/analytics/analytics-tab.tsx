import { CalendarX, CircleAlert, CircleCheck, Copy, ExternalLink, FileText, Link2Off, RefreshCw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";

import type { HubStore } from "../storage/use-hub-store";
import { PanelCard } from "../panel-card";
import { QuotedTitle } from "../quoted-title";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Pager, usePages } from "~/ui/pager";
import { Table, TableBody, TableCell, TableFrame, TableHead, TableHeader, TableRowHead } from "~/ui/table";
import { bandWords } from "~/features/hub/copy/analysis";
import { facts } from "~/content/facts";
import { categoryLabels } from "~/content/categories";
import { analyticsCopy as copy } from "~/features/hub/copy/hub-analytics";
import { formatDateLong, formatNumber, formatPartialDate, formatPercent } from "~/utils/format";
import { type AnalyticsRow, analyticsRows, type AnalyticsWarning, analyticsWarnings, categorySplit } from "./analytics";
import { hubNow } from "~/features/hub/automation/clock";
import type { PublishedForHub } from "~/features/hub/publishing/published";
import { fetchPublishedFigures, type PublishedFile } from "~/features/hub/publishing/published-files";
import { viennaDay } from "~/features/hub/automation/schedule";
import { truncateText } from "~/utils/text";

const bandTone = { good: "authentic", ok: "critical", bad: "fake" } as const;
const warningIcon: Record<AnalyticsWarning["kind"], React.ReactNode> = {
  "duplicate-keyphrase": <Copy aria-hidden="true" />,
  "no-internal-links": <Link2Off aria-hidden="true" />,
  "stale-article": <CalendarX aria-hidden="true" />,
  "stale-fact": <CalendarX aria-hidden="true" />,
};
const day = (iso: string) => viennaDay(new Date(iso));
const dateText = (isoDay: string) => formatDateLong(`${isoDay}T12:00:00Z`);
/** The table's columns in order; numbers are right-aligned. */
const columns: readonly { key: keyof typeof copy.columns; numeric?: boolean }[] = [
  { key: "title" },
  { key: "state" },
  { key: "category" },
  { key: "date" },
  { key: "words", numeric: true },
  { key: "seo", numeric: true },
  { key: "readability" },
  { key: "keyphrase" },
];
const short = (title: string) => truncateText(title.trim() || "–", 90);
/** Rows of the table and warnings per page: the tab stays quick with hundreds of articles. */
const ROWS_PER_PAGE = 25;
const WARNINGS_PER_PAGE = 10;
/** Titles a "keyphrase used twice" warning names; the rest are counted. */
const TITLES_NAMED = 5;
const NO_FIGURES: readonly PublishedForHub[] = [];

function warningText(warning: AnalyticsWarning): string {
  switch (warning.kind) {
    case "duplicate-keyphrase": {
      const more = warning.titles.length - TITLES_NAMED;
      return copy.duplicate(
        warning.keyphrase,
        warning.titles.slice(0, TITLES_NAMED).map(short),
        more > 0 ? formatNumber(more) : null,
      );
    }
    case "no-internal-links":
      return copy.noLinks(short(warning.title), warning.rowKind === "draft");
    case "stale-article":
      return copy.staleArticle(short(warning.title), dateText(warning.dateModified));
    case "stale-fact":
      return copy.staleFact(warning.statement, formatPartialDate(warning.asOf));
  }
}

type AnalyticsTabProps = {
  store: HubStore;
  onOpenDraft: (id: string) => void;
};

/** The published articles' figures, fetched when the tab first opens (the tab mounts then). */
function usePublishedFigures() {
  const [attempt, setAttempt] = useState(0);
  const [file, setFile] = useState<PublishedFile<PublishedForHub> | null>(null);
  useEffect(() => {
    let current = true;
    void fetchPublishedFigures().then((result) => {
      if (current) setFile(result);
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setFile(null);
    setAttempt((value) => value + 1);
  };
  return { file, retry };
}

/**
 * Content figures of the published articles and the drafts, and what needs attention. No visitor
 * data. The published articles' figures are a file the build wrote, fetched when the tab opens;
 * table and warnings show a page at a time.
 */
export function AnalyticsTab({ store, onOpenDraft }: AnalyticsTabProps) {
  const articles = store.state.articles;
  const today = viennaDay(hubNow());
  const { file, retry } = usePublishedFigures();
  const published = file?.ok ? file.items : NO_FIGURES;
  const rows = useMemo(() => analyticsRows(published, articles, day), [published, articles]);
  const split = useMemo(() => categorySplit(rows).filter((entry) => entry.total > 0), [rows]);
  const warnings = useMemo(() => analyticsWarnings(rows, facts, today), [rows, today]);

  return (
    <div className="grid gap-5">
      <PanelCard title={copy.tableTitle} description={copy.description} titleId="analytics-tabelle">
        <FiguresStatus file={file} onRetry={retry} />
        <ContentTable rows={rows} onOpenDraft={onOpenDraft} />
      </PanelCard>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <PanelCard title={copy.categoriesTitle} description={copy.categoriesDescription}>
          <ul className="grid gap-2 text-sm">
            {split.map((entry) => (
              <li key={entry.category} className="flex items-baseline justify-between gap-3 rounded-xl bg-sand px-3 py-2">
                <span>
                  <span className="font-semibold">{categoryLabels[entry.category]}</span>
                  <span className="block text-xs text-ink-soft">
                    {copy.categoryCounts(formatNumber(entry.published), formatNumber(entry.drafts))}
                  </span>
                </span>
                <span className="font-display text-lg font-extrabold tabular">{formatPercent(entry.share)}</span>
              </li>
            ))}
          </ul>
        </PanelCard>
        <WarningsCard warnings={warnings} today={today} />
      </div>
    </div>
  );
}

function FiguresStatus({ file, onRetry }: { file: PublishedFile<PublishedForHub> | null; onRetry: () => void }) {
  if (file === null)
    return (
      <p role="status" className="mb-4 text-sm text-ink-soft">
        {copy.loading}
      </p>
    );
  if (file.ok) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-critical/40 bg-sun-soft p-3 text-sm"
    >
      <p className="min-w-0 flex-1 basis-72">{copy.loadFailed}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {copy.retry}
      </Button>
    </div>
  );
}

function ContentTable({ rows, onOpenDraft }: { rows: readonly AnalyticsRow[]; onOpenDraft: (id: string) => void }) {
  const rowPages = usePages(rows, ROWS_PER_PAGE);
  return (
    <>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-soft">{copy.empty}</p>
      ) : (
        <TableFrame role="region" aria-labelledby="analytics-tabelle" tabIndex={0}>
          <Table className="min-w-[56rem]">
            <TableHeader className="text-xs text-ink-soft">
              {columns.map(({ key, numeric }) => (
                <TableHead key={key} className={numeric ? "text-right" : undefined}>
                  {copy.columns[key]}
                </TableHead>
              ))}
            </TableHeader>
            <TableBody>
              {rowPages.shown.map((row) => (
                <ContentRow key={`${row.kind}-${row.id}`} row={row} onOpenDraft={onOpenDraft} />
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
      <Pager page={rowPages.page} count={rowPages.count} onPage={rowPages.setPage} label={copy.tablePages} className="mt-4" />
    </>
  );
}

function ContentRow({ row, onOpenDraft }: { row: AnalyticsRow; onOpenDraft: (id: string) => void }) {
  return (
    <tr>
      <TableRowHead className="max-w-72 py-2">
        <span dir="auto" className="block break-words">
          {short(row.title)}
        </span>
        {row.kind === "published" && row.path ? (
          <a href={row.path} className="mt-0.5 inline-flex items-center gap-1 text-xs font-normal underline">
            <ExternalLink aria-hidden="true" className="size-3" />
            {row.path}
          </a>
        ) : (
          <Button size="sm" variant="ghost" className="mt-0.5 -ml-3" onClick={() => onOpenDraft(row.id)}>
            <FileText aria-hidden="true" />
            {copy.open}
            <QuotedTitle title={short(row.title)} />
          </Button>
        )}
      </TableRowHead>
      <TableCell className="py-2">
        <Badge tone={row.kind === "published" ? "authentic" : "info"}>
          {row.kind === "published" ? <CircleCheck aria-hidden="true" /> : <FileText aria-hidden="true" />}
          {row.kind === "published" ? copy.published : row.publishedSlug ? copy.publishedDraft : copy.draft}
        </Badge>
      </TableCell>
      <TableCell className="py-2">{categoryLabels[row.category]}</TableCell>
      <TableCell className="py-2 whitespace-nowrap">
        <time dateTime={row.date}>{dateText(row.date)}</time>
      </TableCell>
      <TableCell className="py-2 text-right tabular">{formatNumber(row.wordCount)}</TableCell>
      <TableCell className="py-2 text-right tabular">{formatNumber(row.seoScore)}</TableCell>
      <TableCell className="py-2">
        <Badge tone={bandTone[row.readability]}>{bandWords.readability[row.readability]}</Badge>
      </TableCell>
      <TableCell dir="auto" className="py-2 break-words">
        {row.focusKeyphrase.trim() ? truncateText(row.focusKeyphrase, 80) : copy.noKeyphrase}
      </TableCell>
    </tr>
  );
}

function WarningsCard({ warnings, today }: { warnings: readonly AnalyticsWarning[]; today: string }) {
  const warningPages = usePages(warnings, WARNINGS_PER_PAGE);
  return (
    <PanelCard title={copy.warningsTitle} description={copy.warningsDescription(dateText(today))} titleId="analytics-hinweise">
      {warnings.length === 0 ? (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden="true" className="size-4 text-authentic" />
          {copy.noWarnings}
        </p>
      ) : (
        <ul aria-labelledby="analytics-hinweise" className="grid gap-2 text-sm">
          {warningPages.shown.map((warning, index) => (
            <li key={index} className="flex gap-2.5 rounded-xl border border-line px-3 py-2">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-critical" />
              <div className="min-w-0">
                <Badge tone="critical">
                  {warningIcon[warning.kind]}
                  {copy.warningLabels[warning.kind]}
                </Badge>
                <p dir="auto" className="mt-1 leading-snug break-words">
                  {warningText(warning)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={warningPages.page}
        count={warningPages.count}
        onPage={warningPages.setPage}
        label={copy.warningPages}
        className="mt-4"
      />
    </PanelCard>
  );
}
