// Who may write through the editor mode (docs/decisions/0038): named editors from a file outside the
// repository, each with the name and e-mail address their commits carry and their own key, and the
// site's review rule; and `EDITOR_TOKEN`, the one unnamed key of before, as the default editor. Read
// once at start; every problem is a German line and the server does not start.
import { KEY_PATTERN, unsafeCharacter } from "../../app/features/hub/publishing/editor-contract.ts";
import { parseIdentity } from "./git.mjs";
import { KEY_ADVICE, KEY_MIN_BITS, strongKey } from "./key-strength.mjs";

/**
 * @typedef {import("./guards.mjs").Editor} Editor
 * @typedef {{ editors: Editor[], fourEyes: boolean, problems: string[], generated: boolean }} EditorSetup
 *   generated: the default editor's key was made for this start (print it)
 */

/** Why a key is refused although its characters are allowed. @param {string} what */
const weak = (what) =>
  `${what} ist zu leicht zu erraten: Ein Schlüssel braucht mindestens ${KEY_MIN_BITS} Zufallsbits (nicht „aaaa…“, „abab…“ oder „1234…“). ${KEY_ADVICE}`;

/** The default editor's name when EDITOR_GIT_AUTHOR names none. */
export const DEFAULT_EDITOR_NAME = "Redaktion";

const EMAIL = /^[^\s<>@]+@[^\s<>@]+$/;

/**
 * @param {{
 *   file?: { name: string, text: string } | null,
 *   token?: string,
 *   author?: string,
 *   createKey: () => string,
 * }} options  file: EDITORS_FILE and its text; token: EDITOR_TOKEN; author: EDITOR_GIT_AUTHOR
 * @returns {EditorSetup}
 */
export function readEditors({ file, token, author, createKey }) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Editor[]} */
  const editors = [];
  let fourEyes = false;

  if (file) {
    /** @type {unknown} */
    let data;
    try {
      data = JSON.parse(file.text);
    } catch {
      problems.push(`${file.name} ist kein gültiges JSON.`);
    }
    const record = /** @type {{ editors?: unknown, fourEyes?: unknown }} */ (data && typeof data === "object" ? data : {});
    if (data !== undefined && !Array.isArray(record.editors)) {
      problems.push(`${file.name} braucht eine Liste „editors“ mit name, email und key je Person.`);
    }
    if (record.fourEyes !== undefined && typeof record.fourEyes !== "boolean") {
      problems.push(`„fourEyes“ in ${file.name} muss true oder false sein.`);
    }
    fourEyes = record.fourEyes === true;
    for (const [index, entry] of (Array.isArray(record.editors) ? record.editors : []).entries()) {
      const { name, email, key } = /** @type {Record<string, unknown>} */ (entry && typeof entry === "object" ? entry : {});
      const where = `${file.name}, Eintrag ${index + 1}`;
      if (
        typeof name !== "string" ||
        name.trim() === "" ||
        name.length > 100 ||
        /[<>]/.test(name) ||
        unsafeCharacter(name, false)
      ) {
        problems.push(`${where}: „name“ muss ein Name mit 1–100 Zeichen ohne „<“, „>“ und Steuerzeichen sein.`);
      } else if (typeof email !== "string" || !EMAIL.test(email) || unsafeCharacter(email, false)) {
        problems.push(`${where}: „email“ muss eine E-Mail-Adresse sein (sie steht als Autor in jedem Commit).`);
      } else if (typeof key !== "string" || !KEY_PATTERN.test(key)) {
        problems.push(`${where}: „key“ muss 16–200 Zeichen aus A–Z, a–z, 0–9, „-“ und „_“ haben. ${KEY_ADVICE}`);
      } else if (!strongKey(key)) {
        problems.push(`${where}: ${weak("„key“")}`);
      } else editors.push({ name: name.trim(), email, key });
    }
  }

  const given = token?.trim();
  let generated = false;
  if (given !== undefined && given !== "" && !KEY_PATTERN.test(given)) {
    problems.push(`EDITOR_TOKEN muss 16–200 Zeichen aus A–Z, a–z, 0–9, „-“ und „_“ haben. ${KEY_ADVICE}`);
  } else if (given && !strongKey(given)) problems.push(weak("EDITOR_TOKEN"));
  // Four eyes count people: the unnamed key has no person of its own behind it.
  if (given && fourEyes) {
    problems.push(
      "EDITOR_TOKEN gilt nicht mit „fourEyes“: Beim Vier-Augen-Prinzip braucht jede Person einen eigenen Eintrag in EDITORS_FILE mit Name, E-Mail-Adresse und Schlüssel.",
    );
  }
  const identity = author ? parseIdentity(author) : null;
  if (author && !identity) problems.push(`EDITOR_GIT_AUTHOR muss „Name <E-Mail>“ lauten, nicht ${JSON.stringify(author)}.`);
  // The unnamed key of before is the default editor; without a file and without it, a key is made.
  if (given || !file) {
    generated = !given;
    editors.push({ name: identity?.name ?? DEFAULT_EDITOR_NAME, email: identity?.email ?? "", key: given || createKey() });
  }

  const seen = { names: new Set(), keys: new Set(), emails: new Set() };
  for (const editor of editors) {
    if (seen.names.has(editor.name)) problems.push(`Der Name „${editor.name}“ steht zweimal: Jede Person braucht einen eigenen.`);
    if (seen.keys.has(editor.key)) problems.push(`Zwei Einträge haben denselben Schlüssel: Jede Person braucht einen eigenen.`);
    // One person under two names would be two pairs of eyes: an address is one person.
    const email = editor.email.toLowerCase();
    if (fourEyes && seen.emails.has(email)) {
      problems.push(
        `Die E-Mail-Adresse ${editor.email} steht zweimal: Beim Vier-Augen-Prinzip zählt jede Person einmal, mit ihrer eigenen Adresse.`,
      );
    }
    seen.names.add(editor.name);
    seen.keys.add(editor.key);
    seen.emails.add(email);
  }
  if (fourEyes && editors.length < 2)
    problems.push("„fourEyes“ braucht mindestens zwei Personen: Eine gibt frei, was eine andere zur Prüfung gibt.");
  return { editors, fourEyes, problems, generated };
}
