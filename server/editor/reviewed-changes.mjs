// Four eyes for what is not an article (docs/decisions/0080): with `"fourEyes": true`, a change to the fact base (a
// fact re-confirmed or corrected, a series or a shop added) and an article's withdrawal do not go out when an editor
// sends them. They are checked as they would be applied and kept, exactly as sent, on a branch of their own
// (`redaktion-aenderungen`, see branch-store.mjs) until another person approves them; then they are applied, checked
// again against the files as they are then, with their sender as the commit's author and the approver in an
// `Approved-by` trailer. An approval is used once: the change leaves the list when it is applied. Rejected or taken
// back, it leaves the list and the branch's history keeps it. Without four eyes every change goes out at once.
import * as v from "valibot";

import { changeDecisionRequest } from "../../app/features/hub/publishing/editor-contract.ts";
import { createBranchStore } from "./branch-store.mjs";
import { editorMessages as say } from "./messages.mjs";

/** The branch the changes waiting for a second person live on. */
export const CHANGES_REF = "refs/heads/redaktion-aenderungen";

/**
 * @typedef {import("./guards.mjs").Editor} Editor
 * @typedef {import("./api.mjs").ApiAnswer} ApiAnswer
 * @typedef {import("../../app/features/hub/publishing/editor-contract.ts").ReviewedChangeKind} ChangeKind
 * @typedef {{ name: string, email: string }} Person
 * @typedef {{
 *   id: string, kind: ChangeKind, summary: string, details: string[], request: unknown,
 *   requestedBy: Person, requestedAt: string,
 * }} ChangeRecord
 * @typedef {{ ok: true, summary: string, details?: string[] } | { ok: false, answer: ApiAnswer }} Checked
 * @typedef {{
 *   check: (body: unknown) => Promise<Checked>,
 *   apply: (body: unknown, author: Editor, approver?: Person) => Promise<ApiAnswer>,
 *   immediate?: (body: unknown) => boolean,
 * }} Reviewable immediate: a request that changes nothing (a correction's preview) is answered at once
 */

/** One person, however many names or keys: the e-mail address where there is one. @param {Person} person */
const personOf = (person) => (person.email ? person.email.trim().toLowerCase() : `name:${person.name}`);

/** @param {Editor | Person} editor @returns {Person} */
const person = (editor) => ({ name: editor.name, email: editor.email ?? "" });

/**
 * @param {{
 *   git: ReturnType<typeof import("./git.mjs").createGit>,
 *   fourEyes: boolean,
 *   kinds: Record<ChangeKind, Reviewable>,
 *   now?: () => number,
 *   newId?: () => string,
 *   log?: (line: string) => void,
 * }} options
 */
export function createReviewedChanges({
  git,
  fourEyes,
  kinds,
  now = Date.now,
  newId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`,
  log = () => {},
}) {
  /** @type {ReturnType<typeof createBranchStore<ChangeRecord>>} */
  const store = createBranchStore({
    git,
    ref: CHANGES_REF,
    label: "Änderungen zur Freigabe",
    failed: say.changeStoreFailed,
    log,
  });

  /** What the hub lists of a change (the request itself stays on the server). @param {ChangeRecord} record */
  const summary = (record) => {
    const shown = { ...record };
    delete shown.request;
    return /** @type {Omit<ChangeRecord, "request">} */ (shown);
  };

  /**
   * The action for one kind of change: at once without four eyes, else kept for a second person.
   * @param {ChangeKind} kind
   * @returns {(body: unknown, editor: Editor) => Promise<ApiAnswer>}
   */
  const action = (kind) => async (body, editor) => {
    const reviewable = kinds[kind];
    if (!fourEyes || reviewable.immediate?.(body)) return reviewable.apply(body, editor);
    const checked = await reviewable.check(body);
    if (!checked.ok) return checked.answer;
    /** @type {ChangeRecord} */
    const record = {
      id: newId(),
      kind,
      summary: checked.summary,
      details: checked.details ?? [],
      request: body,
      requestedBy: person(editor),
      requestedAt: new Date(now()).toISOString(),
    };
    return store.writing(() => ({
      write: [record],
      message: `Ask for review: ${record.summary}`,
      author: editor,
      answer: { status: 202, body: { message: say.changeRequested(record.summary), code: "review", pending: summary(record) } },
    }));
  };

  return {
    action,

    /** The changes waiting for a second person, oldest first. @param {unknown} _body @param {Editor} editor */
    async list(_body, editor) {
      const { records } = await store.read();
      const changes = [...records.values()].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)).map(summary);
      return { status: 200, body: { changes, you: editor.name, fourEyes } };
    },

    /**
     * Approves (applies), rejects or takes back a change. Approve and reject only another person's; take back only one's own.
     * @param {unknown} body @param {Editor} editor @returns {Promise<ApiAnswer>}
     */
    async decide(body, editor) {
      const parsed = v.safeParse(changeDecisionRequest, body);
      if (!parsed.success) return { status: 400, body: { message: say.badRequest } };
      const { id, decision } = parsed.output;
      return store.writing(async (records) => {
        const record = records.get(id);
        if (!record) return { answer: { status: 404, body: { message: say.changeMissing } } };
        const own = personOf(record.requestedBy) === personOf(person(editor));
        if (decision === "zuruecknehmen") {
          if (!own) return { answer: { status: 403, body: { message: say.changeNotYours, code: "four-eyes" } } };
          return {
            write: [],
            remove: [id],
            message: `Take back: ${record.summary}`,
            author: editor,
            answer: { status: 200, body: { message: say.changeTakenBack(record.summary) } },
          };
        }
        if (own) return { answer: { status: 403, body: { message: say.changeOwn, code: "four-eyes" } } };
        if (decision === "ablehnen") {
          return {
            write: [],
            remove: [id],
            message: `Reject: ${record.summary}`,
            author: editor,
            answer: { status: 200, body: { message: say.changeRejected(record.summary, record.requestedBy.name) } },
          };
        }
        // Applied as its sender sent it, checked again against the files as they are now. A refusal keeps it listed.
        const applied = await kinds[record.kind].apply(record.request, { ...record.requestedBy, key: "" }, person(editor));
        if (applied.status !== 200) return { answer: applied };
        log(`Änderung freigegeben von ${editor.name}: ${record.summary}`);
        return {
          write: [],
          remove: [id],
          message: `Approve and apply: ${record.summary}`,
          author: editor,
          answer: {
            status: 200,
            body: {
              ...applied.body,
              // The applied change's own words where it has them (a fact's), else what was approved (a withdrawal).
              message: typeof applied.body.message === "string" ? applied.body.message : say.changeApproved(record.summary),
              approvedBy: editor.name,
              requestedBy: record.requestedBy.name,
            },
          },
        };
      });
    },
  };
}

/** The trailer a commit carries when a second person approved it. @param {string} message @param {Person} [approver] */
export function withApproval(message, approver) {
  return approver ? `${message}\n\nApproved-by: ${approver.name}${approver.email ? ` <${approver.email}>` : ""}` : message;
}
