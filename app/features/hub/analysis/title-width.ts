/**
 * Estimated width of a title in Google's result list (Arial, 20 px), from the standard Arial /
 * Helvetica advance widths in 1/1000 em. Characters not listed count as 556 (an average letter);
 * wide scripts and emoji as 1000.
 */
import { titleCharacterWidths } from "~/features/hub/copy/analysis-lexicon";

const WIDTHS = new Map(
  titleCharacterWidths.flatMap(([characters, width]) => [...characters].map((char) => [char, width] as const)),
);

const FONT_SIZE_PX = 20;
export const TITLE_MAX_PX = 600;

export function titleWidthPx(title: string): number {
  let units = 0;
  for (const char of title) {
    const known = WIDTHS.get(char);
    if (known !== undefined) units += known;
    else units += (char.codePointAt(0) ?? 0) > 0x2e7f ? 1000 : 556;
  }
  return Math.round((units * FONT_SIZE_PX) / 1000);
}
