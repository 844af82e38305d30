import { describe, expect, it } from 'vitest';
import { etagOfBuild, ifNoneMatchHits, scheduleEtag } from './http-cache';

const head = { version: 41, today: '2026-03-02' };

describe('schedule ETags', () => {
  it('are the same for the same version, day and parameters, and differ when any of them differs', () => {
    const tag = scheduleEtag(head, 'ws-1', '2026-03-01', '2026-03-31', 'en');
    expect(scheduleEtag(head, 'ws-1', '2026-03-01', '2026-03-31', 'en')).toBe(tag);
    expect(tag).toMatch(/^W\/"41-/);
    expect(scheduleEtag({ ...head, version: 42 }, 'ws-1', '2026-03-01', '2026-03-31', 'en')).not.toBe(tag);
    expect(scheduleEtag({ ...head, today: '2026-03-03' }, 'ws-1', '2026-03-01', '2026-03-31', 'en')).not.toBe(
      tag,
    );
    expect(scheduleEtag(head, 'ws-1', '2026-03-01', '2026-03-31', 'nl')).not.toBe(tag);
  });

  it('of another build never match: a browser keeping an answer of the previous release gets the new one', () => {
    const parts = ['ws-1', '2026-03-01', '2026-03-31', 'en'];
    const before = etagOfBuild('release-1', head, parts);
    const after = etagOfBuild('release-2', head, parts);
    expect(after).not.toBe(before);
    expect(ifNoneMatchHits(before, after)).toBe(false);
    expect(ifNoneMatchHits(before, etagOfBuild('release-1', head, parts))).toBe(true);
  });

  it('match weakly, in a list and with *', () => {
    const tag = scheduleEtag(head, 'ws-1');
    const strong = tag.replace(/^W\//, '');
    expect(ifNoneMatchHits(strong, tag)).toBe(true);
    expect(ifNoneMatchHits(`W/"1-x", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
    expect(ifNoneMatchHits('W/"41-other"', tag)).toBe(false);
  });
});
