/**
 * CSV as spreadsheets in Austria read it: semicolon-separated (Excel with a German locale splits on
 * ";"), CRLF line ends, a UTF-8 byte-order mark so umlauts survive, fields quoted by RFC 4180 when
 * they hold a separator, a quote or a line break. Cells that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) get a leading apostrophe (OWASP "CSV injection").
 */

export const CSV_DELIMITER = ";";
const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text that no spreadsheet runs as a formula. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text a guarded cell stood for: a leading apostrophe before a formula character is taken off again. */
export function unguardFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quoteCell(value: string, delimiter: string): string {
  const guarded = guardFormula(value);
  return guarded.includes(delimiter) || /["\r\n]/.test(guarded) || guarded !== guarded.trim()
    ? `"${guarded.replace(/"/g, '""')}"`
    : guarded;
}

/** Rows to CSV text with a byte-order mark, every cell guarded and quoted where needed. */
export function writeCsv(rows: readonly (readonly string[])[], delimiter = CSV_DELIMITER): string {
  return BOM + rows.map((row) => row.map((cell) => quoteCell(cell, delimiter)).join(delimiter)).join("\r\n") + "\r\n";
}

export type CsvParse =
  { ok: true; rows: string[][] } | { ok: false; line: number; reason: "quote" | "too-many-rows" | "too-long" };

/**
 * Parses CSV text (RFC 4180: quoted fields with "" for a quote, line breaks inside quotes; LF, CRLF or
 * CR line ends). The separator is ";" or ",", whichever the first line uses. Bounded: at most
 * `maxRows` rows and `maxCell` characters a cell, so a hostile file cannot cost time or memory.
 */
export function parseCsv(input: string, { maxRows, maxCell }: { maxRows: number; maxCell: number }): CsvParse {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const firstLine = /^[^\r\n]*/.exec(text)![0];
  const delimiter = firstLine.includes(";") ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === delimiter) endCell();
    else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
      if (rows.length > maxRows) return { ok: false, line: rowLine, reason: "too-many-rows" };
    } else cell += char;
    if (cell.length > maxCell) return { ok: false, line: rowLine, reason: "too-long" };
    i++;
  }
  if (quoted) return { ok: false, line: rowLine, reason: "quote" };
  if (cell !== "" || row.length > 0) endRow();
  if (rows.length > maxRows) return { ok: false, line: rowLine, reason: "too-many-rows" };
  return { ok: true, rows };
}
