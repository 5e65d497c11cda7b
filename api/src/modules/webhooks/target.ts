import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Where a webhook may point (D24, SSRF). The URL must be https and its host public: an address in a
// private, link-local, loopback or other special-purpose range is refused when subscribed and again
// after DNS resolution at each delivery (the connection then goes to the checked address, so a name
// cannot resolve to another one between the check and the connect). In development (the development
// sign-in is on) http and loopback targets are allowed too, and nothing else: a private or
// link-local address (10.0.0.1, 169.254.169.254) stays refused. Ranges: ipaddr.js.

/** The address's range ('unicast' is public); an IPv4-mapped IPv6 address is judged as its IPv4 one. */
function rangeOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range();
}

/** A public unicast address. */
export const isPublicAddress = (address: string): boolean => rangeOf(address) === 'unicast';

/** D24: public, or in development loopback too. */
export function mayConnectTo(address: string, development: boolean): boolean {
  const range = rangeOf(address);
  return range === 'unicast' || (development && range === 'loopback');
}

/** D24: https, or in development http too. */
export const mayUseScheme = (url: URL, development: boolean) =>
  url.protocol === 'https:' || (development && url.protocol === 'http:');

/** The URL's host as an address or a name: IPv6 literals without their brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** What a host resolves to, every address (an IP literal is itself). */
export async function resolveHost(host: string): Promise<{ address: string; family: number }[]> {
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  return lookup(host, { all: true, verbatim: true });
}

/**
 * May a webhook be subscribed at this address (D24)? Its scheme allowed, and the host an address, or
 * a name resolving only to addresses, that may be connected to. A name that does not resolve now
 * passes: each delivery resolves and checks it again.
 */
export async function mayTarget(value: string, development: boolean): Promise<boolean> {
  const url = new URL(value);
  if (!mayUseScheme(url, development)) return false;
  const host = hostOf(url);
  if (isIP(host)) return mayConnectTo(host, development);
  let addresses: { address: string }[];
  try {
    addresses = await resolveHost(host);
  } catch {
    return true;
  }
  return addresses.every(({ address }) => mayConnectTo(address, development));
}
