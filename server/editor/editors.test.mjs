import { describe, expect, it } from "vitest";

import { DEFAULT_EDITOR_NAME, readEditors } from "./editors.mjs";

const createKey = () => "erzeugter-schluessel-0123456789";
const file = (/** @type {unknown} */ data) => ({ name: "redaktion.json", text: JSON.stringify(data) });
const anna = { name: "Anna Berger", email: "anna@example.at", key: "anna-0123456789abcdef" };
const ben = { name: "Ben Huber", email: "ben@example.at", key: "ben-0123456789abcdefgh" };

describe("the editors of the editor mode", () => {
  it("reads named editors and the review rule from the file", () => {
    const setup = readEditors({ file: file({ fourEyes: true, editors: [anna, ben] }), createKey });
    expect(setup).toEqual({ editors: [anna, ben], fourEyes: true, problems: [], generated: false });
  });

  it("keeps EDITOR_TOKEN as the default editor, named by EDITOR_GIT_AUTHOR, beside the file's editors", () => {
    const token = "standard-0123456789abcdef";
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
});
