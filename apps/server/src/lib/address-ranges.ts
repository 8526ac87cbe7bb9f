import { BlockList, isIP } from 'node:net';

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * A set of address ranges (`10.0.0.0/8`, `::1/128`, or a bare address) to test client addresses
 * against. Throws naming the first entry that is not an address or range.
 */
export const addressRanges = (entries: readonly string[]) => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) {
      throw new Error(`不是地址或地址段：${entry}`);
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    includes: (address: string): boolean => {
      const plain = unmapped(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
};
