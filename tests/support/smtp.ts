// A real SMTP server on loopback for the tests (smtp-server, the server half of Nodemailer): it takes every message
// the editor mode sends and parses it with mailparser, so a test reads what a mail client would show.
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string };

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const addresses = (field: AddressObject | AddressObject[] | undefined) =>
            (Array.isArray(field) ? field : field ? [field] : []).flatMap((item) =>
              item.value.map((entry) => entry.address ?? ""),
            );
          received.push({
            to: addresses(mail.to),
            from: mail.from?.text ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          });
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages to `address` so far. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
