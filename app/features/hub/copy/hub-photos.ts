/**
 * Copy of a draft's photos in the hub (docs/decisions/0048): the panel, its German refusals and what the publish
 * check says about a photo this browser no longer holds. The photo rules' own messages (size, type, alt text)
 * come from app/content/photo-checks.ts, the same the build prints.
 */
import { formatCount } from "~/utils/format";

export const photosCopy = {
  title: "Fotos",
  description:
    "Eigene Fotos zu diesem Entwurf. Sie werden auf diesem Gerät verkleinert (höchstens 2.048 Pixel), ohne Metadaten wie den GPS-Ort gespeichert und beim Veröffentlichen neben den Artikel gelegt. Fotos anderer sind nicht erlaubt.",
  pick: "Fotos auswählen",
  pickHint:
    "JPEG, PNG, WebP oder AVIF, höchstens 15 MB je Foto. Sie können Fotos auch hierher ziehen oder einfügen (Strg+V); ein neues Foto steht zunächst am Ende des Texts.",
  empty: "Noch keine Fotos.",
  listLabel: "Fotos dieses Entwurfs",
  alt: {
    label: (file: string) => `Alternativtext für „${file}“`,
    hint: "Was zeigt das Foto? Ein Satz für alle, die es nicht sehen.",
    missing:
      "Noch ohne Alternativtext: Beschreiben Sie das Foto oder markieren Sie es als dekorativ, sonst wird der Artikel nicht veröffentlicht.",
  },
  decorative: "Rein dekorativ (kein Alternativtext nötig)",
  insert: "In den Text einfügen",
  insertLabel: (file: string) => `„${file}“ am Ende des Texts einfügen`,
  remove: "Entfernen",
  removeLabel: (file: string) => `„${file}“ entfernen (auch aus dem Text)`,
  notInText: "Steht noch nicht im Text.",
  published: "Liegt schon beim veröffentlichten Artikel.",
  size: (width: number, height: number) => `${formatCount(width)} × ${formatCount(height)} Pixel`,
  adding: "Fotos werden vorbereitet …",
  preparing: "Wird für die Website umgerechnet …",
  prepared: "Für die Website umgerechnet: Beim Veröffentlichen ist es sofort da.",
  added: (count: number) => (count === 1 ? "Ein Foto wurde hinzugefügt." : `${formatCount(count)} Fotos wurden hinzugefügt.`),
  removed: (file: string) => `„${file}“ wurde entfernt.`,
  tooMany: (max: number) => `Ein Artikel hat höchstens ${formatCount(max)} Fotos. Entfernen Sie erst andere.`,
  storageFailed:
    "Die Fotos lassen sich in diesem Browser nicht speichern (etwa in einem privaten Fenster oder bei vollem Speicher). Der Text bleibt erhalten.",
  /** The publish check: a photo of the draft whose bytes this browser no longer holds. */
  missingOnDevice: (file: string) =>
    `Das Foto „${file}“ ist auf diesem Gerät nicht mehr gespeichert. Fügen Sie es erneut hinzu oder entfernen Sie es.`,
} as const;
