import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, unique-local, mapped and reserved addresses', () => {
    for (const a of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
      '2001:db8::1',
      'localhost',
      '',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('allows public unicast addresses', () => {
    for (const a of ['8.8.8.8', '93.184.215.14', '172.32.0.1', '2606:4700::1111', '2a00:1450:4001::200e']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
  });
});
