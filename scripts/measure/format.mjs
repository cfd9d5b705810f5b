// Plain-text tables and number formats for the bench and budget reports (terminal output, not UI).

/** 1 KB = 1000 bytes, the unit Vite's build report uses. */
export const KB = 1000;

/**
 * Renders rows as an aligned text table: numbers (and values like "1.2 s") right-aligned, text left-aligned.
 * @param {string[]} headers
 * @param {Array<Array<string | number | null | undefined>>} rows
 * @param {{ title?: string }} [options]
 * @returns {string}
 */
export function formatTable(headers, rows, { title } = {}) {
  const cells = rows.map((row) => headers.map((_, index) => cellText(row[index])));
  const column = (/** @type {string[]} */ row, /** @type {number} */ index) => row[index] ?? "";
  const widths = headers.map((header, index) => Math.max(header.length, ...cells.map((row) => column(row, index).length)));
  const numeric = headers.map((_, index) => cells.length > 0 && cells.every((row) => looksNumeric(column(row, index))));
  const line = (/** @type {string[]} */ values) =>
    values
      .map((value, index) => (numeric[index] ? value.padStart(widths[index] ?? 0) : value.padEnd(widths[index] ?? 0)))
      .join("  ")
      .trimEnd();
  const out = [];
  if (title) out.push(title);
  out.push(line(headers), widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of cells) out.push(line(row));
  return out.join("\n");
}

/** @param {string | number | null | undefined} value */
function cellText(value) {
  if (value === null || value === undefined) return "–";
  return String(value);
}

/** @param {string} text */
function looksNumeric(text) {
  return text === "" || text === "–" || /^[-+]?[\d.,]+(\s?(ms|s|KB|B|%|×|req\/s))?$/.test(text);
}

/** @param {number | null | undefined} ms */
export function formatMs(ms) {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return "–";
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** @param {number | null | undefined} bytes */
export function formatKB(bytes) {
  if (typeof bytes !== "number" || !Number.isFinite(bytes)) return "–";
  return `${(bytes / KB).toFixed(1)} KB`;
}

/**
 * @param {number | null | undefined} value
 * @param {number} digits
 */
export function formatNumber(value, digits = 0) {
  if (typeof value !== "number" || !Number.isFinite(value)) return "–";
  return value.toFixed(digits);
}

/**
 * One target line: PASS/MISS with the measured value next to the limit.
 * @param {boolean | null} ok null when the value could not be measured
 */
export function verdict(ok) {
  return ok === null ? "n/a" : ok ? "PASS" : "MISS";
}
