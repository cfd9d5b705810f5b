export type NavItem = { label: string; href: string };

/**
 * The spec's four header anchors, each to the home page section its name promises: "Sammeln" to the section on
 * starting a collection, "Trends" to the newest series and prices. Absolute "/#…" so they also work from other pages.
 */
export const headerNav = [
  { label: "Home", href: "/#home" },
  { label: "Sammeln", href: "/#guides" },
  { label: "Shops Wien", href: "/#shops-wien" },
  { label: "Trends", href: "/#aktuelle-serien" },
] as const satisfies readonly NavItem[];

/**
 * The collector tools, one tap away: in the header's second row on wider screens, in the phone menu, as the home
 * page's "Ihre Werkzeuge". "Meine Sammlung" is one of them (docs/decisions/0046).
 */
export const toolNav = [
  { label: "Echtheits-Check", href: "/echtheit-pruefen" },
  { label: "Set-Rechner", href: "/set-rechner" },
  { label: "Serien", href: "/serien" },
  { label: "Ratgeber", href: "/ratgeber" },
  { label: "Meine Sammlung", href: "/sammlung" },
] as const satisfies readonly NavItem[];

/**
 * The spec's header button: "Sammlung starten" for a first visit, "Meine Sammlung" once this browser keeps a
 * collection (read after hydration, docs/decisions/0046).
 */
export const headerCta = {
  label: "Sammlung starten",
  returningLabel: "Meine Sammlung",
  href: "/sammlung",
} as const satisfies NavItem & { returningLabel: string };

export const footerNav = [
  { label: "Echtheit prüfen", href: "/#authentizitaet" },
  { label: "Echtheits-Check Schritt für Schritt", href: "/echtheit-pruefen" },
  { label: "Serienkatalog", href: "/serien" },
  { label: "Set-Rechner", href: "/set-rechner" },
  { label: "Shops in Wien", href: "/#shops-wien" },
  { label: "FAQ", href: "/#faq" },
  { label: "Ratgeber", href: "/ratgeber" },
  { label: "Meine Sammlung", href: "/sammlung" },
] as const satisfies readonly NavItem[];

export const legalNav = [
  { label: "Impressum", href: "/impressum" },
  { label: "Datenschutz (DSGVO)", href: "/datenschutz" },
] as const satisfies readonly NavItem[];

/** The footer's link lists, each under its own heading (which also names the navigation). */
export const footerNavGroups = [
  { key: "topics", heading: "Themen", items: footerNav },
  { key: "legal", heading: "Rechtliches", items: legalNav },
] as const satisfies readonly { key: string; heading: string; items: readonly NavItem[] }[];
