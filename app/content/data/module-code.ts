// A checked data file as JavaScript (docs/decisions/0042): plain data as literals, regular expressions as
// literals, and objects another module already holds (the sources of the registry) as references to it, so a
// page that imports a fact file ships each source once. Relative imports with extensions only.

/**
 * `value` as a JavaScript expression. An object found in `references` is written as its expression there
 * ("s[\"kurierFakes\"]") instead of a copy.
 */
export function moduleCode(value: unknown, references: ReadonlyMap<object, string> = new Map()): string {
  if (value === null || typeof value === "number" || typeof value === "boolean" || typeof value === "string")
    return JSON.stringify(value);
  if (value === undefined) return "undefined";
  if (value instanceof RegExp) return String(value);
  if (typeof value !== "object") throw new Error(`No module code for ${typeof value}`);
  const reference = references.get(value);
  if (reference) return reference;
  if (Array.isArray(value)) return `[${value.map((item) => moduleCode(item, references)).join(",")}]`;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${moduleCode(item, references)}`).join(",")}}`;
}
