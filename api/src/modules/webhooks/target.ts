import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Where a webhook may point (D24, SSRF). In development (the development sign-in is on) anything
// http(s) goes, loopback included. Otherwise the URL must be https and its host public: an address
// in a private, link-local, loopback or other special-purpose range is refused when subscribed and
// again after DNS resolution at each delivery (the connection then goes to the checked address, so
// a name cannot resolve to another one between the check and the connect). Ranges: ipaddr.js.

/** A public unicast address; an IPv4-mapped IPv6 address is judged as its IPv4 address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The URL's host as an address or a name: IPv6 literals without their brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** What a host resolves to, every address (an IP literal is itself). */
export async function resolveHost(host: string): Promise<{ address: string; family: number }[]> {
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  return lookup(host, { all: true, verbatim: true });
}

/**
 * May a webhook be subscribed at this address (D24)? Outside development: https, and the host an
 * address, or a name resolving only to addresses, that are public. A name that does not resolve now
 * passes: each delivery resolves and checks it again.
 */
export async function mayTarget(value: string, development: boolean): Promise<boolean> {
  if (development) return true;
  const url = new URL(value);
  if (url.protocol !== 'https:') return false;
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host);
  let addresses: { address: string }[];
  try {
    addresses = await resolveHost(host);
  } catch {
    return true;
  }
  return addresses.every(({ address }) => isPublicAddress(address));
}
