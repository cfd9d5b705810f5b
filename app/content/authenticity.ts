/** The six authenticity features of spec §3: what an original shows, what a fake typically gets wrong. */
export type AuthenticityFeature = {
  key: "teeth" | "nose" | "logo" | "sole" | "qr" | "packaging";
  feature: string;
  authentic: string;
  fake: string;
  critical: boolean;
};

export const authenticityFeatures = [
  {
    key: "teeth",
    feature: "Neun spitze Zähne",
    authentic:
      "Das breite Grinsen zeigt genau neun spitze, gleichmäßig geformte Zähne. Die Kanten sind sauber, die Zähne sitzen symmetrisch.",
    fake: "Mehr oder weniger als neun Zähne, stumpfe oder ungleich große Spitzen, verrutschte oder aufgemalte statt geformte Zähne.",
    critical: true,
  },
  {
    key: "nose",
    feature: "Herz auf der Nasenspitze",
    authentic:
      "Die kleine Nase in Herzform sitzt mittig auf der Nasenspitze, ist klar umrissen und sauber lackiert – ohne Farbnasen oder Ränder.",
    fake: "Herz fehlt, sitzt schief, ist verschwommen gedruckt oder hat eine deutlich andere Form oder Farbe als auf den offiziellen Produktbildern.",
    critical: true,
  },
  {
    key: "logo",
    feature: "Position des Logos",
    authentic:
      "Logo und Schriftzug stehen bei jeder Figur einer Serie an derselben Stelle, gerade ausgerichtet und gestochen scharf gedruckt.",
    fake: "Logo verrutscht, schräg oder unscharf, falsche Schriftart, Tippfehler im Namen oder ein Logo an einer Stelle, an der das Original keines hat.",
    critical: false,
  },
  {
    key: "sole",
    feature: "Herstellerlogo auf der Fußsohle",
    authentic:
      "Unter dem Fuß ist das Herstellerlogo sauber aufgedruckt oder eingeprägt: gleichmäßige Linien, korrekte Schreibweise, nichts verschmiert.",
    fake: "Logo fehlt ganz, ist verschmiert, lässt sich abreiben oder ist falsch geschrieben. Auch grobe Gussnähte an den Füßen sind ein Warnsignal.",
    critical: false,
  },
  {
    key: "qr",
    feature: "QR-Code auf der Verpackung",
    authentic:
      "Der QR-Code auf der Verpackung führt beim Scannen auf eine offizielle Seite des Herstellers, die das Produkt bestätigt.",
    fake: "Kein QR-Code, ein Code, der sich nicht scannen lässt, oder einer, der auf eine fremde, merkwürdig geschriebene Adresse führt.",
    critical: true,
  },
  {
    key: "packaging",
    feature: "Verpackung",
    authentic:
      "Stabiler Karton, scharfer Druck, satte Farben, fehlerfreie Texte und eine sauber verklebte Folie. Beiliegende Karte im gleichen Druckbild.",
    fake: "Dünner, leicht eindrückbarer Karton, blasse oder verschobene Farben, Rechtschreibfehler, schief geschnittene Kanten oder fehlende Karte.",
    critical: false,
  },
] as const satisfies readonly AuthenticityFeature[];

export const authenticityNotes = {
  criticalHint:
    "Kritische Merkmale zuerst prüfen: Stimmt eines davon nicht, sollten Sie die Figur nicht kaufen – oder sie zurückgeben.",
  compareHint:
    "Vergleichen Sie im Zweifel immer mit den offiziellen Produktbildern des Herstellers. Bei Online-Käufen bei gewerblichen Händlern in der EU haben Sie in der Regel 14 Tage Rücktrittsrecht.",
  criticalLabel: "Kritisch",
  authenticLabel: "Original",
  fakeLabel: "Fälschung",
} as const;
