import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/test/schedule-factories';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { noStaffOverride, shiftActions } from './shift-actions';

const day = buildShiftType({ name: 'Day', color: '#ffd700' });
const anna = buildStaff({ name: 'Anna' });

describe('shiftActions by source', () => {
  it('filled rotation: reassign, unassign, cancel', () => {
    expect(shiftActions(buildEntry(day, {}, anna))).toEqual(['reassign', 'unassign', 'cancel']);
  });
  it('unfilled rotation: assign and cancel, no unassign', () => {
    expect(shiftActions(buildEntry(day))).toEqual(['assign', 'cancel']);
  });
  it('one-off: assign or reassign, and delete', () => {
    const oneOff = buildEntry(
      day,
      {
        entryType: 'ONE_OFF',
        isOneOffShift: true,
        rotationSlotId: null,
        scheduleEntryId: '00000000-0000-4000-a000-00000000aaaa',
      },
      anna,
    );
    expect(shiftActions(oneOff)).toEqual(['reassign', 'delete']);
    expect(shiftActions({ ...oneOff, staffId: null, staff: null, isUnfilled: true })).toEqual([
      'assign',
      'delete',
    ]);
  });
  it('override and claim: reassign or assign, and remove override', () => {
    const override = buildEntry(
      day,
      { entryType: 'OVERRIDE', scheduleEntryId: '00000000-0000-4000-a000-00000000bbbb' },
      anna,
    );
    expect(shiftActions(override)).toEqual(['reassign', 'removeOverride']);
    expect(shiftActions({ ...override, entryType: 'CLAIMED' })).toEqual(['reassign', 'removeOverride']);
    expect(shiftActions({ ...override, staffId: null, staff: null, isUnfilled: true })).toEqual([
      'assign',
      'removeOverride',
    ]);
  });
  it('a rotation assignment without a slot offers nothing (there is no slot to override)', () => {
    expect(shiftActions(buildEntry(day, { rotationSlotId: null }, anna))).toEqual([]);
  });
  it('cancelled: only removing the override', () => {
    expect(
      shiftActions(
        buildEntry(day, {
          entryType: 'OVERRIDE',
          isCancelled: true,
          isUnfilled: false,
          scheduleEntryId: '00000000-0000-4000-a000-00000000cccc',
        }),
      ),
    ).toEqual(['removeOverride']);
  });
});

describe('noStaffOverride', () => {
  it('cancel: "Shift cancelled: {reason}", no staff, cancelled true, the rotation staff as original', () => {
    const entry = buildEntry(day, { date: '2026-03-12' }, anna);
    expect(noStaffOverride(entry, 'cancel', 'Ward closed')).toEqual({
      date: '2026-03-12',
      shiftTypeId: day.id,
      rotationSlotId: entry.rotationSlotId,
      originalStaffId: anna.id,
      staffId: null,
      description: 'Shift cancelled: Ward closed',
      cancelled: true,
    });
  });
  it('unassign: "Staff unassigned: {reason}" and not cancelled', () => {
    const body = noStaffOverride(buildEntry(day, {}, anna), 'unassign', 'Sick child');
    expect(body.description).toBe('Staff unassigned: Sick child');
    expect(body.staffId).toBeNull();
    expect('cancelled' in body).toBe(false);
  });
});
