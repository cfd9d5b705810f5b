import type { CollectionFigure } from "~/domain/collection";
import { figureName } from "~/content/collection";
import { formatNumber } from "~/lib/format";

/**
 * Copy of the trade matching on /sammlung/tausch, the trade list as text and the QR code of the
 * trade link on /sammlung (docs/decisions/0032).
 */

const figuren = (count: number) => `${formatNumber(count)} ${count === 1 ? "Figur" : "Figuren"}`;

export const tradeMatchCopy = {
  heading: "Passt das zu Ihrer Sammlung?",
  intro: "Verglichen mit der Sammlung in diesem Browser – nichts davon verlässt Ihr Gerät.",
  giveHeading: "Das können Sie geben",
  giveIntro: "Gesucht von der anderen Person, bei Ihnen doppelt.",
  getHeading: "Das können Sie bekommen",
  getIntro: "Bei der anderen Person doppelt, bei Ihnen gesucht oder noch nicht vorhanden.",
  groupCount: (count: number) => figuren(count),
  total: (count: number) => `${figuren(count)} insgesamt`,
  giveCount: (count: number) => `${formatNumber(count)} doppelt bei Ihnen`,
  getCount: (count: number) => `${formatNumber(count)} doppelt angeboten`,
  wanted: "gesucht",
  missing: "fehlt Ihnen",
  noGive: "Nichts davon: Keine Figur, die die andere Person sucht, haben Sie doppelt.",
  noGet: "Nichts davon: Die Doppelten der anderen Person haben Sie schon alle.",
  noMatch:
    "Leider passt nichts zusammen: Sie haben keine gesuchte Figur doppelt, und die Doppelten der anderen Person haben Sie schon.",
} as const;

export const tradeShareCopy = {
  copyText: "Tauschliste als Text kopieren",
  textCopied: "Tauschliste kopiert – Sie können sie in eine Nachricht oder Anzeige einfügen.",
  textCopyFailed:
    "Kopieren hat nicht geklappt. Markieren Sie den Text im Feld und kopieren Sie ihn mit Strg+C (am Mac: Befehlstaste+C).",
  textLabel: "Ihre Tauschliste als Text",
  showQr: "QR-Code zeigen",
  hideQr: "QR-Code ausblenden",
  qrLabel: "QR-Code Ihres Tauschlinks",
  qrCaption:
    "Zum Abscannen beim Tauschtreffen: Der Code enthält Ihren Tauschlink. Er wird auf Ihrem Gerät erzeugt, ohne Internet.",
  qrLoading: "QR-Code wird erzeugt …",
  qrFailed: "Der QR-Code ließ sich nicht laden. Kopieren Sie bitte den Link oder laden Sie die Seite neu.",
} as const;

/** The trade list as plain text for messengers and classifieds: doubles, wanted figures, the link. */
export const tradeTextCopy = {
  title: "Meine Labubu-Tauschliste",
  doublesHeading: "Doppelt (zum Tauschen):",
  wantedHeading: "Gesucht:",
  none: "keine",
  figure: (figure: Pick<CollectionFigure, "name" | "number" | "secret">, count: number) =>
    count > 1 ? `${figureName(figure)} (${formatNumber(count)}×)` : figureName(figure),
  line: (series: string, figures: readonly string[]) => `${series}: ${figures.join(", ")}`,
  link: (url: string) => `Liste ansehen und mit Ihrer Sammlung vergleichen: ${url}`,
} as const;
