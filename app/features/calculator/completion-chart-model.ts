/**
 * The geometry of the completion chart (chance to complete a set within N boxes), computed from the
 * set calculator's curve: plain numbers and SVG path data, drawn by a component at build time
 * (prerender) or render time, without a charting library. The same numbers become the table that
 * screen readers and keyboard users read instead of the picture.
 */

export type ChartCurve = { regular: ArrayLike<number>; full: ArrayLike<number> };

export type ChartLine = { key: "regular" | "full"; path: string };
export type ChartRow = { boxes: number; regular: number; full: number | null };

export type ChartModel = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Boxes at the right end of the x axis. */
  xMax: number;
  xTicks: { value: number; x: number }[];
  yTicks: { value: number; y: number }[];
  lines: ChartLine[];
  rows: ChartRow[];
};

/** Drawing units of the SVG's viewBox; the picture scales with its box. */
export const CHART_SIZE = { width: 360, height: 220, left: 44, right: 14, top: 12, bottom: 40 } as const;
const MAX_POINTS = 90;
const TARGET = 0.99;

/** 1, 2, 5, 10, 20, 50, … : the smallest such step that splits `span` into at most `count` parts. */
export function niceStep(span: number, count: number): number {
  const raw = Math.max(span, 1) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) if (factor * magnitude >= raw) return Math.max(1, factor * magnitude);
  return Math.max(1, 10 * magnitude);
}

/** The chance after `boxes` boxes (0 boxes: the starting state). */
function chanceAt(curve: ArrayLike<number>, boxes: number, atStart: number): number {
  if (boxes <= 0) return atStart;
  return curve[Math.min(boxes, curve.length) - 1] ?? 0;
}

/**
 * The chart for a curve. `withSecret` draws the second line (a series with a secret figure still
 * missing or to be counted); `atStart` says whether a line is complete before any box (a collection
 * that already has every regular figure).
 */
export function completionChart(
  curve: ChartCurve,
  { withSecret, atStart = { regular: 0, full: 0 } }: { withSecret: boolean; atStart?: { regular: number; full: number } },
): ChartModel {
  const { width, height, left, right, top, bottom } = CHART_SIZE;
  const plot = { left, top, right: width - right, bottom: height - bottom };
  const deciding = withSecret ? curve.full : curve.regular;
  const length = deciding.length;
  // The x axis ends where the deciding line reaches 99 % (or where the curve ends), on a tick.
  let reach = length;
  for (let i = 0; i < length; i++)
    if ((deciding[i] ?? 0) >= TARGET) {
      reach = i + 1;
      break;
    }
  const step = niceStep(reach, 5);
  const xMax = Math.min(Math.ceil(reach / step) * step, Math.max(length, 1));
  const x = (boxes: number) => plot.left + (boxes / xMax) * (plot.right - plot.left);
  const y = (chance: number) => plot.bottom - chance * (plot.bottom - plot.top);
  const round = (value: number) => Math.round(value * 10) / 10;

  const sampleStep = Math.max(1, Math.ceil(xMax / MAX_POINTS));
  const samples: number[] = [];
  for (let boxes = 0; boxes < xMax; boxes += sampleStep) samples.push(boxes);
  samples.push(xMax);
  const path = (line: ArrayLike<number>, start: number) =>
    samples
      .map((boxes, index) => `${index === 0 ? "M" : "L"}${round(x(boxes))} ${round(y(chanceAt(line, boxes, start)))}`)
      .join(" ");

  const lines: ChartLine[] = [{ key: "regular", path: path(curve.regular, atStart.regular) }];
  if (withSecret) lines.push({ key: "full", path: path(curve.full, atStart.full) });

  const xTicks: { value: number; x: number }[] = [];
  for (let value = 0; value <= xMax; value += step) xTicks.push({ value, x: round(x(value)) });
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((value) => ({ value, y: round(y(value)) }));

  // Table rows: every tick, or every half tick when that gives too few rows to read the curve from.
  const rowStep = xMax / step < 6 && step % 2 === 0 ? step / 2 : step;
  const rows: ChartRow[] = [];
  for (let boxes = rowStep; boxes <= xMax; boxes += rowStep)
    rows.push({
      boxes,
      regular: chanceAt(curve.regular, boxes, atStart.regular),
      full: withSecret ? chanceAt(curve.full, boxes, atStart.full) : null,
    });
  return { width, height, plot, xMax, xTicks, yTicks, lines, rows };
}
