// Records kept as JSON files on a branch of their own that the checkout never has checked out (the shared drafts,
// docs/decisions/0039; the changes waiting for a second person, docs/decisions/0080): the site's build never sees
// them and no write moves HEAD. Each write is one commit with its editor as author; the branch moves only from the
// commit the write read (compare-and-swap), and the writes of one store run one at a time.

/**
 * @typedef {import("./guards.mjs").Editor} Editor
 * @typedef {import("./api.mjs").ApiAnswer} ApiAnswer
 */

/**
 * @template {{ id: string }} R
 * @param {{
 *   git: ReturnType<typeof import("./git.mjs").createGit>,
 *   ref: string,
 *   label: string,
 *   failed: string,
 *   log?: (line: string) => void,
 * }} options  label: how the log names the store; failed: the German answer when Git refuses a write
 */
export function createBranchStore({ git, ref, label, failed, log = () => {} }) {
  /** @type {{ commit: string | null, records: Map<string, R> }} */
  let cache = { commit: null, records: new Map() };
  let tail = Promise.resolve();

  /** The records as the branch holds them now (read again only when the branch moved). */
  async function read() {
    const head = await git.run(["rev-parse", "--verify", "--quiet", ref]);
    const commit = head.ok ? head.stdout.trim() : null;
    if (commit === cache.commit) return cache;
    const { files } = await git.readBranch(ref);
    /** @type {Map<string, R>} */
    const records = new Map();
    for (const [name, bytes] of files) {
      try {
        const record = /** @type {R} */ (JSON.parse(bytes.toString("utf8")));
        if (`${record.id}.json` === name) records.set(record.id, record);
      } catch {
        log(`${label}: ${name} ist unlesbar und wird übergangen`);
      }
    }
    cache = { commit, records };
    return cache;
  }

  /**
   * One write at a time: reads the branch, lets `change` decide, commits what it returns (records to write,
   * ids to remove). `change` may be async; nothing else writes to the store meanwhile.
   * @typedef {{ write: R[], remove?: string[], message: string, author: Editor, answer: ApiAnswer }} Write
   * @param {(records: Map<string, R>) => Write | { answer: ApiAnswer } | Promise<Write | { answer: ApiAnswer }>} change
   * @returns {Promise<ApiAnswer>}
   */
  function writing(change) {
    const run = tail.then(async () => {
      const { commit, records } = await read();
      const decided = await change(records);
      if (!("write" in decided)) return decided.answer;
      const files = [
        ...decided.write.map((record) => ({ name: `${record.id}.json`, text: `${JSON.stringify(record, null, 2)}\n` })),
        ...(decided.remove ?? []).map((id) => ({ name: `${id}.json`, text: null })),
      ];
      const author = decided.author.email ? { name: decided.author.name, email: decided.author.email } : undefined;
      const written = await git.writeBranch(ref, commit, files, decided.message, author);
      if (!written.ok) {
        log(`${label}: Commit abgelehnt: ${written.message}`);
        return { status: 500, body: { message: failed } };
      }
      return decided.answer;
    });
    tail = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  return { read, writing };
}
