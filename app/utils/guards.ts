// Imported by app/features/articles/validate.ts, which react-router.config.ts and vite.config.ts load:
// no imports here, so it stays loadable from there. The one check the schemas (valibot) share
// and do not have: an address's scheme.

/** A string that parses as an absolute http or https address with a host. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A value read from storage or a file, for a message: a finite number or a short printable string
 * as it is, anything else (an object, a list, long text, control characters) as null. It never
 * converts an object to text: `String(value)` and template literals throw for `{"toString": 1}`.
 */
export function printableValue(value: unknown, maxLength = 20): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (text === "" || text.length > maxLength || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) return null;
  return text;
}

/**
 * Any value of a file or a store, as text for a message: primitives as `String()` writes them, an
 * object or a list only as "{…}" or "[…]", since converting it can throw (`{"toString": 1}`).
 */
export function shownValue(value: unknown): string {
  if (typeof value === "function") return "{…}";
  if (typeof value !== "object" || value === null) return String(value);
  return Array.isArray(value) ? "[…]" : "{…}";
}

/** What a stored or imported versioned JSON document is, before its fields are checked. */
export type DocumentEnvelope =
  | { kind: "document"; data: Readonly<Record<string, unknown>>; version: number }
  | { kind: "not-json" }
  | { kind: "foreign" }
  /** `version`: the version found, printable, or null when it is none a message could show. */
  | { kind: "other-version"; version: string | null };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The one tolerant first step of every reader of stored or imported documents (the collection, the
 * hub's workspace and its backups): parses the text and checks that it is a JSON object of the
 * format (for documents that name one) in a version the reader knows. Never throws, whatever the
 * text holds, and reads only the object's own `format` and `version`; the reader then checks the
 * fields with its schema. A document without a format field (the hub's workspace) is foreign when
 * it has no version either.
 */
export function readDocumentEnvelope(text: string, expected: { format?: string; versions: readonly number[] }): DocumentEnvelope {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: "not-json" };
  }
  if (!isPlainObject(data)) return { kind: "foreign" };
  const own = (key: string) => (Object.hasOwn(data, key) ? data[key] : undefined);
  if (expected.format !== undefined && own("format") !== expected.format) return { kind: "foreign" };
  const version = own("version");
  if (expected.format === undefined && version === undefined) return { kind: "foreign" };
  if (typeof version !== "number" || !expected.versions.includes(version))
    return { kind: "other-version", version: printableValue(version) };
  return { kind: "document", data, version };
}
