import { describe, expect, it } from "vitest";

import { launchReport, missingLaunchValues } from "./launch-check";
import { shippedMissingPaths } from "./launch-check.fixtures";
import { site } from "./site";

/** The site config as an owner would fill it in. */
const filled = {
  marketplace: { ...site.marketplace, partnerTag: "beispiel-21", brandStorePath: "/stores/BEISPIEL/page/0000" },
  operator: {
    ...site.operator,
    name: "Maria Muster",
    legalForm: "Einzelunternehmen",
    street: "Musterstraße 1",
    postalCode: "1010",
    city: "Wien",
    email: "office@beispiel.at",
    phone: "+43 1 2345678",
    uid: "",
    companyRegister: "",
    authority: "Magistratisches Bezirksamt für den 1. Bezirk",
    chamber: "Wirtschaftskammer Wien",
    coordinates: "48.2082, 16.3738",
  },
  privacy: { ...site.privacy, hostingProvider: "Beispiel Hosting GmbH, Wien", logRetentionDays: 14, transfersOutsideEu: "nein" },
};

describe("the launch check", () => {
  it("lists every value the shipped config still leaves open", () => {
    expect(missingLaunchValues(site).map((item) => item.path)).toEqual(shippedMissingPaths);
  });

  it("passes once everything is filled in; optional fields may be empty", () => {
    expect(missingLaunchValues(filled)).toEqual([]);
  });

  it("catches values that are set but unusable", () => {
    const broken = {
      ...filled,
      operator: { ...filled.operator, coordinates: "Stephansplatz" },
      privacy: { ...filled.privacy, logRetentionDays: 0, transfersOutsideEu: "ja", transferSafeguard: "[Grundlage]" },
    };
    expect(missingLaunchValues(broken).map((item) => item.path)).toEqual([
      "operator.coordinates",
      "privacy.logRetentionDays",
      "privacy.transferSafeguard",
    ]);
  });

  it("prints one line per missing value", () => {
    expect(launchReport(missingLaunchValues(site))[0]).toBe('missing: marketplace.partnerTag = ""');
    expect(launchReport(missingLaunchValues(site))).toHaveLength(17);
  });
});
