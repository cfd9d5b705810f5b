// A shared draft's photos on the server (docs/decisions/0087): the hub keeps a draft's photos in its browser's
// IndexedDB; in the editor mode it also sends each to the server, which keeps it as a Git blob named by the SHA-256 of
// its bytes on a branch of its own (`redaktion-entwurfsfotos`, never built, never read whole). A reviewer's hub asks
// for the photos of a draft it pulls that it does not hold, so the reviewer sees what the author sees.
import { createHash } from "node:crypto";

import * as v from "valibot";

import {
  draftPhotoLoadRequest,
  draftPhotoSaveRequest,
  uploadedPhotoProblem,
} from "../../app/features/hub/publishing/editor-contract.ts";
import { editorMessages as say } from "./messages.mjs";
import { plainJpegProblem } from "./plain-jpeg.mjs";

/** The branch the drafts' photos live on, one file per photo named by its SHA-256. */
export const DRAFT_PHOTOS_REF = "refs/heads/redaktion-entwurfsfotos";

/**
 * @typedef {import("./guards.mjs").Editor} Editor
 * @typedef {import("./api.mjs").ApiAnswer} ApiAnswer
 */

/**
 * @param {{ git: ReturnType<typeof import("./git.mjs").createGit>, log?: (line: string) => void }} options
 */
export function createDraftPhotos({ git, log = () => {} }) {
  let tail = Promise.resolve();

  /** Whether the branch holds the photo already. @param {string} sha256 */
  const holds = async (sha256) => (await git.run(["cat-file", "-e", `${DRAFT_PHOTOS_REF}:${sha256}`])).ok;

  return {
    /**
     * Keeps a photo: its bytes must be a photo the build reads and have the SHA-256 the request names. A photo kept
     * already is not written again. One commit per photo, with its editor as author. Without bytes: whether it is kept.
     * @param {unknown} body @param {Editor} editor @returns {Promise<ApiAnswer>}
     */
    async save(body, editor) {
      const parsed = v.safeParse(draftPhotoSaveRequest, body);
      if (!parsed.success) return { status: 400, body: { message: say.badRequest } };
      const { file, sha256, data } = parsed.output;
      // Asked without the bytes: whether it is kept (200 either way; a browser logs every 404 as an error).
      if (data === undefined) return { status: 200, body: { sha256, kept: await holds(sha256) } };
      const bytes = Buffer.from(data, "base64");
      const problem = uploadedPhotoProblem(file, bytes);
      if (problem) return { status: 422, body: { message: problem, code: "photo" } };
      // Kept in Git as sent: only the picture, as the hub encodes it (no place, camera, profile or appended bytes).
      if (plainJpegProblem(bytes)) return { status: 422, body: { message: say.draftPhotoNotPlain(file), code: "metadata" } };
      if (createHash("sha256").update(bytes).digest("hex") !== sha256)
        return { status: 422, body: { message: say.draftPhotoDamaged, code: "sha256" } };
      const run = tail.then(async () => {
        if (await holds(sha256)) return { status: 200, body: { sha256, kept: true } };
        const head = await git.run(["rev-parse", "--verify", "--quiet", DRAFT_PHOTOS_REF]);
        const parent = head.ok ? head.stdout.trim() : null;
        const author = editor.email ? { name: editor.name, email: editor.email } : undefined;
        const written = await git.writeBranch(
          DRAFT_PHOTOS_REF,
          parent,
          [{ name: sha256, text: bytes }],
          `Keep a draft photo (${sha256.slice(0, 12)}, ${bytes.length} bytes)`,
          author,
        );
        if (!written.ok) {
          log(`Entwurfsfotos: Commit abgelehnt: ${written.message}`);
          return { status: 500, body: { message: say.draftPhotoStoreFailed } };
        }
        return { status: 200, body: { sha256, kept: true } };
      });
      tail = run.then(
        () => {},
        () => {},
      );
      return run;
    },

    /**
     * A kept photo's bytes in Base64, or 404 when the server has none by that hash.
     * @param {unknown} body @returns {Promise<ApiAnswer>}
     */
    async load(body) {
      const parsed = v.safeParse(draftPhotoLoadRequest, body);
      if (!parsed.success) return { status: 400, body: { message: say.badRequest } };
      const { sha256 } = parsed.output;
      const blob = await git.runBytes(["cat-file", "blob", `${DRAFT_PHOTOS_REF}:${sha256}`]);
      if (!blob.ok) return { status: 404, body: { message: say.draftPhotoMissing } };
      return { status: 200, body: { sha256, data: blob.stdout.toString("base64") } };
    },
  };
}
