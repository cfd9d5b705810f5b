// Drafts on the server, shared by the editors (docs/decisions/0039): every draft is a JSON file on a
// branch of its own (`redaktion-entwuerfe`, see branch-store.mjs), so the site's build never sees it and no
// draft save moves HEAD (which would start a content build and, with a push, the host's CI).
//
// A draft has a version: a save based on an older version than the stored one is not written over
// it; the server keeps the sent text as a copy (a draft of its own) and answers with both, so two
// editors who save at once lose nothing. A status (Entwurf, In Prüfung, Freigegeben) goes with the
// version it was given for; a changed text is a draft again. With the four-eyes rule, an editor
// cannot approve what they sent to review, and cannot publish what they approved. An approval covers
// one publication (docs/decisions/0060): publishing uses it up (the draft is "Entwurf" again) and a
// withdrawal of the article voids any approval of a draft under its address; the photos a version holds
// are part of it by their SHA-256 (`photos[].sha256`), so other photo bytes are another version. "Wird gerade von …
// bearbeitet" is a lease in memory that expires unless the editor's tab renews it.
import { createHash } from "node:crypto";

import * as v from "valibot";

import {
  draftCommentRequest,
  draftContent,
  draftFingerprint,
  draftLeaseRequest,
  draftLoadRequest,
  draftSaveRequest,
  draftStatusRequest,
  LEASE_MS,
  unsafeField,
} from "../../app/features/hub/publishing/editor-contract.ts";
import { createBranchStore } from "./branch-store.mjs";
import { editorMessages as say } from "./messages.mjs";

/** The branch the shared drafts live on. */
export const DRAFTS_REF = "refs/heads/redaktion-entwuerfe";

/**
 * @typedef {import("./guards.mjs").Editor} Editor
 * @typedef {import("./api.mjs").ApiAnswer} ApiAnswer
 * @typedef {import("../../app/features/hub/publishing/editor-contract.ts").DraftStatus} DraftStatus
 * @typedef {import("../../app/features/hub/publishing/editor-contract.ts").SharedDraftRef} SharedDraftRef
 * @typedef {{
 *   id: string, version: number, status: DraftStatus, draft: Record<string, unknown>,
 *   updatedBy: string, updatedAt: string, requestedBy?: string, approvedBy?: string, approvedAt?: string,
 *   published?: { path: string, by: string, at: string, version: number }, copyOf?: string,
 *   comments?: import("../../app/features/hub/publishing/editor-contract.ts").DraftComment[],
 *   approval?: Approval,
 * }} DraftRecord
 * @typedef {{ title: string, metaDescription: string, content: string }} ApprovedText
 * @typedef {{ sha256: string, requestedBy?: string, approvedBy: string, approvedAt: string, text?: ApprovedText }} Approval
 * The last approval of the draft's text (docs/decisions/0085): saving that very text again restores it, until a
 * publication uses it up or the draft is sent back. `text`: what a reader sees of the approved version, so a later
 * version can be compared with it (docs/decisions/0090); kept by approvals from then on.
 * @typedef {{ editor: string, until: number }} Lease
 */

/** The comments a draft keeps: the newest this many. */
export const COMMENTS_KEPT = 50;

/**
 * A draft's comments with one more, the oldest dropped past COMMENTS_KEPT.
 * @param {DraftRecord} record @param {import("../../app/features/hub/publishing/editor-contract.ts").DraftComment} comment
 */
export const withComment = (record, comment) => [...(record.comments ?? []), comment].slice(-COMMENTS_KEPT);

/** The SHA-256 of a draft's text: an approval follows the text, not a version number. @param {Record<string, unknown>} draft */
const contentHash = (draft) => createHash("sha256").update(draftContent(draft)).digest("hex");

/** The fields of a draft a reader sees, as a later version is compared with them. @param {Record<string, unknown>} draft @returns {ApprovedText} */
const readerText = (draft) => ({
  title: String(draft.title ?? ""),
  metaDescription: String(draft.metaDescription ?? ""),
  content: String(draft.content ?? ""),
});

/** A draft's title for a commit message: one line, at most 80 characters. */
const titleOf = (/** @type {DraftRecord} */ record) =>
  String(record.draft.title ?? "")
    .replace(/\s+/g, " ")
    .slice(0, 80);

/**
 * @param {{
 *   git: ReturnType<typeof import("./git.mjs").createGit>,
 *   fourEyes?: boolean,
 *   now?: () => number,
 *   newId?: () => string,
 *   log?: (line: string) => void,
 *   onStatus?: (change: import("./newsroom-mail.mjs").StatusChange) => unknown,
 * }} options  newId: an id for a copy (digits, as the hub's draft ids); onStatus: told of every status change once
 *   it is committed (the newsroom's mail)
 */
export function createSharedDrafts({
  git,
  fourEyes = false,
  now = Date.now,
  newId = () => `${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`,
  log = () => {},
  onStatus = () => {},
}) {
  /** @type {ReturnType<typeof createBranchStore<DraftRecord>>} */
  const store = createBranchStore({ git, ref: DRAFTS_REF, label: "Geteilte Entwürfe", failed: say.draftStoreFailed, log });
  const { read, writing } = store;
  /** @type {Map<string, Lease>} */
  const leases = new Map();
  /** Which editor opened which version of a draft since the server started, as "id@version@name". @type {Set<string>} */
  const opened = new Set();

  /** A live lease, or undefined (an expired one is dropped). @param {string} id */
  const leaseOf = (id) => {
    const lease = leases.get(id);
    if (lease && lease.until <= now()) leases.delete(id);
    return lease && lease.until > now() ? lease : undefined;
  };

  /** What the list shows of a draft; the text itself comes with "laden". @param {DraftRecord} record */
  const summary = (record) => {
    const lease = leaseOf(record.id);
    const { draft, approval, ...rest } = record;
    // The list names an approval another text has since replaced; the approved text itself comes with the draft.
    const changedSinceApproval =
      approval?.text && approval.sha256 !== contentHash(draft) ? { by: approval.approvedBy, at: approval.approvedAt } : null;
    return {
      ...rest,
      ...(changedSinceApproval ? { changedSinceApproval } : {}),
      title: String(draft.title ?? ""),
      slug: String(draft.slug ?? ""),
      category: String(draft.category ?? ""),
      fingerprint: draftFingerprint(draft),
      ...(lease ? { lease: { editor: lease.editor, until: lease.until } } : {}),
    };
  };

  /** The sent draft as stored: without the hub's own note of its sync state. @param {Record<string, unknown>} draft */
  const stored = (draft) => {
    const rest = { ...draft };
    delete rest.shared;
    return rest;
  };

  const stamp = () => new Date(now()).toISOString();

  /** The approved version's text, when a later version replaced it. @param {DraftRecord} record */
  const approvedText = (record) =>
    record.approval?.text && record.approval.sha256 !== contentHash(record.draft) ? { approvedText: record.approval.text } : {};

  return {
    /** @param {unknown} _body @param {Editor} editor @returns {Promise<ApiAnswer>} */
    async list(_body, editor) {
      const { records } = await read();
      const drafts = [...records.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map(summary);
      return { status: 200, body: { drafts, you: editor.name, fourEyes } };
    },

    /** A draft with its text; with `opened`, the editor has now read this version (the approval asks for it). @param {unknown} body @param {Editor} [editor] @returns {Promise<ApiAnswer>} */
    async load(body, editor) {
      const parsed = v.safeParse(draftLoadRequest, body);
      if (!parsed.success) return { status: 400, body: { message: say.badRequest } };
      const record = (await read()).records.get(parsed.output.id);
      if (!record) return { status: 404, body: { message: say.draftMissing } };
      if (editor && parsed.output.opened) opened.add(`${record.id}@${record.version}@${editor.name}`);
      return { status: 200, body: { record: { ...summary(record), draft: record.draft, ...approvedText(record) } } };
    },

    /**
     * Saves a draft based on `baseVersion`. The same text again writes nothing; a save based on an
     * older version keeps the sent text as a copy and answers 409 with the stored draft and the copy.
     * @param {unknown} body @param {Editor} editor @returns {Promise<ApiAnswer>}
     */
    async save(body, editor) {
      const parsed = v.safeParse(draftSaveRequest, body);
      if (!parsed.success) return { status: 400, body: { message: say.badRequest } };
      const draft = stored(parsed.output.draft);
      const unsafe = unsafeField(draft);
      if (unsafe) return { status: 422, body: { message: say.unsafe(unsafe.field, unsafe.character), code: "unsafe" } };
      const { baseVersion } = parsed.output;
      const id = String(draft.id);
      return writing((records) => {
        const current = records.get(id);
        if (current && draftFingerprint(current.draft) === draftFingerprint(draft)) {
          return { answer: { status: 200, body: { record: summary(current) } } };
        }
        if (current && current.version !== baseVersion) {
          // Saved meanwhile by someone else: nothing is written over; the sent text becomes a draft of its own.
          const copyId = newId();
          /** @type {DraftRecord} */
          const copy = {
            id: copyId,
            version: 1,
            status: "entwurf",
            draft: { ...draft, id: copyId },
            updatedBy: editor.name,
            updatedAt: stamp(),
            copyOf: id,
          };
          return {
            write: [copy],
            message: `Keep a copy of draft "${titleOf(copy)}" (${id}) as ${copyId}: saved meanwhile by ${current.updatedBy}`,
            author: editor,
            answer: {
              status: 409,
              body: {
                message: say.draftConflict(titleOf(current), current.updatedBy),
                code: "conflict",
                current: { ...current, ...summary(current) },
                copy: { ...copy, ...summary(copy) },
              },
            },
          };
        }
        /** @type {DraftRecord} */
        const record = current
          ? // A changed text is a draft again: a status holds for the version it was given for.
            { id, version: current.version + 1, status: "entwurf", draft, updatedBy: editor.name, updatedAt: stamp() }
          : { id, version: 1, status: "entwurf", draft, updatedBy: editor.name, updatedAt: stamp() };
        if (current?.published) record.published = current.published;
        // The conversation about a draft goes on across its versions.
        if (current?.comments) record.comments = current.comments;
        // The approved text again (an edit undone, the approved version restored): approved again, by the same person.
        const approval = current?.approval;
        const restored = approval?.sha256 === contentHash(draft) ? approval : undefined;
        if (approval) record.approval = approval;
        if (restored) {
          Object.assign(record, { status: "freigegeben", approvedBy: restored.approvedBy, approvedAt: restored.approvedAt });
          if (restored.requestedBy) record.requestedBy = restored.requestedBy;
        }
        const again = restored ? ` (the text ${restored.approvedBy} approved: approved again)` : "";
        return {
          write: [record],
          message: `${current ? "Save" : "Share"} draft "${titleOf(record)}" (${id}), version ${record.version}${again}`,
          author: editor,
          answer: { status: 200, body: { record: summary(record) } },
        };
      });
    },

    /**
     * Sets a draft's status for the version the editor saw. "Freigegeben" only from "In Prüfung"; with
     * the four-eyes rule, never by the editor who sent it to review.
     * @param {unknown} body @param {Editor} editor @returns {Promise<ApiAnswer>}
     */
    async status(body, editor) {
      const parsed = v.safeParse(draftStatusRequest, body);
      if (!parsed.success) return { status: 400, body: { message: say.badRequest } };
      const { id, version, status, reason } = parsed.output;
      /** @type {import("./newsroom-mail.mjs").StatusChange | null} */
      let change = null;
      const answer = await writing((records) => {
        const current = records.get(id);
        if (!current) return { answer: { status: 404, body: { message: say.draftMissing } } };
        if (current.version !== version) {
          const changed = {
            message: say.draftChanged(titleOf(current), current.updatedBy),
            code: "changed",
            current: summary(current),
          };
          return { answer: { status: 409, body: changed } };
        }
        if (current.status === status) return { answer: { status: 200, body: { record: summary(current) } } };
        if (status === "freigegeben" && current.status !== "in-pruefung") {
          return { answer: { status: 409, body: { message: say.approveNeedsReview, code: "not-in-review" } } };
        }
        if (status === "freigegeben" && fourEyes && current.requestedBy === editor.name) {
          return { answer: { status: 403, body: { message: say.approveOwnRequest, code: "four-eyes" } } };
        }
        // Approved is what the approver read, and not while a colleague is still changing it.
        const editing = leaseOf(id);
        if (status === "freigegeben" && editing && editing.editor !== editor.name) {
          return { answer: { status: 409, body: { message: say.approveLeased(editing.editor), code: "leased" } } };
        }
        if (status === "freigegeben" && !opened.has(`${id}@${version}@${editor.name}`)) {
          return { answer: { status: 409, body: { message: say.approveUnread, code: "unread" } } };
        }
        // Sent back by someone else than its sender: with a word why, kept as the draft's comment.
        const sentBack = status === "entwurf" && current.status !== "entwurf" && current.requestedBy !== editor.name;
        if (sentBack && !reason) return { answer: { status: 422, body: { message: say.reasonNeeded, code: "reason" } } };
        /** @type {DraftRecord} */
        const record = { ...current, status };
        delete record.requestedBy;
        delete record.approvedBy;
        delete record.approvedAt;
        if (status === "in-pruefung") record.requestedBy = editor.name;
        if (status === "freigegeben") {
          const approvedAt = stamp();
          Object.assign(record, { requestedBy: current.requestedBy, approvedBy: editor.name, approvedAt });
          record.approval = {
            sha256: contentHash(current.draft),
            approvedBy: editor.name,
            approvedAt,
            text: readerText(current.draft),
          };
          if (current.requestedBy) record.approval.requestedBy = current.requestedBy;
        }
        // Sent back, the approval is withdrawn: the same text again needs a new review.
        if (status === "entwurf") delete record.approval;
        if (record.requestedBy === undefined) delete record.requestedBy;
        if (reason) {
          const to = current.requestedBy ? { to: current.requestedBy } : {};
          record.comments = withComment(current, { by: editor.name, at: stamp(), version, text: reason, reason: true, ...to });
        }
        change = { status, title: titleOf(record), by: editor.name, requestedBy: current.requestedBy, reason };
        return {
          write: [record],
          message: `Set draft "${titleOf(record)}" (${id}) to ${status}`,
          author: editor,
          answer: { status: 200, body: { record: summary(record) } },
        };
      });
      // Told once it is in Git; whoever is told (by mail) never holds the answer back.
      if (change && answer.status === 200) void onStatus(change);
      return answer;
    },

    /**
     * Takes or renews the lease on a draft being edited, or gives it back. Held by someone else: 409
     * with who (the editor may still edit; a save then keeps both versions).
     * @param {unknown} body @param {Editor} editor @returns {Promise<ApiAnswer>}
     */
    async lease(body, editor) {
      const parsed = v.safeParse(draftLeaseRequest, body);
      if (!parsed.success) return { status: 400, body: { message: say.badRequest } };
      const { id, release } = parsed.output;
      const held = leaseOf(id);
      if (release) {
        if (held?.editor === editor.name) leases.delete(id);
        return { status: 200, body: {} };
      }
      if (held && held.editor !== editor.name) {
        return { status: 409, body: { message: say.draftLeased(held.editor), code: "leased", lease: held } };
      }
      const lease = { editor: editor.name, until: now() + LEASE_MS };
      leases.set(id, lease);
      return { status: 200, body: { lease } };
    },

    /**
     * A comment on a draft, on the version the editor read: kept with the draft and shown to everyone. Its status and
     * version stay as they are.
     * @param {unknown} body @param {Editor} editor @returns {Promise<ApiAnswer>}
     */
    async comment(body, editor) {
      const parsed = v.safeParse(draftCommentRequest, body);
      if (!parsed.success) return { status: 400, body: { message: say.commentBad } };
      const { id, version, text } = parsed.output;
      const unsafe = unsafeField({ comment: text });
      if (unsafe) return { status: 422, body: { message: say.unsafe(unsafe.field, unsafe.character), code: "unsafe" } };
      return writing((records) => {
        const current = records.get(id);
        if (!current) return { answer: { status: 404, body: { message: say.draftMissing } } };
        /** @type {DraftRecord} */
        const record = { ...current, comments: withComment(current, { by: editor.name, at: stamp(), version, text }) };
        return {
          write: [record],
          message: `Comment on draft "${titleOf(record)}" (${id})`,
          author: editor,
          answer: { status: 200, body: { record: summary(record) } },
        };
      });
    },

    /**
     * The approved draft a publication must be under the four-eyes rule, or why not: approved in this very
     * version by another person, and not used up by a publication since.
     * @param {SharedDraftRef | undefined} ref
     * @param {Editor} editor
     * @returns {Promise<{ ok: true, draft: Record<string, unknown> } | { ok: false, message: string }>}
     */
    async approved(ref, editor) {
      if (!ref) return { ok: false, message: say.publishNeedsApproval };
      const record = (await read()).records.get(ref.id);
      if (!record || record.version !== ref.version) return { ok: false, message: say.publishNeedsApproval };
      if (record.status !== "freigegeben") {
        // Published under an approval of this version, then set back: that approval is spent.
        const spent = record.published?.version === record.version;
        return { ok: false, message: spent ? say.approvalUsed : say.publishNeedsApproval };
      }
      // A record stored before publications used approvals up (it has no approvedAt): approved, then published.
      if (!record.approvedAt && record.published?.version === record.version) return { ok: false, message: say.approvalUsed };
      if (record.approvedBy === editor.name) return { ok: false, message: say.publishOwnApproval };
      return { ok: true, draft: record.draft };
    },

    /**
     * Notes on the shared draft that it was published and uses up its approval: it is "Entwurf" again, so the
     * next publication (a replacement too) needs a new review. A failure is logged: the publication stands.
     * @param {SharedDraftRef} ref @param {Editor} editor @param {string} path
     */
    async published(ref, editor, path) {
      const done = { status: 200, body: {} };
      await writing((records) => {
        const current = records.get(ref.id);
        if (!current || current.version !== ref.version) return { answer: done };
        /** @type {DraftRecord} */
        const record = {
          ...current,
          status: "entwurf",
          published: { path, by: editor.name, at: stamp(), version: current.version },
        };
        delete record.requestedBy;
        delete record.approvedBy;
        delete record.approvedAt;
        // Used up: the published text again is a draft like any other.
        delete record.approval;
        return {
          write: [record],
          message: `Note draft "${titleOf(record)}" (${ref.id}) as published at ${path}`,
          author: editor,
          answer: done,
        };
      });
    },

    /**
     * A withdrawal voids every approval of a draft under the article's address: what was approved for a
     * page that was taken down goes out again only after a new review. A failure is logged: the withdrawal stands.
     * @param {string} slug @param {Editor} editor
     */
    async withdrawn(slug, editor) {
      const done = { status: 200, body: {} };
      await writing((records) => {
        const voided = [...records.values()]
          .filter((record) => record.draft.slug === slug && record.status === "freigegeben")
          .map((record) => {
            /** @type {DraftRecord} */
            const draft = { ...record, status: "entwurf" };
            delete draft.requestedBy;
            delete draft.approvedBy;
            delete draft.approvedAt;
            return draft;
          });
        if (voided.length === 0) return { answer: done };
        return {
          write: voided,
          message: `Void the approval of ${voided.map((record) => `"${titleOf(record)}" (${record.id})`).join(", ")}: /ratgeber/${slug} was withdrawn`,
          author: editor,
          answer: done,
        };
      });
    },
  };
}
