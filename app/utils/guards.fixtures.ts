/**
 * Values a stored or imported document can carry where a number or text belongs, as JSON text: the
 * shapes that make `String(value)` or a template literal throw (no callable toString or valueOf),
 * that look like accessors, or that name the prototype. Every reader of stored or imported documents
 * is tested with each of them in each field (app/utils/guards.ts).
 */
export const HOSTILE_VALUES: readonly (readonly [name: string, json: string])[] = [
  ["an object whose toString is no function", '{"toString":1}'],
  ["an object whose toString and valueOf are no functions", '{"toString":1,"valueOf":1}'],
  ["an object whose toString is an object", '{"toString":{"toString":1}}'],
  ["an accessor-like object", '{"get":1,"set":1,"value":3,"enumerable":true}'],
  ["a prototype key", '{"__proto__":{"toString":1},"constructor":1}'],
  ["a list holding such an object", '[{"toString":1}]'],
  ["a nested list", "[[[3]]]"],
  ["a thenable", '{"then":1}'],
  ["an object with toJSON", '{"toJSON":1}'],
  ["null", "null"],
  ["true", "true"],
  ["a number out of range", "1e400"],
  ["a string with control characters", '"3\\u0000\\u2028"'],
  ["a long string", JSON.stringify("3".repeat(10_000))],
];

/** `String(value)` of a hostile value, as code that forgets the guard would write it. */
export function throwsOnString(json: string): boolean {
  try {
    String(JSON.parse(json));
    return false;
  } catch {
    return true;
  }
}
