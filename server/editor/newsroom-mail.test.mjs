// What the newsroom's mail says and to whom (docs/decisions/0084); tests/e2e/newsroom.spec.ts sends it through a real
// SMTP server.
import { describe, expect, it } from "vitest";

import { statusMessages } from "./newsroom-mail.mjs";

const anna = { name: "Anna Berger", email: "anna@example.at", key: "a" };
const ben = { name: "Ben Huber", email: "ben@example.at", key: "b" };
const clara = { name: "Clara Weiss", email: "clara@example.at", key: "c" };
const team = { editors: [anna, ben, clara], fourEyes: true, hubUrl: "https://redaktion.example.at/ai-content" };
const title = "Labubu Größen im Vergleich";

describe("the newsroom's mail", () => {
  it("tells everyone else that a draft waits for review, with the way to the hub", () => {
    const messages = statusMessages({ status: "in-pruefung", title, by: "Anna Berger" }, team);
    expect(messages.map(({ to, subject }) => [to.name, subject])).toEqual([
      ["Ben Huber", `Zur Prüfung: „${title}“`],
      ["Clara Weiss", `Zur Prüfung: „${title}“`],
    ]);
    expect(messages[0]?.text).toBe(
      [
        "Guten Tag Ben Huber,",
        `Anna Berger hat den Entwurf „${title}“ zur Prüfung gegeben. Er wartet auf Ihre Prüfung. Freigeben kann ihn jede Person außer Anna Berger.`,
        "Sie finden ihn im Content Hub unter „Entwürfe der Redaktion“:\nhttps://redaktion.example.at/ai-content",
        "Diese Nachricht schickt der Redaktionsmodus von Labubu Sammler AT.",
      ].join("\n\n"),
    );
  });

  it("tells the sender of an approval, and of a draft sent back with the reason", () => {
    const approved = statusMessages({ status: "freigegeben", title, by: "Ben Huber", requestedBy: "Anna Berger" }, team);
    expect(approved.map(({ to, subject }) => [to.name, subject])).toEqual([["Anna Berger", `Freigegeben: „${title}“`]]);
    expect(approved[0]?.text).toContain("Veröffentlichen kann ihn jetzt jede Person außer Ben Huber.");
    const back = statusMessages(
      { status: "entwurf", title, by: "Ben Huber", requestedBy: "Anna Berger", reason: "Die Quelle fehlt." },
      { ...team, fourEyes: false },
    );
    expect(back.map(({ to, subject }) => [to.name, subject])).toEqual([["Anna Berger", `Zurück an Entwurf: „${title}“`]]);
    expect(back[0]?.text).toContain(
      "Ben Huber hat „Labubu Größen im Vergleich“ zurück an „Entwurf“ gegeben und schreibt:\n\nDie Quelle fehlt.",
    );
  });

  it("sends nothing when nobody waits: one's own draft taken back, a sender no longer in the team, no reason", () => {
    expect(
      statusMessages({ status: "entwurf", title, by: "Anna Berger", requestedBy: "Anna Berger", reason: "x" }, team),
    ).toEqual([]);
    expect(statusMessages({ status: "freigegeben", title, by: "Ben Huber", requestedBy: "Dora Alt" }, team)).toEqual([]);
    expect(statusMessages({ status: "entwurf", title, by: "Ben Huber", requestedBy: "Anna Berger" }, team)).toEqual([]);
    expect(
      statusMessages(
        { status: "freigegeben", title, by: "Ben Huber", requestedBy: "Anna Berger" },
        { ...team, fourEyes: false },
      )[0]?.text,
    ).toContain("Sie können ihn jetzt veröffentlichen.");
  });
});
