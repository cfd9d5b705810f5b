import { afterEach, describe, expect, it, vi } from "vitest";

import { absoluteUrl, configured, isPlaceholder, normaliseSiteUrl, operatorCoordinates, site } from "./site";

const DEFAULT = "https://www.labubu-sammler.at";

describe("normaliseSiteUrl", () => {
  it("falls back to the default when SITE_URL is unset or blank", () => {
    expect(normaliseSiteUrl(undefined)).toBe(DEFAULT);
    expect(normaliseSiteUrl("")).toBe(DEFAULT);
    expect(normaliseSiteUrl("   ")).toBe(DEFAULT);
  });

  it("drops trailing slashes, query and fragment", () => {
    expect(normaliseSiteUrl("https://beispiel.at/")).toBe("https://beispiel.at");
    expect(normaliseSiteUrl("https://beispiel.at///")).toBe("https://beispiel.at");
    expect(normaliseSiteUrl(" https://beispiel.at/?utm=x#top ")).toBe("https://beispiel.at");
  });

  it("keeps a base path and a port, lower-cases the host", () => {
    expect(normaliseSiteUrl("https://Beispiel.AT/labubu/")).toBe("https://beispiel.at/labubu");
    expect(normaliseSiteUrl("http://localhost:3000")).toBe("http://localhost:3000");
  });

  it("rejects values that are not http(s) URLs", () => {
    expect(normaliseSiteUrl("www.beispiel.at")).toBe(DEFAULT);
    expect(normaliseSiteUrl("ftp://beispiel.at")).toBe(DEFAULT);
    expect(normaliseSiteUrl("javascript:alert(1)")).toBe(DEFAULT);
    expect(normaliseSiteUrl("not a url")).toBe(DEFAULT);
  });
});

describe("site.url", () => {
  it("is the normalised build-time SITE_URL", () => {
    expect(site.url).toBe(normaliseSiteUrl(import.meta.env.VITE_SITE_URL));
  });

  describe("vite config", () => {
    const original = process.env.SITE_URL;
    afterEach(() => {
      if (original === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = original;
      vi.resetModules();
    });

    it("inlines SITE_URL from the environment at build time", async () => {
      process.env.SITE_URL = "https://staging.beispiel.at/";
      vi.resetModules();
      const { default: config } = await import("../../vite.config");
      expect(config.define?.["import.meta.env.VITE_SITE_URL"]).toBe(JSON.stringify("https://staging.beispiel.at/"));
    });
  });
});

describe("absoluteUrl", () => {
  it("joins paths onto the site URL", () => {
    expect(absoluteUrl("/")).toBe(`${site.url}/`);
    expect(absoluteUrl("/impressum")).toBe(`${site.url}/impressum`);
    expect(absoluteUrl("sitemap.xml")).toBe(`${site.url}/sitemap.xml`);
    expect(absoluteUrl("/#faq")).toBe(`${site.url}/#faq`);
  });
});

describe("isPlaceholder", () => {
  it("recognises the owner's [..] placeholders and nothing else", () => {
    expect(isPlaceholder("[Telefonnummer]")).toBe(true);
    expect(isPlaceholder(" [UID-Nummer, falls vorhanden] ")).toBe(true);
    expect(isPlaceholder("+43 1 2345678")).toBe(false);
    expect(isPlaceholder("Wien")).toBe(false);
    expect(isPlaceholder("Top [3] Wien")).toBe(false);
    expect(isPlaceholder("")).toBe(false);
  });

  it("ships every operator value the owner must provide as a placeholder, and the partner tag empty", () => {
    const { operator, privacy, marketplace } = site;
    for (const value of [
      operator.name,
      operator.legalForm,
      operator.street,
      operator.postalCode,
      operator.city,
      operator.email,
      operator.phone,
      operator.uid,
      operator.companyRegister,
      operator.authority,
      operator.chamber,
      operator.coordinates,
      privacy.hostingProvider,
      privacy.logRetentionDays,
      privacy.transfersOutsideEu,
    ])
      expect(isPlaceholder(value), String(value)).toBe(true);
    expect(marketplace.partnerTag).toBe("");
    for (const value of [operator.country, operator.countryName, operator.purpose]) expect(isPlaceholder(value)).toBe(false);
  });
});

describe("configured values", () => {
  it("treat placeholders and empty strings as not set", () => {
    expect(configured("[Ort]")).toBeUndefined();
    expect(configured("")).toBeUndefined();
    expect(configured("Wien")).toBe("Wien");
    expect(configured(14)).toBe(14);
  });

  it("read coordinates only when they are real numbers in range", () => {
    expect(operatorCoordinates("48.2082, 16.3738")).toEqual({ lat: 48.2082, lng: 16.3738 });
    expect(operatorCoordinates("48.2082;16.3738")).toEqual({ lat: 48.2082, lng: 16.3738 });
    expect(operatorCoordinates("[Breite, Länge]")).toBeUndefined();
    expect(operatorCoordinates("95, 16")).toBeUndefined();
    expect(operatorCoordinates("Stephansplatz")).toBeUndefined();
  });
});
