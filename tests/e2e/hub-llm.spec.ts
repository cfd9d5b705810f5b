// The hub's language-model text source against the real OpenAI-compatible test server
// (tests/llm-server/server.mjs, started by playwright.config.ts). Every scenario goes through the
// hub UI in Chromium and ends with a German message that says what to do, the form still filled
// and any text that arrived kept. The build must allow the test server's origins: see
// tests/llm-server/ports.mjs for how to run this spec on its own.
import type { APIRequestContext, Page } from "@playwright/test";

import { ARTICLE, RETRY_AFTER_SECONDS, SCENARIOS, TEST_KEY } from "../llm-server/server.mjs";
import { parseLlmOrigins } from "../../server/llm-origins.mjs";
import { llmTestPorts } from "../llm-server/ports.mjs";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  countWords,
  downloadText,
  generateButton,
  generatorForm,
  openHub,
  previewMetric,
  previewRegion,
  splitExport,
  FIRST_TOKEN_TIMEOUT_MS,
} from "./hub-helpers";

const llm = llmTestPorts();
const endpoint = `${llm.origin}/v1`;
const topic = "Tauschbörse für Labubu in Linz";

type LoggedRequest = { method: string; path: string; host: string; model: string | null; authorized: boolean };

async function serverLog(request: APIRequestContext): Promise<LoggedRequest[]> {
  return (await request.get(`${llm.origin}/__log`)).json();
}

/** Opens the hub with the model source chosen and the form filled. */
async function openWithModel(page: Page, model: string, options: { endpoint?: string } = {}) {
  await openHub(page);
  await page.getByLabel("Eigenes Thema").fill(topic);
  await page.getByRole("radio", { name: "Sprachmodell (OpenAI-kompatibel)" }).check();
  await page.getByLabel("Endpunkt").fill(options.endpoint ?? endpoint);
  await page.getByLabel("Modell", { exact: true }).fill(model);
}

/** The generation status (the last status region of the form; the settings have their own). */
function runStatus(page: Page) {
  return generatorForm(page).getByRole("status").last();
}

async function expectFormKept(page: Page, model: string, endpointValue = endpoint) {
  await expect(page.getByLabel("Eigenes Thema")).toHaveValue(topic);
  await expect(page.getByRole("radio", { name: "Sprachmodell (OpenAI-kompatibel)" })).toBeChecked();
  await expect(page.getByLabel("Endpunkt")).toHaveValue(endpointValue);
  await expect(page.getByLabel("Modell", { exact: true })).toHaveValue(model);
  await expect(generateButton(page)).toBeEnabled();
}

async function exportPreview(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    previewRegion(page).getByRole("button", { name: "Exportieren" }).click(),
  ]);
  return downloadText(download);
}

test.beforeAll(async ({ request }) => {
  // LLM_ORIGINS is fixed at build time; without the test server's origins every test here would fail for that reason.
  const csp = (await request.get("/ai-content")).headers()["content-security-policy"] ?? "";
  expect(csp, `build with LLM_ORIGINS="${llm.llmOrigins}" (see tests/llm-server/ports.mjs)`).toContain(llm.origin);
  expect(csp).toContain(llm.closedOrigin);
});

test.describe("Hub with a language model: answers that work", () => {
  test("a normal stream becomes a draft that records its source; the export names the model @mobile", async ({ page }) => {
    await openWithModel(page, SCENARIOS.stream);
    // The settings (long origin list included) fit a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await generateButton(page).click();
    await expect(runStatus(page)).toContainText("vom Sprachmodell steht oben in der Liste", { timeout: 20_000 });

    const preview = previewRegion(page);
    await expect(preview.getByRole("heading", { name: topic })).toBeVisible();
    await expect(preview.getByText("Sprachmodell (test-stream)")).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Worauf Sammler achten sollten" })).toBeVisible();
    await expect(preview.getByText("unvollständig")).toHaveCount(0);
    await expectFormKept(page, SCENARIOS.stream);

    const { frontMatter, body } = splitExport(await exportPreview(page));
    expect(frontMatter).toContain('source: "Sprachmodell (test-stream)"');
    expect(frontMatter).not.toContain("incomplete: true");
    expect(frontMatter).toContain(`wordCount: ${countWords(ARTICLE)}`);
    expect(body.trim()).toBe(ARTICLE);
  });

  // One load of the hub (the page is large) for the connection test, two streams and the settings; each
  // stream is done when its draft joins the list.
  test("Verbindung testen confirms server and model and lists the models; split events arrive intact; a 4,000-token stream renders completely; the settings are remembered and the form passes axe", async ({
    page,
  }) => {
    test.slow();
    await openWithModel(page, SCENARIOS.stream);
    const drafts = page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem");
    await test.step("Verbindung testen confirms server and model, and lists the models when the model is missing", async () => {
      const result = page.getByRole("status", { name: "Verbindung testen" });
      await page.getByRole("button", { name: "Verbindung testen" }).click();
      await expect(result).toContainText("Verbindung steht: Der Server antwortet und führt das Modell.");

      await page.getByLabel("Modell", { exact: true }).fill("fehlt-noch");
      await page.getByRole("button", { name: "Verbindung testen" }).click();
      await expect(result).toContainText("Der Server führt das Modell nicht. Verfügbar sind: test-stream");
      await expect(result).toContainText("ollama pull");
    });

    await test.step("events split across network chunks arrive intact (umlauts, quotes, €)", async () => {
      await page.getByLabel("Modell", { exact: true }).fill(SCENARIOS.split);
      await generateButton(page).click();
      await expect(drafts).toHaveCount(1, { timeout: 20_000 });
      await expect(runStatus(page)).toContainText("Fertig", { timeout: 20_000 });
      const body = previewRegion(page).getByRole("region", { name: "Artikeltext" });
      await expect(body.getByText("„Anführungszeichen“ und € heil ankommen")).toBeVisible();
    });

    await test.step("a 4,000-token stream renders completely into the preview", async () => {
      // How long its main-thread tasks last is measured by `npm run bench` (bench/responsiveness.mjs).
      await page.getByLabel("Modell", { exact: true }).fill(SCENARIOS.long);
      await generateButton(page).click();
      await expect(drafts).toHaveCount(2, { timeout: 60_000 });
      await expect(runStatus(page)).toContainText("Fertig", { timeout: 60_000 });
      await expect(previewRegion(page).getByRole("heading", { name: "Abschnitt 34" })).toBeVisible();
      expect(await previewMetric(page, "Wörter")).toBeGreaterThan(3_900);
    });

    await test.step("the settings are remembered across a reload; the model form passes axe", async () => {
      await page.getByLabel("Modell", { exact: true }).fill(SCENARIOS.stream);
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(page.getByRole("radio", { name: "Sprachmodell (OpenAI-kompatibel)" })).toBeChecked({ timeout: 30_000 });
      await expect(page.getByLabel("Endpunkt")).toHaveValue(endpoint);
      await expect(page.getByLabel("Modell", { exact: true })).toHaveValue(SCENARIOS.stream);
      await expect(page.getByText("Safari blockiert Aufrufe an http://localhost")).toBeVisible();
    });
  });

  test("text shows while it arrives, and the status follows the real stages", async ({ page, request }) => {
    // The gated scenario waits for POST /__release at each step, so every stage can be looked at.
    const release = async () => expect(await (await request.post(`${llm.origin}/__release`)).json()).toEqual({ released: 1 });
    await openWithModel(page, SCENARIOS.gated);
    await generateButton(page).click();
    await expect(runStatus(page)).toHaveText("Warten auf die ersten Wörter des Modells …");
    await expect(page.getByRole("progressbar", { name: "Fortschritt der Generierung" })).toHaveAttribute(
      "aria-valuetext",
      /^33\s%$/,
    );
    const live = page.getByRole("region", { name: "Text, der gerade vom Sprachmodell eintrifft" });
    await expect(live).toContainText("Noch kein Text angekommen.");

    await release();
    await expect(live.getByRole("heading", { name: "Einleitung" })).toBeVisible();
    await expect(runStatus(page)).toHaveText("Text wird empfangen …");
    await expect(page.getByRole("button", { name: "Abbrechen" })).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByRole("radio", { name: "Offline-Vorlage" })).toBeDisabled();

    await release();
    await expect(runStatus(page)).toContainText("Fertig", { timeout: 20_000 });
    await expect(live).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Abbrechen" })).toHaveCount(0);
    await expect(previewRegion(page).getByRole("heading", { name: "Fazit" })).toBeVisible();
  });
});

test.describe("Hub with a language model: the key", () => {
  test.use({ allowConsoleErrors: [[/status of 401/], { scope: "test" }] });

  test("401 without the key says so; the key is sent only when set, kept out of localStorage unless remembered, never exported", async ({
    page,
    request,
  }) => {
    await openWithModel(page, SCENARIOS.key);
    await generateButton(page).click();
    await expect(runStatus(page)).toContainText(
      "Der API-Schlüssel fehlt oder ist falsch. Tragen Sie den richtigen Schlüssel ein.",
    );
    await expect(runStatus(page)).toContainText("Meldung des Servers: „Invalid API key provided.“");
    await expectFormKept(page, SCENARIOS.key);

    await page.getByLabel("API-Schlüssel (optional)").fill(TEST_KEY);
    await generateButton(page).click();
    await expect(runStatus(page)).toContainText("Fertig", { timeout: 20_000 });
    const log = await serverLog(request);
    expect(log.filter((entry) => entry.model === SCENARIOS.key).map((entry) => entry.authorized)).toEqual(
      expect.arrayContaining([false, true]),
    );

    const storage = () =>
      page.evaluate(() => ({
        local: Object.values({ ...localStorage }).join("\n"),
        session: Object.values({ ...sessionStorage }).join("\n"),
      }));
    expect((await storage()).local).not.toContain(TEST_KEY);
    expect((await storage()).session).toContain(TEST_KEY);
    expect(await exportPreview(page)).not.toContain(TEST_KEY);

    // "merken": the warning is visible, the key moves to localStorage (and only there).
    await expect(page.getByText("Gemerkte Schlüssel liegen unverschlüsselt im Browserspeicher")).toBeVisible();
    await page.getByLabel("Auf diesem Gerät merken").check();
    expect(await storage()).toEqual({ local: expect.stringContaining(TEST_KEY), session: expect.not.stringContaining(TEST_KEY) });
    await page.reload();
    await expect(page.getByLabel("API-Schlüssel (optional)")).toHaveValue(TEST_KEY, { timeout: 30_000 });

    await page.getByRole("button", { name: "Schlüssel entfernen" }).click();
    await expect(page.getByText("Der Schlüssel wurde aus diesem Browser entfernt.")).toBeVisible();
    await expect(page.getByLabel("API-Schlüssel (optional)")).toHaveValue("");
    await expect(page.getByLabel("Auf diesem Gerät merken")).not.toBeChecked();
    const after = await storage();
    expect(after.local + after.session).not.toContain(TEST_KEY);
  });
});

test.describe("Hub with a language model: failures end with what to do", () => {
  test.use({
    allowConsoleErrors: [
      [/Failed to load resource/, /blocked by CORS policy/, /ERR_CONNECTION_REFUSED/, /net::ERR_FAILED/],
      { scope: "test" },
    ],
  });

  const failures: { name: string; model: string; endpoint?: () => string; message: string[]; keeps?: boolean }[] = [
    {
      name: "connection refused",
      model: SCENARIOS.stream,
      endpoint: () => `${llm.closedOrigin}/v1`,
      message: [
        "Der Server hat nicht geantwortet",
        "starten Sie ihn",
        "OLLAMA_ORIGINS=http://127.0.0.1",
        "lms server start --cors",
      ],
    },
    {
      name: "CORS refusal",
      model: SCENARIOS.stream,
      endpoint: () => `${llm.origin}/no-cors/v1`,
      message: ["die Antwort nicht für diese Seite freigegeben", "CORS", "OLLAMA_ORIGINS=", "--cors"],
    },
    {
      name: "404 model",
      model: "fehlt-noch",
      message: ["Der Server kennt dieses Modell nicht", "ollama pull", 'model "fehlt-noch" not found'],
    },
    {
      name: "429 with Retry-After",
      model: SCENARIOS.rateLimited,
      message: ["HTTP 429", `Versuchen Sie es in ${RETRY_AFTER_SECONDS} Sekunden erneut (ab `, " Uhr)"],
    },
    {
      name: "500",
      model: SCENARIOS.serverError,
      message: ["einen Fehler gemeldet (HTTP 500)", "genug Arbeitsspeicher", "out of memory"],
    },
    {
      name: "a malformed event",
      model: SCENARIOS.malformed,
      message: ["nicht lesbar", "OpenAI-kompatible Schnittstelle", "als unvollständiger Entwurf gespeichert"],
      keeps: true,
    },
    {
      name: "a broken-off connection",
      model: SCENARIOS.drop,
      message: ["Die Verbindung ist abgebrochen", "Server noch läuft", "als unvollständiger Entwurf gespeichert"],
      keeps: true,
    },
    { name: "an empty answer", model: SCENARIOS.empty, message: ["keinen Text geliefert", "anderes Modell"] },
  ];

  // One load of the hub for every failure, one after another in the same form (the page is large): each
  // message is waited for by its first part, which no other failure's message contains. The rate limit
  // comes last, so its waiting time cannot touch another case.
  test("each failure: connection refused, CORS refusal, 404 model, 500, a malformed event, a broken-off connection, an empty answer, 429 with Retry-After", async ({
    page,
    request,
  }) => {
    test.slow();
    const ordered = [
      ...failures.filter((failure) => failure.model !== SCENARIOS.rateLimited),
      ...failures.filter((failure) => failure.model === SCENARIOS.rateLimited),
    ];
    expect(new Set(ordered.map((failure) => failure.message[0])).size).toBe(ordered.length);
    await openWithModel(page, ordered[0]!.model, { endpoint: ordered[0]!.endpoint?.() ?? endpoint });
    const drafts = page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem");
    for (const failure of ordered) {
      await test.step(failure.name, async () => {
        const url = failure.endpoint?.() ?? endpoint;
        await page.getByLabel("Endpunkt").fill(url);
        await page.getByLabel("Modell", { exact: true }).fill(failure.model);
        const before = await drafts.count();
        await generateButton(page).click();
        for (const part of failure.message) await expect(runStatus(page)).toContainText(part, { timeout: 20_000 });
        await expectFormKept(page, failure.model, url);
        if (failure.keeps) {
          await expect(drafts).toHaveCount(before + 1);
          const preview = previewRegion(page);
          await expect(preview.getByText("unvollständig", { exact: true })).toBeVisible();
          await expect(preview.getByRole("heading", { name: "Einleitung" })).toBeVisible();
          expect(splitExport(await exportPreview(page)).frontMatter).toContain("incomplete: true");
        } else {
          await expect(drafts).toHaveCount(before);
        }
        if (failure.name === "CORS refusal") {
          // The server was reached: the browser refused its answer, not the network.
          expect((await serverLog(request)).some((entry) => entry.path.startsWith("/no-cors/"))).toBe(true);
        }
      });
    }
  });

  test("no first token within the timeout", async ({ page }) => {
    await openWithModel(page, SCENARIOS.silent);
    await generateButton(page).click();
    // The request is out and its timer runs: the page's clock jumps over the two minutes.
    await expect(runStatus(page)).toContainText("Warten auf die ersten Wörter des Modells");
    await page.clock.fastForward(FIRST_TOKEN_TIMEOUT_MS);
    await expect(runStatus(page)).toContainText("Das Modell hat nach 120 Sekunden noch kein Wort geliefert", { timeout: 20_000 });
    await expect(runStatus(page)).toContainText("kleineres Modell");
    await expectFormKept(page, SCENARIOS.silent);
  });

  test("Abbrechen stops the request and keeps what arrived as an incomplete draft", async ({ page }) => {
    await openWithModel(page, SCENARIOS.stall);
    await generateButton(page).click();
    const live = page.getByRole("region", { name: "Text, der gerade vom Sprachmodell eintrifft" });
    await expect(live.getByRole("heading", { name: "Einleitung" })).toBeVisible();
    const words = (text: string) => text.replace(/\s+/g, " ").trim();
    const arrived = words(await live.innerText());
    await page.getByRole("button", { name: "Abbrechen" }).click();
    await expect(runStatus(page)).toContainText("Sie haben die Generierung abgebrochen.");
    await expect(runStatus(page)).toContainText("als unvollständiger Entwurf gespeichert");
    await expect(page.getByRole("button", { name: "Abbrechen" })).toHaveCount(0);
    await expectFormKept(page, SCENARIOS.stall);
    const preview = previewRegion(page);
    await expect(preview.getByText("unvollständig", { exact: true })).toBeVisible();
    expect(words(await preview.getByRole("region", { name: "Artikeltext" }).innerText())).toBe(arrived);
    const { frontMatter } = splitExport(await exportPreview(page));
    expect(frontMatter).toEqual(expect.arrayContaining(['source: "Sprachmodell (test-stall)"', "incomplete: true"]));
  });
});

test.describe("Hub with a language model: endpoints outside LLM_ORIGINS", () => {
  // One load of the hub for the three (the page is large); the policy is watched throughout.
  test("the policy's connect-src and the hub's list are the build's LLM_ORIGINS; a bad endpoint or model is named at its field; an endpoint outside the list is refused before any request", async ({
    page,
    request,
  }) => {
    test.slow();
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = violations;
      document.addEventListener("securitypolicyviolation", (event) => violations.push(event.blockedURI));
    });
    await test.step("the policy's connect-src and the hub's list are the same origins: the build's LLM_ORIGINS, no wildcard", async () => {
      const expected = parseLlmOrigins(llm.llmOrigins);
      const csp = (await request.get("/ai-content")).headers()["content-security-policy"] ?? "";
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(" ");
      expect(connect).toEqual(["'self'", ...expected]);
      await openWithModel(page, SCENARIOS.stream);
      await expect(page.getByText("Erlaubte Server dieses Builds (LLM_ORIGINS):")).toHaveText(
        `Erlaubte Server dieses Builds (LLM_ORIGINS): ${expected.join(", ")}.`,
      );
    });

    await test.step("an invalid or empty endpoint and a missing model are named at their field", async () => {
      await page.getByLabel("Endpunkt").fill("localhost:11434");
      await page.getByLabel("Modell", { exact: true }).fill("");
      await generateButton(page).click();
      await expect(runStatus(page)).toContainText("Der Endpunkt ist keine gültige Adresse.");
      await expect(page.getByLabel("Endpunkt")).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("Endpunkt").fill(endpoint);
      // Edited: no longer marked until it fails again.
      await expect(page.getByLabel("Endpunkt")).not.toHaveAttribute("aria-invalid", "true");
      await generateButton(page).click();
      await expect(runStatus(page)).toContainText("Bitte tragen Sie den Namen des Modells ein");
      await expect(page.getByLabel("Modell", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Endpunkt")).not.toHaveAttribute("aria-invalid", "true");
    });

    await test.step("are refused with a clear message before any request, for generating and for the connection test", async () => {
      const outside = `http://localhost:${llm.port}/v1`;
      await page.getByLabel("Endpunkt").fill(outside);
      await page.getByLabel("Modell", { exact: true }).fill(SCENARIOS.stream);
      await generateButton(page).click();
      const message = `http://localhost:${llm.port} ist in diesem Build nicht freigegeben; es wurde keine Anfrage gesendet.`;
      await expect(runStatus(page)).toContainText(message);
      await expect(runStatus(page)).toContainText("LLM_ORIGINS=");
      await expect(page.getByLabel("Endpunkt")).toHaveAttribute("aria-invalid", "true");
      await page.getByRole("button", { name: "Verbindung testen" }).click();
      await expect(page.getByRole("status", { name: "Verbindung testen" })).toContainText(message);
      await expectFormKept(page, SCENARIOS.stream, outside);

      expect((await serverLog(request)).filter((entry) => entry.host === `localhost:${llm.port}`)).toEqual([]);
    });
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
});
