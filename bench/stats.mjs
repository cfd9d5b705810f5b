// Small numeric helpers shared by the bench and the budgets.

/**
 * Median of the finite numbers in `values` (mean of the middle two for an even count); null when none.
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter(/** @returns {value is number} */ (value) => typeof value === "number" && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = /** @type {number} */ (sorted[middle]);
  if (sorted.length % 2 === 1) return upper;
  const lower = /** @type {number} */ (sorted[middle - 1]);
  return (lower + upper) / 2;
}

/**
 * The p-th percentile (nearest rank) of the finite numbers in `values`; null when none.
 * @param {Array<number | null | undefined>} values
 * @param {number} p 0–100
 * @returns {number | null}
 */
export function percentile(values, p) {
  const sorted = values
    .filter((value) => typeof value === "number" && Number.isFinite(value))
    .map(Number)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? null;
}

/**
 * a / b, or null when either is missing or b is zero.
 * @param {number | null | undefined} a
 * @param {number | null | undefined} b
 */
export function ratio(a, b) {
  if (typeof a !== "number" || typeof b !== "number" || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return a / b;
}

/**
 * Medians of every numeric key over a list of records with the same shape.
 * @template {Record<string, number | null>} T
 * @param {T[]} records
 * @returns {Record<keyof T, number | null>}
 */
export function medianOfEach(records) {
  /** @type {Record<string, number | null>} */
  const out = {};
  const keys = new Set(records.flatMap((record) => Object.keys(record)));
  for (const key of keys) out[key] = median(records.map((record) => record[key]));
  return /** @type {Record<keyof T, number | null>} */ (out);
}

/**
 * The medians of several runs of one page (summarizeRun's records): its scores, metrics, observed LCP, CPU index and
 * requests before the LCP.
 * @param {ReturnType<typeof import("../scripts/measure/lighthouse.mjs").summarizeRun>[]} runs
 */
export function medianRun(runs) {
  return {
    scores: medianOfEach(runs.map((run) => run.scores)),
    metrics: medianOfEach(runs.map((run) => run.metrics)),
    observedLcp: median(runs.map((run) => run.observedLcp)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    requestsBeforeLcp: median(runs.map((run) => run.requestsBeforeLcp)),
  };
}
