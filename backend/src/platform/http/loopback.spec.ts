import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is loopback', (address) => expect(isLoopbackAddress(address)).toBe(true));
  it.each(['10.0.0.1', '192.168.1.2', '::', '0.0.0.0', '::ffff:10.0.0.1', 'fe80::1', '', undefined, 'localhost'])('%s is not', (address) =>
    expect(isLoopbackAddress(address)).toBe(false),
  );
});
