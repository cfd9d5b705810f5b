import { expect, test } from "./fixtures";
import {
  countWords,
  downloadText,
  generateButton,
  generateCustom,
  generatorForm,
  guardAgainstScript,
  HUB_LEGACY_STORAGE_KEY,
  HUB_STORAGE_KEY,
  openHub,
  reloadHub,
  previewMetric,
  previewRegion,
  splitExport,
  finishGeneration,
} from "./hub-helpers";

const payload =
  '<script>window.__xss=1;alert(1)</script><img src=x onerror="window.__xss=2;alert(2)"> [Klick](javascript:window.__xss=3) "><svg onload=alert(4)> **fett** javascript:alert(5)';

test.describe("AI Content Hub: hostile input", () => {
  // One load of the hub for all three, watched for scripts throughout; the XSS draft comes first, so
  // it is the list's first entry.
  test("XSS payloads in the custom topic and in the planning dialog stay inert text; emoji and right-to-left text survive generation, display and export", async ({
    page,
  }) => {
    test.slow();
    const check = await guardAgainstScript(page);
    await openHub(page);
    await test.step("XSS payloads in the custom topic stay inert text, on screen, after reload and in the export", async () => {
      await generateCustom(page, payload);

      const preview = previewRegion(page);
      await expect(preview.getByRole("heading", { level: 3 })).toHaveText(payload);
      await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem").first()).toContainText(
        "<script>window.__xss=1;alert(1)</script>",
      );
      // The research outline's headings carry the (shortened) topic literally, Markdown markup included.
      await expect(page.getByRole("region", { name: "Artikeltext" })).toContainText(
        "<script>window.__xss=1;alert(1)</script><img src=x: Worum es geht",
      );
      expect(countWords(await page.getByRole("region", { name: "Artikeltext" }).innerText())).toBe(
        await previewMetric(page, "Wörter"),
      );
      await check();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        preview.getByRole("button", { name: "Exportieren" }).click(),
      ]);
      const { frontMatter, body } = splitExport(await downloadText(download));
      expect(frontMatter[0]).toBe(`title: "${payload.replaceAll('"', '\\"')}"`);
      // In the body every tag and link opener is backslash-escaped, so Markdown renderers show it as text.
      expect(body).not.toMatch(/(^|[^\\])<(script|img|svg)/);
      expect(body).not.toMatch(/(^|[^\\])\[Klick\]/);
      expect(body).toContain("\\<script\\>window.\\_\\_xss=1;alert\\(1\\)\\</script\\>");

      await reloadHub(page);
      await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText(payload);
      await check();
    });

    await test.step("emoji and right-to-left text survive generation, display and export", async () => {
      const topic = "🎉 Labubu 👩‍👩‍👧‍👦 שלום עולם مرحبا بالعالم";
      await generateCustom(page, topic);
      const heading = previewRegion(page).getByRole("heading", { level: 3 });
      await expect(heading).toHaveText(topic);
      await expect(heading).toHaveAttribute("dir", "auto");
      await expect(page.getByRole("region", { name: "Artikeltext" })).toContainText("שלום עולם مرحبا بالعالم");
      expect(countWords(await page.getByRole("region", { name: "Artikeltext" }).innerText())).toBe(
        await previewMetric(page, "Wörter"),
      );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        previewRegion(page).getByRole("button", { name: "Exportieren" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("labubu.md");
      expect(splitExport(await downloadText(download)).frontMatter[0]).toBe(`title: "${topic}"`);
    });

    await test.step("XSS payloads in the planning dialog stay inert text", async () => {
      await page.getByRole("tab", { name: "Automatisierung" }).click();
      await page.getByRole("button", { name: "Neuen Artikel planen" }).click();
      const dialog = page.getByRole("dialog");
      const title = '<img src=x onerror="window.__xss=1"><script>alert(1)</script>';
      await dialog.getByLabel("Titel").fill(title);
      await dialog.getByLabel("Keywords").fill("<svg onload=alert(1)>, [x](javascript:alert(1))");
      await dialog.getByRole("button", { name: "Artikel planen" }).click();
      const row = page.getByRole("list", { name: "Geplante Artikel" }).locator(":scope > li").filter({ hasText: "<img src=x" });
      await expect(row.locator("p").first()).toHaveText(title);
      await expect(row.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveText([
        "<svg onload=alert(1)>",
        "[x](javascript:alert(1))",
      ]);
      await check();
    });
  });
});

test.describe("AI Content Hub: broken storage", () => {
  /** A version-1 article: the hub migrates it (derives the new fields, measures the score). */
  const validArticle = {
    id: "1795262400000",
    title: "Gespeicherter Artikel",
    content: "## Einleitung\n\nEin kurzer Text.",
    category: "guides",
    keywords: ["labubu sammeln"],
    wordCount: 4,
    seoScore: 80,
    createdAt: "2026-11-21T10:00:00.000Z",
  };

  const corrupt: [string, () => string][] = [
    ["invalid JSON", () => "{nicht: json"],
    ["a wrong schema version", () => JSON.stringify({ version: 99, articles: [validArticle] })],
    ["a huge value of the wrong type", () => JSON.stringify({ version: 2, articles: "x".repeat(2_000_000) })],
    [
      "invalid fields",
      () =>
        JSON.stringify({ version: 2, articles: [{ ...validArticle, wordCount: 1e308, title: { html: "<b>" } }], triggers: "an" }),
    ],
  ];

  for (const [name, value] of corrupt) {
    test(`storage with ${name} loads an empty hub with a warning, no error screen`, async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.addInitScript(([key, raw]) => localStorage.setItem(key, raw), [HUB_STORAGE_KEY, value()] as const);
      await openHub(page);
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
      await expect(page.getByText("Noch keine Artikel. Generieren Sie Ihren ersten Entwurf.")).toBeVisible();
      expect(warnings.some((warning) => warning.startsWith("Content Hub:"))).toBe(true);
      // The hub works normally afterwards.
      await generateCustom(page, "Neuer Anfang");
      await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem")).toHaveCount(1);
    });
  }

  test("a version-1 article with a 1,000,000-character title migrates, loads and renders shortened", async ({ page }) => {
    await page.addInitScript(([key, raw]) => localStorage.setItem(key, raw), [
      HUB_LEGACY_STORAGE_KEY,
      JSON.stringify({ version: 1, articles: [{ ...validArticle, title: "Sehr lang ".repeat(100_000) }] }),
    ] as const);
    await openHub(page);
    await expect(previewRegion(page).getByText(/Titel gekürzt angezeigt \(1\.000\.000 Zeichen\)/)).toBeVisible();
    await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem")).toHaveCount(1);
  });

  test("a full storage shows a German message, keeps the new article on screen and asks before a reload loses it", async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      (window as Window & { __storageFull?: boolean }).__storageFull = true;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key && (window as Window & { __storageFull?: boolean }).__storageFull)
          throw new DOMException("Das Kontingent wurde überschritten.", "QuotaExceededError");
        return setItem.call(this, name, value);
      };
    }, HUB_STORAGE_KEY);
    await openHub(page);
    await generateCustom(page, "Trotz vollem Speicher");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Der Browserspeicher ist voll");
    await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Trotz vollem Speicher");

    // The editor keeps working: a second article and a trigger change still show.
    await generateCustom(page, "Noch ein Artikel");
    const drafts = page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem");
    await expect(drafts).toHaveCount(2);
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    await page.getByRole("switch", { name: "Wöchentliche Sammler-Tipps" }).click();
    await expect(page.getByRole("switch", { name: "Wöchentliche Sammler-Tipps" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(page.getByText("Der Browserspeicher ist voll")).toHaveCount(0);

    // Nothing of this is stored: a reload asks first (also after the notice was closed), and
    // staying keeps the drafts.
    const asked = page.waitForEvent("dialog");
    await page.evaluate(() => setTimeout(() => location.reload(), 0));
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await page.getByRole("tab", { name: "Content Generator" }).click();
    await expect(drafts).toHaveCount(2);

    // Once a change is stored again, leaving loses nothing and the page does not ask.
    await page.evaluate(() => ((window as Window & { __storageFull?: boolean }).__storageFull = false));
    await generateCustom(page, "Jetzt gespeichert");
    await expect(drafts).toHaveCount(3);
    const dialogs: string[] = [];
    page.on("dialog", (next) => {
      dialogs.push(next.type());
      void next.accept();
    });
    await page.reload();
    await page.getByRole("region", { name: "Werkzeuge" }).scrollIntoViewIfNeeded();
    await expect(drafts).toHaveCount(3, { timeout: 30_000 });
    expect(dialogs).toEqual([]);
  });

  test("a hub whose storage works never asks before a reload", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await openHub(page);
    await generateCustom(page, "Gespeichert");
    await reloadHub(page);
    await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem")).toHaveCount(1);
    expect(dialogs).toEqual([]);
  });

  test("a blocked storage (throws on access) still lets the editor work and says changes are not saved", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Der Zugriff wurde verweigert.", "SecurityError");
        },
      });
    });
    await openHub(page);
    await generateCustom(page, "Ohne Speicher");
    await expect(page.getByRole("alert")).toContainText("Der Browserspeicher ist nicht verfügbar");
    await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Ohne Speicher");
  });
});

test.describe("AI Content Hub: a stored value that cannot be turned into text", () => {
  /** `String(version)` throws for this value: it has no callable toString or valueOf. */
  const hostile = '{"version":{"toString":1},"articles":[]}';
  const emptyHub = "Noch keine Artikel. Generieren Sie Ihren ersten Entwurf.";

  for (const key of [HUB_STORAGE_KEY, "labubu-hub:v2", HUB_LEGACY_STORAGE_KEY]) {
    test(`under ${key}: the other-version notice and an empty hub that works, never the connection message`, async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.addInitScript(([name, raw]) => localStorage.setItem(name, raw), [key, hostile] as const);
      await openHub(page);
      await expect(page.getByText("Die Werkzeuge konnten nicht geladen werden")).toHaveCount(0);
      await expect(page.getByRole("alert")).toContainText("stammt aus einer anderen Version und wurde nicht geladen");
      await expect(page.getByText(emptyHub)).toBeVisible();
      expect(warnings).toContain(
        "Content Hub: Gespeicherte Daten haben keine gültige Version (erwartet 3) und wurden verworfen.",
      );
      // The text is kept unchanged under a rescue key, and the hub works.
      expect(await page.evaluate(() => localStorage.getItem("labubu-hub:gerettet:1"))).toBe(hostile);
      await generateCustom(page, "Neuer Anfang");
      await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem")).toHaveCount(1);
    });
  }

  test("written by another tab into an open hub: the hub keeps its drafts and keeps generating", async ({ page, context }) => {
    await openHub(page);
    await generateCustom(page, "Vor dem fremden Wert");
    const other = await context.newPage();
    // Any page of the origin: its write reaches the open hub as a storage event.
    await other.goto("/sammlung/tausch");
    await other.evaluate(([name, raw]) => localStorage.setItem(name, raw), [HUB_STORAGE_KEY, hostile] as const);
    await other.close();
    await generateCustom(page, "Nach dem fremden Wert");
    const drafts = page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem");
    await expect(drafts).toHaveCount(2);
    await expect(page.getByText("Die Werkzeuge konnten nicht geladen werden")).toHaveCount(0);
    // The next write replaced the foreign value with the whole workspace.
    const stored = await page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? "null") as unknown, HUB_STORAGE_KEY);
    expect(stored).toMatchObject({ version: 3 });
    expect((stored as { articles: { title: string }[] }).articles.map((draft) => draft.title).sort()).toEqual([
      "Nach dem fremden Wert",
      "Vor dem fremden Wert",
    ]);
  });

  test("a backup file with such a version gets a message that does not ask to try again", async ({ page }) => {
    await openHub(page);
    await generateCustom(page, "Bleibt");
    await page.getByLabel("Sicherung laden").setInputFiles({
      name: "labubu-hub-sicherung.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"format":"labubu-hub-sicherung","version":{"toString":1},"workspace":{"version":3,"articles":[]}}'),
    });
    const failure = page.locator("[data-backup=failed]");
    await expect(failure).toContainText("Die Datei nennt keine Version einer Sicherung, die dieser Hub kennt");
    await expect(failure).not.toContainText(/noch einmal|erneut|versuchen/);
    await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem")).toHaveCount(1);
  });
});

test.describe("AI Content Hub: a 100,000-character topic", () => {
  // How long the hub's main-thread tasks last meanwhile is measured by `npm run bench` (bench/responsiveness.mjs).
  test("generates and keeps the whole title for the export", async ({ page }) => {
    await openHub(page);
    const words = ["Labubu", "Sammler", "Wien", "Blindbox", "Echtheit", "Österreich", "Figur", "Serie"];
    let text = "";
    for (let index = 0; text.length < 100_000; index++) text += `${words[index % words.length]} `;
    const topic = `${text.slice(0, 99_999)}x`;
    expect(topic).toHaveLength(100_000);
    await page.getByLabel("Eigenes Thema").fill(topic);
    await generateButton(page).click();
    await finishGeneration(page);
    await expect(generatorForm(page).getByRole("status")).toContainText("Fertig", { timeout: 30_000 });
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    await page.getByRole("tab", { name: "Content Generator" }).click();

    // The title stays whole: shortened on screen (with a note), complete in the export.
    await expect(page.getByRole("tab", { name: "Content Generator" })).toHaveAttribute("aria-selected", "true");
    await expect(previewRegion(page).getByText(/Titel gekürzt angezeigt \(100\.000 Zeichen\)/)).toBeVisible();
    expect(countWords(await page.getByRole("region", { name: "Artikeltext" }).innerText())).toBe(
      await previewMetric(page, "Wörter"),
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      previewRegion(page).getByRole("button", { name: "Exportieren" }).click(),
    ]);
    expect(splitExport(await downloadText(download)).frontMatter[0]).toBe(`title: "${topic}"`);
  });
});
