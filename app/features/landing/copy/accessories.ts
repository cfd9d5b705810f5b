/**
 * General accessory advice without buy links: accessories come from many makers, no product is named here, and a
 * marketplace search would also list the third-party sellers the site warns of (docs/decisions/0069).
 */
export type Accessory = {
  key: "case" | "shadow-box" | "charm-cover" | "carabiner" | "box-storage" | "care";
  name: string;
  why: string;
  tip: string;
};

export const accessories = [
  {
    key: "case",
    name: "Acryl-Vitrine",
    why: "Schützt einzelne Figuren oder Anhänger vor Staub und Fingerabdrücken und macht sie trotzdem sichtbar.",
    tip: "Achten Sie auf klares, kratzfestes Acryl und einen Deckel, der dicht schließt. Mit UV-Schutz bleichen Farben langsamer aus.",
  },
  {
    key: "shadow-box",
    name: "Setzkasten und Wandregal",
    why: "Ideal für kleine Vinylfiguren: Eine ganze Serie auf einen Blick, ohne dass die Figuren umfallen.",
    tip: "Messen Sie vorher Ihre größte Figur ab und planen Sie etwas Luft nach oben ein. Nicht in die direkte Sonne hängen.",
  },
  {
    key: "charm-cover",
    name: "Schutzhülle für Taschenanhänger",
    why: "Eine durchsichtige Hülle bewahrt Plüsch und Vinylgesicht unterwegs vor Schmutz, Regen und Abrieb.",
    tip: "Die Hülle sollte zur Größe des Anhängers passen und einen eigenen, stabilen Verschluss haben.",
  },
  {
    key: "carabiner",
    name: "Karabiner und Sicherung",
    why: "Der mitgelieferte Ring ist für den Alltag oft zu schwach. Ein zusätzlicher Karabiner verhindert, dass der Anhänger verloren geht.",
    tip: "Wählen Sie einen Karabiner mit Verschlusssicherung und befestigen Sie ihn so, dass die Originalschlaufe nicht dauerhaft belastet wird.",
  },
  {
    key: "box-storage",
    name: "Aufbewahrung für Verpackungen",
    why: "Karton, Folie und Karte gehören zur Figur: Heben Sie sie für einen späteren Verkauf auf.",
    tip: "Flach, trocken und lichtgeschützt lagern. Eine Box mit Deckel hält Staub fern, Säckchen mit Trockenmittel die Feuchtigkeit.",
  },
  {
    key: "care",
    name: "Pflege-Set",
    why: "Ein weicher Pinsel und ein Mikrofasertuch reichen für die regelmäßige Pflege von Vinyl und Plüsch.",
    tip: "Keine Lösungsmittel und keine Waschmaschine: Vinylgesichter und Aufdrucke können sich lösen oder verfärben.",
  },
] as const satisfies readonly Accessory[];

/** Lead-in of each card's buying tip. */
export const accessoryTipLabel = "Worauf achten";

export const accessoriesNote =
  "Bewusst ohne Kauflink: Zubehör gibt es von vielen Herstellern, und eine Marktplatz-Suche zeigt auch Angebote Dritter. Prüfen Sie jedes Angebot mit diesen Hinweisen.";
