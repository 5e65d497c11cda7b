import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { webhookMessages } from '@ppp/domain';
import { Webhook } from 'standardwebhooks';
import { hostOf, mayConnectTo, mayUseScheme, resolveHost } from './target.ts';

// One delivery attempt (D24): the Standard Webhooks headers signed with the endpoint's secret (the
// `standardwebhooks` package, the scheme's reference implementation), one POST, redirects never
// followed (a 3xx is an answer like any other non-2xx), a time limit on the whole attempt.

/** What an attempt needs: the stored row's fixed id and body, the endpoint and its secret. */
export interface Outgoing {
  messageId: string;
  body: string;
  url: string;
  secret: string;
}

export interface SendOptions {
  /** Development: http and loopback targets allowed, no address checks (D24). */
  development: boolean;
  /** The whole attempt's limit, from connecting to the answer's status. */
  timeoutMs: number;
}

/** A refusal before connecting: the address is not a public one (D24, checked at each delivery). */
export class TargetRefused extends Error {
  constructor() {
    super(webhookMessages.notPublicAtDelivery);
  }
}

/** The three signed headers of Standard Webhooks for one attempt at `now`. */
export function signedHeaders(outgoing: Pick<Outgoing, 'messageId' | 'body' | 'secret'>, now: Date) {
  return {
    'webhook-id': outgoing.messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(outgoing.secret).sign(outgoing.messageId, now, outgoing.body),
  };
}

/**
 * The host resolved once, every address one that may be connected to (D24: public, in development
 * loopback too), and the connection pinned to the first of them (no second resolution a rebinding
 * name could answer differently).
 */
async function pinnedLookup(url: URL, development: boolean): Promise<LookupFunction> {
  if (!mayUseScheme(url, development)) throw new TargetRefused();
  const addresses = await resolveHost(hostOf(url));
  if (addresses.length === 0 || !addresses.every(({ address }) => mayConnectTo(address, development))) {
    throw new TargetRefused();
  }
  const [{ address, family }] = addresses;
  return (_host, options, callback) => {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** Posts once; answers the receiver's HTTP status, or throws (refused, no connection, timed out). */
export async function postDelivery(
  outgoing: Outgoing,
  { development, timeoutMs }: SendOptions,
): Promise<number> {
  const url = new URL(outgoing.url);
  const signal = AbortSignal.timeout(timeoutMs);
  const lookup = await pinnedLookup(url, development);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(outgoing.body)),
    'user-agent': 'PPP-Webhooks/1',
    ...signedHeaders(outgoing, new Date()),
  };
  return new Promise<number>((resolve, reject) => {
    const outgoingRequest = request(
      url,
      { method: 'POST', headers, signal, agent: false, lookup },
      (response) => {
        // Only the status is kept; the body is not read.
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    outgoingRequest.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) return reject(new Error(`Brak odpowiedzi w ciągu ${timeoutMs / 1000} s`));
      // The delivery log says it in Polish, with the system's code.
      reject(error.code ? new Error(webhookMessages.connectionFailed(error.code)) : error);
    });
    outgoingRequest.end(outgoing.body);
  });
}
