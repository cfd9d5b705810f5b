import { describe, expect, it } from "vitest";

import { accessories, accessoriesNote } from "../features/landing/copy/accessories";
import { authenticityFeatures, authenticityNotes } from "../features/landing/copy/authenticity";
import { calculatorPage } from "../features/calculator/copy/calculator";
import { checkPage, checkSteps, verdictCopy } from "../features/check/copy";
import { faq } from "../features/landing/copy/faq";
import { footerContent } from "../shell/copy/footer";
import { guides } from "../features/landing/copy/guides";
import { hero, market } from "../features/landing/copy/hero";
import { promoBanners, promoCopy } from "./promos";
import { sectionIntros } from "../features/landing/copy/sections";
import { seriesPage, seriesTeaser } from "../features/series/copy";
import { trustContact, trustPrinciples } from "../features/landing/copy/trust";
import { viennaNote, viennaPast, viennaPlaces } from "../features/landing/copy/vienna-shops";

/** The strings in a value (not its keys), recursively; functions are called with sample arguments. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return stringsIn((value as (...args: unknown[]) => unknown)(3, 5));
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** All visitor copy of the landing page and the collector pages, as one string per module. */
const copy = Object.entries({
  accessories,
  accessoriesNote,
  authenticityFeatures,
  authenticityNotes,
  calculatorPage,
  checkPage,
  checkSteps,
  verdictCopy,
  faq,
  footerContent,
  guides,
  hero,
  market,
  promoBanners,
  promoCopy,
  sectionIntros,
  seriesPage,
  seriesTeaser,
  trustContact,
  trustPrinciples,
  viennaNote,
  viennaPlaces: viennaPlaces(),
  viennaPast,
}).map(([name, value]) => [name, stringsIn(value).join("\n")] as const);

describe("copy fixes that stay fixed", () => {
  it.each(copy)("%s uses one term for the rare figure: „Secret-Figur“", (_name, text) => {
    expect(text).not.toMatch(/Secret(?!-Figur)/);
    expect(text).not.toMatch(/Geheimfigur|Secret Figure|Chase/i);
  });

  it.each(copy)("%s says „Fälschung“, not „Fake“, and claims no history the site does not have", (_name, text) => {
    expect(text).not.toMatch(/kein Fake|Fake erwischen/);
    expect(text).not.toMatch(/die uns [^"]* am häufigsten stellen|seit Jahren|unsere Community|unsere Leser/);
    expect(text).not.toMatch(/100 %|Echtheits-Versprechen|ausschließlich Originalware|garantiert echt/);
  });

  it("puts the comma before „statt“", () => {
    expect(JSON.stringify(guides)).toContain("Sammlern, statt immer neu zu kaufen");
  });

  it("tells what Vienna's shops did in 2025 in the past tense and never that a named shop sells Labubus today", () => {
    for (const item of viennaPast.items) expect(item.text).toMatch(/^Im (Sommer |September )?\S*\s?2025|^Im \w+ 2025/);
    const shanghai = viennaPlaces().find((place) => place.key === "shanghai-shop")!;
    expect(shanghai.text).toMatch(/ob er sie heute führt, (belegen sie nicht|ist nicht belegt)/);
  });

  it("says next to the buy links that the site sells nothing and where figures are safest to buy", () => {
    expect(promoCopy.promise).toMatch(/Wir verkaufen nichts/);
    expect(promoCopy.promise).toMatch(/popmart\.com\/at/);
    expect(promoCopy.promise).toMatch(/autorisiert/);
  });

  it("names the official domain in the QR check", () => {
    expect(authenticityFeatures.find((f) => f.key === "qr")!.authentic).toContain("popmart.com");
    expect(checkSteps.qr.question).toContain("popmart.com");
  });
});
