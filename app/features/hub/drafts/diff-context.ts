// How the comparison of a revision shows unchanged text; without the diff itself, so the preview's chunk stays small.

/** Unchanged text longer than this many characters is shortened to its ends in the view. */
export const CONTEXT_CHARS = 160;

/**
 * An unchanged part as the view shows it: whole when short, else its first and last CONTEXT_CHARS / 2 characters
 * around "…" (the start of the text keeps only its end, the end only its start).
 */
export function shortened(text: string, position: "first" | "middle" | "last"): string {
  if (text.length <= CONTEXT_CHARS) return text;
  const half = CONTEXT_CHARS / 2;
  const head = position === "first" ? "" : `${text.slice(0, half)} `;
  const tail = position === "last" ? "" : ` ${text.slice(-half)}`;
  return `${head}…${tail}`;
}
