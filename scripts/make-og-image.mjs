// Renders the site's own illustration (a friendly monster, no third-party artwork) to
// public/og-image.png (1200×630 social preview), public/apple-touch-icon.png (180×180) and the
// installed app's icons named by public/site.webmanifest: icon-192.png and icon-512.png, and
// icon-maskable-512.png with the artwork inside the central safe zone (a circle of 80 % of the side)
// that launchers may cut to any shape.
// Run after changing the artwork: `node scripts/make-og-image.mjs` (needs a Chromium, see tests/browser.ts).
// The PNGs are committed, so builds do not need a browser.
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public");

// Design tokens from app/app.css.
const c = {
  ink: "#1f1a3d",
  paper: "#fbf7f2",
  sand: "#f3ebe0",
  accent: "#b8245a",
  accentSoft: "#fbe4ec",
  plum: "#3b2f7a",
  plumSoft: "#ebe7fb",
  sun: "#f6c453",
};

/**
 * Nine little teeth along the top of a grin: the figure's best-known trait, drawn our own way.
 * @param {number} cx @param {number} top @param {number} halfWidth
 */
function teeth(cx, top, halfWidth, count = 9, depth = 15) {
  const width = (2 * halfWidth) / count;
  const edge = (/** @type {number} */ x) => top + 14 * (1 - ((x - cx) / halfWidth) ** 2);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x0 = cx - halfWidth + i * width;
    const x1 = x0 + width;
    const xm = (x0 + x1) / 2;
    d += `M${x0.toFixed(1)} ${edge(x0).toFixed(1)}L${xm.toFixed(1)} ${(edge(xm) + depth).toFixed(1)}L${x1.toFixed(1)} ${edge(x1).toFixed(1)}Z`;
  }
  return d;
}

/**
 * The monster, centred on (cx, cy) = middle of the head.
 * @param {number} cx @param {number} cy
 */
function monster(cx, cy) {
  /** @typedef {(x: number) => number} Flip */
  /** @type {Flip} */
  const m = (x) => 2 * cx - x; // mirror for the right ear
  const ear = (/** @type {Flip} */ s) =>
    `M${s(cx - 95)} ${cy - 105} C${s(cx - 135)} ${cy - 190} ${s(cx - 140)} ${cy - 260} ${s(cx - 112)} ${cy - 295} C${s(cx - 78)} ${cy - 270} ${s(cx - 38)} ${cy - 190} ${s(cx - 35)} ${cy - 130}Z`;
  const innerEar = (/** @type {Flip} */ s) =>
    `M${s(cx - 92)} ${cy - 130} C${s(cx - 118)} ${cy - 190} ${s(cx - 120)} ${cy - 235} ${s(cx - 108)} ${cy - 262} C${s(cx - 88)} ${cy - 240} ${s(cx - 62)} ${cy - 190} ${s(cx - 58)} ${cy - 140}Z`;
  /** @type {Flip} */
  const id = (x) => x;
  const mouthTop = cy + 62;
  return `
  <g>
    <ellipse cx="${cx}" cy="${cy + 250}" rx="150" ry="120" fill="${c.plum}"/>
    <ellipse cx="${cx}" cy="${cy + 262}" rx="92" ry="78" fill="${c.sand}"/>
    <path d="${ear(id)}" fill="${c.plum}"/>
    <path d="${ear(m)}" fill="${c.plum}"/>
    <path d="${innerEar(id)}" fill="${c.accentSoft}"/>
    <path d="${innerEar(m)}" fill="${c.accentSoft}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="172" ry="150" fill="${c.plum}"/>
    <ellipse cx="${cx}" cy="${cy + 22}" rx="128" ry="108" fill="${c.sand}"/>
    <circle cx="${cx - 88}" cy="${cy + 52}" r="20" fill="${c.accentSoft}"/>
    <circle cx="${cx + 88}" cy="${cy + 52}" r="20" fill="${c.accentSoft}"/>
    <ellipse cx="${cx - 50}" cy="${cy - 4}" rx="24" ry="30" fill="${c.ink}"/>
    <ellipse cx="${cx + 50}" cy="${cy - 4}" rx="24" ry="30" fill="${c.ink}"/>
    <circle cx="${cx - 42}" cy="${cy - 15}" r="8" fill="#fff"/>
    <circle cx="${cx + 58}" cy="${cy - 15}" r="8" fill="#fff"/>
    <path d="M${cx} ${cy + 46} C${cx - 16} ${cy + 34} ${cx - 16} ${cy + 20} ${cx - 7} ${cy + 20} C${cx - 3} ${cy + 20} ${cx} ${cy + 24} ${cx} ${cy + 27} C${cx} ${cy + 24} ${cx + 3} ${cy + 20} ${cx + 7} ${cy + 20} C${cx + 16} ${cy + 20} ${cx + 16} ${cy + 34} ${cx} ${cy + 46}Z" fill="${c.accent}"/>
    <path d="M${cx - 70} ${mouthTop} Q${cx} ${mouthTop + 28} ${cx + 70} ${mouthTop} Q${cx} ${mouthTop + 75} ${cx - 70} ${mouthTop}Z" fill="${c.ink}"/>
    <path d="${teeth(cx, mouthTop, 62, 9, 13)}" fill="#fff"/>
    <ellipse cx="${cx - 120}" cy="${cy + 215}" rx="34" ry="26" fill="${c.plum}" transform="rotate(-30 ${cx - 120} ${cy + 215})"/>
    <ellipse cx="${cx + 120}" cy="${cy + 215}" rx="34" ry="26" fill="${c.plum}" transform="rotate(30 ${cx + 120} ${cy + 215})"/>
  </g>`;
}

const font = `font-family="'DejaVu Sans', 'Segoe UI', Arial, sans-serif"`;

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${c.ink}"/>
  <circle cx="940" cy="330" r="235" fill="${c.sun}"/>
  <circle cx="1130" cy="80" r="14" fill="${c.accentSoft}"/>
  <circle cx="700" cy="560" r="10" fill="${c.sun}"/>
  <circle cx="1160" cy="520" r="8" fill="${c.plumSoft}"/>
  ${monster(940, 320)}
  <rect x="80" y="96" width="318" height="46" rx="23" fill="${c.sun}"/>
  <text x="239" y="127" ${font} font-size="22" font-weight="700" fill="${c.ink}" text-anchor="middle">Ratgeber für Österreich</text>
  <text x="78" y="236" ${font} font-size="66" font-weight="700" fill="${c.paper}">Labubu</text>
  <text x="78" y="312" ${font} font-size="66" font-weight="700" fill="${c.paper}">Sammler</text>
  <text x="78" y="388" ${font} font-size="66" font-weight="700" fill="${c.sun}">Österreich</text>
  <text x="80" y="452" ${font} font-size="28" fill="${c.plumSoft}">Echtheit prüfen · Serien &amp; Preise</text>
  <text x="80" y="492" ${font} font-size="28" fill="${c.plumSoft}">Shops in Wien · FAQ &amp; Ratgeber</text>
  <rect x="80" y="538" width="56" height="6" rx="3" fill="${c.accent}"/>
</svg>`;

const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="560 0 480 480">
  <rect x="560" y="0" width="480" height="480" fill="${c.sun}"/>
  ${monster(800, 300)}
</svg>`;

/** The app icon: the touch icon's artwork at any size; maskable, with room around it for the launcher's mask. */
const appIconSvg = (/** @type {number} */ size, /** @type {boolean} */ maskable) => {
  // The touch icon shows the square 560…1040 × 0…480; the maskable one a wider square, so the ear tips stay inside the safe zone.
  const view = maskable ? "470 -90 660 660" : "560 0 480 480";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${view}">
  <rect x="400" y="-200" width="800" height="900" fill="${c.sun}"/>
  ${monster(800, 300)}
</svg>`;
};

function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error("Kein Chromium gefunden: CHROME_PATH setzen oder Chromium installieren.");
  return found;
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  for (const [file, svg, width, height] of /** @type {const} */ ([
    ["og-image.png", ogSvg, 1200, 630],
    ["apple-touch-icon.png", iconSvg, 180, 180],
    ["icon-192.png", appIconSvg(192, false), 192, 192],
    ["icon-512.png", appIconSvg(512, false), 512, 512],
    ["icon-maskable-512.png", appIconSvg(512, true), 512, 512],
  ])) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    const out = path.join(publicDir, file);
    await page.screenshot({ path: out, clip: { x: 0, y: 0, width, height } });
    await page.close();
    console.log(`${file}: ${width}×${height}, ${((await stat(out)).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
