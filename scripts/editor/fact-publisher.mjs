// What the editor mode does for the hub's "Faktenbasis" and "Serienkatalog" (docs/decisions/0050): re-confirm a
// fact with a newer dated source, correct a value, add a series (with its own photos, docs/decisions/0053) or correct
// one of its fields (docs/decisions/0092), add or remove a shop. Each change is made by the fact base's
// editing functions (app/content/data/edit.ts, checked with the build's schemas), written, built into a fresh
// folder by the full build, committed as ONE commit with the editor as its author and swapped in; a refusal,
// a failed build or a failed commit leaves the files, the history and the site as they were. One job at a time,
// under the same lock as the article publications.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";

import * as v from "valibot";

import {
  addSeries,
  addShop,
  articlesWithoutStaleMarker,
  correctFactValue,
  correctSeries,
  isAddedShop,
  reconfirmFact,
  removeShop,
} from "../../app/content/data/edit.ts";
import { newSeriesFrom, newShopFrom, requestProblems, seriesPhotoFile } from "../../app/content/data/edit-requests.ts";
import { seriesFormCopy } from "../../app/content/data/edit-copy.ts";
import { readFactBase } from "../../app/content/data/fact-base.server.ts";
import { needsStandInText } from "../../app/content/facts/lookup.ts";
import { sniffPhotoType } from "../../app/domain/photos.ts";
import {
  correctRequest,
  reconfirmRequest,
  seriesCorrectRequest,
  seriesRequest,
  shopRemoveRequest,
  shopRequest,
  unsafeField,
} from "../../app/features/hub/publishing/editor-contract.ts";
import { editorMessages, factBaseMessages as say } from "../../server/editor/messages.mjs";
import { CATALOGUE_PHOTOS_DIR } from "../photos/build.mjs";
import { withApproval } from "../../server/editor/reviewed-changes.mjs";
import { readUploadedPhotos } from "./photos.mjs";
import { buildFromData, buildSite, dataBuildFits, swapFullBuild } from "./site-build.mjs";

/**
 * @typedef {import("../../server/editor/api.mjs").ApiAnswer} ApiAnswer
 * @typedef {import("../../server/editor/guards.mjs").Editor} Editor
 * @typedef {ReturnType<typeof import("../../server/editor/git.mjs").createGit>} Git
 * @typedef {import("../../app/content/data/edit.ts").FileChange} FileChange
 * @typedef {{ path: string, bytes: Buffer }} PhotoChange a photo file, by its path in the project
 * @typedef {{ ms: number, buildMs: number, swapMs: number, fullBuild: boolean }} Timing
 */

/** @param {Editor} editor */
const authorOf = (editor) => (editor.email ? { name: editor.name, email: editor.email } : undefined);

/**
 * @param {{
 *   projectRoot: string,
 *   buildDir: string,
 *   articlesDir: string,
 *   git: Git,
 *   repository: boolean,
 *   lock: ReturnType<typeof import("./publisher.mjs").createLock>,
 *   applyChanges: (changed: readonly string[], update: { csp?: string }) => void,
 *   afterSwap: () => Promise<void>,
 *   today: () => string,
 *   now: () => number,
 *   build?: typeof buildSite,
 *   dataBuild?: typeof buildFromData,
 *   log?: (line: string) => void,
 * }} options
 *   afterSwap: what must follow the new bundles (the content build's process and the publish check reload them);
 *   build: the full build (a test gives a stand-in that writes a small build)
 *   dataBuild: the pages rendered anew with the fact base and the catalogue's photos (docs/decisions/0076), used when
 *     the served build is of this code
 */
export function createFactPublisher({
  projectRoot,
  buildDir,
  articlesDir,
  git,
  repository,
  lock,
  applyChanges,
  afterSwap,
  today,
  now,
  build = buildSite,
  dataBuild = buildFromData,
  log = () => {},
}) {
  const read = (/** @type {string} */ file) => readFileSync(path.join(projectRoot, file), "utf8");

  /** The article files as the editing functions read them (every one in the folder: a scheduled one states facts too). */
  const articleFiles = () =>
    readdirSync(articlesDir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => {
        const markdown = readFileSync(path.join(articlesDir, name), "utf8");
        const title = /^title:\s*"?(.*?)"?\s*$/m.exec(markdown)?.[1] ?? name;
        return {
          slug: name.slice(0, -".md".length),
          title,
          markdown,
          path: path.relative(projectRoot, path.join(articlesDir, name)).split(path.sep).join("/"),
        };
      });

  /** Writes a file by a rename, so no reader sees half of it; its folder is made when it is new. */
  const writeFile = (/** @type {string} */ rel, /** @type {string | Buffer} */ content) => {
    const file = path.join(projectRoot, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.neu`);
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  };

  /**
   * Writes the changes, builds the site with them into a fresh folder, commits them as the editor and swaps
   * the build in. Whatever fails first puts every file back; nothing is committed then.
   * @param {readonly (FileChange | PhotoChange)[]} changes
   * @param {string} message the commit's message
   * @param {Editor} editor
   * @returns {Promise<{ ok: true, commit: string, timing: Timing, pushMessage?: string } | { ok: false, answer: ApiAnswer }>}
   */
  async function commitAndBuild(changes, message, editor) {
    const files = changes.map((change) => path.join(projectRoot, change.path));
    for (const file of files)
      if (await git.uncommitted(file))
        return {
          ok: false,
          answer: { status: 409, body: { message: editorMessages.uncommitted(path.relative(projectRoot, file)) } },
        };
    const before = changes.map((change) => ({
      path: change.path,
      folder: path.dirname(path.join(projectRoot, change.path)),
      folderExisted: existsSync(path.dirname(path.join(projectRoot, change.path))),
      bytes: existsSync(path.join(projectRoot, change.path)) ? readFileSync(path.join(projectRoot, change.path)) : null,
    }));
    const restore = () => {
      for (const file of before) {
        if (file.bytes === null) rmSync(path.join(projectRoot, file.path), { force: true });
        else writeFile(file.path, file.bytes);
      }
      // A folder made for a new series' photos goes again.
      for (const file of before) if (!file.folderExisted) rmSync(file.folder, { recursive: true, force: true });
    };
    const started = performance.now();
    for (const change of changes) writeFile(change.path, "bytes" in change ? change.bytes : change.text);
    const fresh = `${buildDir}-daten-${process.pid}-${Date.now().toString(36)}`;
    const fromData = dataBuildFits(projectRoot, buildDir);
    const building = fromData
      ? dataBuild({ projectRoot, served: buildDir, target: fresh, articlesDir, now: now() })
      : build({ projectRoot, target: fresh, now: now() });
    const built = await building.catch((/** @type {Error} */ error) => ({
      ok: /** @type {const} */ (false),
      output: error.message,
    }));
    if (!built.ok) {
      restore();
      await rm(fresh, { recursive: true, force: true });
      log(`Faktenbasis: Build fehlgeschlagen: ${built.output}`);
      // The build's own German refusal of a data file names file and line; anything else stays in the log.
      const shown = built.output.split("\n").find((line) => /app\/content\/.*:\d+: /.test(line));
      return { ok: false, answer: { status: 422, body: { message: say.buildFailed(shown?.trim() ?? say.buildReason) } } };
    }
    const buildMs = performance.now() - started;
    const committed = await git.commitFiles(files, message, authorOf(editor));
    if (!committed.ok) {
      restore();
      await rm(fresh, { recursive: true, force: true });
      log(`Faktenbasis: Commit fehlgeschlagen: ${committed.message}`);
      return { ok: false, answer: { status: 500, body: { message: say.commitFailed } } };
    }
    const swapStarted = performance.now();
    await swapFullBuild({ fresh, served: buildDir, applyChanges });
    const swapMs = performance.now() - swapStarted;
    await afterSwap();
    const timing = {
      ms: Math.round(performance.now() - started),
      buildMs: Math.round(buildMs),
      swapMs: Math.round(swapMs),
      fullBuild: !fromData,
    };
    const kind = fromData ? "Seiten neu gerendert" : "voller Build";
    log(`Faktenbasis: ${message} – live nach ${timing.ms} ms (${kind} ${timing.buildMs} ms, Tausch ${timing.swapMs} ms)`);
    let pushMessage;
    if (git.pushes) {
      const pushed = await git.push();
      if (!pushed.ok) {
        log(`Faktenbasis: git push fehlgeschlagen: ${pushed.message}`);
        pushMessage = editorMessages.pushFailed("other");
      }
    }
    return { ok: true, commit: committed.stdout, timing, ...(pushMessage ? { pushMessage } : {}) };
  }

  /**
   * Runs `task` under the publishing lock; answers at once when too many wait.
   * @param {() => Promise<ApiAnswer>} task
   * @returns {Promise<ApiAnswer>}
   */
  async function locked(task) {
    if (!repository) return { status: 409, body: { message: say.noRepository } };
    const started = lock.run(async () => {
      try {
        return await task();
      } catch (error) {
        log(`Faktenbasis: Fehler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return { status: 500, body: { message: editorMessages.internal } };
      }
    });
    return started ?? { status: 429, body: { message: editorMessages.busy } };
  }

  /** @param {readonly string[]} problems @returns {ApiAnswer} */
  const refused = (problems) => ({ status: 422, body: { message: say.refused, problems } });

  /**
   * @template {v.GenericSchema} S
   * @param {S} schema
   * @param {unknown} body
   * @returns {{ ok: true, value: v.InferOutput<S> } | { ok: false, answer: ApiAnswer }}
   */
  const parse = (schema, body) => {
    const result = v.safeParse(schema, body);
    if (!result.success) {
      return { ok: false, answer: { status: 400, body: { message: say.refused, problems: requestProblems(result.issues) } } };
    }
    // The characters a draft may not hold, no field of the fact base may hold either.
    const unsafe = unsafeField(/** @type {Record<string, unknown>} */ (result.output));
    if (unsafe) {
      const problem = say.unsafe(unsafe.field, unsafe.character);
      return { ok: false, answer: { status: 422, body: { message: problem, problems: [problem], code: "unsafe" } } };
    }
    return { ok: true, value: result.output };
  };

  /** @param {{ ok: true, commit: string, timing: Timing, pushMessage?: string }} done @param {Editor} editor */
  const done = (done, editor) => ({
    commit: done.commit,
    editor: editor.name,
    live: true,
    milliseconds: done.timing.ms,
    buildMilliseconds: done.timing.buildMs,
    swapMilliseconds: done.timing.swapMs,
    // Whether `react-router build` ran (a series' own photos) or the pages were rendered anew (docs/decisions/0076).
    fullBuild: done.timing.fullBuild,
    pushed: git.pushes && !done.pushMessage,
    ...(done.pushMessage ? { pushMessage: done.pushMessage } : {}),
  });

  /**
   * @typedef {{ ok: false, answer: ApiAnswer }} Refusal
   * @typedef {{ ok: true, preview: Record<string, unknown> }} Preview a correction's preview: nothing to write
   * @typedef {{
   *   ok: true, changes: (FileChange | PhotoChange)[], message: string, summary: string, details?: string[],
   *   answer: (done: { ok: true, commit: string, timing: Timing, pushMessage?: string }) => Record<string, unknown>,
   * }} Plan what a change writes, its commit's message, what the review list says of it, and the answer once live
   */

  /**
   * What each change would write, checked against the files as they are now, without writing anything.
   * @type {Record<"reconfirm" | "correct" | "series" | "seriesCorrect" | "shop" | "shopRemove", (body: unknown) => Promise<Refusal | Preview | Plan>>}
   */
  const plans = {
    async reconfirm(body) {
      const request = parse(reconfirmRequest, body);
      if (!request.ok) return request;
      const { factId, source } = request.value;
      const edit = reconfirmFact(read, factId, source, today());
      if (!edit.ok) return { ok: false, answer: refused(edit.problems) };
      const after = (/** @type {string} */ file) => edit.changes.find((change) => change.path === file)?.text ?? read(file);
      const files = articleFiles();
      const articles = articlesWithoutStaleMarker(after, factId, files);
      const titleOf = (/** @type {string} */ file) => files.find((article) => article.path === file)?.title ?? file;
      return {
        ok: true,
        changes: [...edit.changes, ...articles],
        message: `Re-confirm fact "${factId}" with ${source.name}, ${source.published} (${source.url})`,
        summary: say.reconfirmSummary(factId, source.name, source.published),
        details: [source.url, ...articles.map((file) => say.staleMarkRemoved(titleOf(file.path)))],
        answer: () => ({ message: say.reconfirmed(factId, articles.length), articles: articles.map((file) => file.path) }),
      };
    },

    async correct(body) {
      const request = parse(correctRequest, body);
      if (!request.ok) return request;
      const { factId, key, value, source, commit } = request.value;
      const edit = correctFactValue(read, factId, key, value, {
        today: today(),
        ...(source ? { source } : {}),
        articles: articleFiles(),
        preview: !commit,
      });
      if (!edit.ok) return { ok: false, answer: refused(edit.problems) };
      const preview = {
        before: edit.before?.statement ?? "",
        after: edit.after?.statement ?? "",
        revise: edit.revise ?? [],
      };
      if (!commit) return { ok: true, preview: { message: say.preview, ...preview } };
      const was = edit.before?.values?.[key];
      const named = source ? ` (${source.name}, ${source.published}, ${source.url})` : "";
      return {
        ok: true,
        changes: edit.changes,
        message: `Correct fact "${factId}": ${key} ${String(was)} → ${String(value)}${named}`,
        summary: say.correctSummary(factId, key, String(was), String(value)),
        details: [
          say.before(preview.before),
          say.after(preview.after),
          ...(source ? [`${source.name}, ${source.published}`] : []),
        ],
        answer: () => ({ message: say.corrected(factId, preview.revise.length), ...preview }),
      };
    },

    async series(body) {
      const request = parse(seriesRequest, body);
      if (!request.ok) return request;
      const { key, name } = request.value;
      // Its photos are named by what they show and their type, and written below app/content/photos (docs/decisions/0053).
      const sent = (request.value.photos ?? []).map((photo) => {
        const type = sniffPhotoType(Buffer.from(photo.data.slice(0, 64), "base64"));
        const file = seriesPhotoFile(key, photo.figure, type === null || type === "heic" ? "jpeg" : type);
        return { ...photo, file };
      });
      const entry = newSeriesFrom(request.value, sent);
      const edit = addSeries(read, entry, today());
      if (!edit.ok) return { ok: false, answer: refused(edit.problems) };
      // Each photo checked as an article's: size, type by its first bytes, readable; written without metadata.
      const photos = await readUploadedPhotos(sent.map(({ file, data }) => ({ file: path.basename(file), data })));
      if (!photos.ok) return { ok: false, answer: refused(photos.problems) };
      const photoChanges = photos.photos.map((photo, index) => ({
        path: `${CATALOGUE_PHOTOS_DIR}/${sent[index]?.file}`,
        bytes: photo.bytes,
      }));
      return {
        ok: true,
        changes: [...edit.changes, ...photoChanges],
        message: `Add series "${name}" (/serien#${key})`,
        summary: say.seriesSummary(name, request.value.figures.length, photoChanges.length),
        details: [request.value.figures.join(", ")],
        answer: () => ({ message: say.seriesAdded(name), path: `/serien#${key}` }),
      };
    },

    async seriesCorrect(body) {
      const request = parse(seriesCorrectRequest, body);
      if (!request.ok) return request;
      const { key, field, source } = request.value;
      const edit = correctSeries(read, request.value, today());
      if (!edit.ok) return { ok: false, answer: refused(edit.problems) };
      const name = edit.name ?? key;
      const label = seriesFormCopy.fields[field];
      return {
        ok: true,
        changes: edit.changes,
        message: `Correct series "${name}" (/serien#${key}): ${field} ${edit.before} → ${edit.after} (${source.name}, ${source.published}, ${source.url})`,
        summary: say.seriesCorrectSummary(name, label, edit.before ?? "", edit.after ?? ""),
        details: [`${source.name}, ${source.published}`, source.url],
        answer: () => ({ message: say.seriesCorrected(name, label), path: `/serien#${key}` }),
      };
    },

    async shop(body) {
      const request = parse(shopRequest, body);
      if (!request.ok) return request;
      const edit = addShop(read, newShopFrom(request.value), today());
      if (!edit.ok) return { ok: false, answer: refused(edit.problems) };
      const { name, address, statement, source } = request.value;
      return {
        ok: true,
        changes: edit.changes,
        message: `Add shop "${name}"`,
        summary: say.shopSummary(name, address),
        details: [statement, `${source.name}, ${source.published}`],
        answer: () => ({ message: say.shopAdded(name) }),
      };
    },

    async shopRemove(body) {
      const request = parse(shopRemoveRequest, body);
      if (!request.ok) return request;
      const { factId, reason } = request.value;
      const edit = removeShop(read, factId);
      if (!edit.ok) return { ok: false, answer: refused(edit.problems) };
      const name = edit.name ?? factId;
      return {
        ok: true,
        changes: edit.changes,
        message: `Remove shop "${name}" (${factId}): ${reason}`,
        summary: say.shopRemoveSummary(name),
        details: [reason],
        answer: () => ({ message: say.shopRemoved(name) }),
      };
    },
  };

  /**
   * Applies a change: checked again under the publishing lock, written, built, committed and swapped in.
   * @param {keyof typeof plans} kind @param {unknown} body @param {Editor} editor
   * @param {import("../../server/editor/reviewed-changes.mjs").Person} [approver]
   */
  const apply = (kind, body, editor, approver) =>
    locked(async () => {
      const plan = await plans[kind](body);
      if (!plan.ok) return plan.answer;
      if ("preview" in plan) return { status: 200, body: plan.preview };
      const result = await commitAndBuild(plan.changes, withApproval(plan.message, approver), editor);
      if (!result.ok) return result.answer;
      return { status: 200, body: { ...plan.answer(result), ...done(result, editor) } };
    });

  /** The change as an API action, for the editor mode without four eyes. @param {keyof typeof plans} kind */
  const changeAction = (kind) => (/** @type {unknown} */ body, /** @type {Editor} */ editor) => apply(kind, body, editor);

  /** @param {keyof typeof plans} kind */
  const reviewable = (kind) => ({
    /** @param {unknown} body */
    async check(body) {
      if (!repository) return { ok: /** @type {const} */ (false), answer: { status: 409, body: { message: say.noRepository } } };
      const plan = await plans[kind](body);
      if (!plan.ok) return plan;
      if ("preview" in plan) return { ok: /** @type {const} */ (true), summary: String(plan.preview.message) };
      return { ok: /** @type {const} */ (true), summary: plan.summary, details: plan.details ?? [] };
    },
    /** @param {unknown} body @param {Editor} editor @param {import("../../server/editor/reviewed-changes.mjs").Person} [approver] */
    apply: (body, editor, approver) => apply(kind, body, editor, approver),
  });

  return {
    /** "Faktenbasis" and "Serienkatalog": the facts and series as the files hold them now, with what is stale today. */
    async factBase() {
      let base;
      try {
        base = readFactBase(projectRoot);
      } catch (error) {
        log(`Faktenbasis: ${error instanceof Error ? error.message : String(error)}`);
        return { status: 500, body: { message: say.unreadable } };
      }
      const day = today();
      const facts = Object.entries(base.factFiles).flatMap(([file, facts]) =>
        facts.map((fact) => ({
          id: fact.id,
          file,
          statement: fact.statement,
          values: fact.values ?? {},
          lifespan: fact.lifespan,
          ...(fact.asOf ? { asOf: fact.asOf } : {}),
          ...(fact.notReconfirmed ? { notReconfirmed: fact.notReconfirmed } : {}),
          stale: needsStandInText(fact, day),
          removable: isAddedShop(fact, file),
          sources: fact.sources.map((source) => ({
            name: source.name,
            title: source.title ?? "",
            url: source.url,
            published: source.published ?? "",
          })),
        })),
      );
      const series = base.series.map((entry) => ({
        key: entry.key,
        name: entry.name,
        release: entry.releases.value?.[0]?.date ?? "",
        figures: entry.regularNames.value?.names ?? [],
        hasSecret: entry.hasSecret,
        secretName: entry.secretName.value ?? "",
        secretOdds: entry.secretOdds.value ?? null,
        sizeCm: entry.sizeCm.value ?? null,
      }));
      return { status: 200, body: { today: day, facts, series } };
    },

    reconfirm: changeAction("reconfirm"),
    correct: changeAction("correct"),
    addSeries: changeAction("series"),
    correctSeries: changeAction("seriesCorrect"),
    addShop: changeAction("shop"),
    removeShop: changeAction("shopRemove"),

    /**
     * The four changes for the four-eyes rule (server/editor/reviewed-changes.mjs): each checked as it would be applied
     * without writing anything, and applied with the approver named in the commit.
     * @type {Record<"reconfirm" | "correct" | "series" | "seriesCorrect" | "shop" | "shopRemove", import("../../server/editor/reviewed-changes.mjs").Reviewable>}
     */
    reviewable: {
      reconfirm: reviewable("reconfirm"),
      correct: { ...reviewable("correct"), immediate: (body) => !record(body).commit },
      series: reviewable("series"),
      seriesCorrect: reviewable("seriesCorrect"),
      shop: reviewable("shop"),
      shopRemove: reviewable("shopRemove"),
    },
  };
}

/** @param {unknown} body */
const record = (body) => /** @type {Record<string, unknown>} */ (body && typeof body === "object" ? body : {});
