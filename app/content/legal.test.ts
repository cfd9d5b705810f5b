import { afterEach, describe, expect, it, vi } from "vitest";

import { type LegalDocument, datenschutz, impressum } from "./legal";
import { site } from "~/config/site";

const facts = (doc: LegalDocument) =>
  doc.sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === "facts" ? block.items : [])));
const text = (doc: LegalDocument) => JSON.stringify(doc);

describe("Impressum", () => {
  it("carries the fields of § 5 ECG, § 14 UGB and § 25 MedienG from the site config", () => {
    const labels = facts(impressum).map((fact) => fact.label);
    for (const label of [
      "Name / Firma",
      "Anschrift",
      "E-Mail",
      "Unternehmensgegenstand",
      "UID-Nummer",
      "Firmenbuch",
      "Aufsichtsbehörde",
      "Kammerzugehörigkeit",
      "Medieninhaber",
      "Grundlegende Richtung (Blattlinie)",
    ]) {
      expect(labels).toContain(label);
    }
    const json = text(impressum);
    for (const value of [
      site.operator.name,
      site.operator.street,
      site.operator.email,
      site.operator.purpose,
      site.operator.editorialLine,
      site.marketplace.disclosure,
    ]) {
      expect(json).toContain(JSON.stringify(value).slice(1, -1));
    }
  });

  it("has unique section ids", () => {
    for (const doc of [impressum, datenschutz]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("Datenschutzerklärung", () => {
  const json = text(datenschutz);

  it("names the controller, legal bases, recipients, transfers and storage periods (Art. 13 DSGVO)", () => {
    expect(json).toContain(site.operator.email);
    for (const phrase of [
      "Art. 6 Abs. 1 lit. f DSGVO",
      "§ 165 Abs. 3 TKG 2021",
      "Auftragsverarbeiter",
      "außerhalb der Europäischen Union",
      `${site.privacy.logRetentionDays} Tage`,
      "keine Cookies",
    ]) {
      expect(json).toContain(phrase);
    }
  });

  it("lists the rights of Art. 15–21, withdrawal of consent and the complaint to the DSB", () => {
    for (const article of [15, 16, 17, 18, 20, 21]) expect(json).toContain(`Art. ${article} DSGVO`);
    expect(json).toContain("Art. 7 Abs. 3 DSGVO");
    expect(json).toContain("Barichgasse 40–42");
    expect(json).toContain("1030 Wien");
  });

  it("links the marketplace's own privacy policy", () => {
    expect(json).toMatch(/"kind":"link","label":"Datenschutzerklärung von Amazon","href":"https:\/\/www\.amazon\.de\//);
  });
});

describe("optional operator fields", () => {
  afterEach(() => {
    vi.doUnmock("~/config/site");
    vi.resetModules();
  });

  it("are left out of the Impressum when set to an empty string", async () => {
    vi.resetModules();
    vi.doMock("~/config/site", async (importOriginal) => {
      const actual = await importOriginal<typeof import("~/config/site")>();
      return {
        ...actual,
        site: { ...actual.site, operator: { ...actual.site.operator, uid: "", companyRegister: "", authority: "", chamber: "" } },
      };
    });
    const { impressum: trimmed } = await import("./legal");
    const labels = facts(trimmed).map((fact) => fact.label);
    for (const label of ["UID-Nummer", "Firmenbuch", "Aufsichtsbehörde", "Kammerzugehörigkeit", "Berufsrecht"])
      expect(labels).not.toContain(label);
    expect(labels).toContain("Unternehmensgegenstand");
  });
});
