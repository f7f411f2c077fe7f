import { describe, expect, it } from 'vitest';
import { parseHandoffQuery } from '@/lib/server/data/handoff';

const parse = (query: string) => parseHandoffQuery(new URLSearchParams(query));

describe('parseHandoffQuery: the transaction form', () => {
  it('takes transactionId, token and source', () => {
    expect(parse('transactionId=TX1&token=abc.def&source=APP')).toEqual({
      transactionId: 'TX1',
      token: 'abc.def',
      source: 'APP',
    });
  });

  it('ignores keys that are not part of a hand-off', () => {
    expect(parse('transactionId=TX1&token=t&source=APP&utm_source=push')).toEqual({
      transactionId: 'TX1',
      token: 't',
      source: 'APP',
    });
  });

  it('refuses an incomplete set', () => {
    expect(parse('transactionId=TX1&token=t')).toBeNull();
    expect(parse('transactionId=TX1&source=APP')).toBeNull();
    expect(parse('token=t&source=APP')).toBeNull();
    expect(parse('transactionId=&token=t&source=APP')).toBeNull();
  });

  it('refuses a source that could not be a Source header', () => {
    expect(parse('transactionId=TX1&token=t&source=AP%0D%0AX-Evil:1')).toBeNull();
    expect(parse(`transactionId=TX1&token=t&source=${'A'.repeat(41)}`)).toBeNull();
  });

  it('refuses oversized values', () => {
    expect(parse(`transactionId=${'1'.repeat(201)}&token=t&source=APP`)).toBeNull();
    expect(parse(`transactionId=TX1&token=${'t'.repeat(4001)}&source=APP`)).toBeNull();
  });
});

describe('parseHandoffQuery: the payload form', () => {
  it('takes the raw payload alone, decoded', () => {
    expect(parse('payload=eyJhIjoxfQ%3D%3D')).toEqual({ payload: 'eyJhIjoxfQ==' });
  });

  it('refuses a payload mixed with the other form', () => {
    expect(parse('payload=p&source=APP')).toBeNull();
    expect(parse('payload=p&transactionId=TX1&token=t&source=APP')).toBeNull();
  });

  it('refuses an empty or oversized payload', () => {
    expect(parse('payload=')).toBeNull();
    expect(parse(`payload=${'p'.repeat(8001)}`)).toBeNull();
  });
});

describe('parseHandoffQuery: anything else', () => {
  it('is null for no query, unknown keys or repeated keys', () => {
    expect(parse('')).toBeNull();
    expect(parse('redirectPath=/fund-switch')).toBeNull();
    expect(parse('payload=a&payload=b')).toBeNull();
    expect(parse('transactionId=TX1&transactionId=TX2&token=t&source=APP')).toBeNull();
  });
});
