/**
 * Estimated width of a title in Google's result list (Arial, 20 px), from the standard Arial /
 * Helvetica advance widths in 1/1000 em. Characters not listed count as 556 (an average letter);
 * wide scripts and emoji as 1000.
 */
const WIDTHS: Record<string, number> = {};

function assign(chars: string, width: number) {
  for (const char of chars) WIDTHS[char] = width;
}

assign("ijlíìîïĳ", 222);
assign(" ftI!,.:;/\\|'‚‘’·", 278);
assign('r()[]{}-„“”"`', 333);
assign("ckvxyzsJ*^", 500);
assign("abdeghnopqu0123456789äöüáàâéèêóòôúùû$€£?#_–~", 556);
assign("FTZß", 611);
assign("ABEKPSVXYÄ&+=<>", 667);
assign("CDHNRUwÜ", 722);
assign("GOQÖ", 778);
assign("mM", 833);
assign("%", 889);
assign("W", 944);
assign("—…@", 1000);

const FONT_SIZE_PX = 20;
export const TITLE_MAX_PX = 600;

export function titleWidthPx(title: string): number {
  let units = 0;
  for (const char of title) {
    const known = WIDTHS[char];
    if (known !== undefined) units += known;
    else units += (char.codePointAt(0) ?? 0) > 0x2e7f ? 1000 : 556;
  }
  return Math.round((units * FONT_SIZE_PX) / 1000);
}
