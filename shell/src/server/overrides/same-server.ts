/**
 * Whether two URLs reach the same server: the same port (a scheme's default when none is written)
 * on hosts that share an address. Names are resolved, and every loopback or unspecified address
 * (localhost, 127.0.0.0/8, ::1, 0.0.0.0, ::) is this machine: `127.0.0.1:3004` is the server
 * `localhost:3004` is. An override's build compared by host name slipped past the refusal of a
 * deployed remote's folder that way.
 */
import dns from 'node:dns/promises';
import net from 'node:net';

const THIS_MACHINE = 'this machine';

const local = new net.BlockList();
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addAddress('0.0.0.0', 'ipv4');
local.addAddress('::1', 'ipv6');
local.addAddress('::', 'ipv6');
local.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** An address as one spelling: this machine's as one, IPv6 as the URL parser writes it. */
function canonical(address: string): string {
  const family = net.isIP(address);
  if (family === 0) return address.toLowerCase();
  if (local.check(address, family === 4 ? 'ipv4' : 'ipv6')) return THIS_MACHINE;
  return family === 4 ? address : new URL(`http://[${address}]`).hostname;
}

/** The addresses a URL's host stands for (the name itself when it resolves to none). */
async function addressesOf(url: URL): Promise<Set<string>> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost')) return new Set([THIS_MACHINE]);
  const found = net.isIP(host)
    ? [host]
    : await dns.lookup(host, { all: true }).then(
        (entries) => entries.map((entry) => entry.address),
        () => [host],
      );
  return new Set(found.map(canonical));
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

export async function sameServer(a: URL, b: URL): Promise<boolean> {
  if (portOf(a) !== portOf(b)) return false;
  const [first, second] = await Promise.all([addressesOf(a), addressesOf(b)]);
  return [...first].some((address) => second.has(address));
}
