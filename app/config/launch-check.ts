import { isBrandStorePath, isPlaceholder, operatorCoordinates } from "./site";

/**
 * What the owner still has to fill in before going live: every operator value is a visible
 * placeholder until set, so nothing invented reaches the Impressum or the JSON-LD. The build
 * prints this list; `npm run check:launch` fails while it is not empty. An optional Impressum field
 * set to "" ("does not apply") is not missing; the partner tag and the brand store are missing while they are empty.
 */
export type MissingValue = {
  /** Where the value lives in app/config/site.ts, e.g. "operator.email". */
  path: string;
  /** What is there now: the placeholder, "" or the unreadable value. */
  current: string;
};

/** The parts of app/config/site.ts the check reads (structural, so a filled-in copy type-checks too). */
export type LaunchConfig = {
  marketplace: { partnerTag: string; brandStorePath: string };
  operator: Readonly<Record<string, string>> & { coordinates: string };
  privacy: { hostingProvider: string; logRetentionDays: number | string; transfersOutsideEu: string; transferSafeguard: string };
};

export function missingLaunchValues(config: LaunchConfig): MissingValue[] {
  const missing: MissingValue[] = [];
  const check = (path: string, value: string | number) => {
    if (isPlaceholder(value)) missing.push({ path, current: String(value) });
  };
  if (!config.marketplace.partnerTag.trim()) missing.push({ path: "marketplace.partnerTag", current: "" });
  if (!isBrandStorePath(config.marketplace.brandStorePath))
    missing.push({ path: "marketplace.brandStorePath", current: config.marketplace.brandStorePath });
  for (const [key, value] of Object.entries(config.operator)) check(`operator.${key}`, value);
  if (!isPlaceholder(config.operator.coordinates) && !operatorCoordinates(config.operator.coordinates))
    missing.push({ path: "operator.coordinates", current: config.operator.coordinates });
  check("privacy.hostingProvider", config.privacy.hostingProvider);
  const days = config.privacy.logRetentionDays;
  if (typeof days !== "number" || !Number.isInteger(days) || days < 1)
    missing.push({ path: "privacy.logRetentionDays", current: String(days) });
  const transfers = config.privacy.transfersOutsideEu;
  if (transfers !== "ja" && transfers !== "nein") missing.push({ path: "privacy.transfersOutsideEu", current: transfers });
  if (transfers === "ja") check("privacy.transferSafeguard", config.privacy.transferSafeguard);
  return missing;
}

/** One line per missing value, for the build log and the launch check. */
export function launchReport(missing: readonly MissingValue[]): string[] {
  return missing.map((item) => `missing: ${item.path} = ${JSON.stringify(item.current)}`);
}
