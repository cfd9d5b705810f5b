// Mail to the newsroom (docs/decisions/0084): where the team names a mail server (EDITOR_SMTP_URL), the editor mode
// tells an editor by mail what waits for her: a draft sent to review goes to everyone else, an approval and a draft
// sent back (with its reason) to whoever had sent it to review. A message that cannot be sent is logged and never
// undoes the change, which is in Git already.
import nodemailer from "nodemailer";

/**
 * @typedef {import("./guards.mjs").Editor} Editor
 * @typedef {import("../../app/features/hub/publishing/editor-contract.ts").DraftStatus} DraftStatus
 * @typedef {{ status: DraftStatus, title: string, by: string, requestedBy?: string, reason?: string }} StatusChange
 * A shared draft's new status, who set it, who had sent it to review and the reason it went back.
 * @typedef {{ to: Editor, subject: string, text: string }} Message
 */

const SIGNATURE = "Diese Nachricht schickt der Redaktionsmodus von Labubu Sammler AT.";

/**
 * The messages a status change sends, one per person, in German; none for a change nobody waits on.
 * @param {StatusChange} change @param {{ editors: Editor[], fourEyes: boolean, hubUrl: string }} team
 * @returns {Message[]}
 */
export function statusMessages({ status, title, by, requestedBy, reason }, { editors, fourEyes, hubUrl }) {
  const quoted = `„${title}“`;
  const open = `Sie finden ihn im Content Hub unter „Entwürfe der Redaktion“:\n${hubUrl}`;
  const letter = (/** @type {Editor} */ to, /** @type {string[]} */ paragraphs) =>
    [`Guten Tag ${to.name},`, ...paragraphs, open, SIGNATURE].join("\n\n");
  const sender = requestedBy ? editors.find((editor) => editor.name === requestedBy && editor.name !== by) : undefined;
  if (status === "in-pruefung") {
    const rule = fourEyes ? ` Freigeben kann ihn jede Person außer ${by}.` : "";
    return editors
      .filter((editor) => editor.name !== by)
      .map((to) => ({
        to,
        subject: `Zur Prüfung: ${quoted}`,
        text: letter(to, [`${by} hat den Entwurf ${quoted} zur Prüfung gegeben. Er wartet auf Ihre Prüfung.${rule}`]),
      }));
  }
  if (!sender) return [];
  if (status === "freigegeben") {
    const next = fourEyes ? `Veröffentlichen kann ihn jetzt jede Person außer ${by}.` : "Sie können ihn jetzt veröffentlichen.";
    return [
      { to: sender, subject: `Freigegeben: ${quoted}`, text: letter(sender, [`${by} hat ${quoted} freigegeben. ${next}`]) },
    ];
  }
  if (!reason) return [];
  return [
    {
      to: sender,
      subject: `Zurück an Entwurf: ${quoted}`,
      text: letter(sender, [`${by} hat ${quoted} zurück an „Entwurf“ gegeben und schreibt:`, reason]),
    },
  ];
}

/**
 * The mail of the newsroom over `url` (smtp:// or smtps://, with name and password in it where the server asks).
 * @param {{ url: string, from: string, editors: Editor[], fourEyes: boolean, hubUrl: () => string, log: (line: string) => void }} options
 */
export function createNewsroomMail({ url, from, editors, fourEyes, hubUrl, log }) {
  const transport = nodemailer.createTransport(url);
  return {
    /** Sends what a status change tells; resolves when every message was sent or logged as not sent. @param {StatusChange} change */
    async statusChanged(change) {
      // An editor without an address (the unnamed EDITOR_TOKEN) gets none.
      const messages = statusMessages(change, { editors, fourEyes, hubUrl: hubUrl() }).filter(({ to }) => to.email);
      await Promise.all(
        messages.map(async ({ to, subject, text }) => {
          try {
            await transport.sendMail({ from, to: { name: to.name, address: to.email }, subject, text });
            log(`E-Mail an ${to.name}: ${subject}`);
          } catch (error) {
            log(`E-Mail an ${to.name} nicht gesendet (${subject}): ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      );
    },
    close: () => transport.close(),
  };
}
