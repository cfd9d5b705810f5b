/** `T` with every property that may be undefined made optional and no longer undefined. */
export type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/**
 * The object without its undefined properties. With `exactOptionalPropertyTypes`, an optional option
 * may be left out but not set to undefined: this passes options on without spelling out each one.
 */
export function definedOnly<T extends object>(value: T): Defined<T> {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) if (entry !== undefined) result[key] = entry;
  return result as Defined<T>;
}
