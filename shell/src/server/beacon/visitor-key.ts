/**
 * Whom a beacon's rate is counted against: the visitor's address as Fastify gives it (request.ip:
 * from X-Forwarded-For only when TRUST_PROXY names the peer, see http/app.ts). An IPv6 visitor
 * is its /64, the block one customer is usually given (a new address in it is the same visitor);
 * an IPv4 address, or one mapped into IPv6, stands alone.
 */
import { isIPv6 } from 'node:net';

export function visitorKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
