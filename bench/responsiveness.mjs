// How long the pages' own main-thread tasks last while a person works with them, in Chromium: the
// longest task (wall clock, Long Tasks API) and, where a trace is taken, its thread CPU time, which
// other processes on a busy machine cannot inflate. Targets, reported by `npm run bench`:
// answering the authenticity check and the set calculator's largest inputs add no task over 50 ms;
// a 100,000-character topic and a 100,000-word paste keep the hub's tasks under 200 and 400 ms CPU;
// a 4,000-token model answer streams without a task over 50 ms CPU.
// The functions passed to page.evaluate run in the browser.
/* global document, requestIdleCallback, HTMLInputElement, HTMLTextAreaElement, MouseEvent */
import { startLlmTestServer, SCENARIOS } from "../tests/llm-server/server.mjs";
import { longDraftBody } from "./typing.mjs";

/** @typedef {{ name: string, wallMs: number | null, cpuMs: number | null, targetMs: number, measure: "wall" | "cpu", note?: string }} TaskResult */

export const RESPONSIVENESS_TARGETS = /** @type {const} */ ({
  check: 50,
  calculator: 50,
  topic: 200,
  paste: 400,
  stream: 50,
});

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"];

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string, data?: { message?: string } } }} TraceEvent
 */

/**
 * The tasks on the thread that wrote the two `console.timeStamp` marks, between them: wall and CPU ms.
 * @param {Buffer} trace
 * @param {string} from
 * @param {string} to
 * @returns {{ wallMs: number, cpuMs: number }[]}
 */
export function tasksBetweenMarks(trace, from, to) {
  const parsed = JSON.parse(trace.toString("utf8"));
  /** @type {TraceEvent[]} */
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = (/** @type {string} */ label) => {
    const found = events.find((event) => event.name === "TimeStamp" && event.args?.data?.message === label);
    if (!found) throw new Error(`the trace has no console.timeStamp("${label}")`);
    return found;
  };
  const start = mark(from);
  const end = mark(to);
  return events
    .filter((event) => event.name === "RunTask" && event.ph === "X" && event.pid === start.pid && event.tid === start.tid)
    .filter((event) => event.ts + (event.dur ?? 0) >= start.ts && event.ts <= end.ts)
    .map((event) => ({ wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? event.dur ?? 0) / 1000 }));
}

/** @param {{ wallMs: number, cpuMs: number }[]} tasks */
const longest = (tasks) => ({
  wallMs: Math.max(0, ...tasks.map((task) => task.wallMs)),
  cpuMs: Math.max(0, ...tasks.map((task) => task.cpuMs)),
});

/**
 * Runs `action` between two trace marks and returns the longest task of the page's main thread.
 * @param {import("playwright-core").Browser} browser
 * @param {import("playwright-core").Page} page
 * @param {() => Promise<void>} action
 */
async function traced(browser, page, action) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.evaluate(() => console.timeStamp("bench-start"));
  await action();
  await page.evaluate(() => console.timeStamp("bench-end"));
  return longest(tasksBetweenMarks(await browser.stopTracing(), "bench-start", "bench-end"));
}

/** @param {import("playwright-core").Page} page */
async function hydrated(page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** @param {import("playwright-core").Page} page */
async function openHubTools(page) {
  await page.goto("/ai-content");
  await hydrated(page);
  await page.getByRole("region", { name: "Werkzeuge" }).scrollIntoViewIfNeeded();
  await page.getByRole("tab", { name: "Content Generator" }).waitFor({ timeout: 60_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
}

/** The round with the shortest longest task: a busy machine can stretch one task by preemption. @param {{ wallMs: number, cpuMs: number }[]} rounds */
const best = (rounds) => /** @type {{ wallMs: number, cpuMs: number }} */ ([...rounds].sort((a, b) => a.cpuMs - b.cpuMs)[0]);

/**
 * Answers all questions of the authenticity check three times; the longest task of the best round.
 * @param {import("playwright-core").Browser} browser @param {import("playwright-core").Page} page
 */
async function checkAnswering(browser, page) {
  await page.goto("/echtheit-pruefen");
  await hydrated(page);
  const questions = await page.locator("fieldset").count();
  const rounds = [];
  for (const value of ["Ja", "Nein", "Unsicher"]) {
    rounds.push(
      await traced(browser, page, async () => {
        for (let index = 0; index < questions; index++)
          await page.locator("fieldset").nth(index).getByRole("radio", { name: value, exact: true }).check();
      }),
    );
  }
  return best(rounds);
}

/** The set calculator's largest inputs, three times; the best round. @param {import("playwright-core").Browser} browser @param {import("playwright-core").Page} page */
async function calculatorInputs(browser, page) {
  await page.goto("/set-rechner");
  await hydrated(page);
  const field = (/** @type {string} */ label) => page.getByLabel(label, { exact: true });
  const rounds = [];
  for (const figures of ["100", "99", "100"]) {
    rounds.push(
      await traced(browser, page, async () => {
        await field("Chance auf die Secret-Figur").fill("1/100000");
        await field("Boxen, die Sie kaufen wollen").fill("5000");
        await field("Reguläre Figuren im Set").fill(figures);
        await page.locator("[data-result=full]").getByText("mehr als 5").first().waitFor();
      }),
    );
  }
  return best(rounds);
}

/** A 100,000-character custom topic, generated, then both tabs shown. @param {import("playwright-core").Browser} browser @param {import("playwright-core").Page} page */
async function hugeTopic(browser, page) {
  await openHubTools(page);
  const words = ["Labubu", "Sammler", "Wien", "Blindbox", "Echtheit", "Österreich", "Figur", "Serie"];
  let text = "";
  for (let index = 0; text.length < 100_000; index++) text += `${words[index % words.length]} `;
  const topic = `${text.slice(0, 99_999)}x`;
  // Driven inside the page: Playwright's own locator work would run on the traced thread.
  return traced(browser, page, () =>
    page.evaluate(async (value) => {
      const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
      const input = /** @type {HTMLInputElement} */ (
        [...document.querySelectorAll("label")].find((label) => label.textContent === "Eigenes Thema")?.control
      );
      const form = /** @type {HTMLFormElement} */ (input.form);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      await pause(100);
      form.querySelector(/** @type {"button"} */ ('button[type="submit"]'))?.click();
      const started = performance.now();
      while (!form.querySelector('[role="status"]')?.textContent?.startsWith("Fertig") && performance.now() - started < 30_000)
        await pause(50);
      for (const name of ["Automatisierung", "Content Generator"]) {
        [...document.querySelectorAll('[role="tab"]')]
          .find((element) => element.textContent === name)
          ?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
        await pause(150);
      }
      await pause(400);
    }, topic),
  );
}

/** A 100,000-word paste into a draft's editor, until its analysis (in the worker) shows. @param {import("playwright-core").Browser} browser @param {import("playwright-core").Page} page */
async function hugePaste(browser, page) {
  await openHubTools(page);
  await page.getByLabel("Eigenes Thema").fill("Sehr langer Text");
  await page.getByRole("button", { name: "Artikel generieren" }).click();
  await page.getByRole("button", { name: "Bearbeiten" }).click();
  const text = longDraftBody(100_000);
  return traced(browser, page, async () => {
    await page.evaluate((value) => {
      const input = /** @type {HTMLTextAreaElement} */ (
        [...document.querySelectorAll("label")].find((label) => label.textContent === "Text (Markdown)")?.control
      );
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, text);
    await page
      .getByRole("region", { name: "SEO-Analyse" })
      .getByText(/Der Text hat 100\D?000 Wörter/)
      .waitFor({ timeout: 120_000 });
  });
}

/**
 * A 4,000-token answer streamed by the test model server into the hub.
 * @param {import("playwright-core").Browser} browser @param {import("playwright-core").Page} page @param {string} endpoint
 */
async function modelStream(browser, page, endpoint) {
  await openHubTools(page);
  await page.getByLabel("Eigenes Thema").fill("Tauschbörse für Labubu in Linz");
  await page.getByRole("radio", { name: "Sprachmodell (OpenAI-kompatibel)" }).check();
  await page.getByLabel("Endpunkt").fill(endpoint);
  await page.getByLabel("Modell", { exact: true }).fill(SCENARIOS.long);
  return traced(browser, page, async () => {
    await page.getByRole("button", { name: "Artikel generieren" }).click();
    await page
      .getByRole("form", { name: "Neuer Artikel" })
      .getByRole("status")
      .last()
      .getByText(/Fertig/)
      .waitFor({ timeout: 120_000 });
  });
}

/**
 * Every scenario in its own browser context.
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin the site under test
 * @param {{ llmPort: number, llmOrigins: string[], log?: (line: string) => void }} options the model test
 *   server's port (chosen before the build, which must allow its origin) and the build's allowed model origins
 * @returns {Promise<TaskResult[]>}
 */
export async function measureResponsiveness(browser, origin, { llmPort, llmOrigins, log = () => {} }) {
  const llm = await startLlmTestServer({ port: llmPort });
  /** @type {TaskResult[]} */
  const results = [];
  /** @param {string} name @param {keyof typeof RESPONSIVENESS_TARGETS} key @param {"wall" | "cpu"} measure @param {(page: import("playwright-core").Page) => Promise<{ wallMs: number, cpuMs: number }>} run */
  const scenario = async (name, key, measure, run) => {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, locale: "de-AT" });
    try {
      const { wallMs, cpuMs } = await run(await context.newPage());
      results.push({ name, wallMs, cpuMs, targetMs: RESPONSIVENESS_TARGETS[key], measure });
      log(`${name}: longest task ${Math.round(wallMs)} ms wall clock, ${Math.round(cpuMs)} ms CPU`);
    } finally {
      await context.close();
    }
  };
  try {
    await scenario("authenticity check, answering every question", "check", "cpu", (page) => checkAnswering(browser, page));
    await scenario("set calculator, largest inputs", "calculator", "cpu", (page) => calculatorInputs(browser, page));
    await scenario("hub, 100,000-character topic", "topic", "cpu", (page) => hugeTopic(browser, page));
    await scenario("hub, 100,000-word paste", "paste", "cpu", (page) => hugePaste(browser, page));
    if (llmOrigins.includes(llm.origin)) {
      await scenario("hub, 4,000-token model stream", "stream", "cpu", (page) => modelStream(browser, page, `${llm.origin}/v1`));
    } else {
      results.push({
        name: "hub, 4,000-token model stream",
        wallMs: null,
        cpuMs: null,
        targetMs: RESPONSIVENESS_TARGETS.stream,
        measure: "cpu",
        note: `not measured: the build does not allow ${llm.origin} (build with the bench, not --no-build)`,
      });
    }
  } finally {
    await llm.close();
  }
  return results;
}

/**
 * The targets of the measured scenarios, in the bench's target rows.
 * @param {TaskResult[]} results
 * @returns {import("./targets.mjs").TargetResult[]}
 */
export function responsivenessTargets(results) {
  return results.map(({ name, cpuMs, targetMs, note }) => ({
    target: `${name}: longest task, CPU (ms)`,
    measured: cpuMs === null ? null : Math.round(cpuMs),
    limit: `< ${targetMs}`,
    ok: cpuMs === null ? null : cpuMs < targetMs,
    ...(note ? { note } : {}),
  }));
}
