import { describe, expect, it } from "vitest";

import { DEFAULT_EDITOR_NAME, readEditors } from "./editors.mjs";

const createKey = () => "erzeugt-85651166c88acfa6e4c9459c27ce1a4b";
const file = (/** @type {unknown} */ data) => ({ name: "redaktion.json", text: JSON.stringify(data) });
const anna = { name: "Anna Berger", email: "anna@example.at", key: "anna-3d641047b896ce530f2096f21a868489" };
const ben = { name: "Ben Huber", email: "ben@example.at", key: "ben-0390b0993ba440e1898ec7fd7511d099" };

describe("the editors of the editor mode", () => {
  it("reads named editors and the review rule from the file", () => {
    const setup = readEditors({ file: file({ fourEyes: true, editors: [anna, ben] }), createKey });
    expect(setup).toEqual({ editors: [anna, ben], fourEyes: true, problems: [], generated: false });
  });

  it("keeps EDITOR_TOKEN as the default editor, named by EDITOR_GIT_AUTHOR, beside the file's editors", () => {
    const token = "standard-6f7899abad6362b971907cbc4fd35c06";
    expect(readEditors({ token, author: "Redaktion Wien <wien@example.at>", createKey }).editors).toEqual([
      { name: "Redaktion Wien", email: "wien@example.at", key: token },
    ]);
    expect(readEditors({ file: file({ editors: [anna] }), token, createKey }).editors).toEqual([
      anna,
      { name: DEFAULT_EDITOR_NAME, email: "", key: token },
    ]);
  });

  it("makes a key for the default editor when there is neither file nor EDITOR_TOKEN", () => {
    const setup = readEditors({ createKey });
    expect(setup.generated).toBe(true);
    expect(setup.editors).toEqual([{ name: DEFAULT_EDITOR_NAME, email: "", key: createKey() }]);
  });

  it("names every problem in German and starts no one", () => {
    const problems = (/** @type {Parameters<typeof readEditors>[0]} */ options) => readEditors(options).problems;
    expect(problems({ file: { name: "redaktion.json", text: "{kaputt" }, createKey })).toEqual([
      "redaktion.json ist kein gültiges JSON.",
    ]);
    expect(problems({ file: file({ editors: [{ ...anna, email: "keine" }] }), createKey })[0]).toMatch(
      /„email“ muss eine E-Mail-Adresse/,
    );
    expect(problems({ file: file({ editors: [{ ...anna, name: "Anna\u202E" }] }), createKey })[0]).toMatch(/„name“/);
    expect(problems({ file: file({ editors: [{ ...anna, key: "kurz" }] }), createKey })[0]).toMatch(/„key“ muss 16–200 Zeichen/);
    expect(problems({ file: file({ editors: [anna, { ...ben, key: anna.key }] }), createKey })).toEqual([
      "Zwei Einträge haben denselben Schlüssel: Jede Person braucht einen eigenen.",
    ]);
    expect(problems({ file: file({ fourEyes: true, editors: [anna] }), createKey })[0]).toMatch(/mindestens zwei Personen/);
    expect(problems({ token: "zu kurz", createKey })[0]).toMatch(/EDITOR_TOKEN/);
    expect(problems({ author: "nur ein Name", createKey })[0]).toMatch(/EDITOR_GIT_AUTHOR/);
  });

  it("refuses a key a guesser could predict, and says how to make one", () => {
    for (const key of [
      "aaaaaaaaaaaaaaaa",
      "abababababababababababababababab",
      "0123456789abcdef0123456789abcdef",
      "anna-0123456789abcdef",
    ]) {
      const [problem] = readEditors({ file: file({ editors: [{ ...anna, key }] }), createKey }).problems;
      expect(problem, key).toMatch(/„key“ ist zu leicht zu erraten: Ein Schlüssel braucht mindestens 128 Zufallsbits/);
      expect(problem).toContain("openssl rand -hex 16");
      expect(readEditors({ token: key, createKey }).problems[0], key).toMatch(/^EDITOR_TOKEN ist zu leicht zu erraten/);
    }
    // 32 hex digits hold 128 bits; a shorter hex key does not.
    expect(readEditors({ token: "3d641047b896ce530f2096f21a868489", createKey }).problems).toEqual([]);
    expect(readEditors({ token: "3d641047b896ce530f2096f21a86", createKey }).problems[0]).toMatch(/zu leicht zu erraten/);
  });

  it("counts people under four eyes: one e-mail address under two names, or the unnamed EDITOR_TOKEN, is refused", () => {
    const twice = readEditors({
      file: file({ fourEyes: true, editors: [anna, { ...ben, email: "ANNA@example.at" }] }),
      createKey,
    });
    expect(twice.problems).toEqual([
      "Die E-Mail-Adresse ANNA@example.at steht zweimal: Beim Vier-Augen-Prinzip zählt jede Person einmal, mit ihrer eigenen Adresse.",
    ]);
    const token = "standard-6f7899abad6362b971907cbc4fd35c06";
    expect(readEditors({ file: file({ fourEyes: true, editors: [anna, ben] }), token, createKey }).problems).toEqual([
      "EDITOR_TOKEN gilt nicht mit „fourEyes“: Beim Vier-Augen-Prinzip braucht jede Person einen eigenen Eintrag in EDITORS_FILE mit Name, E-Mail-Adresse und Schlüssel.",
    ]);
    // Without the rule, one address may stand for a shared mailbox.
    expect(readEditors({ file: file({ editors: [anna, { ...ben, email: anna.email }] }), createKey }).problems).toEqual([]);
  });
});
