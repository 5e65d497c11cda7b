import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server took it: its recipients and its raw text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * An SMTP server in this process for the tests of mails (D22): it takes every message (`received`)
 * unless `answer` gives the message's recipients another code (4xx: 'Serwer chwilowo zajęty', 5xx:
 * 'Skrzynka odbiorcy nie istnieje'); `plan` is a queue of codes for the next messages, taken first.
 * With `login`, it asks for that user and password; otherwise no AUTH. `hold` keeps a message's
 * answer back until the promise it gives settles (a slow or silent server).
 */
export async function startTestSmtp({
  answer,
  login,
  hold,
}: {
  answer?: (to: string[]) => number | undefined;
  login?: { user: string; password: string };
  hold?: (to: string[]) => Promise<void> | undefined;
} = {}) {
  const received: ReceivedMail[] = [];
  const plan: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: Boolean(login),
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth: (auth, _session, done) =>
      login && auth.username === login.user && auth.password === login.password
        ? done(null, { user: auth.username })
        : done(new Error('Nieprawidłowe dane logowania')),
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        await hold?.(to);
        const code = plan.shift() ?? answer?.(to) ?? 250;
        if (code >= 400) {
          const message = code >= 500 ? 'Skrzynka odbiorcy nie istnieje' : 'Serwer chwilowo zajęty';
          return done(Object.assign(new Error(message), { responseCode: code }));
        }
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.server.address() as AddressInfo).port, received, plan };
}
