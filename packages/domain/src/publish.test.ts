import { describe, expect, it } from 'vitest';
import { diffShifts, type PublishedShiftLike } from './publish';

const shift = (
  date: string,
  shiftTypeId = 'early',
  entryId = `${shiftTypeId}:${date}`,
): PublishedShiftLike => ({
  entryId,
  date,
  shiftTypeId,
  startTime: shiftTypeId === 'early' ? '07:00' : '15:00',
  endTime: shiftTypeId === 'early' ? '15:00' : '23:00',
});

describe('diffShifts', () => {
  it('finds nothing when the shifts are the same, whatever their ids', () => {
    expect(diffShifts([shift('2026-03-02')], [shift('2026-03-02', 'early', 'other-id')])).toEqual([]);
  });

  it('names added and removed shifts', () => {
    const changes = diffShifts([shift('2026-03-02')], [shift('2026-03-20', 'late')]);
    expect(changes.map((c) => c.kind)).toEqual(['REMOVED', 'ADDED']);
  });

  it('pairs a changed shift type on the same date as moved', () => {
    const changes = diffShifts([shift('2026-03-02')], [shift('2026-03-02', 'late')]);
    expect(changes).toEqual([
      { kind: 'MOVED', before: shift('2026-03-02'), after: shift('2026-03-02', 'late') },
    ]);
  });

  it('pairs the same shift type on another date within a week as moved, closest first', () => {
    const changes = diffShifts(
      [shift('2026-03-02'), shift('2026-03-09')],
      [shift('2026-03-04'), shift('2026-03-30')],
    );
    expect(changes).toEqual([
      { kind: 'MOVED', before: shift('2026-03-02'), after: shift('2026-03-04') },
      { kind: 'REMOVED', before: shift('2026-03-09'), after: null },
      { kind: 'ADDED', before: null, after: shift('2026-03-30') },
    ]);
  });
});
