// Imported by vite.config.ts (through the articles plugin): no imports, so it loads anywhere.

/**
 * YAML double-quoted scalar: backslash, quote and every control or line-breaking character escaped,
 * so no title can end the front matter, start a new key or smuggle in a YAML tag.
 */
export function yamlString(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === "\\") out += "\\\\";
    else if (char === '"') out += '\\"';
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code === 0x85) out += "\\N";
    else if (code === 0x2028) out += "\\L";
    else if (code === 0x2029) out += "\\P";
    else if (
      code < 0x20 ||
      code === 0x7f ||
      (code >= 0x80 && code < 0xa0) ||
      code === 0xfeff ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      out += `\\u${code.toString(16).padStart(4, "0")}`;
    } else out += char;
  }
  return `${out}"`;
}

/** A block list ("key:\n  - item"), or "key: []" when empty. Items are already YAML. */
export function yamlList(key: string, items: readonly string[]): string[] {
  return items.length === 0 ? [`${key}: []`] : [`${key}:`, ...items.map((item) => `  - ${item}`)];
}
