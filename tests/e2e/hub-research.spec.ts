// Own topics nobody planned for: the offline generator writes a research outline (not another
// topic's text), the analysis keeps it from "gut", and the editor's research notes turn it into a
// sourced draft whose export cites them and whose numbers the publish check holds to the notes.
import { expect, test } from "./fixtures";
import {
  downloadText,
  generateCustom,
  openHub,
  panelScore,
  previewRegion,
  seoPanel,
  splitExport,
  waitForAnalysis,
} from "./hub-helpers";

/** Own topics no brief covers, and what a re-skinned brief would have put into them. */
const OWN_TOPICS = [
  { topic: "Labubu reinigen", word: "reinigen", foreign: /Serie auswählen|Weihnacht|Valentinstag/ },
  { topic: "Labubu Tattoo Ideen", word: "Tattoo", foreign: /Weihnacht|Christkind|Adventkalender/ },
  { topic: "Labubu Zodiac Serie im Test", word: "Zodiac", foreign: /Valentinstag|Weihnacht/ },
] as const;

/** Sample research note for the test (example.com: not a real source, never shipped). */
const NOTE = {
  statement: "Die Pflegeanleitung des Beispielhändlers nennt 3 Schritte für die Reinigung des Fells.",
  url: "https://example.com/labubu-pflege",
  asOf: "2026-10-01",
};

test.describe("AI Content Hub: own topics and research notes", () => {
  test("three own topics nobody planned for get research outlines about their topic, none of them „gut“", async ({ page }) => {
    await openHub(page);
    for (const { topic, word, foreign } of OWN_TOPICS) {
      await generateCustom(page, topic);
      const preview = previewRegion(page);
      await expect(preview.getByRole("heading", { level: 3 })).toHaveText(topic);
      await expect(preview.getByText("Recherche nötig", { exact: false }).first()).toBeVisible();
      // The draft's H2 sections, shown as level 4 under the preview's title.
      const headings = await preview.getByRole("heading", { level: 4 }).allInnerTexts();
      expect(headings.length).toBeGreaterThanOrEqual(3);
      expect(headings.filter((heading) => heading.includes(word)).length, headings.join(" / ")).toBeGreaterThanOrEqual(2);
      for (const heading of headings) expect(heading).not.toMatch(/^„|“$/);
      const text = await preview.innerText();
      expect(text).not.toContain(`„${topic}“`);
      expect(text).not.toMatch(foreign);
      await waitForAnalysis(page);
      expect((await panelScore(page)).band).not.toBe("gut");
      await expect(
        seoPanel(page)
          .getByText(/Thema abgedeckt/)
          .first(),
      ).toBeVisible();
    }
  });

  test("research notes turn an outline into a sourced draft; an unsourced number blocks publishing", async ({ page }) => {
    await openHub(page);
    await generateCustom(page, OWN_TOPICS[0].topic);
    const notes = page.getByRole("form", { name: "Recherche-Notizen" });
    await expect(page.getByText("Dieser Entwurf ist eine Recherche-Gliederung")).toBeVisible();

    // A bad address gets a German message and keeps what was typed.
    await notes.getByLabel("Aussage").fill(NOTE.statement);
    await notes.getByLabel("Quelle (Webadresse)").fill("javascript:alert(1)");
    await notes.getByLabel("Stand").fill(NOTE.asOf);
    await notes.getByRole("button", { name: "Notiz hinzufügen" }).click();
    await expect(notes.getByText("Nur Quellen im Web sind erlaubt")).toBeVisible();
    await expect(notes.getByLabel("Aussage")).toHaveValue(NOTE.statement);

    await notes.getByLabel("Quelle (Webadresse)").fill(NOTE.url);
    await notes.getByRole("button", { name: "Notiz hinzufügen" }).click();
    const list = page.getByRole("list", { name: "Notizen zu diesem Entwurf" });
    await expect(list).toContainText(NOTE.statement);
    await expect(list).toContainText("Quelle: example.com");

    await page.getByRole("button", { name: "Entwurf aus Notizen schreiben" }).click();
    const preview = previewRegion(page);
    await expect(preview).toContainText("3 Schritte für die Reinigung des Fells");
    await expect(preview.getByText("Recherche nötig", { exact: false })).toHaveCount(0);

    // The export carries the note as a source.
    const [exported] = await Promise.all([
      page.waitForEvent("download"),
      preview.getByRole("button", { name: "Exportieren", exact: true }).click(),
    ]);
    const { frontMatter, body } = splitExport(await downloadText(exported));
    expect(frontMatter.join("\n")).toContain(NOTE.url);
    expect(body).toContain("3 Schritte");

    // A number no note and no fact carries: not downloaded, one clear German reason for the sentence
    // (docs/decisions/0066: the claim check names it, the research rule leaves it).
    await preview.getByRole("button", { name: "Bearbeiten" }).click();
    const markdown = preview.getByLabel("Text (Markdown)", { exact: true });
    await markdown.fill(`${await markdown.inputValue()}\n\nEine Reinigung in der Putzerei kostet 17 Euro.`);
    await waitForAnalysis(page);
    let downloads = 0;
    page.on("download", () => downloads++);
    await preview.getByRole("button", { name: "Veröffentlichen" }).click();
    await expect(
      preview.getByRole("status").filter({ hasText: "die weder ein Fakt noch eine Ihrer Recherche-Notizen belegt" }),
    ).toBeVisible();
    expect(downloads).toBe(0);
  });
});
