import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether an IP address is this machine's own: 127.0.0.0/8, ::1, or an IPv4 loopback address
 * written as IPv6 (::ffff:127.0.0.1, how a dual-stack socket reports an IPv4 peer).
 */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(a);
  return family !== 0 && LOOPBACK.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a listen address (HOST) reaches this machine only: a loopback address or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || isLoopbackAddress(h);
}

/** The headers a proxy adds to a request it forwards. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether a request comes straight from this machine: the socket's peer is a loopback address and
 * the request carries no forwarding header. The peer is read from the socket, not from `request.ip`,
 * which TRUST_PROXY may take from a header the caller wrote; and a request a proxy on this machine
 * forwarded (it names the real client in a forwarding header) is not one, whatever TRUST_PROXY says.
 */
export function isLoopbackRequest(request: {
  socket: { remoteAddress?: string | undefined };
  headers: IncomingHttpHeaders;
}): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
