import { isIP } from 'node:net';
import type { Context, Next } from 'koa';

/**
 * D25: the client's address behind `trustedProxies` proxies of ours, each of which appends the
 * address it was reached from to X-Forwarded-For. The n-th entry from the right is the one our
 * outermost proxy wrote; everything left of it was sent by the client and is ignored. With fewer
 * entries (or none, or not an address there) the request did not come through all of our proxies:
 * the socket's address is the client's.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string,
  trustedProxies: number,
): string {
  if (trustedProxies < 1 || !forwardedFor) return socketAddress;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < trustedProxies) return socketAddress;
  const candidate = entries[entries.length - trustedProxies];
  return isIP(candidate) ? candidate : socketAddress;
}

/**
 * Sets `ctx.ip` once per request by {@link clientAddress}, in place of Koa's own reading (the
 * leftmost X-Forwarded-For entry, which the client controls), so every limit counts the real address.
 */
export function clientAddressOf(trustedProxies: number) {
  return async (ctx: Context, next: Next) => {
    ctx.request.ip = clientAddress(
      ctx.get('X-Forwarded-For') || undefined,
      ctx.req.socket.remoteAddress ?? '',
      trustedProxies,
    );
    await next();
  };
}
