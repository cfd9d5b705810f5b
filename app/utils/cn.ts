import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would add ~10 KB gzip to every page. Components
 * therefore take overrides that do not fight their base classes (the caller's class comes last).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
