// The publish check (docs/decisions/0035) in the real build: a generated list draft is "gut" and
// publishes; texts an editor must not publish are refused by "Veröffentlichen" with German reasons, each
// linked to the check line it comes from, and nothing is downloaded; a list topic whose keyphrase a
// published article uses is not offered as a new topic. Drafts that need no generating are seeded
// through localStorage; the hub measures them on load.
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  HUB_STORAGE_KEY,
  checkLine,
  generateButton,
  generateCustom,
  generatorForm,
  finishGeneration,
  openHub,
  panelScore,
  previewMetric,
  previewRegion,
  seoPanel,
  waitForAnalysis,
} from "./hub-helpers";

const REFUSED = "Dieser Entwurf kann so nicht veröffentlicht werden";

/** A published article: its list topic is not offered; the generator offers it for revision. */
const PUBLISHED_TOPIC = {
  listTitle: "Labubu als Wertanlage: Chancen und Risiken",
  articleTitle: "Labubu als Wertanlage: Rekordpreis, Chancen, Risiken",
};

/** The body of a published article, as the repository holds it (the build reads the same file). */
const publishedBody = readFileSync(
  new URL("../../app/content/articles/labubu-kaufen-in-wien.md", import.meta.url),
  "utf8",
).replace(/^---\n[\s\S]*?\n---\n+/, "");

const stuffing = "Labubu kaufen Österreich";
/** Every sentence the keyphrase, nothing else said. */
const STUFFED = {
  title: `${stuffing}: ${stuffing} günstig`,
  focusKeyphrase: stuffing,
  metaDescription: `${stuffing} günstig, ${stuffing} sicher, ${stuffing} schnell: alles zu ${stuffing} hier.`,
  content: ["Einleitung", "Angebote", "Tipps", "Fazit"]
    .map(
      (heading) =>
        `## ${stuffing}: ${heading}\n\n${Array.from(
          { length: 6 },
          (_, index) =>
            `${stuffing} ist ${["einfach", "beliebt", "günstig", "sicher", "schnell", "gefragt"][index]}, denn ${stuffing} lohnt sich.`,
        ).join(" ")}`,
    )
    .join("\n\n"),
};

/** A recipe under a Labubu title: no word of its topic in the text (and no number). */
const RECIPE = {
  title: "Labubu richtig aufbewahren: Tipps für Sammler",
  focusKeyphrase: "Labubu aufbewahren",
  metaDescription:
    "Labubu richtig aufbewahren: wie Sammler ihre Figuren vor Licht, Staub und Druck schützen und was dabei hilft.",
  content: [
    "## Der Teig",
    "Für einen guten Apfelstrudel vermischen Sie Mehl, eine Prise Salz, etwas Öl und lauwarmes Wasser zu einem glatten Teig. Kneten Sie ihn, bis er seidig glänzt und nicht mehr klebt. Dann darf er zugedeckt an einem warmen Ort rasten.",
    "## Die Füllung",
    "Schälen Sie säuerliche Äpfel und schneiden Sie sie in feine Blätter. Mischen Sie Zucker, Zimt, Rosinen und in Butter geröstete Brösel darunter. Ein Schuss Rum macht die Füllung noch runder.",
    "## Ausziehen und Füllen",
    "Breiten Sie ein bemehltes Tuch auf dem Tisch aus. Ziehen Sie den Teig mit den Handrücken so dünn aus, dass man eine Zeitung darunter lesen könnte. Verteilen Sie die Füllung und rollen Sie den Strudel mithilfe des Tuchs ein.",
    "## Backen",
    "Bestreichen Sie den Strudel mit flüssiger Butter und backen Sie ihn goldbraun. Bestäuben Sie ihn mit Staubzucker und servieren Sie ihn lauwarm, gern mit Schlagobers oder Vanillesauce.",
  ].join("\n\n"),
};

/** The published article's text under a title and keyphrase of its own. */
const PUBLISHED_COPY = {
  title: "Labubu-Einkauf in Österreich: der Überblick",
  focusKeyphrase: "Labubu-Einkauf Österreich",
  metaDescription: "Labubu-Einkauf in Österreich: wo Sammler kaufen, was beim Zoll gilt und welche Rechte sie beim Kauf haben.",
  content: publishedBody,
};

/** A stored draft of version 3 with its fields only: the hub measures it when it loads. */
function storedDraft(index: number, fields: typeof STUFFED) {
  const draft = { ...fields, slug: "", keywords: [] as string[] };
  return {
    id: String(1_795_000_000_000 + index),
    category: "guides",
    createdAt: `2026-11-2${index}T09:00:00.000Z`,
    ...draft,
    original: draft,
    source: { kind: "offline" },
    incomplete: false,
    sources: [],
    notes: [],
  };
}

async function seedDrafts(page: Page, drafts: readonly (typeof STUFFED)[]) {
  const hub = { version: 3, articles: drafts.map((fields, index) => storedDraft(index + 1, fields)) };
  await page.addInitScript(([key, raw]) => localStorage.setItem(key, raw), [HUB_STORAGE_KEY, JSON.stringify(hub)] as const);
}

/**
 * Shows a draft and waits until the SEO panel has analysed its text: the named check is red (the panel can
 * show the text before for a moment), then returns the score.
 */
async function view(page: Page, title: string, redCheck: string) {
  await page
    .getByRole("list", { name: "Erstellte Artikel" })
    .getByRole("button", { name: `Ansehen „${title}“` })
    .click();
  await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText(title);
  return redLine(page, redCheck);
}

async function redLine(page: Page, check: string) {
  await expect(checkLine(seoPanel(page), check)).toHaveText(/^Problem: /);
  await waitForAnalysis(page);
  return panelScore(page);
}

/** What a reason of the refusal must say, and the check line its link must lead to. */
type Reason = { says: string | RegExp; line: string | RegExp };

/**
 * Clicks "Veröffentlichen" and expects the refusal with these reasons (among others), each with a link
 * to the element of its check line in the analysis; nothing is downloaded.
 */
async function expectRefused(page: Page, reasons: readonly Reason[]) {
  let downloads = 0;
  const count = () => downloads++;
  page.on("download", count);
  await previewRegion(page).getByRole("button", { name: "Veröffentlichen" }).click();
  const refusal = previewRegion(page).getByRole("status").filter({ hasText: REFUSED });
  await expect(refusal).toBeVisible();
  for (const { says, line } of reasons) {
    const reason = refusal.getByRole("listitem").filter({ hasText: says });
    await expect(reason, String(says)).toHaveCount(1);
    const href = await reason.getByRole("link", { name: "zur Prüfung" }).getAttribute("href");
    expect(href).toMatch(/^#pruefung-\d+-\w+$/);
    await expect(page.locator(href!)).toContainText(line);
  }
  page.off("download", count);
  expect(downloads).toBe(0);
  return refusal;
}

test.describe("AI Content Hub: the publish check", () => {
  test("a published topic is offered for revision only; a list draft is gut and publishes, a copy of it is schlecht and refused", async ({
    page,
  }) => {
    await openHub(page);
    await page.getByLabel("Kategorie", { exact: true }).selectOption("guides");
    const topic = page.getByLabel("Thema", { exact: true });
    // Once the published articles are loaded, the topic they cover is gone from the list …
    await expect(
      generatorForm(page).getByRole("button", { name: `Überarbeiten „${PUBLISHED_TOPIC.articleTitle}“` }),
    ).toBeVisible();
    await expect(topic.locator("option", { hasText: PUBLISHED_TOPIC.listTitle })).toHaveCount(0);
    await expect(topic.locator("option", { hasText: "Preisvergleich: Österreich, Asien und die USA" })).toHaveCount(1);

    // … and a list topic that is still open makes a draft that is "gut", every claim backed, and publishes.
    await topic.selectOption({ label: "Preisvergleich: Österreich, Asien und die USA" });
    await generateButton(page).click();
    await finishGeneration(page);
    await expect(generatorForm(page).getByRole("status")).toContainText("Fertig", { timeout: 15_000 });
    await waitForAnalysis(page);
    expect((await panelScore(page)).band).toBe("gut");
    const claims = page.getByRole("region", { name: "Belegte Aussagen" });
    await expect(claims.getByText(/^\d+ von \d+ Aussagen .* belegt$/)).toBeVisible();
    await expect(claims.getByRole("listitem").filter({ hasText: /^Problem: / })).toHaveCount(0);
    // Below the draft, its sources as the page will list them: publisher and title, the page's own date.
    const sources = previewRegion(page).getByRole("region", { name: "Quellen" });
    const cnn = sources.getByRole("listitem").filter({ hasText: "CNN: Labubu buying craze (Big Into Energy)" });
    await expect(cnn).toContainText("erschienen 25. April 2025");
    // The fact's Stand belongs in the sentence, not beside the source.
    await expect(sources.getByRole("list")).not.toContainText(/\bStand\b/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      previewRegion(page).getByRole("button", { name: "Veröffentlichen" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.md$/);
    await expect(previewRegion(page).getByRole("status").filter({ hasText: "So wird daraus eine Seite" })).toBeVisible();
    // The file carries them as the page shows them.
    const file = readFileSync(await download.path(), "utf8");
    expect(file).toContain('  - publisher: "CNN"\n    title: "Labubu buying craze (Big Into Energy)"\n    date: "2025-04-25"\n');

    // A claim against its fact, in a long sentence: the reason quotes the whole sentence and the fact, no id.
    const claim =
      "Zählen Sie in aller Ruhe nach, bevor Sie bezahlen, denn echte Labubus haben genau zehn Zähne, und das erkennen Sie bei gutem Licht schon auf den ersten Blick an jeder einzelnen Figur im Regal.";
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    const text = previewRegion(page).getByLabel("Text (Markdown)", { exact: true });
    await text.fill(`${await text.inputValue()}\n\n${claim}`);
    await previewRegion(page).getByRole("button", { name: "Vorschau" }).click();
    const refusal = await expectRefused(page, [{ says: `„${claim}“`, line: "Belegte Aussagen" }]);
    await expect(refusal).toContainText("Echte Labubus haben genau neun Zähne; viele Fälschungen haben eine andere Zahl");
    await expect(refusal).not.toContainText("authenticity-teeth");

    // Its text pasted into a fresh draft: a copy of another draft.
    const original = await previewRegion(page).getByRole("heading", { level: 3 }).innerText();
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    const copied = await previewRegion(page).getByLabel("Text (Markdown)", { exact: true }).inputValue();
    await generateCustom(page, "Labubu im Ausland bestellen");
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    await previewRegion(page).getByLabel("Text (Markdown)", { exact: true }).fill(copied);
    expect((await redLine(page, "Eigenständigkeit")).band).toBe("schlecht");
    await expectRefused(page, [
      {
        says: new RegExp(`^Eigenständigkeit: .*„${original.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        line: /^Problem: Eigenständigkeit:/,
      },
      { says: /^SEO-Analyse: Der SEO-Score ist \d+ \(„schlecht“\)/, line: "SEO-Analyse" },
    ]);
  });

  test("a published page lists its sources with publisher, title and their own dates", async ({ page }) => {
    await page.goto("/ratgeber/labubu-big-into-energy");
    const sources = page.getByRole("region", { name: "Quellen" });
    const cnn = sources.getByRole("listitem").filter({ hasText: "CNN: Labubu buying craze (Big Into Energy)" });
    await expect(cnn).toContainText("(25. April 2025)");
    await expect(cnn.getByRole("link")).toHaveAttribute("href", /edition\.cnn\.com/);
  });

  test("a keyword-stuffed text, an off-topic recipe and a copy of a published article are refused with their reasons", async ({
    page,
  }) => {
    test.slow();
    await seedDrafts(page, [STUFFED, RECIPE, PUBLISHED_COPY]);
    await openHub(page);

    const stuffed = await view(page, STUFFED.title, "Keyphrase-Dichte");
    expect(stuffed.band).not.toBe("gut");
    await expectRefused(page, [
      { says: new RegExp(`^SEO-Analyse: Der SEO-Score ist ${stuffed.score} \\(„${stuffed.band}“\\)`), line: "SEO-Analyse" },
    ]);

    expect((await view(page, RECIPE.title, "Thema abgedeckt")).band).toBe("schlecht");
    await expectRefused(page, [
      { says: /^Thema abgedeckt: /, line: /^Problem: Thema abgedeckt:/ },
      { says: /^SEO-Analyse: Der SEO-Score ist \d+ \(„schlecht“\)/, line: "SEO-Analyse" },
    ]);

    expect((await view(page, PUBLISHED_COPY.title, "Eigenständigkeit")).band).toBe("schlecht");
    await expectRefused(page, [
      { says: /^Eigenständigkeit: .*„Labubu kaufen in Wien/, line: /^Problem: Eigenständigkeit:/ },
      { says: /^SEO-Analyse: Der SEO-Score ist \d+ \(„schlecht“\)/, line: "SEO-Analyse" },
    ]);
    await expectNoAxeViolations(page);
  });

  test("a draft written from three notes, about 120 words, is refused", async ({ page }) => {
    await openHub(page);
    await generateCustom(page, "Labubu reinigen");
    const notes = page.getByRole("form", { name: "Recherche-Notizen" });
    // Sample notes (example.com: not a real source, never shipped).
    for (const [index, statement] of [
      "Die Pflegeanleitung des Beispielhändlers rät, das Fell einer Labubu nur mit einem feuchten Tuch abzutupfen.",
      "Laut dem Beispielhändler gehört eine Labubu mit Stoffkleidung nicht in die Waschmaschine.",
      "Nach dem Reinigen soll die Figur laut dem Beispielhändler an der Luft trocknen, nicht auf der Heizung.",
    ].entries()) {
      await notes.getByLabel("Aussage").fill(statement);
      await notes.getByLabel("Quelle (Webadresse)").fill(`https://example.com/labubu-pflege-${index + 1}`);
      await notes.getByLabel("Stand").fill("2026-10-01");
      await notes.getByRole("button", { name: "Notiz hinzufügen" }).click();
    }
    await expect(page.getByRole("list", { name: "Notizen zu diesem Entwurf" }).getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Entwurf aus Notizen schreiben" }).click();
    await expect(previewRegion(page)).toContainText("feuchten Tuch");
    await redLine(page, "Textlänge");
    const words = await previewMetric(page, "Wörter");
    expect(words).toBeGreaterThanOrEqual(80);
    expect(words).toBeLessThanOrEqual(180);
    // A text this short can still score „gut“: its length refuses it.
    await expectRefused(page, [{ says: /^Textlänge: Der Text hat nur \d+ Wörter/, line: /^Problem: Textlänge:/ }]);
  });
});
