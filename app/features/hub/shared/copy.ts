import type { DraftStatus } from "../publishing/editor-contract";
import type { WaitingReason } from "./waiting";

/** Copy of the shared drafts in the editor mode (docs/decisions/0039). */
export const sharedDraftsCopy = {
  title: "Entwürfe der Redaktion",
  description:
    "Jeder Entwurf wird im Redaktionsmodus auch auf dem Server gespeichert (in Git, auf einem eigenen Zweig, den die Website nie baut) und ist so in jedem Browser mit Schlüssel zu sehen.",
  empty: "Noch keine Entwürfe auf dem Server.",
  listLabel: "Entwürfe auf dem Server",
  statuses: { entwurf: "Entwurf", "in-pruefung": "In Prüfung", freigegeben: "Freigegeben" } satisfies Record<DraftStatus, string>,
  published: "Veröffentlicht",
  saved: (editor: string, when: string) => `gespeichert von ${editor}, ${when}`,
  requested: (editor: string) => `zur Prüfung gegeben von ${editor}`,
  approved: (editor: string) => `freigegeben von ${editor}`,
  publishedBy: (editor: string) => `veröffentlicht von ${editor}`,
  copyOf: "Kopie einer gleichzeitig gespeicherten Fassung",
  leased: (editor: string) => `wird gerade von ${editor} bearbeitet`,
  open: "Öffnen",
  toReview: "Zur Prüfung geben",
  approve: "Freigeben",
  toDraft: "Zurück an Entwurf",
  ownRequest: "Vier-Augen-Prinzip: Freigeben muss jemand anderer, Sie haben ihn zur Prüfung gegeben.",
  approveUnread: "Zum Freigeben öffnen Sie den Entwurf zuerst: Freigegeben wird die Fassung, die Sie gelesen haben.",
  approveLeased: (editor: string) => `${editor} ändert ihn gerade: Freigeben können Sie, wenn die Änderung gespeichert ist.`,
  statusSet: (title: string, status: string) => `„${title}“ ist jetzt „${status}“.`,
  opened: (title: string) => `„${title}“ ist in der Vorschau geöffnet.`,
  unreachable: "Der Redaktionsserver antwortet nicht; die Entwürfe in diesem Browser bleiben erhalten.",
  unreadable: (title: string) => `„${title}“ ist auf dem Server unvollständig gespeichert und lässt sich nicht öffnen.`,
  failedLog: "Content Hub: Abgleich der Entwürfe mit dem Redaktionsserver fehlgeschlagen",
  dismiss: "Hinweise schließen",
  commented: (title: string) => `Ihr Kommentar zu „${title}“ ist gespeichert; alle in der Redaktion sehen ihn.`,
  comments: (count: number) => (count === 0 ? "Kommentare" : count === 1 ? "1 Kommentar" : `${count} Kommentare`),
  commentsLabel: (title: string) => `Kommentare zu „${title}“`,
  commentMeta: (editor: string, when: string, version: number) => `${editor}, ${when}, zu Version ${version}`,
  reasonTag: "Grund für „Zurück an Entwurf“",
  commentField: "Ihr Kommentar",
  noteHint: (max: string) => `Für alle in der Redaktion sichtbar; höchstens ${max} Zeichen.`,
  commentSend: "Kommentar senden",
  commentEmpty: "Bitte schreiben Sie zuerst Ihren Kommentar.",
  reasonField: "Warum geht der Entwurf zurück?",
  reasonFor: (editor: string) => `${editor} hat ihn zur Prüfung gegeben und liest hier, was zu tun ist.`,
  reasonOptional: "Sie haben ihn selbst zur Prüfung gegeben: Ein Grund ist hier freiwillig.",
  reasonEmpty: "Bitte schreiben Sie dazu, warum der Entwurf zurück an „Entwurf“ geht.",
  sendBack: "Zurück an Entwurf senden",
  waitingTitle: (count: number) => `Wartet auf Sie (${count})`,
  waiting: {
    review: (by: string) => `wartet auf Ihre Prüfung, zur Prüfung gegeben von ${by}`,
    publish: (by: string) => `ist freigegeben von ${by} und kann veröffentlicht werden`,
    returned: (by: string) => `ist zurück bei Ihnen; ${by} schreibt:`,
  } satisfies Record<WaitingReason, (by: string) => string>,
  cancel: "Abbrechen",
} as const;

/** "Änderungen zur Freigabe" (docs/decisions/0080): under four eyes, what waits for a second person. */
export const pendingChangesCopy = {
  title: "Änderungen zur Freigabe",
  description:
    "Vier-Augen-Prinzip: Korrekturen und Bestätigungen der Faktenbasis, neue Serien und Geschäfte und das Zurückziehen eines Artikels gehen erst live, wenn eine andere Person sie hier freigibt.",
  empty: "Keine Änderung wartet auf eine Freigabe.",
  listLabel: "Änderungen, die auf eine Freigabe warten",
  requested: (editor: string, when: string) => `zur Freigabe gegeben von ${editor}, ${when}`,
  approve: "Freigeben",
  reject: "Ablehnen",
  takeBack: "Zurücknehmen",
  own: "Diese Änderung haben Sie zur Freigabe gegeben: Freigeben oder ablehnen muss sie eine andere Person.",
  deciding: {
    freigeben: "Die Änderung wird freigegeben und live gestellt …",
    ablehnen: "Die Änderung wird abgelehnt …",
    zuruecknehmen: "Die Änderung wird zurückgenommen …",
  },
  unreachable: "Der Redaktionsserver antwortet nicht; es wurde nichts geändert.",
} as const;
