import type { CollectionCatalogue } from "./catalogue";

/** A small catalogue for the tests: named figures, numbered ones, a series without odds. Sample data, not facts. */
export const testCatalogue: CollectionCatalogue = [
  {
    key: "alpha",
    name: "Alpha",
    regulars: 3,
    figures: [
      { id: "1", number: 1, name: "Eins", secret: false },
      { id: "2", number: 2, name: "Zwei", secret: false },
      { id: "3", number: 3, name: "Drei", secret: false },
      { id: "secret", number: 0, name: "Geheim", secret: true },
    ],
    names: "all",
    secretOneIn: 72,
    oddsReported: null,
    prices: [
      { amount: 20, currency: "EUR", where: "Testladen", asOf: "2025-06" },
      { amount: 13, high: 16, currency: "USD", where: "Testmarkt", asOf: "2025-04" },
    ],
  },
  {
    key: "beta",
    name: 'Beta; mit "Zeichen"',
    regulars: 2,
    figures: [
      { id: "1", number: 1, name: null, secret: false },
      { id: "2", number: 2, name: null, secret: false },
      { id: "secret", number: 0, name: null, secret: true },
    ],
    names: "none",
    secretOneIn: null,
    oddsReported: "Gemeldet werden 1 : 72 und 1 : 144.",
    prices: [],
  },
  {
    key: "gamma",
    name: "=Gamma",
    regulars: 2,
    figures: [
      { id: "1", number: 1, name: "+Plus", secret: false },
      { id: "2", number: 2, name: "@At", secret: false },
    ],
    names: "all",
    secretOneIn: null,
    oddsReported: null,
    prices: [],
  },
];
