export type NavItem = { label: string; href: string };

/** Header anchors (spec: Home, Sammeln, Shops Wien, Trends) plus the article pages. Absolute "/#…" so they also work from other pages. */
export const headerNav = [
  { label: "Home", href: "/#home" },
  { label: "Sammeln", href: "/#authentizitaet" },
  { label: "Shops Wien", href: "/#shops-wien" },
  { label: "Trends", href: "/#aktuelle-serien" },
  { label: "Ratgeber", href: "/ratgeber" },
] as const satisfies readonly NavItem[];

export const headerCta = { label: "Sammlung starten", href: "/#guides" } as const satisfies NavItem;

export const footerNav = [
  { label: "Echtheit prüfen", href: "/#authentizitaet" },
  { label: "Aktuelle Serien", href: "/#aktuelle-serien" },
  { label: "Shops in Wien", href: "/#shops-wien" },
  { label: "FAQ", href: "/#faq" },
  { label: "Ratgeber", href: "/ratgeber" },
  { label: "AI Content Hub", href: "/ai-content" },
] as const satisfies readonly NavItem[];

export const legalNav = [
  { label: "Impressum", href: "/impressum" },
  { label: "Datenschutz (DSGVO)", href: "/datenschutz" },
] as const satisfies readonly NavItem[];
