import { describe, expect, it } from "vitest";

import { reduceStylesheet, readMarkup, stylesheetFile } from "../critical-css.mjs";
import { createFinisher } from "./finish.mjs";

// A page as React Router prerenders it (scripts/defer-hydration.test.mjs has the shape), with the
// whole stylesheet inline as root.tsx renders it.
const css = [".card{display:flex}", ".table-cell{padding:1rem}", ".unused{color:red}"].join("\n");
const script = `<script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client.js");</script>`;
const chunk = JSON.stringify('[{"_1":2},"loaderData"]');
const stream = `<script>window.__reactRouterContext.streamController.enqueue(${chunk});</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$-->`;
const page = (/** @type {string} */ body) =>
  Buffer.from(
    `<html><head><link rel="modulepreload" href="/assets/a.js"/><style data-critical-css="">${css}</style></head><body>${body}<p>${"Text ".repeat(200)}</p>${script}${stream}</body></html>`,
  );
const hashes = { script: [], style: [], styleAttr: [] };

/**
 * A finisher whose emitted files land in a map, as the stage keeps them on disk.
 * @param {string} critical the site's reduced stylesheet
 */
async function finisherFor(critical) {
  /** @type {Map<string, Buffer>} */
  const emitted = new Map();
  /** @type {string[]} */
  const emits = [];
  /** @type {string[]} */
  const logged = [];
  const finisher = createFinisher({
    record: { stylesheet: `/${stylesheetFile(css).name}`, critical },
    hashes,
    emit: async (file) => {
      emits.push(file.rel);
      emitted.set(file.rel, file.body);
      if (file.br) emitted.set(`${file.rel}.br`, file.br);
    },
    reread: async (rel) => /** @type {Buffer} */ (emitted.get(rel)),
    log: (line) => logged.push(line),
  });
  return { finisher, emitted, emits, logged };
}

const inlineStyle = (/** @type {Buffer | undefined} */ body) =>
  /<style data-critical-css="">([\s\S]*?)<\/style>/.exec(String(body))?.[1];

describe("createFinisher", () => {
  it("emits each file once, with the site's reduced stylesheet, when that sheet holds every rule the pages match", async () => {
    const critical = await reduceStylesheet(css, readMarkup('<div class="card"></div>'));
    const { finisher, emitted, emits, logged } = await finisherFor(critical);
    finisher.add({ rel: "/ratgeber/a/index.html", body: page('<div class="card"></div>') });
    finisher.add({ rel: "/ratgeber/a.data", body: Buffer.from("[1]".repeat(400)) });
    await finisher.end();
    expect(emits.sort()).toEqual(["/ratgeber/a.data", "/ratgeber/a/index.html"]);
    expect(inlineStyle(emitted.get("/ratgeber/a/index.html"))).toBe(critical);
    expect(emitted.has("/ratgeber/a/index.html.br")).toBe(true);
    expect(logged).toEqual([]);
  });

  it("emits the pages again with the whole stylesheet when one matches a rule the reduced sheet lacks", async () => {
    const critical = await reduceStylesheet(css, readMarkup('<div class="card"></div>'));
    const { finisher, emitted, emits, logged } = await finisherFor(critical);
    finisher.add({ rel: "/ratgeber/a/index.html", body: page('<div class="card"></div>') });
    finisher.add({ rel: "/ratgeber/b/index.html", body: page('<td class="table-cell"></td>') });
    await finisher.end();
    expect(emits.filter((rel) => rel === "/ratgeber/a/index.html")).toHaveLength(2);
    for (const rel of ["/ratgeber/a/index.html", "/ratgeber/b/index.html"]) {
      expect(inlineStyle(emitted.get(rel))).toBe(css);
      expect(String(emitted.get(rel))).toContain("Text Text");
    }
    expect(logged.join("\n")).toContain("2 page(s) need rules");
  });

  it("throws a failed emit at the end, after the other files", async () => {
    const critical = await reduceStylesheet(css, readMarkup('<div class="card"></div>'));
    const finisher = createFinisher({
      record: { stylesheet: `/${stylesheetFile(css).name}`, critical },
      hashes,
      emit: async () => {
        throw new Error("disk full");
      },
      reread: async () => Buffer.alloc(0),
    });
    finisher.add({ rel: "/ratgeber/a/index.html", body: page('<div class="card"></div>') });
    await expect(finisher.end()).rejects.toThrow("disk full");
  });
});
