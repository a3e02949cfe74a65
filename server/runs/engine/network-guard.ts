import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an api node may not reach unless ENGINE_ALLOW_PRIVATE_NETWORK=true (D45): a workflow
 * must not probe the server's own network (loopback, private ranges, link-local such as a cloud's
 * metadata service, and the unspecified, carrier-grade NAT and multicast ranges).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class NetworkRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkRefusal';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for http.request that refuses private addresses at connection time, after the name
 * is resolved, so neither a name pointing inward nor one that changes between a check and the
 * connection (DNS rebinding) gets through. Every redirect connects anew through it.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      const refused = allowPrivate ? undefined : list.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new NetworkRefusal(`${hostname} resolves to ${refused.address}, a private address that workflows may not reach`), '');
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
