import type { AnalysisInput } from "./types";

/**
 * A draft written to pass the checks (a test fixture, not published): keyphrase at the start of the
 * title, in the slug, the meta description, the first sentence and half of the subheadings; short
 * sentences with transition words; an internal and an outbound link. Facts from the CPSC warning of
 * 18 August 2025 (the fact base, app/content/facts).
 */
export const wellOptimisedDraft: AnalysisInput = {
  title: "Labubu Fälschungen erkennen: fünf Merkmale",
  slug: "labubu-faelschungen-erkennen",
  metaDescription:
    "Labubu Fälschungen erkennen Sie an Zähnen, Farbe, Sticker und Preis. So prüfen Sie eine Figur vor dem Kauf in Österreich in wenigen Minuten.",
  focusKeyphrase: "Labubu Fälschungen",
  content: [
    "## Woran Sie Labubu Fälschungen erkennen",
    "",
    "Labubu Fälschungen sind leider häufig. Deshalb lohnt sich vor jedem Kauf ein genauer Blick. " +
      "Die US-Behörde CPSC hat im August 2025 vor falschen Figuren gewarnt. " +
      "Außerdem nennt sie Merkmale, auf die Sie achten können. " +
      "[Die Warnung der CPSC](https://www.cpsc.gov/) fasst sie kurz zusammen.",
    "",
    "## Die Zähne zählen",
    "",
    "Zuerst zählen Sie die Zähne. Eine echte Figur hat genau neun Zähne. Viele Fälschungen haben mehr oder weniger. " +
      "Zudem wirken die Farben bei Kopien oft zu grell. Vergleichen Sie die Figur daher mit Bildern aus dem Shop von Pop Mart. " +
      "So sehen Sie schnell, ob Farbe und Form stimmen. Achten Sie auch auf die Augen und die Ohren der Figur. " +
      "Bei Kopien sitzen sie oft schief.",
    "",
    "## Sticker, Code und Stempel",
    "",
    "Danach prüfen Sie die Box. Auf echten Boxen klebt ein Sticker, der im Licht schimmert. " +
      "Außerdem führt der QR-Code auf die Seite von Pop Mart. Neuere Figuren tragen zudem einen feinen Stempel an einem Fuß. " +
      "Unter UV-Licht sehen Sie ihn deutlich. Fehlt eines dieser Zeichen, ist Vorsicht besser, denn Fälschungen sparen genau hier.",
    "",
    "## Labubu Fälschungen am Preis erkennen",
    "",
    "Ein sehr niedriger Preis ist ein Warnsignal. Eine echte Figur kostet in Österreich etwa 20 Euro. " +
      "Kostet sie deutlich weniger, sollten Sie genau hinsehen. Kaufen Sie deshalb lieber in bekannten Geschäften. " +
      "Mehr Tipps finden Sie bei den [Echtheitsmerkmalen](/#authentizitaet) auf unserer Startseite.",
    "",
    "Wenn Sie unsicher sind, fragen Sie in der Community nach. Viele Sammler helfen gern weiter. " +
      "Heben Sie außerdem den Kassenbon auf. So können Sie später zeigen, wo Sie die Figur gekauft haben. " +
      "Am Ende schützt Sie dieser Blick vor einem teuren Fehlkauf. Und die Freude an der echten Figur bleibt.",
    "",
    "Kurz gesagt: Zählen Sie die Zähne, prüfen Sie Sticker und Code, und vergleichen Sie den Preis. " +
      "Dann sind Sie auf der sicheren Seite. Nehmen Sie sich dafür ruhig ein paar Minuten Zeit. " +
      "Denn ein Fehlkauf ärgert lange, ein guter Kauf freut umso länger.",
  ].join("\n"),
};
