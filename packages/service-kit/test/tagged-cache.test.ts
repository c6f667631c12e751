import { describe, expect, it } from '@jest/globals';
import { TaggedCache } from '../src/index.ts';

describe('TaggedCache', () => {
  it('when a tag is forgotten, then exactly the entries labelled with it are gone', () => {
    const cache = new TaggedCache<string>({ maxEntries: 10 });
    cache.remember('alice-list', 'A', ['business:a', 'login:alice'], cache.generation);
    cache.remember('alice-page', 'A page', ['business:a'], cache.generation);
    cache.remember('bob-list', 'B', ['business:b', 'login:bob'], cache.generation);
    cache.forgetTag('business:a');
    expect([cache.get('alice-list'), cache.get('alice-page'), cache.get('bob-list')]).toEqual([
      undefined,
      undefined,
      'B',
    ]);
  });

  it('when a drop happened after the reader noted the generation, then what it read is not kept', () => {
    const cache = new TaggedCache<string>({ maxEntries: 10 });
    const noted = cache.generation;
    cache.forgetTag('business:unrelated');
    expect(cache.remember('alice-list', 'stale', ['business:a'], noted)).toBe(false);
    expect(cache.get('alice-list')).toBeUndefined();
  });

  it('when it is full, then the least recently used goes, and its tags no longer reach it', () => {
    const cache = new TaggedCache<string>({ maxEntries: 2 });
    cache.remember('one', '1', ['t1'], cache.generation);
    cache.remember('two', '2', ['t2'], cache.generation);
    cache.get('one');
    cache.remember('three', '3', ['t1'], cache.generation);
    expect([cache.get('one'), cache.get('two'), cache.get('three'), cache.size]).toEqual([
      '1',
      undefined,
      '3',
      2,
    ]);
    cache.forgetTag('t1');
    expect(cache.size).toBe(0);
  });

  it('when an entry is older than its TTL, or the TTL is 0, then it is not served', () => {
    let now = 1_000;
    const cache = new TaggedCache<string>({ maxEntries: 10, ttlMs: 500, now: () => now });
    cache.remember('k', 'v', [], cache.generation);
    now += 499;
    expect(cache.get('k')).toBe('v');
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    const off = new TaggedCache<string>({ maxEntries: 10, ttlMs: 0 });
    expect(off.remember('k', 'v', [], off.generation)).toBe(false);
  });

  it('when a value is replaced or cleared, then holds() says it is no longer the one kept', () => {
    const cache = new TaggedCache<object>({ maxEntries: 10 });
    const first = {};
    cache.remember('k', first, ['t'], cache.generation);
    expect(cache.holds('k', first)).toBe(true);
    cache.remember('k', {}, ['t'], cache.generation);
    expect(cache.holds('k', first)).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
