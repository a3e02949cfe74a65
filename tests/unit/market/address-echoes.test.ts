import { describe, expect, it } from 'vitest';
import { AddressEchoes } from '../../../src/app/market/listing-address';

describe("the marketplace tells the router's echoes of its writes from Back and Forward (D111)", () => {
  it('takes the address it opened on and its own writes, seen in order, for echoes', () => {
    const echoes = new AddressEchoes('?sort=rating');
    expect(echoes.isNews('?sort=rating')).toBe(false);
    expect(echoes.write('?q=t&sort=rating')).toBe(true);
    expect(echoes.write('?q=tri&sort=rating')).toBe(true);
    expect(echoes.isNews('?q=t&sort=rating')).toBe(false);
    expect(echoes.isNews('?q=tri&sort=rating')).toBe(false);
  });

  it('takes an earlier write the router shows late for an echo, not for a step back (the typed search stays)', () => {
    const echoes = new AddressEchoes('');
    echoes.write('?q=t');
    echoes.write('?q=triage');
    // A render of the first write after the second was made.
    expect(echoes.isNews('?q=t')).toBe(false);
    expect(echoes.isNews('?q=triage')).toBe(false);
  });

  it('skips a write the router never shows on its own: a later one covers it', () => {
    const echoes = new AddressEchoes('');
    echoes.write('?q=t');
    echoes.write('?q=triage');
    expect(echoes.isNews('?q=triage')).toBe(false);
    // Back to where the search started is the user's, though the page once wrote nothing like it.
    expect(echoes.isNews('')).toBe(true);
    // And Forward again, after the writes were all seen.
    expect(echoes.isNews('?q=triage')).toBe(true);
  });

  it('does not write what the address holds or is about to hold', () => {
    const echoes = new AddressEchoes('?page=2');
    expect(echoes.write('?page=2')).toBe(false);
    expect(echoes.write('?q=a')).toBe(true);
    expect(echoes.write('?q=a')).toBe(false);
    expect(echoes.isNews('?q=a')).toBe(false);
    expect(echoes.write('?q=a')).toBe(false);
  });

  it('takes an address that is none of its writes for the user’s, and forgets the writes it had not seen', () => {
    const echoes = new AddressEchoes('');
    echoes.write('?q=lead');
    expect(echoes.isNews('?sort=rating')).toBe(true);
    // The old write, should the router still report it, is now someone's step through history.
    expect(echoes.isNews('?q=lead')).toBe(true);
  });
});
