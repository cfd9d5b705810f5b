// What the build, the content build and the hub say about a photo they refuse (docs/decisions/0048). Read by the
// photo pipeline (scripts/photos/) and the article build too: relative imports with extensions only.
import {
  DECORATIVE_MARK,
  MAX_ALT_LENGTH,
  MAX_PHOTOS_PER_ARTICLE,
  PHOTO_MAX_SOURCE_BYTES,
  PHOTO_VARIANT_MAX_BYTES,
} from "../domain/photos.ts";
import { formatDecimal } from "../utils/format.ts";

const megabytes = (bytes: number) => `${formatDecimal(bytes / (1024 * 1024), 1)} MB`;

export const photoChecks = {
  tooLarge: (label: string, bytes: number) =>
    `Das Foto „${label}“ ist ${megabytes(bytes)} groß; erlaubt sind höchstens ${megabytes(PHOTO_MAX_SOURCE_BYTES)}. Verkleinern Sie es oder exportieren Sie es aus der Foto-App in geringerer Auflösung.`,
  type: (label: string) =>
    `„${label}“ ist kein Foto im Format JPEG, PNG, WebP oder AVIF. Speichern Sie es in einem dieser Formate (am besten JPEG).`,
  heic: (label: string) =>
    `„${label}“ ist ein HEIC-Foto (iPhone). Dieses Format wird nicht verarbeitet: Stellen Sie in der Kamera „Maximale Kompatibilität“ ein oder exportieren Sie das Foto als JPEG.`,
  unreadable: (label: string, reason: string) =>
    `Das Foto „${label}“ lässt sich nicht lesen (${reason}). Die Datei ist vermutlich beschädigt: Exportieren Sie sie neu.`,
  tooManyPixels: (label: string, width: number, height: number, limit: number) =>
    `Das Foto „${label}“ hat ${formatDecimal(width, 0)} × ${formatDecimal(height, 0)} Pixel, das sind mehr als ${formatDecimal(limit / 1_000_000, 0)} Megapixel. So große Bilder werden nicht verarbeitet: Verkleinern Sie es oder exportieren Sie es in geringerer Auflösung.`,
  changed: (label: string) => `Das Foto „${label}“ wurde während des Builds geändert. Starten Sie den Build erneut.`,
  missing: (label: string) => `Das Foto „${label}“ fehlt im Build. Führen Sie „npm run build“ aus, damit es verarbeitet wird.`,
  /** Printed by the build: how many photos were encoded and how many came from the cache. */
  summary: (count: number, encoded: number, milliseconds: number) =>
    `Fotos: ${count === 1 ? "1 Foto" : `${count} Fotos`} bereit, davon ${encoded} neu umgewandelt (${milliseconds} ms).`,
  overBudget: (label: string, file: string, bytes: number) =>
    `Achtung: Die Variante ${file} von „${label}“ ist auch bei der niedrigsten Qualität ${formatDecimal(bytes / 1000, 1)} KB groß (Budget: ${formatDecimal(PHOTO_VARIANT_MAX_BYTES / 1000, 0)} KB). Ein ruhigeres oder kleineres Foto hält das Budget ein.`,
  encoded: (label: string, variants: number, milliseconds: number) =>
    `Foto „${label}“: ${variants} Varianten (AVIF und WebP) erstellt, ohne Metadaten (${milliseconds} ms).`,

  // In an article (app/features/articles/validate.ts) and its photo folder.
  fileName: (name: string) =>
    `Der Dateiname „${name}“ ist für ein Foto nicht erlaubt: nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche, Endung .jpg, .jpeg, .png, .webp oder .avif, z. B. „zaehne-nahaufnahme.jpg“.`,
  folderWithoutArticle: (folder: string) =>
    `Der Ordner „${folder}“ gehört zu keinem Artikel. Fotos liegen im Ordner mit dem Slug ihres Artikels („${folder}.md“ fehlt); andere Unterordner sind nicht erlaubt.`,
  nestedFolder: (folder: string) => `Im Fotoordner „${folder}“ sind keine weiteren Unterordner erlaubt.`,
  tooMany: (count: number) =>
    `Der Artikel hat ${count} Fotos; erlaubt sind höchstens ${MAX_PHOTOS_PER_ARTICLE}. Entfernen Sie einige.`,
  unused: (name: string) =>
    `Das Foto „${name}“ liegt im Fotoordner, steht aber nicht im Text. Binden Sie es mit „![Beschreibung](${name})“ ein oder löschen Sie es.`,
  notFound: (name: string) =>
    `Das Foto „${name}“ steht im Text, liegt aber nicht im Fotoordner des Artikels. Legen Sie die Datei dort ab oder prüfen Sie den Namen.`,
  notLocal: (href: string) =>
    `„${href}“ ist kein Foto dieses Artikels. Bilder anderer Websites sind nicht erlaubt: Verwenden Sie eigene Fotos aus dem Fotoordner des Artikels, z. B. „![Beschreibung](foto.jpg)“.`,
  ownParagraph: (name: string) =>
    `Das Foto „${name}“ steht mitten im Text. Setzen Sie „![…](${name})“ in eine eigene Zeile mit Leerzeilen davor und danach.`,
  altMissing: (name: string) =>
    `Das Foto „${name}“ hat keinen Alternativtext. Beschreiben Sie, was es zeigt („![Beschreibung](${name})“), oder kennzeichnen Sie es als rein dekorativ: „![](${name} "${DECORATIVE_MARK}")“.`,
  altTooLong: (name: string, length: number) =>
    `Der Alternativtext von „${name}“ hat ${length} Zeichen; erlaubt sind höchstens ${MAX_ALT_LENGTH}. Fassen Sie ihn kürzer.`,
  altIsFileName: (name: string) =>
    `Der Alternativtext von „${name}“ ist nur der Dateiname. Beschreiben Sie in einem Satz, was das Foto zeigt.`,
  decorativeWithAlt: (name: string) =>
    `Das Foto „${name}“ ist als „${DECORATIVE_MARK}“ markiert, hat aber einen Alternativtext. Entscheiden Sie sich für eines von beiden.`,
  title: (name: string) =>
    `Beim Foto „${name}“ ist nach der Adresse nur „"${DECORATIVE_MARK}"“ erlaubt (für ein rein dekoratives Foto ohne Alternativtext).`,
} as const;
