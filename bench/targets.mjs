// The bench's targets (reported, not enforced: single runs on a 2-core machine are too noisy to gate on).

export const TARGETS = /** @type {const} */ ({
  performance: 98,
  /** Article pages (/ratgeber and below) are plain prerendered text: Lighthouse 100 (issue 10). */
  articlePerformance: 100,
  lcpOverTwin: 1.15,
  cls: 0.01,
  tbtMs: 50,
  serverOverNginx: 0.8,
});

/**
 * @typedef {{ target: string, measured: number | null, limit: string, ok: boolean | null, note?: string }} TargetResult
 */

/**
 * @param {{
 *   pages: Record<string, { page: { scores: Record<string, number | null>, metrics: Record<string, number | null> }, lcpOverTwin: number | null }>,
 *   server: { nginx: string | null, targets: Array<{ name: string, ratio: number | null }> },
 * }} result
 * @returns {TargetResult[]}
 */
export function evaluateTargets({ pages, server }) {
  /** @type {TargetResult[]} */
  const out = [];
  const atMost = (value, limit) => (typeof value === "number" ? value <= limit : null);
  const atLeast = (value, limit) => (typeof value === "number" ? value >= limit : null);
  for (const [path, { page, lcpOverTwin }] of Object.entries(pages)) {
    const performance = page.scores.performance ?? null;
    const wanted = /^\/ratgeber(\/|$)/.test(path) ? TARGETS.articlePerformance : TARGETS.performance;
    out.push({
      target: `${path} Performance`,
      measured: performance,
      limit: `≥ ${wanted}`,
      ok: atLeast(performance, wanted),
    });
    out.push({
      target: `${path} LCP / twin LCP`,
      measured: lcpOverTwin,
      limit: `≤ ${TARGETS.lcpOverTwin}`,
      ok: atMost(lcpOverTwin, TARGETS.lcpOverTwin),
    });
    const cls = page.metrics.cls ?? null;
    out.push({ target: `${path} CLS`, measured: cls, limit: `≤ ${TARGETS.cls}`, ok: atMost(cls, TARGETS.cls) });
    const tbt = page.metrics.tbt ?? null;
    out.push({ target: `${path} TBT (ms)`, measured: tbt, limit: `≤ ${TARGETS.tbtMs}`, ok: atMost(tbt, TARGETS.tbtMs) });
  }
  for (const { name, ratio } of server.targets) {
    out.push({
      target: `server ${name} req/s / nginx`,
      measured: ratio,
      limit: `≥ ${TARGETS.serverOverNginx}`,
      ok: server.nginx === null ? null : atLeast(ratio, TARGETS.serverOverNginx),
      ...(server.nginx === null ? { note: "nginx not installed" } : {}),
    });
  }
  return out;
}
