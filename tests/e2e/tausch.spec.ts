import type { Browser, BrowserContext, Page } from "@playwright/test";
import jsQR from "jsqr";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// Trade matching, the trade list as text and the QR code (docs/decisions/0032). Collections are
// seeded into localStorage as the stored document (ADR 0018), not clicked together.
const STORAGE_KEY = "labubu-sammlung:v1";

type Figures = Record<string, Record<string, { owned?: boolean; doubles?: number; wanted?: boolean }>>;

/** Anna: Sisi twice over, Dada once over, Ququ; looks for Baba and Happiness. */
const anna: Figures = {
  "have-a-seat": { "1": { doubles: 2 }, "2": { owned: true }, "3": { doubles: 1 }, "5": { wanted: true } },
  "big-into-energy": { "2": { wanted: true } },
};
/** Ben: Sisi; Baba once over, Happiness three times over; looks for Dada. */
const ben: Figures = {
  "have-a-seat": { "1": { owned: true }, "3": { wanted: true }, "5": { doubles: 1 } },
  "big-into-energy": { "2": { doubles: 3 } },
};

function storedDocument(figures: Figures) {
  const series = Object.fromEntries(
    Object.entries(figures).map(([key, entries]) => [
      key,
      Object.fromEntries(
        Object.entries(entries).map(([id, state]) => [
          id,
          { owned: Boolean(state.owned || state.doubles), doubles: state.doubles ?? 0, wanted: Boolean(state.wanted) },
        ]),
      ),
    ]),
  );
  return JSON.stringify({ format: "labubu-sammlung", version: 1, savedAt: "2026-11-25T09:30:00.000Z", series });
}

/** A browser of its own with this collection stored. */
async function collector(browser: Browser, baseURL: string | undefined, figures: Figures): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: "de-AT" });
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [STORAGE_KEY, storedDocument(figures)],
  );
  return context;
}

async function ownTradeLink(page: Page): Promise<string> {
  await page.goto("/sammlung");
  await waitForHydration(page);
  await expect(page.locator("[data-collection-status=ready]")).toBeVisible();
  const field = page.getByLabel("Ihr Tauschlink", { exact: true });
  await expect(field).toHaveValue(/\/sammlung\/tausch#v=1&/);
  return field.inputValue();
}

async function openTradeLink(page: Page, link: string) {
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.locator("[data-trade=ok]")).toBeVisible();
}

const give = (page: Page) => page.locator('[data-match="tausch-geben"]');
const get = (page: Page) => page.locator('[data-match="tausch-bekommen"]');

test("two collectors' trade links show each what they can give and get, both ways", async ({ browser, baseURL }) => {
  const annasBrowser = await collector(browser, baseURL, anna);
  const bensBrowser = await collector(browser, baseURL, ben);
  try {
    const annaPage = await annasBrowser.newPage();
    const benPage = await bensBrowser.newPage();
    const annasLink = await ownTradeLink(annaPage);
    const bensLink = await ownTradeLink(benPage);

    // Ben opens Anna's link.
    await openTradeLink(benPage, annasLink);
    await expect(give(benPage).getByRole("heading")).toHaveText("Das können Sie geben (2 Figuren insgesamt)");
    await expect(give(benPage).locator('[data-match-series="have-a-seat"]')).toContainText("Have a Seat · 1 Figur");
    await expect(give(benPage).locator('[data-match-series="have-a-seat"]')).toContainText("Baba · 1 doppelt bei Ihnen");
    await expect(give(benPage).locator('[data-match-series="big-into-energy"]')).toContainText("Happiness · 3 doppelt bei Ihnen");
    await expect(get(benPage).getByRole("heading")).toHaveText("Das können Sie bekommen (1 Figur insgesamt)");
    await expect(get(benPage)).toContainText("Dada · 1 doppelt angeboten");
    await expect(get(benPage)).not.toContainText("Sisi");
    await expectNoAxeViolations(benPage);

    // Anna opens Ben's link: the same trade from her side.
    await openTradeLink(annaPage, bensLink);
    await expect(give(annaPage)).toContainText("Dada · 1 doppelt bei Ihnen");
    await expect(get(annaPage).locator('[data-match-series="have-a-seat"]')).toContainText("Baba · 1 doppelt angeboten");
    await expect(get(annaPage).locator('[data-match-series="big-into-energy"]')).toContainText("Happiness · 3 doppelt angeboten");

    // Her own link: nothing fits, and the page says so.
    await openTradeLink(annaPage, annasLink);
    await expect(annaPage.locator("[data-trade-match=none]")).toContainText("Leider passt nichts zusammen");
  } finally {
    await annasBrowser.close();
    await bensBrowser.close();
  }
});

test("the trade list copies as text and its QR code, drawn on the device, decodes to the link", async ({ browser, baseURL }) => {
  const context = await collector(browser, baseURL, anna);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  try {
    const page = await context.newPage();
    const link = await ownTradeLink(page);

    await page.getByRole("button", { name: "Tauschliste als Text kopieren" }).click();
    await expect(page.getByText("Tauschliste kopiert")).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain("Doppelt (zum Tauschen):\nHave a Seat: Sisi (2×), Dada\n");
    expect(text).toContain("Gesucht:\nBig into Energy: Happiness\nHave a Seat: Baba\n");
    expect(text.endsWith(link)).toBe(true);

    // The QR code's module loads only now, from this site.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.getByRole("button", { name: "QR-Code zeigen" }).click();
    const code = page.getByRole("img", { name: "QR-Code Ihres Tauschlinks" });
    await expect(code).toBeVisible();
    expect(requests.some((url) => /\/assets\/trade-qr-[\w-]+\.js$/.test(url))).toBe(true);
    expect(requests.every((url) => url.startsWith(baseURL!))).toBe(true);

    // Rasterised in the page, decoded here by an independent QR reader.
    const size = 400;
    const pixels = await code.evaluate(async (svg, side) => {
      const copy = svg.cloneNode(true) as SVGSVGElement;
      copy.setAttribute("width", String(side));
      copy.setAttribute("height", String(side));
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = side;
      const context2d = canvas.getContext("2d")!;
      context2d.drawImage(image, 0, 0, side, side);
      return Array.from(context2d.getImageData(0, 0, side, side).data);
    }, size);
    const decoded = jsQR(Uint8ClampedArray.from(pixels), size, size);
    expect(decoded?.data).toBe(link);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});

test("the matches pass axe on a phone @mobile", async ({ browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the desktop width is checked with the full flow above");
  const context = await collector(browser, baseURL, ben);
  try {
    const page = await context.newPage();
    await openTradeLink(page, "/sammlung/tausch#v=1&d=have-a-seat.1x2.3&w=have-a-seat.5_big-into-energy.2");
    await expect(give(page)).toContainText("Baba");
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});

/** Stands in for the share sheet of a phone's browser (Chromium on Linux has no Web Share API): records what it got. */
function offerShareSheet() {
  const shared: ShareData[] = [];
  Object.assign(window, { shared });
  Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data), configurable: true });
}
const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

test("on a phone „QR-Code zeigen“ brings the code into view @mobile", async ({ page, isMobile }) => {
  test.skip(!isMobile, "on a wide screen the code is drawn in view");
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, storedDocument(anna)]);
  await page.goto("/sammlung");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "QR-Code zeigen" });
  // The button at the foot of the screen, where a thumb finds it: the code is drawn below it.
  await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy({ top: box.bottom - window.innerHeight + 8, behavior: "instant" });
  });
  await button.click();
  await expect(page.getByRole("img", { name: "QR-Code Ihres Tauschlinks" })).toBeInViewport({ ratio: 1 });
});

test("the trade list goes to the share sheet where the browser has one, with its link", async ({ browser, baseURL }) => {
  const context = await collector(browser, baseURL, anna);
  try {
    await context.addInitScript(offerShareSheet);
    const page = await context.newPage();
    const link = await ownTradeLink(page);
    await expect(page.getByRole("button", { name: "Tauschliste als Text kopieren" })).toHaveCount(0);
    await page.getByRole("button", { name: "Tauschliste teilen" }).click();
    await expect.poll(() => sharedData(page)).toHaveLength(1);
    const [data] = await sharedData(page);
    expect(data!.title).toBe("Meine Labubu-Tauschliste");
    expect(data!.text).toContain("Doppelt (zum Tauschen):\nHave a Seat: Sisi (2×), Dada\n");
    expect(data!.text!.endsWith(link)).toBe(true);
  } finally {
    await context.close();
  }
});

test("after a match „Meine Liste zurückschicken“ hands over the visitor's own list: shared, or copied", async ({
  browser,
  baseURL,
}) => {
  const annasBrowser = await collector(browser, baseURL, anna);
  const bensBrowser = await collector(browser, baseURL, ben);
  try {
    const annasLink = await ownTradeLink(await annasBrowser.newPage());
    const benPage = await bensBrowser.newPage();
    const bensLink = await ownTradeLink(benPage);
    await bensBrowser.grantPermissions(["clipboard-read", "clipboard-write"]);

    // No share sheet here (Chromium on Linux): Ben's own list is copied for his reply.
    await openTradeLink(benPage, annasLink);
    const sendBack = benPage.locator("[data-send-back]");
    await expect(sendBack.getByRole("heading")).toHaveText("Ihre Liste für die andere Person");
    await sendBack.getByRole("button", { name: "Meine Liste zurückschicken" }).click();
    await expect(sendBack.getByText("Ihre Liste ist kopiert")).toBeVisible();
    const copied = await benPage.evaluate(() => navigator.clipboard.readText());
    expect(copied.endsWith(bensLink)).toBe(true);
    expect(copied).toContain("Big into Energy: Happiness (3×)");

    // With a share sheet, the same list goes there.
    await bensBrowser.addInitScript(offerShareSheet);
    await benPage.goto("about:blank");
    await openTradeLink(benPage, annasLink);
    await benPage.locator("[data-send-back]").getByRole("button", { name: "Meine Liste zurückschicken" }).click();
    await expect.poll(() => sharedData(benPage)).toHaveLength(1);
    expect((await sharedData(benPage))[0]!.text!.endsWith(bensLink)).toBe(true);
    await expectNoAxeViolations(benPage);
  } finally {
    await annasBrowser.close();
    await bensBrowser.close();
  }
});

test("a trade list names who it is from, and offers a collection only to those who have none", async ({ browser, baseURL }) => {
  const annasBrowser = await collector(browser, baseURL, anna);
  const newcomer = await browser.newContext({ baseURL, locale: "de-AT" });
  try {
    const annaPage = await annasBrowser.newPage();
    const unnamed = await ownTradeLink(annaPage);
    expect(unnamed).not.toContain("&n=");

    // Anna gives her name: it goes into the link, the text and the share title, and stays for her next visit.
    const name = annaPage.getByLabel("Ihr Name auf der Tauschliste (freiwillig)");
    await expect(name).toHaveAccessibleDescription(/für alle sichtbar, die ihn bekommen/);
    await name.fill("Anna aus Ottakring");
    const field = annaPage.getByLabel("Ihr Tauschlink", { exact: true });
    await expect(field).toHaveValue(/&n=Anna%20aus%20Ottakring$/);
    const named = await field.inputValue();
    await annaPage.reload();
    await waitForHydration(annaPage);
    await expect(annaPage.getByLabel("Ihr Name auf der Tauschliste (freiwillig)")).toHaveValue("Anna aus Ottakring");
    await expect(field).toHaveValue(named);

    // Someone with no collection: told whose list it is, and offered one of their own.
    const reader = await newcomer.newPage();
    await openTradeLink(reader, named);
    await expect(reader.locator("[data-trade-from=name]")).toHaveText("Diese Tauschliste ist von Anna aus Ottakring.");
    await expect(reader.getByRole("link", { name: "Eigene Sammlung anlegen" })).toBeVisible();
    await openTradeLink(reader, unnamed);
    await expect(reader.locator("[data-trade-from=none]")).toHaveText(
      "Diese Tauschliste ist von einer Sammlerin oder einem Sammler, ohne Namen geschickt.",
    );
    // A name is shown as text, never as markup.
    await openTradeLink(reader, `${unnamed}&n=${encodeURIComponent("<b>Fett</b>")}`);
    await expect(reader.locator("[data-trade-from=name]")).toHaveText("Diese Tauschliste ist von <b>Fett</b>.");
    await expect(reader.locator("[data-trade-from] b")).toHaveCount(0);

    // Anna, who has a collection, is not asked to start one.
    await openTradeLink(annaPage, named);
    await expect(annaPage.getByRole("link", { name: "Zu meiner Sammlung" })).toBeVisible();
    await expect(annaPage.getByRole("link", { name: "Eigene Sammlung anlegen" })).toHaveCount(0);
  } finally {
    await annasBrowser.close();
    await newcomer.close();
  }
});
