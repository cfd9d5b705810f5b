import { authenticityFacts } from "../../content/facts/authenticity";
import { legalFacts } from "../../content/facts/legal";
import { factIn, valueIn } from "../../content/facts/lookup";
import type { Fact } from "../../content/facts/types";
import type { Answer, Reason, Verdict } from "~/domain/authenticity";
import { checkCounts, checkSteps } from "~/content/authenticity-steps";

export { checkSteps };

/** Copy of the interactive authenticity check (/echtheit-pruefen). Facts come from the fact base. */

/** Read where a page reads the copy, never when the module loads (app/content/data/reads.ts). */
const withdrawalDays = () => valueIn<number>(legalFacts, "legal-withdrawal-14-days", "days");

export const answerLabels = { yes: "Ja", no: "Nein", unsure: "Unsicher" } as const satisfies Record<Answer, string>;

export type NextStep = { text: string; link?: { label: string; href: string }; factIds?: readonly string[] };

const nextSteps = {
  dontPay: {
    text: "Zahlen Sie nicht – solange Sie noch nicht bezahlt haben, brechen Sie den Kauf ab.",
  },
  withdraw: {
    get text() {
      return `Schon online bei einem Unternehmen gekauft? Dann können Sie in der Regel binnen ${withdrawalDays()} Tagen ab Erhalt ohne Angabe von Gründen zurücktreten; eine formlose Erklärung, etwa per E-Mail, genügt.`;
    },
    factIds: ["legal-withdrawal-14-days", "legal-withdrawal-how"],
  },
  marketplace: {
    text: "Über einen Marktplatz gekauft? Melden Sie das Problem dort und nutzen Sie den Käuferschutz der Plattform, sofern sie einen anbietet.",
  },
  shop: {
    text: "Im Geschäft gekauft? Ein Recht auf Umtausch gibt es dort nicht – fragen Sie, ob das Geschäft aus Kulanz umtauscht. Ist die Figur mangelhaft, muss der Händler sie im Rahmen der Gewährleistung reparieren oder austauschen.",
    factIds: ["legal-exchange-goodwill", "legal-warranty-two-years"],
  },
  private: {
    text: "Privat gekauft, etwa auf dem Flohmarkt oder über Kleinanzeigen? Dann gibt es kein gesetzliches Rücktrittsrecht – sprechen Sie die Verkäuferin oder den Verkäufer direkt an.",
    factIds: ["legal-withdrawal-private-sales"],
  },
  watchlist: {
    text: "Melden Sie verdächtige Online-Shops der Watchlist Internet, damit andere gewarnt werden.",
    link: { label: "Watchlist Internet", href: "https://www.watchlist-internet.at" },
    factIds: ["help-watchlist-internet"],
  },
  ombudsstelle: {
    text: "Streit mit einem Online-Shop? Die Internet Ombudsstelle hilft kostenlos.",
    link: { label: "Internet Ombudsstelle", href: "https://www.ombudsstelle.at" },
    factIds: ["help-internet-ombudsstelle"],
  },
  safety: {
    text: "Fälschungen können zerbrechen und Kleinteile verlieren: Halten Sie die Figur von kleinen Kindern fern.",
    factIds: ["safety-lafufu-cpsc"],
  },
  officialShop: {
    text: "Kaufen Sie künftig im offiziellen Shop von Pop Mart oder bei Händlern, die Pop Mart autorisiert hat.",
    link: { label: "popmart.com/at", href: "https://www.popmart.com/at" },
    factIds: ["authenticity-official-domain"],
  },
  keep: {
    text: "Bewahren Sie Schachtel, Karte und Kaufbeleg auf: Sie zählen beim Wiederverkauf und bei einer Reklamation.",
  },
  noGuarantee: {
    text: "Eine Garantie ist dieser Check nicht. Wirkt später etwas seltsam, vergleichen Sie noch einmal mit den Produktbildern auf popmart.com.",
  },
} as const satisfies Record<string, NextStep>;

/** What to do about a figure that may not be genuine, before or after paying; both doubtful verdicts start with it. */
const whenInDoubt = [
  nextSteps.dontPay,
  nextSteps.withdraw,
  nextSteps.shop,
  nextSteps.marketplace,
  nextSteps.private,
  nextSteps.watchlist,
  nextSteps.ombudsstelle,
] as const;

export const verdictCopy = {
  authentic: {
    title: "Wahrscheinlich echt",
    text: "Alle wichtigen Merkmale stimmen mit einem Original überein.",
    next: [nextSteps.keep, nextSteps.noGuarantee, nextSteps.officialShop],
  },
  suspicious: {
    title: "Verdächtig",
    text: "Einiges stimmt nicht oder ließ sich nicht prüfen. Kaufen Sie erst, wenn Sie die offenen Punkte klären können.",
    next: [...whenInDoubt, nextSteps.officialShop],
  },
  fake: {
    title: "Wahrscheinlich Fälschung",
    text: "Mindestens ein entscheidendes Merkmal stimmt nicht – oder mehrere kleinere.",
    next: [...whenInDoubt, nextSteps.safety, nextSteps.officialShop],
  },
} as const satisfies Record<Verdict, { title: string; text: string; next: readonly NextStep[] }>;

export const checkPage = {
  /** Under a step's own comparison photo (docs/decisions/0048). */
  comparisonPhoto: "Eigenes Vergleichsfoto der Redaktion",
  /** How wide a comparison photo is shown: the step's column up to 24rem. */
  comparisonPhotoSizes: "(min-width: 40rem) 24rem, calc(100vw - 4.5rem)",
  eyebrow: "Echtheits-Check",
  title: "Ist meine Labubu echt?",
  intro: `Gehen Sie die ${checkCounts.stepsWord} Fragen mit der Figur in der Hand durch. Antworten Sie mit „Ja“, „Nein“ oder „Unsicher“ – die ${checkCounts.criticalWord} kritischen Merkmale zählen am meisten. Das Ergebnis sagt, wie wahrscheinlich ein Original ist, warum, und was Sie als Nächstes tun können.`,
  privacy:
    "Ihre Antworten stehen nur in der Adresse dieser Seite, damit Sie das Ergebnis teilen können; wir legen dafür kein Konto und keine Datenbank an.",
  formLabel: "Fragen zur Figur",
  criticalLabel: "Kritisch",
  progress: (answered: number, total: number) => `${answered} von ${total} Fragen beantwortet`,
  noScript:
    "Ohne JavaScript können Sie die Fragen lesen und selbst durchgehen. Das Ergebnis rechnet die Seite mit JavaScript aus.",
  resultHeading: "Ergebnis",
  hint: {
    open: (answered: number, total: number) => `${answered} von ${total} – zum Ergebnis`,
    verdict: (title: string) => `Ergebnis: ${title}`,
  },
  open: {
    title: "Noch kein Ergebnis",
    text: (remaining: number) =>
      `Beantworten Sie noch ${remaining === 1 ? "eine Frage" : `${remaining} Fragen`}. Stimmt ein kritisches Merkmal nicht, sehen Sie das Ergebnis sofort.`,
  },
  reasonsHeading: "Warum",
  reasonUnsure: (title: string) => `${title}: nicht sicher geprüft.`,
  reasonMissingUv: "UV-Stempel: nicht gefunden – bei älteren Ausgaben normal und allein kein Beweis.",
  nextHeading: "Was Sie jetzt tun können",
  shareLabel: "Link zu diesem Ergebnis",
  reset: "Antworten zurücksetzen",
  related: { label: "Die Merkmale im Detail: Original und Fälschung im Vergleich", href: "/#authentizitaet" },
} as const;

/** The sentence a reason stands for. */
export function reasonText(reason: Reason): string {
  const step = checkSteps[reason.step];
  if (reason.kind === "failed") return `${step.title}: ${step.failed}`;
  if (reason.kind === "missing-uv") return checkPage.reasonMissingUv;
  return checkPage.reasonUnsure(step.title);
}

/** The facts behind a step or a next step, from the two fact modules this page uses. */
export function checkFacts(ids: readonly string[]): Fact[] {
  return ids.map((id) =>
    id.startsWith("legal-") || id.startsWith("help-") ? factIn(legalFacts, id) : factIn(authenticityFacts, id),
  );
}
