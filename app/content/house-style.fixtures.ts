/**
 * Sentences that break the house style (docs/decisions/0021) and sentences that keep it, for the test
 * that proves the check finds each kind of breach. Not copy: the checks leave `*.fixtures.ts` out.
 */
import type { StyleRule } from "../../tests/support/house-style";

export const breaches: readonly { text: string; rule: StyleRule }[] = [
  { text: "Ein echter Labubu hat genau neun Zähne.", rule: "figure-gender" },
  { text: "Bevor Sie einen Labubu kaufen, prüfen Sie den Preis.", rule: "figure-gender" },
  { text: "Beim Labubu erkennen Sie eine Fälschung am Gesicht.", rule: "figure-gender" },
  { text: "Ob Ihr Labubu ein Original ist, zeigt der QR-Code.", rule: "figure-gender" },
  { text: "Der Labubu stammt aus der Bilderbuchwelt „The Monsters“.", rule: "figure-gender" },
  { text: "So erkennen Sie, ob der Labubu echt ist.", rule: "figure-gender" },
  { text: "Das Labubu kostet im Webshop mehr.", rule: "figure-gender" },
  { text: "Echte Labubu haben genau neun Zähne.", rule: "figure-plural" },
  { text: "Die CPSC warnte vor gefälschten Labubu.", rule: "figure-plural" },
  { text: "Gebrauchte Labubu kaufen: Schritt für Schritt", rule: "figure-plural" },
  { text: "Ein Anhänger kostet rund 20 Euro.", rule: "euro-price" },
  { text: "Ein Anhänger kostet rund 20 €.", rule: "euro-price" },
  { text: "Der Rekord liegt bei 130.000 Euro.", rule: "euro-price" },
  { text: "Ein Anhänger kostet EUR 20.", rule: "euro-price" },
  { text: "Ein Anhänger kostet €20.", rule: "euro-price" },
  { text: "Die Auktion brachte 1,5 Millionen Euro.", rule: "euro-price" },
  { text: "Die Serie erschien im Januar.", rule: "austrian-usage" },
  { text: "Heben Sie den Kassenbon auf.", rule: "austrian-usage" },
  { text: "Die CPSC warnte 18. August 2025 vor Fälschungen.", rule: "known-slip" },
  { text: 'Die CPSC warnte ${f.date("safety-lafufu-cpsc", "date")} vor Fälschungen.', rule: "known-slip" },
  { text: "Es fahren die U3 Neubaugasse, Zieglergasse oder Westbahnhof.", rule: "known-slip" },
  { text: "Kleinteile sind für Kinder eine Gefahr zum Ersticken.", rule: "known-slip" },
  { text: "Vorsicht bei Geschäften auf Zeit in der Innenstadt.", rule: "known-slip" },
  { text: "Prüfen Sie jede Figur mit der [Prüfung der Echtheit](/echtheit-pruefen).", rule: "known-slip" },
  { text: "So ist ein Umtausch jederzeit möglich.", rule: "known-slip" },
  { text: "Die beste Versicherung ist ein Schaden, der gar nicht erst entsteht.", rule: "known-slip" },
  { text: "Danach wird jede weitere fehlende Figur seltener.", rule: "known-slip" },
  { text: "Gute Kopien treffen die Zahl der Zähne inzwischen öfter.", rule: "known-slip" },
];

/** Copy that keeps every rule, including the cases the checks must not mistake for a breach. */
export const clean: readonly string[] = [
  "Eine echte Labubu hat genau neun Zähne; die Labubu-Figur kostet im Webshop ab etwa € 19.",
  "Die Zähne der Labubu zählen Sie am besten bei Tageslicht.",
  "Bei der Labubu aus der Serie Big into Energy prüfen Sie zuerst die Farbe.",
  "Echte Labubus haben genau neun Zähne; die CPSC warnte vor gefälschten Labubus.",
  "Eine Blindbox kostet € 12–18, der Rekord lag bei rund € 130.000.",
  "Seit Juli 2021 fällt ab dem ersten Euro Einfuhrumsatzsteuer an; die 22-Euro-Freigrenze ist weg.",
  "Des Labubu-Hypes wegen sind viele Labubu-Anhänger ausverkauft.",
  "Die Serie erschien im Jänner; heben Sie den Kassabon auf.",
  "Die CPSC warnte am 18. August 2025 vor Fälschungen.",
  "Vorsicht bei Pop-up-Stores in der Innenstadt.",
];
