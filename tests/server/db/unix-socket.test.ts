import { describe, expect, it } from 'vitest';
import { unixSocketOf } from '../../../server/db/database';

describe('unixSocketOf', () => {
  it('takes libpq’s ?host=/directory out of the address and hands it to postgres.js as its socket directory', () => {
    const { url, socket } = unixSocketOf('postgres://botflow@127.0.0.1:5433/app?host=%2Fvar%2Frun%2Fpostgresql&sslmode=disable');
    expect(socket).toEqual({ host: '/var/run/postgresql' });
    // Left in, postgres.js would send it to the server as a setting, which the server refuses.
    expect(new URL(url).searchParams.has('host')).toBe(false);
    expect(new URL(url).searchParams.get('sslmode')).toBe('disable');
    expect(new URL(url).port).toBe('5433');
  });

  it('leaves an address without a socket directory as it is', () => {
    for (const address of ['postgres://botflow@db.example:5432/app', 'postgres://botflow@db.example/app?host=other.example']) {
      expect(unixSocketOf(address)).toEqual({ url: address, socket: {} });
    }
  });
});
