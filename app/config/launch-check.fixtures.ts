/** Every value the shipped `app/config/site.ts` still leaves open, in the order the launch check lists them. */
export const shippedMissingPaths = [
  "marketplace.partnerTag",
  "operator.name",
  "operator.legalForm",
  "operator.street",
  "operator.postalCode",
  "operator.city",
  "operator.email",
  "operator.phone",
  "operator.uid",
  "operator.companyRegister",
  "operator.authority",
  "operator.chamber",
  "operator.coordinates",
  "privacy.hostingProvider",
  "privacy.logRetentionDays",
  "privacy.transfersOutsideEu",
];
