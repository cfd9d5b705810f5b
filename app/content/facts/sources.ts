import type { Source } from "./types";

/**
 * Every page the fact base cites, defined once. Each was found again with a search of stored
 * public pages before it was used (see docs/fact-research.md for what each one states).
 */
export const sources = {
  wikipediaLabubu: { name: "Wikipedia", title: "Labubu", url: "https://en.wikipedia.org/wiki/Labubu" },
  cnaLicence: {
    name: "CNA Lifestyle",
    title: "Things to know about Labubu",
    url: "https://cnalifestyle.channelnewsasia.com/trending/things-know-about-labubu-pop-mart-409246",
    published: "2024-09-26",
  },
  cnnBigIntoEnergy: {
    name: "CNN",
    title: "Labubu buying craze (Big Into Energy)",
    url: "https://edition.cnn.com/2025/04/25/style/labubu-plush-toy-buying-craze-hnk-intl/index.html",
    published: "2025-04-25",
  },
  theBeatLisa: {
    name: "The Beat Asia",
    title: "Labubu Craze 101",
    url: "https://thebeat.asia/singapore/vibe/pop-culture/labubu-craze-101",
  },
  chinaDailyElf: {
    name: "China Daily",
    title: "An elf that does not toy with adults",
    url: "https://www.chinadaily.com.cn/a/202507/15/WS68758a0da31000e9a573bf56.html",
    published: "2025-07-15",
  },
  chinaDailyMini: {
    name: "China Daily",
    title: "Mini Labubu series proves instant hit",
    url: "https://www.chinadaily.com.cn/a/202508/30/WS68b23d19a3108622abc9ded9.html",
    published: "2025-08-30",
  },
  independentAuction: {
    name: "The Independent",
    title: "Human-sized Labubu sells at auction",
    url: "https://www.the-independent.com/life-style/labubu-doll-human-sized-popmart-auction-b2767189.html",
    published: "2025-06-10",
  },
  xinhuaRates: {
    name: "Xinhua",
    title: "Market exchange rates in China, 16. Juli 2025",
    url: "https://english.news.cn/20250716/3db1b089e64a4a81a08c406879f06b32/c.html",
    published: "2025-07-16",
  },
  upiCpsc: {
    name: "UPI",
    title: "CPSC warnt vor gefälschten Labubu",
    url: "https://www.upi.com/Top_News/US/2025/08/18/CPSC-warn-fake-dangerous-Labubu-dolls/1211755541906/",
    published: "2025-08-18",
  },
  whioCpsc: {
    name: "WHIO",
    title: "Urgent warning about fake toy (CPSC)",
    url: "https://www.whio.com/news/local/urgent-warning-issued-about-fake-toy-serious-choking-hazard/6JIVCU5MLVGCNL457MA5V7VJLQ/",
    published: "2025-08",
  },
  testDeSafetyGate: {
    name: "Stiftung Warentest",
    title: "Gefälschte Labubus (EU Safety Gate)",
    url: "https://www.test.de/Gefaelschte-Labubus-Bei-diesen-Plueschmonstern-droht-Erstickungsgefahr-6251033-0",
    published: "2025",
  },
  viennaAt: {
    name: "vienna.at",
    title: "So erkennst du echte Labubu-Figuren",
    url: "https://www.vienna.at/labubu-hype-so-erkennst-du-echte-figuren-und-schuetzt-dich-vor-teuren-fakes/9506564",
    published: "2025",
  },
  kurierFakes: {
    name: "Kurier",
    title: "Labubu oder Lafufu – Fälschungen erkennen",
    url: "https://kurier.at/trend-hub/labubu-lafufu-beudeutung-fake-erkennen/403060488",
    published: "2025-07",
  },
  kurierGraben: {
    name: "Kurier",
    title: "Wie Labubu die Wiener Innenstadt aufmischt",
    url: "https://kurier.at/wirtschaft/karriere/labubu-lafufu-wien-graben-kohlmarkt-faelschungen-pop-mart/403062492",
    published: "2025-07",
  },
  kurierFinanzpolizei: {
    name: "Kurier",
    title: "Finanzpolizei kontrolliert Labubu-Store in Wien",
    url: "https://kurier.at/chronik/wien/finanzpolizei-labubu-stor-wien-strafanzeigen/403080434",
    published: "2025-09-03",
  },
  watchlistLabubu: {
    name: "Watchlist Internet",
    title: "Labubu-Fake-Shops",
    url: "https://www.watchlist-internet.at/news/labubu-fake-shops/",
    published: "2025",
  },
  dpaWatchlist: {
    name: "Mitteldeutsche Zeitung (dpa)",
    title: "Fake-Shops nutzen Labubu-Hype",
    url: "https://www.mz.de/leben/finanzen/vorsicht-fake-shops-betruger-nutzen-hype-um-labubus-4083080",
    published: "2025",
  },
  ombudsstelle: { name: "Internet Ombudsstelle", url: "https://www.ombudsstelle.at" },
  ombudsstelleReport: {
    name: "konsumentenfragen.at",
    title: "Internet Ombudsstelle – Jahresbericht 2023",
    url: "https://www.konsumentenfragen.at/konsumentenfragen/Aktuelles/Konsumentenfragen/Internet-Ombudsstelle-Jahresbericht-2023.html",
    published: "2024-04-22",
  },
  watchlistHome: { name: "Watchlist Internet", url: "https://www.watchlist-internet.at" },
  watchlistReporting: {
    name: "nfandrich.net",
    title: "Watchlist Internet – Warnungen vor Internetbetrug",
    url: "https://nfandrich.net/watchlist-internet-warnungen-vor-internetbetrug-aus-wien/",
  },
  herCampusFakes: {
    name: "Her Campus",
    title: "How to spot a fake Labubu",
    url: "https://www.hercampus.com/culture/how-to-spot-fake-labubu-real-vs-fake",
  },
  popmartAt: { name: "Pop Mart", title: "Offizieller Webshop Österreich", url: "https://www.popmart.com/at" },
  uspWithdrawal: {
    name: "Unternehmensserviceportal (USP)",
    title: "Allgemeines zum Rücktrittsrecht",
    url: "https://www.usp.gv.at/gruendung/gruendung-eines-online-shops/ruecktrittsrecht/allgemeines-zum-ruecktrittsrecht.html",
  },
  jusprofiWithdrawal: {
    name: "JUSPROFI",
    title: "Rücktrittsrecht im Online-Handel (§ 11 FAGG)",
    url: "https://www.jusprofi.at/legal-lexikon/ruecktrittsrechts-im-online-handel/",
  },
  risFagg13: {
    name: "RIS",
    title: "Fern- und Auswärtsgeschäfte-Gesetz § 13",
    url: "https://www.ris.bka.gv.at/NormDokument.wxe?Abfrage=Bundesnormen&Gesetzesnummer=20008847&FassungVom=2023-12-03&Artikel=&Paragraf=13&Anlage=&Uebergangsrecht=",
  },
  bmfPost: {
    name: "Bundesministerium für Finanzen",
    title: "Postverkehr (Zoll)",
    url: "https://www.bmf.gv.at/zoll/post-internet/postsendungen.html",
  },
  actZoll: {
    name: "ACT",
    title: "Zoll-Wissenswertes (Postversand)",
    url: "https://www.act.at/schulung-aussenhandelzoll/zoll-wissenswertes/",
  },
  derStandardImportVat: {
    name: "Der Standard",
    title: "Neue Importsteuer macht Packerln teurer",
    url: "https://www.derstandard.at/story/2000127630701/neue-importsteuer-macht-packerln-teurer-und-langsamer",
    published: "2021-06",
  },
  nachrichtenImportVat: {
    name: "OÖN",
    title: "22-Euro-Freigrenze für Packerl aus China fällt",
    url: "https://www.nachrichten.at/wirtschaft/22-euro-freigrenze-fuer-packerl-aus-china-faellt;art15,3420845",
    published: "2021-06",
  },
  tOnlineBerlin: {
    name: "t-online",
    title: "Erster Pop-Mart-Store Deutschlands in Berlin",
    url: "https://www.t-online.de/region/berlin/id_100836672/labubu-store-in-berlin-eroeffnet-fans-warten-21-stunden-im-regen.html",
    published: "2025-07",
  },
  goldseaKasingLung: {
    name: "GoldSea",
    title: "Kasing Lung's Labubus take over the collectibles world",
    url: "https://goldsea.com/public/article_details/kasing-lungs-labubus-take-over-the-collectibles-world",
    published: "2025-06-05",
  },
  feltifyHaveASeat: {
    name: "Feltify (Händler-Blog)",
    title: "Secret der Serie Have a Seat",
    url: "https://www.feltify.com/blogs/all-about-labubu/what-is-the-secret-labubu-have-a-seat",
    published: "2025-06-24",
  },
  feltifyMacaron: {
    name: "Feltify (Händler-Blog)",
    title: "Exciting Macaron",
    url: "https://www.feltify.com/blogs/all-about-labubu/why-is-labubu-exciting-macaron-so-popular",
    published: "2025-09-04",
  },
  geekChicSecrets: {
    name: "Geek Chic (Händler-Blog)",
    title: "Labubu Secret Character Guide",
    url: "https://geek-chic.net/blogs/news/labubu-secret-character-guide-know-your-labubus",
  },
  gameProBigIntoEnergy: {
    name: "GamePro",
    title: "Big-into-Energy-Secret beim ersten Versuch",
    url: "https://www.gamepro.de/artikel/erster-labubu-glueck-big-into-energy-secret,3434743.html",
    published: "2025-06",
  },
  labubuBlogAbc7: {
    name: "labubu.blog (Fanseite, nach ABC7 Chicago)",
    url: "https://labubu.blog/?p=11635",
    published: "2025-04",
  },
  g4mediaPinForLove: {
    name: "G4Media (nach Business Insider)",
    title: "Mini-Labubu „Pin for Love“",
    url: "https://www.g4media.ro/mini-labubu-ajunge-pe-piata-cum-arata-cat-costa-si-de-unde-poate-fi-cumparat.html",
    published: "2025-08-23",
  },
  macaoNewsWackyMart: {
    name: "Macao News",
    title: "Labubu Wacky Mart",
    url: "https://macaonews.org/life/entertainment/labubu-wacky-mart-macau",
    published: "2025-06",
  },
  wikipediaMariahilferStrasse: {
    name: "Wikipedia",
    title: "Mariahilfer Straße",
    url: "https://en.wikipedia.org/wiki/Mariahilfer_Stra%C3%9Fe",
  },
  wienEntdeckenMahue: {
    name: "Wien entdecken",
    title: "Mariahilfer Straße",
    url: "https://wien-entdecken.blogspot.com/2013/08/mariahilferstrae-auf-entdeckungstour-in.html",
  },
  wienGeschichteWikiDonauzentrum: {
    name: "Wien Geschichte Wiki",
    title: "Donauzentrum",
    url: "https://www.geschichtewiki.wien.gv.at/Donauzentrum",
  },
  wikipediaDonauZentrum: { name: "Wikipedia", title: "Donau Zentrum", url: "https://de.wikipedia.org/wiki/Donauzentrum" },
  sammelnFlohmarkt: { name: "sammeln.at", title: "Flohmarkt Wien", url: "https://sammeln.at/maerkte/flohmarkt-wien.htm" },
  wikipediaCouponCollector: {
    name: "Wikipedia",
    title: "Coupon collector’s problem",
    url: "https://en.wikipedia.org/wiki/Coupon_collector%27s_problem",
  },
  oe24Flohmarkt: {
    name: "oe24",
    title: "Flohmarkt beim Naschmarkt",
    url: "https://www.oe24.at/oesterreich/chronik/wien/grosser-andrang-bei-flohmarkts-wiedereroeffnung/433565248",
  },
} as const satisfies Record<string, Source>;
