// `npm run hub`: the editor mode (docs/decisions/0033). Serves the site like `npm start` and, for the
// content hub, a small write API: "Veröffentlichen" writes the article file, commits it to Git
// (and pushes it when a remote is configured), runs a content build and answers when the page is
// live; "Zurückziehen" removes an article the same way; articles scheduled for later are published
// by a content build when they are due. Off by default: `npm start` has no write path.
//
// Environment: PORT (3000), HOST (127.0.0.1: only this computer), EDITORS_FILE (the named editors and
// the review rule, a JSON file outside the repository, docs/decisions/0038), EDITOR_TOKEN (the default
// editor's key; without it and without a file one is made and printed), EDITOR_GIT_AUTHOR ("Name
// <mail>": the default editor), EDITOR_ORIGINS (further addresses the hub is opened under, e.g.
// behind a proxy), EDITOR_GIT_REMOTE and EDITOR_GIT_BRANCH (push each commit), EDITOR_TICK_MS (how
// often due articles are looked for, 30 s), ARTICLES_DIR, BUILD_DIR, QUIET=1.
// PUBLISH_CLOCK_FILE names a file holding the editor's "now" (ISO 8601), read on every look: a test
// moves the server's clock with it instead of waiting.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createServer } from "../server/app.mjs";
import { EDITOR_REQUEST_TIMEOUT_MS, createEditorApi } from "../server/editor/api.mjs";
import { readEditors } from "../server/editor/editors.mjs";
import { createReviewedChanges } from "../server/editor/reviewed-changes.mjs";
import { createNewsroomMail } from "../server/editor/newsroom-mail.mjs";
import { createDraftPhotos } from "../server/editor/draft-photos.mjs";
import { createSharedDrafts } from "../server/editor/shared-drafts.mjs";
import { createGit } from "../server/editor/git.mjs";
import { allowedAddresses, createToken } from "../server/editor/guards.mjs";
import { environmentOrExit } from "../server/environment.mjs";
import { exitOnServerError } from "../server/listen.mjs";
import { startPublishCheck } from "./editor/check-bundle.mjs";
import { createContentJobs } from "./editor/content-jobs.mjs";
import { createFactPublisher } from "./editor/fact-publisher.mjs";
import { createPhotoPreparer } from "./editor/photos.mjs";
import { createLock, createPublisher } from "./editor/publisher.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The fact base this mode edits is the one its renderers and checks read (app/content/data/knowledge-source.ts).
process.env.FACT_BASE_ROOT ||= projectRoot;
const env = environmentOrExit("editor");
const buildDir = path.resolve(projectRoot, env.BUILD_DIR ?? "build");
const articlesDir = path.resolve(projectRoot, env.ARTICLES_DIR ?? "app/content/articles");
const port = env.PORT ?? 3000;
const host = env.HOST ?? "127.0.0.1";
const quiet = env.QUIET === true;
const tickMs = env.EDITOR_TICK_MS ?? 30_000;
const log = (/** @type {string} */ line) => {
  if (!quiet) console.log(line);
};

const editorsFile = env.EDITORS_FILE ? path.resolve(projectRoot, env.EDITORS_FILE) : null;
/** @type {{ name: string, text: string } | null} */
let editorsText = null;
if (editorsFile) {
  try {
    editorsText = { name: editorsFile, text: readFileSync(editorsFile, "utf8") };
  } catch {
    console.error(`EDITORS_FILE: ${editorsFile} kann nicht gelesen werden.`);
    process.exit(1);
  }
}
const setup = readEditors({ file: editorsText, token: env.EDITOR_TOKEN, author: env.EDITOR_GIT_AUTHOR, createKey: createToken });
if (setup.problems.length > 0) {
  for (const problem of setup.problems) console.error(problem);
  process.exit(1);
}
const clockFile = env.PUBLISH_CLOCK_FILE;
/** The editor's "now": the clock file's instant when one is named (tests), else the real time. */
const now = () => {
  if (!clockFile) return Date.now();
  const instant = Date.parse(readFileSync(clockFile, "utf8").trim());
  if (!Number.isFinite(instant)) throw new Error(`${clockFile} enthält keinen Zeitpunkt`);
  return instant;
};

for (const [file, what] of [
  [path.join(buildDir, "client", "index.html"), "Build"],
  [path.join(buildDir, "renderer", "index.js"), "Renderer (build/renderer)"],
  [path.join(buildDir, "content-state.json"), "Inhaltsstand (content-state.json)"],
]) {
  if (!existsSync(/** @type {string} */ (file))) {
    console.error(`${what} fehlt in ${buildDir}: zuerst \`npm run build\` ausführen (\`npm run hub\` tut das selbst).`);
    process.exit(1);
  }
}

// The publish check compares with the live site's published articles: the files the content builds keep current.
const checkOptions = {
  projectRoot,
  outDir: path.join(buildDir, "editor"),
  files: {
    published: path.join(buildDir, "client", "ai-content", "veroeffentlicht.json"),
    fingerprints: path.join(buildDir, "client", "ai-content", "fingerabdruecke.json"),
  },
};
let checks = await startPublishCheck(checkOptions);
const git = createGit({ dir: articlesDir, remote: env.EDITOR_GIT_REMOTE, branch: env.EDITOR_GIT_BRANCH });
const repository = existsSync(articlesDir) && (await git.root()) !== null;
if (!repository) console.warn(`Warnung: ${articlesDir} liegt in keinem Git-Repository; Veröffentlichen ist abgeschaltet.`);
// The keys must never reach the repository (and with a push, the host).
if (editorsFile && repository && (await git.run(["ls-files", "--error-unmatch", "--", editorsFile])).ok) {
  console.error(
    `EDITORS_FILE: ${editorsFile} ist im Git-Repository eingetragen. Die Schlüssel gehören nicht in Git: Legen Sie die Datei außerhalb des Projekts ab (oder tragen Sie sie aus, git rm --cached).`,
  );
  process.exit(1);
}

// Where the team names a mail server, a status change tells whoever now waits (docs/decisions/0084).
const shownHost = host.includes(":") ? `[${host}]` : host;
const hubUrl = () => `${env.EDITOR_ORIGINS?.[0] ?? `http://${shownHost}:${port}`}/ai-content`;
const firstEditor = setup.editors[0];
const mailFrom = env.EDITOR_MAIL_FROM ?? (firstEditor?.email ? `${firstEditor.name} <${firstEditor.email}>` : null);
if (env.EDITOR_SMTP_URL && !mailFrom) {
  console.error("EDITOR_SMTP_URL braucht einen Absender: Setzen Sie EDITOR_MAIL_FROM (z. B. Redaktion <redaktion@example.at>).");
  process.exit(1);
}
const mail =
  env.EDITOR_SMTP_URL && mailFrom
    ? createNewsroomMail({
        url: env.EDITOR_SMTP_URL,
        from: mailFrom,
        editors: setup.editors,
        fourEyes: setup.fourEyes,
        hubUrl,
        log,
      })
    : null;
const draftPhotos = createDraftPhotos({ git, log });
const sharedDrafts = createSharedDrafts({ git, fourEyes: setup.fourEyes, log, onStatus: mail?.statusChanged });

/** @type {ReturnType<typeof createServer>} */
let server;
const jobs = createContentJobs({
  buildDir,
  articlesDir,
  applyChanges: (changed, update) => server.applyChanges(changed, update),
  // The next publish check's corpus is built as the job's last step, before the next write may start.
  afterRun: () => checks.prepare(),
  log,
});
// Article publications and changes to the fact base take turns: one runs, one more may wait.
const lock = createLock(1);
// A draft's photos are encoded when the editor adds them, into the cache the content build reads.
const photos = createPhotoPreparer({ log });
const publisher = createPublisher({
  lock,
  photos,
  articlesDir,
  git,
  repository,
  jobs,
  checkDraft: (input, day, time, photoNames) => checks.checkDraft(input, day, time, photoNames),
  served: (urlPath) => server.served(urlPath),
  fourEyes: setup.fourEyes,
  sharedDrafts,
  now,
  viennaInstant: checks.viennaInstant,
  viennaWallClock: checks.viennaWallClock,
  log,
});
const factPublisher = createFactPublisher({
  projectRoot,
  buildDir,
  articlesDir,
  git,
  repository,
  lock,
  applyChanges: (changed, update) => server.applyChanges(changed, update),
  // The new bundles hold the new data: the content build's process and the publish check load them again.
  afterSwap: async () => {
    jobs.stop();
    await checks.close();
    checks = await startPublishCheck(checkOptions);
    await jobs.warm();
  },
  today: () => checks.viennaWallClock(now()).day,
  now,
  log,
});
// Under four eyes, a change that is not an article's publication waits for a second person (docs/decisions/0080).
const reviewed = createReviewedChanges({
  git,
  fourEyes: setup.fourEyes,
  kinds: { ...factPublisher.reviewable, withdraw: publisher.reviewableWithdraw },
  log,
});
const extraOrigins = env.EDITOR_ORIGINS ?? [];
const api = createEditorApi({
  editors: setup.editors,
  allowed: allowedAddresses({ host, port, extra: extraOrigins }),
  actions: {
    publish: publisher.publish,
    photoPrepare: (body) => photos.prepare(body),
    withdraw: reviewed.action("withdraw"),
    status: (_body, editor) => publisher.status(editor),
    history: () => publisher.history(),
    factBase: () => factPublisher.factBase(),
    factReconfirm: reviewed.action("reconfirm"),
    factCorrect: reviewed.action("correct"),
    shopAdd: reviewed.action("shop"),
    shopRemove: reviewed.action("shopRemove"),
    seriesAdd: reviewed.action("series"),
    seriesCorrect: reviewed.action("seriesCorrect"),
    ...(repository
      ? {
          drafts: sharedDrafts.list,
          draftLoad: sharedDrafts.load,
          draftSave: sharedDrafts.save,
          draftStatus: sharedDrafts.status,
          draftLease: sharedDrafts.lease,
          draftComment: sharedDrafts.comment,
          draftPhotoSave: draftPhotos.save,
          draftPhotoLoad: draftPhotos.load,
          changes: reviewed.list,
          changeDecide: reviewed.decide,
        }
      : {}),
  },
  log,
});
server = createServer({
  root: path.join(buildDir, "client"),
  routes: api,
  // A publication with 40 MB of photos must get through on a slow line (bodyTimeoutMs in the contract).
  requestTimeout: EDITOR_REQUEST_TIMEOUT_MS,
  log: quiet ? () => {} : log,
});
await server.ready;

exitOnServerError(server, port);
server.listen(port, host, () => {
  console.log(`Redaktionsmodus: http://${shownHost}:${port}/ai-content (Schreibzugriff für den Content Hub)`);
  const names = setup.editors.map((editor) => editor.name).join(", ");
  console.log(
    `Redaktion: ${names}${setup.fourEyes ? " (Vier-Augen-Prinzip: veröffentlicht wird nur, was eine andere Person freigegeben hat)" : ""}`,
  );
  const made = setup.generated ? setup.editors.at(-1) : undefined;
  if (mail && env.EDITOR_SMTP_URL)
    console.log(`E-Mail: Wer auf einen Entwurf wartet, erfährt es über ${new URL(env.EDITOR_SMTP_URL).host}.`);
  if (made) console.log(`Redaktionsschlüssel für diese Sitzung (im Content Hub eingeben): ${made.key}`);
  if (git.pushes) console.log(`Jeder Commit wird nach ${env.EDITOR_GIT_REMOTE} (${env.EDITOR_GIT_BRANCH}) übertragen.`);
  // At start: what became due while the server was off goes live, and the plan of scheduled articles is read.
  // A failure is said, never lost: the timer below tries the due articles again.
  jobs
    .warm()
    .then(() => publisher.publishDue({ force: true }))
    .catch((error) => log(`Start: ${error instanceof Error ? error.message : String(error)}`))
    .then(() => checks.prepare())
    .catch((error) => log(`Veröffentlichungsprüfung: ${error instanceof Error ? error.message : String(error)}`));
});

const timer = setInterval(() => {
  publisher.publishDue().catch((error) => log(`Fällige Artikel: ${error instanceof Error ? error.message : String(error)}`));
}, tickMs);

let closing = false;
/** @param {string} signal */
function shutdown(signal) {
  if (closing) return;
  closing = true;
  clearInterval(timer);
  console.log(`${signal}: Redaktionsmodus wird beendet`);
  jobs.stop();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
