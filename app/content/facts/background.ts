import { sources as s } from "./sources";
import { defineFact } from "./types";
import {
  formatCount,
  formatDecimal,
  formatEuro,
  formatNumber,
  formatPartialDate,
  formatPercent,
  formatYear,
} from "~/utils/format";

const hammerCny = 1_080_000;
/** What the news agency AFP reported the hammer price as on the day of the auction. */
const hammerEurOnAuctionDay = 132_000;

/** Who made Labubu, how Pop Mart came in, the 2024 surge and the revenue the line makes. */
export const backgroundFacts = [
  defineFact({
    id: "background-kasing-lung",
    values: { originYear: 2015 },
    statement: (v) =>
      `Labubu ist eine Figur des in Hongkong geborenen und in den Niederlanden aufgewachsenen Künstlers Kasing Lung aus seiner Bilderbuchwelt „The Monsters“, die ${formatYear(v.originYear)} entstand.`,
    wordings: (v) => [
      `Labubu stammt aus der Bilderbuchwelt „The Monsters“ des Künstlers Kasing Lung, die ${formatYear(v.originYear)} entstand.`,
      `Die Bilderbuchwelt „The Monsters“ von Kasing Lung, aus der Labubu stammt, entstand ${formatYear(v.originYear)}.`,
    ],
    sources: [s.cnnBigIntoEnergy, s.wikipediaLabubu, s.chinaDailyElf],
    lifespan: "historical",
    confidence: "solid",
    tags: ["background"],
  }),
  defineFact({
    id: "background-pop-mart-licence",
    values: { licenceYear: 2019 },
    statement: (v) =>
      `Im Jahr ${formatYear(v.licenceYear)} erhielt Pop Mart, ein chinesischer Hersteller von Spielwaren, eine exklusive Lizenz für die Figuren und brachte sie vor allem in Blindboxen heraus.`,
    wordings: (v) => [`Pop Mart erhielt ${formatYear(v.licenceYear)} eine exklusive Lizenz für die Figuren.`],
    sources: [s.cnaLicence, s.wikipediaLabubu, s.macaoNewsWackyMart],
    lifespan: "historical",
    confidence: "solid",
    tags: ["background"],
  }),
  defineFact({
    id: "background-nine-teeth",
    values: { teeth: 9 },
    statement: (v) => `Typisch für Labubu ist das breite Grinsen mit genau ${formatCount(v.teeth)} spitzen Zähnen.`,
    wordings: (v) => [`Labubu grinst breit und zeigt dabei genau ${formatCount(v.teeth)} spitze Zähne.`],
    sources: [s.wikipediaLabubu, s.upiCpsc, s.chinaDailyElf],
    // The character's design, as drawn since 2015: it does not go stale.
    lifespan: "historical",
    confidence: "solid",
    tags: ["background", "authenticity", "teeth"],
  }),
  defineFact({
    id: "background-2024-surge",
    values: { month: "2024-04" },
    statement: (v) =>
      `Weltweit bekannt wurde Labubu, nachdem Lisa von der K-Pop-Gruppe BLACKPINK ab ${formatPartialDate(v.month)} Fotos ihrer Figuren in sozialen Medien teilte.`,
    wordings: (v) => [
      `Ab ${formatPartialDate(v.month)} teilte Lisa von BLACKPINK Fotos ihrer Labubus in sozialen Medien; danach wurde die Figur weltweit bekannt.`,
      `Weltweit bekannt ist Labubu, seit Lisa von BLACKPINK im ${formatPartialDate(v.month)} begann, Fotos ihrer Figuren zu teilen.`,
    ],
    sources: [s.theBeatLisa, s.cnnBigIntoEnergy],
    lifespan: "historical",
    confidence: "solid",
    tags: ["background"],
  }),
  defineFact({
    id: "market-monsters-revenue-2024",
    values: { year: 2024, revenueBillionCny: 3.04, growthPercent: 726.6 },
    statement: (v) =>
      `Die Reihe „The Monsters“ brachte Pop Mart ${formatYear(v.year)} laut Unternehmenszahlen ${formatDecimal(v.revenueBillionCny)} Milliarden Yuan Umsatz, ein Plus von ${formatDecimal(v.growthPercent, 1)} % gegenüber dem Vorjahr.`,
    wordings: (v) => [
      `${formatYear(v.year)} setzte Pop Mart mit „The Monsters“ laut Unternehmenszahlen ${formatDecimal(v.revenueBillionCny)} Milliarden Yuan um, ${formatDecimal(v.growthPercent, 1)} % mehr als im Jahr davor.`,
    ],
    sources: [s.chinaDailyElf, s.cnnBigIntoEnergy],
    // The revenue of a closed year, as reported on this day.
    lifespan: "historical",
    asOf: "2025-07-15",
    confidence: "solid",
    tags: ["market"],
  }),
  defineFact({
    id: "market-monsters-revenue-h1-2025",
    values: { year: 2025, revenueBillionCny: 4.81, growth: 6.68, shareOfRevenue: 0.35 },
    statement: (v) =>
      `Im ersten Halbjahr ${formatYear(v.year)} setzte Pop Mart mit „The Monsters“ ${formatDecimal(v.revenueBillionCny)} Milliarden Yuan um, ${formatPercent(v.growth)} mehr als ein Jahr davor und fast ${formatPercent(v.shareOfRevenue)} des Konzernumsatzes.`,
    wordings: (v) => [
      `Im ersten Halbjahr ${formatYear(v.year)} machte „The Monsters“ mit ${formatDecimal(v.revenueBillionCny)} Milliarden Yuan fast ${formatPercent(v.shareOfRevenue)} des Umsatzes von Pop Mart aus.`,
    ],
    sources: [s.chinaDailyMini],
    lifespan: "historical",
    asOf: "2025-08-30",
    confidence: "solid",
    tags: ["market"],
  }),
  defineFact({
    id: "record-auction-2025",
    values: {
      date: "2025-06-10",
      heightCm: 131,
      hammerCny,
      hammerUsd: 150_275,
      // Converted at the rate of the auction day, as AFP reported it that day; rounded to € 10.000,
      // because more precision would be false for a figure that moves with the rate.
      conversionDate: "2025-06-10",
      hammerEurOnAuctionDay,
      // The rate AFP's figure implies, for text that names the rate (the topic briefs quote it).
      rateDate: "2025-06-10",
      cnyPerEur: Math.round((hammerCny / hammerEurOnAuctionDay) * 100) / 100,
      hammerEurRounded: Math.round(hammerEurOnAuctionDay / 10_000) * 10_000,
      // CNN: buyers paid an additional 15 % on top of the hammer price.
      buyersPremium: 0.15,
    },
    statement: (v) =>
      `Am ${formatPartialDate(v.date)} wurde bei Yongle International Auction in Peking eine einzigartige, ${formatNumber(v.heightCm)} Zentimeter große Labubu in hellem Grün um ${formatDecimal(v.hammerCny / 1_000_000)} Millionen Yuan zugeschlagen, damals ein Rekord für eine Labubu-Figur. Zum Kurs des Auktionstags umgerechnet waren das rund ${formatEuro(v.hammerEurRounded)}: Die Nachrichtenagentur AFP nannte am selben Tag ${formatEuro(v.hammerEurOnAuctionDay)}.`,
    wordings: (v) => [
      `Im Juni ${formatYear(Number(v.date.slice(0, 4)))} brachte eine einzigartige Labubu bei einer Auktion in Peking umgerechnet rund ${formatEuro(v.hammerEurRounded)}, damals ein Rekord.`,
      `Eine einzigartige, ${formatNumber(v.heightCm)} Zentimeter große Figur in hellem Grün wurde am ${formatPartialDate(v.date)} in Peking um ${formatDecimal(v.hammerCny / 1_000_000)} Millionen Yuan zugeschlagen; dazu kamen ${formatPercent(v.buyersPremium)} Aufgeld.`,
      `Rund ${formatEuro(v.hammerEurRounded)} brachte im Juni ${formatYear(Number(v.date.slice(0, 4)))} eine einzigartige Labubu bei einer Auktion in Peking, zum Kurs des Auktionstags umgerechnet.`,
      `Die Nachrichtenagentur AFP nannte für den Zuschlag vom ${formatPartialDate(v.date)} umgerechnet ${formatEuro(v.hammerEurOnAuctionDay)}.`,
      `Der Rekord vom ${formatPartialDate(v.date)}: Eine ${formatNumber(v.heightCm)} Zentimeter große Labubu in hellem Grün erzielte bei Yongle International Auction ${formatDecimal(v.hammerCny / 1_000_000)} Millionen Yuan.`,
      `Bei der Auktion am ${formatPartialDate(v.date)} in Peking zahlten Käufer zum Zuschlag noch ${formatPercent(v.buyersPremium)} Aufgeld.`,
    ],
    sources: [s.independentAuction, s.afpAuctionEuro, s.cnnAuctionKeyt, s.watchlistLabubu],
    lifespan: "historical",
    asOf: "2025-06-10",
    confidence: "solid",
    tags: ["record", "market", "price"],
  }),
] as const;
