/**
 * Collectors' queries and the first hit each should bring (docs/decisions/0045): the words a
 * collector types (collectors' words, misspellings, tools' names, series, shops), each with the page
 * or part that answers it best. tests/e2e/search.spec.ts runs them against the built site and
 * prints the share whose first hit is right; at least 90 % must be.
 */
export const collectorQueries: readonly { query: string; first: string }[] = [
  // Fakes and authenticity: the check first.
  { query: "fake", first: "/echtheit-pruefen" },
  { query: "fake erkennen", first: "/echtheit-pruefen" },
  { query: "Fake-Check", first: "/echtheit-pruefen" },
  { query: "Kopie erkennen", first: "/echtheit-pruefen" },
  { query: "echtheit qr", first: "/echtheit-pruefen" },
  { query: "ist meine labubu echt", first: "/echtheit-pruefen" },
  { query: "Fälschungen", first: "/echtheit-pruefen" },
  { query: "Laboobu Fälschung", first: "/echtheit-pruefen" },
  { query: "Hologramm", first: "/echtheit-pruefen" },
  { query: "original oder nachgemacht", first: "/echtheit-pruefen" },
  // The collection and trading.
  { query: "tauschen", first: "/sammlung" },
  { query: "Tauschliste", first: "/sammlung" },
  { query: "Doppelte", first: "/sammlung" },
  { query: "meine Sammlung", first: "/sammlung" },
  { query: "Checkliste", first: "/sammlung" },
  // Sets, boxes and chances.
  { query: "secret chance", first: "/set-rechner" },
  { query: "wie viele Boxen", first: "/set-rechner" },
  { query: "Set-Rechner", first: "/set-rechner" },
  { query: "was kostet ein Set", first: "/set-rechner" },
  { query: "Wahrscheinlichkeit Secret", first: "/set-rechner" },
  // Series: the catalogue opens the series.
  { query: "Serienkatalog", first: "/serien" },
  { query: "Wacky Mart", first: "/serien#wacky-mart-title" },
  { query: "Have a Seat", first: "/serien#have-a-seat-title" },
  { query: "Exciting Macaron", first: "/serien#exciting-macaron-title" },
  { query: "Pin for Love", first: "/serien#pin-for-love-title" },
  { query: "Big into Energy", first: "/ratgeber/labubu-big-into-energy" },
  // Buying in Vienna, customs, value.
  { query: "kaufen in Wien", first: "/ratgeber/labubu-kaufen-in-wien" },
  { query: "Mariahilfer Straße", first: "/#shops-wien" },
  { query: "Zoll aus China", first: "/ratgeber/labubu-kaufen-in-wien" },
  { query: "Wertanlage", first: "/ratgeber/labubu-als-wertanlage" },
  { query: "Investment", first: "/ratgeber/labubu-als-wertanlage" },
  { query: "Auktion", first: "/ratgeber/labubu-als-wertanlage" },
];
