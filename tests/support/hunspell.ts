/**
 * Spelling oracle for German test texts: Hunspell with the Austrian dictionary (Debian packages
 * `hunspell` and `hunspell-de-at`; `.ci/run` installs them). It throws with a clear message when
 * either is missing, so a test that needs it fails instead of being skipped.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DICTIONARY = "de_AT";
const INSTALL_HINT = "Install it with `sudo apt-get install -y hunspell hunspell-de-at` (or run `.ci/run`, which does).";
const allowListFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/hunspell-allow.txt");

/**
 * Web addresses in running text: "https://…", or host names such as "popmart.com/at" and
 * "vienna.at" (labels joined by periods, ending in a lower-case top-level domain, with an optional
 * path). They are names of places on the web, not words of a language, so the spelling check skips them.
 */
const WEB_ADDRESS =
  /\bhttps?:\/\/\S+|(?<![\p{L}\p{M}\p{N}.])(?:[\p{L}\p{N}][\p{L}\p{N}-]*\.)+[a-z]{2,24}(?:\/[^\s)\]]*)?(?![\p{L}\p{M}\p{N}])/gu;

/** The text with its web addresses replaced by spaces. */
function withoutWebAddresses(text: string): string {
  return text.replace(WEB_ADDRESS, " ");
}

/**
 * Words of a plain text: letters and digits, joined by inner hyphens, periods, slashes or apostrophes
 * ("QR-Code", "und/oder", "d’Artagnan"). Web addresses are not words: they are left out.
 */
export function wordsOf(text: string): string[] {
  return withoutWebAddresses(text).match(/[\p{L}\p{M}\p{N}]+(?:[-.'’/][\p{L}\p{M}\p{N}]+)*/gu) ?? [];
}

/** The project's allow-list: names Hunspell cannot know (one per line, # comments). */
export function readAllowList(file = allowListFile): Set<string> {
  return new Set(
    readFileSync(file, "utf8")
      .split("\n")
      .map((line) => line.replace(/#.*/, "").trim())
      .filter(Boolean),
  );
}

/** Words Hunspell (de_AT) does not know, from a list of single words. Throws when Hunspell or the dictionary is missing. */
export function hunspellUnknown(words: Iterable<string>): Set<string> {
  const input = [...new Set(words)].join("\n");
  const result = spawnSync("hunspell", ["-d", DICTIONARY, "-l", "-i", "utf-8"], { input, encoding: "utf8" });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Error(missing ? `hunspell is not installed. ${INSTALL_HINT}` : `hunspell failed: ${result.error.message}`);
  }
  if (/can't open|cannot open/i.test(result.stderr))
    throw new Error(`The hunspell dictionary ${DICTIONARY} is missing. ${INSTALL_HINT}`);
  if (result.status !== 0) throw new Error(`hunspell exited with ${result.status}: ${result.stderr}`);
  return new Set(result.stdout.split("\n").filter(Boolean));
}

export type SpellingDocument = { id: string; texts: readonly string[]; exempt?: ReadonlySet<string> };

/**
 * For each document, the words of its texts that are neither in the Austrian dictionary nor
 * allow-listed nor exempt (one Hunspell run for all documents). Numbers are left to other checks. A
 * hyphenated compound ("Pop-Mart-Logo") is known when it is known whole or each of its parts is, as
 * German spelling builds such compounds freely.
 */
export function unknownWordsOf(
  documents: readonly SpellingDocument[],
  allow: ReadonlySet<string> = readAllowList(),
): Map<string, string[]> {
  const skip = (word: string, exempt: ReadonlySet<string> | undefined) =>
    allow.has(word) || !!exempt?.has(word) || !/\p{L}/u.test(word);
  const perDocument = documents.map((document) => {
    const tokens = [...new Set(document.texts.flatMap(wordsOf))].filter((word) => !skip(word, document.exempt));
    const parts = (word: string) => word.split("-").filter((part) => !skip(part, document.exempt));
    return { document, tokens, parts };
  });
  const unknown = hunspellUnknown(perDocument.flatMap(({ tokens, parts }) => [...tokens, ...tokens.flatMap(parts)]));
  // Hunspell reports a hyphenated token whole, but splits at apostrophes, periods and slashes ("d’Artagnan" → "Artagnan").
  const reported = (word: string) => unknown.has(word) || word.split(/['’./]/).some((piece) => unknown.has(piece));
  const result = new Map<string, string[]>();
  for (const { document, tokens, parts } of perDocument) {
    const words = tokens.filter((word) => reported(word) && (!word.includes("-") || parts(word).some(reported))).sort();
    if (words.length > 0) result.set(document.id, words);
  }
  return result;
}
