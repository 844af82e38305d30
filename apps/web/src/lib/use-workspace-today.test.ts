import { describe, expect, it } from 'vitest';
import { workspaceToday } from './use-workspace-today';

// 2026-11-25 23:30 UTC: already the 26th in Amsterdam (UTC+1) and Kiritimati, still the 25th in UTC.
const LATE_EVENING_UTC = Date.UTC(2026, 10, 25, 23, 30);

describe('workspaceToday', () => {
  it("is the date in the workspace's zone at that instant", () => {
    expect(workspaceToday('Europe/Amsterdam', LATE_EVENING_UTC)).toBe('2026-11-26');
    expect(workspaceToday('America/New_York', LATE_EVENING_UTC)).toBe('2026-11-25');
  });

  it('takes Europe/Amsterdam while the workspace has no zone yet, and UTC for an unknown zone', () => {
    expect(workspaceToday(undefined, LATE_EVENING_UTC)).toBe('2026-11-26');
    expect(workspaceToday('Mars/Olympus_Mons', LATE_EVENING_UTC)).toBe('2026-11-25');
  });
});
