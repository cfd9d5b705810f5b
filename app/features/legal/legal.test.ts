import { afterEach, describe, expect, it, vi } from "vitest";

import { type LegalDocument, datenschutz, impressum } from "./copy";
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
    expect(json).toContain(JSON.stringify(site.operator.email).slice(1, -1));
    for (const phrase of ["Art. 6 Abs. 1 lit. f DSGVO", "§ 165 Abs. 3 TKG 2021", "Auftragsverarbeiter", "keine Cookies"]) {
      expect(json).toContain(phrase);
    }
  });

  it("shows the unset operator values as placeholders and states nothing that depends on them", () => {
    // Until the owner says where the host processes data, no claim about transfers outside the EU.
    expect(json).not.toContain("Wir übermitteln keine personenbezogenen Daten in Länder außerhalb");
    expect(json).toContain(String(site.privacy.transfersOutsideEu));
    expect(json).toContain(String(site.privacy.logRetentionDays));
    expect(json).not.toMatch(/\d+ Tage; länger nur/);
    expect(json).not.toContain("mailto:[");
    expect(json).not.toContain("Partnerkennung");
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

describe("once the owner has set the values", () => {
  afterEach(() => {
    vi.doUnmock("~/config/site");
    vi.resetModules();
  });

  it("states the log retention, the transfer answer, the e-mail link and the partner tag", async () => {
    vi.resetModules();
    vi.doMock("~/config/site", async (importOriginal) => {
      const actual = await importOriginal<typeof import("~/config/site")>();
      return {
        ...actual,
        site: {
          ...actual.site,
          marketplace: { ...actual.site.marketplace, partnerTag: "beispiel-21" },
          operator: { ...actual.site.operator, email: "office@beispiel.at", postalCode: "1010", city: "Wien" },
          privacy: { ...actual.site.privacy, logRetentionDays: 14, transfersOutsideEu: "nein" },
        },
      };
    });
    const legal = await import("./copy");
    const privacyText = text(legal.datenschutz);
    expect(privacyText).toContain("Wir übermitteln keine personenbezogenen Daten in Länder außerhalb der Europäischen Union");
    expect(privacyText).toContain("14 Tage; länger nur");
    expect(privacyText).toContain("mailto:office@beispiel.at");
    expect(privacyText).toContain("Partnerkennung");
    expect(text(legal.impressum)).toContain("1010 Wien");
  });

  it("names the safeguard when the host transfers data outside the EU", async () => {
    vi.resetModules();
    vi.doMock("~/config/site", async (importOriginal) => {
      const actual = await importOriginal<typeof import("~/config/site")>();
      return { ...actual, site: { ...actual.site, privacy: { ...actual.site.privacy, transfersOutsideEu: "ja" } } };
    });
    const privacyText = text((await import("./copy")).datenschutz);
    expect(privacyText).toContain("verarbeitet Daten auch außerhalb der Europäischen Union");
    expect(privacyText).toContain("Grundlage der Übermittlung");
    expect(privacyText).not.toContain("Wir übermitteln keine personenbezogenen Daten");
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
    const { impressum: trimmed } = await import("./copy");
    const labels = facts(trimmed).map((fact) => fact.label);
    for (const label of ["UID-Nummer", "Firmenbuch", "Aufsichtsbehörde", "Kammerzugehörigkeit", "Berufsrecht"])
      expect(labels).not.toContain(label);
    expect(labels).toContain("Unternehmensgegenstand");
  });
});
