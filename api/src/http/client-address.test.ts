import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

// D25: TRUST_PROXY=n takes the n-th X-Forwarded-For address from the right; what the client wrote
// to the left of it is ignored; with fewer entries the socket's address is the client's.
describe('the client address', () => {
  it.each([
    ['no proxy trusted: the socket, whatever the header says', '203.0.113.9', 0, '10.0.0.1'],
    ['one proxy: the address it appended', '203.0.113.9, 198.51.100.7', 1, '198.51.100.7'],
    ['one proxy, the client rotating its own entry', '192.0.2.44, 198.51.100.7', 1, '198.51.100.7'],
    [
      'two proxies: the outer one appended the second from the right',
      '1.1.1.1, 198.51.100.7, 10.0.0.2',
      2,
      '198.51.100.7',
    ],
    ['fewer entries than proxies: the socket', '198.51.100.7', 2, '10.0.0.1'],
    ['no header: the socket', undefined, 1, '10.0.0.1'],
    ['not an address where ours should be: the socket', '203.0.113.9, evil', 1, '10.0.0.1'],
    ['IPv6', '203.0.113.9, 2001:db8::7', 1, '2001:db8::7'],
  ])('%s', (_label, header, proxies, expected) => {
    expect(clientAddress(header, '10.0.0.1', proxies)).toBe(expected);
  });
});
