import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// The mail server of the mail crash test (mail-crash.test.ts): slow to answer until the kill.

export interface Received {
  to: string[];
  messageId: string | undefined;
  subject: string | undefined;
  afterKill: boolean;
}

/**
 * A header of a raw message, unfolded, with its encoded words (RFC 2047, UTF-8, as nodemailer
 * writes them) decoded.
 */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n', 1)[0].replace(/\r\n[ \t]+/g, ' ');
  const line = head
    .split('\r\n')
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  // Each encoded word becomes its bytes (as latin1 characters); the ASCII around them is kept.
  const bytes = line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_code, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The company's mail server in the test's process: it keeps every message with its Message-ID and
 * subject as soon as the message is in, and while `state.slow` answers 250 only `slowAnswerMs`
 * later, so a kill of the sender can leave a message received but unconfirmed (the case a resend
 * with the same Message-ID is for). `state.killed` marks what arrives after the sender's kill.
 */
export async function startSlowMailServer(slowAnswerMs: number) {
  const state = { slow: true, killed: false, messagesStarted: 0 };
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      state.messagesStarted++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: headerOf(raw, 'Message-ID'),
          subject: headerOf(raw, 'Subject'),
          afterKill: state.killed,
        });
        setTimeout(() => done(), state.slow ? slowAnswerMs : 0);
      });
    },
  });
  // The kill cuts the sender's connections.
  server.on('error', () => {});
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    state,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
