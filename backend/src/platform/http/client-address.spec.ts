import { readableAddress } from './client-address';

describe('readableAddress', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8::1'],
    ['::1', '::1'],
    ['::ffff:not-an-address', '::ffff:not-an-address'],
  ])('%s reads %s', (address, readable) => expect(readableAddress(address)).toBe(readable));

  it('is null without an address', () => expect(readableAddress(undefined)).toBeNull());
});
