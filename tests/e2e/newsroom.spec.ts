// The newsroom (docs/decisions/0038, 0039): the editor mode with two named editors and the four-eyes
// rule, on a temporary copy of the project. Two browser contexts, one per editor's key: a draft one
// saved is seen by the other, sent to review by one, approved by the other and published with its
// publisher as the commit's author; two saves of one draft at once keep both texts.
import type { Browser, Page } from "@playwright/test";

import { EDITOR_API } from "../../app/features/hub/publishing/editor-contract";
import { benchDraft } from "../../bench/publish.mjs";
import { type EditorServer, projectRoot, startEditorServer, writeEditorsFile } from "./editor-server";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { previewRegion } from "./hub-helpers";
import { startSmtpServer } from "../support/smtp";
import { testPhoto } from "../support/test-photos.mjs";

// `npm test` picks a free port (scripts/test-all.mjs); run alone, the spec uses E2E_PORT + 6.
const port = Number(process.env.NEWSROOM_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 6);
const ANNA = { name: "Anna Berger", email: "anna@example.at", key: "anna-redaktion-06c9c998b3ef5ab2f02ad288d750358a" };
const BEN = { name: "Ben Huber", email: "ben@example.at", key: "ben-redaktion-98830ce6488b6c9c1a557563bfdc7942" };
type Editor = typeof ANNA;

let server: EditorServer | undefined;
/** The team's mail server (docs/decisions/0084): a real SMTP server the spec starts. */
let mail: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

test.describe.configure({ mode: "serial" });
test.describe("the newsroom", () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mail = await startSmtpServer();
    const smtp = mail.url;
    server = await startEditorServer({
      port,
      env: async (work) => ({
        EDITORS_FILE: await writeEditorsFile(work, { fourEyes: true, editors: [ANNA, BEN] }),
        EDITOR_SMTP_URL: smtp,
        EDITOR_MAIL_FROM: "Redaktion Labubu Sammler <redaktion@example.at>",
      }),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await mail?.stop();
  });

  test("a draft one editor saved is reviewed by the other under four eyes and published with its publisher as author", async ({
    browser,
  }) => {
    test.slow();
    const draft = await openTopicDraft("redaktion-vier-augen", 2);
    expect((await api(ANNA, "draftSave", { draft, baseVersion: 0 })).status).toBe(200);
    const anna = await editorPage(browser, ANNA);
    const ben = await editorPage(browser, BEN);

    // Ben sees Anna's draft and sends it to review; he may not approve it himself.
    const benRow = sharedRow(ben, draft.title);
    await expect(benRow).toContainText("gespeichert von Anna Berger");
    await benRow.getByRole("button", { name: /^Zur Prüfung geben/ }).click();
    await expect(benRow).toContainText("zur Prüfung gegeben von Ben Huber");
    await expect(benRow.getByRole("button", { name: /^Freigeben/ })).toBeDisabled();
    await expectNoAxeViolations(ben);

    // Anna sees it in review and approves it.
    const annaRow = sharedRow(anna, draft.title);
    await expect(annaRow.getByText("In Prüfung", { exact: true })).toBeVisible({ timeout: 20_000 });
    // "Freigeben" waits until she has opened the draft: approved is what she read.
    const approve = annaRow.getByRole("button", { name: /^Freigeben/ });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(/^Zum Freigeben öffnen Sie den Entwurf zuerst/);
    await annaRow.getByRole("button", { name: /^Öffnen/ }).click();
    await expect(previewRegion(anna).getByRole("heading", { level: 3 })).toHaveText(draft.title);
    await approve.click();
    await expect(annaRow).toContainText("freigegeben von Anna Berger");

    // Ben publishes the approved draft.
    await expect(benRow.getByText("Freigegeben", { exact: true })).toBeVisible({ timeout: 20_000 });
    await benRow.getByRole("button", { name: /^Öffnen/ }).click();
    await previewRegion(ben).getByRole("button", { name: "Veröffentlichen" }).click();
    await expect(previewRegion(ben).getByRole("status").filter({ hasText: "Live:" })).toContainText("ist veröffentlicht", {
      timeout: 60_000,
    });
    expect(server!.git("log", "-1", "--format=%an <%ae>|%s")).toBe(
      `Ben Huber <ben@example.at>|Publish article "${draft.title}" (/ratgeber/redaktion-vier-augen)`,
    );
    // The hub says who did it.
    await ben.getByText("Letzte Änderungen", { exact: true }).click();
    await expect(ben.getByRole("list", { name: "Letzte Änderungen" })).toContainText(
      `Ben Huber hat „${draft.title}“ veröffentlicht`,
      {
        timeout: 20_000,
      },
    );
    await Promise.all([anna.context().close(), ben.context().close()]);
  });

  test("the reviewer comments on a draft and sends it back only with a reason, which its author reads beside the comment", async ({
    browser,
  }) => {
    test.slow();
    const draft = await openTopicDraft("redaktion-kommentare", 4);
    expect((await api(ANNA, "draftSave", { draft, baseVersion: 0 })).status).toBe(200);
    const anna = await editorPage(browser, ANNA);
    const ben = await editorPage(browser, BEN);

    // Anna sends her draft to review.
    const annaRow = sharedRow(anna, draft.title);
    await annaRow.getByRole("button", { name: /^Zur Prüfung geben/ }).click();
    await expect(annaRow).toContainText("zur Prüfung gegeben von Anna Berger");

    // It waits for Ben, who is told so at the top; he comments on it: the comment is kept with the draft, its status stays.
    const benRow = sharedRow(ben, draft.title);
    await expect(benRow.getByText("In Prüfung", { exact: true })).toBeVisible({ timeout: 20_000 });
    const benWaiting = ben.getByRole("list", { name: /^Wartet auf Sie/ });
    await expect(ben.getByText("Wartet auf Sie (1)", { exact: true })).toBeVisible();
    await expect(benWaiting.getByRole("listitem")).toContainText(
      `„${draft.title}“ wartet auf Ihre Prüfung, zur Prüfung gegeben von Anna Berger`,
    );
    await expect(benWaiting.getByRole("button", { name: `Öffnen „${draft.title}“` })).toBeVisible();
    await expect(anna.getByRole("list", { name: /^Wartet auf Sie/ })).toHaveCount(0);
    // Ben is told by mail too, with the way to the hub; Anna, who sent it, is not.
    const about = (address: string) => () => mail!.to(address).filter((message) => message.subject.includes(draft.title));
    await expect.poll(() => about(BEN.email)().map((message) => message.subject)).toEqual([`Zur Prüfung: „${draft.title}“`]);
    const [toReview] = about(BEN.email)();
    expect(toReview!.from).toBe('"Redaktion Labubu Sammler" <redaktion@example.at>');
    expect(toReview!.text).toContain(`Guten Tag Ben Huber,\n\nAnna Berger hat den Entwurf „${draft.title}“ zur Prüfung gegeben.`);
    expect(toReview!.text).toContain(`${server!.origin}/ai-content`);
    expect(about(ANNA.email)()).toEqual([]);
    await benRow.getByText("Kommentare", { exact: true }).click();
    const commentForm = benRow.getByRole("form", { name: `Kommentar senden: „${draft.title}“` });
    await commentForm.getByRole("button", { name: /^Kommentar senden/ }).click();
    await expect(commentForm).toContainText("Bitte schreiben Sie zuerst Ihren Kommentar.");
    await commentForm.getByLabel("Ihr Kommentar").fill("Der Absatz zum Preis nennt keine Quelle.");
    await commentForm.getByRole("button", { name: /^Kommentar senden/ }).click();
    await expect(benRow.getByRole("list", { name: `Kommentare zu „${draft.title}“` })).toContainText(
      "Der Absatz zum Preis nennt keine Quelle.",
    );
    await expect(commentForm.getByLabel("Ihr Kommentar")).toHaveValue("");
    await expect(benRow.getByText("In Prüfung", { exact: true })).toBeVisible();

    // "Zurück an Entwurf" asks why; without a reason nothing is sent and nothing is written.
    const commits = server!.git("rev-list", "--count", "redaktion-entwuerfe");
    await benRow.getByRole("button", { name: /^Zurück an Entwurf/ }).click();
    const back = benRow.getByRole("form", { name: `Zurück an Entwurf senden: „${draft.title}“` });
    await expect(back).toContainText("Anna Berger hat ihn zur Prüfung gegeben und liest hier, was zu tun ist.");
    await expectNoAxeViolations(ben);
    await back.getByRole("button", { name: /^Zurück an Entwurf senden/ }).click();
    await expect(back).toContainText("Bitte schreiben Sie dazu, warum der Entwurf zurück an „Entwurf“ geht.");
    await expect(back.getByLabel("Warum geht der Entwurf zurück?")).toHaveAttribute("aria-invalid", "true");
    expect(server!.git("rev-list", "--count", "redaktion-entwuerfe")).toBe(commits);
    // The server asks for it too, whatever sends the request.
    const bare = await api(BEN, "draftStatus", { id: draft.id, version: 1, status: "entwurf" });
    expect(bare.status).toBe(422);
    expect((await bare.json()).message).toMatch(/^Bitte schreiben Sie dazu, warum der Entwurf zurück/);
    await back.getByLabel("Warum geht der Entwurf zurück?").fill("Bitte die Quelle zum Preis ergänzen, dann gebe ich ihn frei.");
    await back.getByRole("button", { name: /^Zurück an Entwurf senden/ }).click();
    await expect(benRow.getByText("Entwurf", { exact: true })).toBeVisible();
    await expect(back).toHaveCount(0);

    // Anna reads both, the reason marked as one, with who wrote them and on which version; the draft waits for her now.
    await expect(annaRow.getByText("Entwurf", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(anna.getByRole("list", { name: /^Wartet auf Sie/ }).getByRole("listitem")).toContainText(
      `„${draft.title}“ ist zurück bei Ihnen; Ben Huber schreibt: „Bitte die Quelle zum Preis ergänzen, dann gebe ich ihn frei.“`,
    );
    await expect(benWaiting).toHaveCount(0);
    // And by mail, with the reason as Ben wrote it.
    await expect
      .poll(() => about(ANNA.email)().map((message) => message.subject))
      .toEqual([`Zurück an Entwurf: „${draft.title}“`]);
    expect(about(ANNA.email)()[0]!.text).toContain(
      `Ben Huber hat „${draft.title}“ zurück an „Entwurf“ gegeben und schreibt:\n\nBitte die Quelle zum Preis ergänzen, dann gebe ich ihn frei.`,
    );
    await annaRow.getByText("2 Kommentare", { exact: true }).click();
    const comments = annaRow.getByRole("list", { name: `Kommentare zu „${draft.title}“` }).getByRole("listitem");
    await expect(comments).toHaveCount(2);
    await expect(comments.nth(0)).toContainText(/^Ben Huber, .+, zu Version 1Der Absatz zum Preis nennt keine Quelle\.$/);
    await expect(comments.nth(1)).toContainText("Grund für „Zurück an Entwurf“");
    await expect(comments.nth(1)).toContainText("Bitte die Quelle zum Preis ergänzen, dann gebe ich ihn frei.");
    expect(server!.git("log", "-2", "--format=%an|%s", "redaktion-entwuerfe").split("\n")).toEqual([
      `Ben Huber|Set draft "${draft.title}" (${draft.id}) to entwurf`,
      `Ben Huber|Comment on draft "${draft.title}" (${draft.id})`,
    ]);
    await expectNoAxeViolations(anna);
    await Promise.all([anna.context().close(), ben.context().close()]);
  });

  test("a text changed after its approval shows the reviewer what changed since she approved it, word by word", async ({
    browser,
  }) => {
    const draft = await openTopicDraft("redaktion-seit-freigabe", 6);
    const added = "Ein Absatz, den Anna nach der Freigabe ergänzt hat.";
    const send = async (editor: Editor, route: keyof typeof EDITOR_API, body: unknown) =>
      expect((await api(editor, route, body)).status).toBe(200);
    await send(ANNA, "draftSave", { draft, baseVersion: 0 });
    await send(ANNA, "draftStatus", { id: draft.id, version: 1, status: "in-pruefung" });
    await send(BEN, "draftLoad", { id: draft.id, opened: true });
    await send(BEN, "draftStatus", { id: draft.id, version: 1, status: "freigegeben" });
    const ben = await editorPage(browser, BEN);
    const benRow = sharedRow(ben, draft.title);
    await expect(benRow).toContainText("freigegeben von Ben Huber");
    // Approved as it is: nothing to compare.
    await expect(benRow.getByText(/^Änderungen seit der Freigabe/)).toHaveCount(0);

    // Anna adds a paragraph and sends it to review again: Ben sees what he has not approved yet.
    const content = `${String((draft as Record<string, unknown>).content)}\n\n${added}`;
    await send(ANNA, "draftSave", { draft: { ...draft, content }, baseVersion: 1 });
    await send(ANNA, "draftStatus", { id: draft.id, version: 2, status: "in-pruefung" });
    await expect(benRow.getByText("In Prüfung", { exact: true })).toBeVisible({ timeout: 20_000 });
    await benRow.getByText(/^Änderungen seit der Freigabe durch Ben Huber \(.+\)$/).click();
    await expect(benRow).toContainText("Text · 9 Wörter neu, 0 entfernt");
    await expect(benRow).toContainText("SEO-Titel · unverändert");
    await expect(benRow.getByRole("insertion")).toHaveText(new RegExp(`^neu: \\s*${added.replace(".", "\\.")}$`));
    await expectNoAxeViolations(ben);
    await ben.context().close();
  });

  test("the reviewer sees the photos the author added to a shared draft: they are kept on the server with it", async ({
    browser,
  }) => {
    test.slow();
    const draft = await openTopicDraft("redaktion-fotos", 5);
    expect((await api(ANNA, "draftSave", { draft, baseVersion: 0 })).status).toBe(200);
    const anna = await editorPage(browser, ANNA);
    await sharedRow(anna, draft.title)
      .getByRole("button", { name: /^Öffnen/ })
      .click();
    const preview = previewRegion(anna);
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText(draft.title);
    await preview.getByRole("button", { name: "Bearbeiten" }).click();
    const photo = await testPhoto({ width: 1200, height: 900, seed: 61 });
    await preview.getByLabel("Fotos auswählen").setInputFiles({ name: "Schachtel.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(preview.getByText("Ein Foto wurde hinzugefügt.")).toBeVisible({ timeout: 30_000 });
    await preview.getByLabel(/^Alternativtext für „/).fill("Die Schachtel von vorne, mit dem Aufkleber");
    await preview.getByRole("button", { name: "Vorschau" }).click();
    await expect(preview.getByRole("img", { name: "Die Schachtel von vorne, mit dem Aufkleber" })).toBeVisible();
    // Saved with the draft, and its bytes on a branch of their own: one commit, by Anna.
    const photoCommits = () => {
      try {
        return server!.git("rev-list", "--count", "redaktion-entwurfsfotos").trim();
      } catch {
        return "0";
      }
    };
    await expect.poll(photoCommits, { timeout: 30_000 }).toBe("1");
    expect(server!.git("log", "-1", "--format=%an", "redaktion-entwurfsfotos")).toBe("Anna Berger");

    // Ben, in a browser that never had it, opens the draft and sees the photo as Anna does.
    const ben = await editorPage(browser, BEN);
    const benRow = sharedRow(ben, draft.title);
    await expect(benRow).toContainText("gespeichert von Anna Berger");
    // Once Anna's last save (the photo's description) is on the server.
    const savedText = async () =>
      ((await (await api(BEN, "draftLoad", { id: draft.id })).json()) as { record: { draft: { content: string } } }).record.draft
        .content;
    await expect.poll(savedText, { timeout: 30_000 }).toContain("Die Schachtel von vorne, mit dem Aufkleber");
    await benRow.getByRole("button", { name: /^Öffnen/ }).click();
    const benPreview = previewRegion(ben);
    await expect(benPreview.getByRole("heading", { level: 3 })).toHaveText(draft.title);
    const shown = benPreview.getByRole("img", { name: "Die Schachtel von vorne, mit dem Aufkleber" });
    await expect(shown).toHaveAttribute("src", /^data:image\/jpeg;base64,/, { timeout: 20_000 });
    // The very bytes Anna's browser keeps.
    const bytesOf = (page: Page) =>
      page.getByRole("region", { name: "Artikeltext" }).getByRole("img").first().getAttribute("src");
    expect(await bytesOf(ben)).toBe(await bytesOf(anna));
    await expectNoAxeViolations(ben);
    await Promise.all([anna.context().close(), ben.context().close()]);
  });

  test("under four eyes a withdrawal and a fact's re-confirmation wait for the other editor, who approves or rejects them", async ({
    browser,
  }) => {
    test.slow();
    const page = "/ratgeber/redaktion-vier-augen";
    const head = () => server!.git("rev-parse", "HEAD");
    const before = head();
    const ben = await editorPage(browser, BEN);
    const anna = await editorPage(browser, ANNA);

    // Ben withdraws the article the first test published: it stays live, and nothing is committed.
    const row = ben
      .getByRole("list", { name: "Veröffentlichte Artikel" })
      .getByRole("listitem")
      .filter({ has: ben.locator(`a[href="${page}"]`) });
    await row.getByRole("button", { name: /Zurückziehen/ }).click();
    await row.getByRole("button", { name: "Ja, zurückziehen" }).click();
    await expect(ben.getByText(/^Zur Freigabe gegeben: „.+“ zurückziehen \(\/ratgeber\/redaktion-vier-augen\)/)).toBeVisible({
      timeout: 30_000,
    });
    expect((await fetch(`${server!.origin}${page}`)).status).toBe(200);
    expect(head()).toBe(before);
    // Anna asks to re-confirm a fact.
    const source = {
      name: "Kurier",
      title: "Was Labubus jetzt kosten",
      url: "https://kurier.at/labubu-preise",
      published: "2026-11-30",
    };
    const asked = await api(ANNA, "factReconfirm", { factId: "price-official-shop-austria", source });
    expect(asked.status).toBe(202);
    expect(head()).toBe(before);

    // Ben sees both; his own he may only take back, Anna's he rejects.
    const pending = (editorPage: Page) => editorPage.getByRole("list", { name: "Änderungen, die auf eine Freigabe warten" });
    const withdrawal = (editorPage: Page) => pending(editorPage).getByRole("listitem").filter({ hasText: "zurückziehen (" });
    const reconfirmation = (editorPage: Page) => pending(editorPage).getByRole("listitem").filter({ hasText: "neu bestätigen" });
    await expect(reconfirmation(ben)).toContainText("zur Freigabe gegeben von Anna Berger", { timeout: 20_000 });
    await expect(withdrawal(ben).getByRole("button", { name: /^Freigeben/ })).toHaveCount(0);
    await expect(withdrawal(ben).getByRole("button", { name: /^Zurücknehmen/ })).toBeVisible();
    await expectNoAxeViolations(ben);
    await reconfirmation(ben)
      .getByRole("button", { name: /^Ablehnen/ })
      .click();
    await expect(ben.getByText(/^Abgelehnt: „price-official-shop-austria“ neu bestätigen/)).toBeVisible({ timeout: 20_000 });
    await expect(reconfirmation(ben)).toHaveCount(0);
    expect(head()).toBe(before);

    // Anna may not approve her own request (the server says so too), and approves Ben's withdrawal.
    const own = await api(ANNA, "factReconfirm", { factId: "price-official-shop-austria", source });
    const ownId = ((await own.json()) as { pending: { id: string } }).pending.id;
    expect((await api(ANNA, "changeDecide", { id: ownId, decision: "freigeben" })).status).toBe(403);
    expect((await api(ANNA, "changeDecide", { id: ownId, decision: "zuruecknehmen" })).status).toBe(200);
    await withdrawal(anna)
      .getByRole("button", { name: /^Freigeben/ })
      .click();
    await expect(anna.getByText("Die Änderung wird freigegeben und live gestellt …")).toBeVisible();
    await expect(anna.getByText(/^Freigegeben und live: „.+“ zurückziehen \(\/ratgeber\/redaktion-vier-augen\)\.$/)).toBeVisible({
      timeout: 60_000,
    });
    await expect(withdrawal(anna)).toHaveCount(0);
    expect((await fetch(`${server!.origin}${page}`)).status).toBe(404);
    expect(server!.git("log", "-1", "--format=%an|%s|%b")).toMatch(
      /^Ben Huber\|Withdraw article ".+" \(\/ratgeber\/redaktion-vier-augen\)\|Approved-by: Anna Berger <anna@example\.at>$/,
    );
    // The copied build is not in this repository; everything it holds is committed.
    expect(server!.git("status", "--porcelain", "--", "app")).toBe("");
    await Promise.all([anna.context().close(), ben.context().close()]);
  });

  test("two editors who save one draft at once lose nothing, and each sees who else is editing it", async ({ browser }) => {
    test.slow();
    const draft = await openTopicDraft("redaktion-gleichzeitig", 3);
    expect((await api(ANNA, "draftSave", { draft, baseVersion: 0 })).status).toBe(200);
    const anna = await editorPage(browser, ANNA);
    const ben = await editorPage(browser, BEN);
    for (const page of [anna, ben]) {
      await sharedRow(page, draft.title)
        .getByRole("button", { name: /^Öffnen/ })
        .click();
      await expect(previewRegion(page)).toContainText(draft.title);
    }
    await previewRegion(anna).getByRole("button", { name: "Bearbeiten" }).click();
    await expect(ben.getByText("wird gerade von Anna Berger bearbeitet").first()).toBeVisible({ timeout: 20_000 });
    await previewRegion(ben).getByRole("button", { name: "Bearbeiten" }).click();

    const sentences = {
      anna: "Anna ergänzt einen Satz über weiche Pinsel.",
      ben: "Ben ergänzt einen Satz über trockene Tücher.",
    };
    const annaField = previewRegion(anna).getByLabel("Text (Markdown)");
    const benField = previewRegion(ben).getByLabel("Text (Markdown)");
    await annaField.fill(`${await annaField.inputValue()}\n\n${sentences.anna}`);
    await benField.fill(`${await benField.inputValue()}\n\n${sentences.ben}`);

    // Both texts are on the server: one under the draft, the other as a copy beside it.
    await expect
      .poll(
        async () => {
          const listed = (await (await api(ANNA, "drafts")).json()) as { drafts: { id: string; title: string }[] };
          const texts = await Promise.all(
            listed.drafts
              .filter((item) => item.title === draft.title)
              .map(
                async (item) =>
                  ((await (await api(ANNA, "draftLoad", { id: item.id })).json()) as { record: { draft: { content: string } } })
                    .record.draft.content,
              ),
          );
          return [sentences.anna, sentences.ben].map((sentence) => texts.filter((text) => text.includes(sentence)).length);
        },
        { timeout: 30_000 },
      )
      .toEqual([1, 1]);
    // Whoever saved second is told so, in German.
    const told = (page: Page) => page.getByRole("alert").filter({ hasText: "inzwischen gespeichert. Nichts ist verloren" });
    await expect.poll(async () => (await told(anna).count()) + (await told(ben).count()), { timeout: 20_000 }).toBe(1);
    await Promise.all([anna.context().close(), ben.context().close()]);
  });
});

/** A draft of an open list topic (the hub's offline generator), under `slug`. */
async function openTopicDraft(slug: string, n: number) {
  const draft = await benchDraft(projectRoot, slug, n);
  const fields = draft as Record<string, unknown>;
  return { ...draft, id: String(fields.id), title: String(fields.title) };
}

/** A request of the write API as `editor`, the way the hub sends it. */
function api(editor: Editor, route: keyof typeof EDITOR_API, body?: unknown) {
  const { path, method } = EDITOR_API[route];
  return fetch(`${server!.origin}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${editor.key}`,
      Origin: server!.origin,
      ...(method === "POST" ? { "Content-Type": "application/json" } : {}),
    },
    ...(method === "POST" ? { body: JSON.stringify(body) } : {}),
  });
}

/** The hub in a browser context of its own, with `editor`'s key entered. */
async function editorPage(browser: Browser, editor: Editor): Promise<Page> {
  const context = await browser.newContext({ locale: "de-AT", timezoneId: "Europe/Vienna", serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(`${server!.origin}/ai-content`);
  await waitForHydration(page);
  const key = page.getByLabel("Redaktionsschlüssel");
  await key.fill(editor.key);
  await key.blur();
  await expect(page.getByText(`Angemeldet als ${editor.name}`)).toBeVisible({ timeout: 30_000 });
  return page;
}

function sharedRow(page: Page, title: string) {
  return page.getByRole("list", { name: "Entwürfe auf dem Server" }).getByRole("listitem").filter({ hasText: title });
}
