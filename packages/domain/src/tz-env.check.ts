/**
 * Runs only in the engine-tz-* projects of the root vitest.config.ts: proves the project's TZ
 * really applies inside the worker, so the rest of the domain suite ran under that zone.
 */
import { describe, expect, it } from 'vitest';

// Offsets (minutes, Date#getTimezoneOffset sign: positive west of UTC) on 2026-01-01 and 2026-07-01.
const OFFSETS: Record<string, [number, number]> = {
  UTC: [0, 0],
  'America/Los_Angeles': [480, 420],
  'Asia/Kolkata': [-330, -330],
};
/** Names ICU may report for the zone (it keeps some legacy aliases). */
const NAMES: Record<string, string[]> = {
  UTC: ['UTC', 'Etc/UTC'],
  'America/Los_Angeles': ['America/Los_Angeles'],
  'Asia/Kolkata': ['Asia/Kolkata', 'Asia/Calcutta'],
};

describe('host time zone of this project', () => {
  // The domain package has no Node types (it must not use Node APIs); read the env loosely.
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  const zone = env?.ENGINE_TZ ?? '(none)';
  it(`is ${zone}`, () => {
    expect(Object.keys(OFFSETS)).toContain(zone);
    expect(NAMES[zone]).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // Local-time Date constructors follow the zone (the engine never uses them).
    expect([new Date(2026, 0, 1).getTimezoneOffset(), new Date(2026, 6, 1).getTimezoneOffset()]).toEqual(
      OFFSETS[zone],
    );
  });
});
