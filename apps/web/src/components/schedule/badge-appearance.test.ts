import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/features/schedule/schedule-test-utils';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { badgeAppearance, luminance, textColorFor } from './badge-appearance';
import { noStaffOverride, shiftActions } from './shift-actions';

const day = buildShiftType({ name: 'Day', color: '#ffd700' });
const anna = buildStaff({ name: 'Anna' });
const today = '2026-03-10';

describe('textColorFor (luminance threshold 128)', () => {
  it.each([
    ['#808080', 128, '#000000'],
    ['#7f7f7f', 127, '#ffffff'],
    ['#ffffff', 255, '#000000'],
    ['#000000', 0, '#ffffff'],
    ['#10b981', 0.299 * 16 + 0.587 * 185 + 0.114 * 129, '#000000'],
    ['#3b82f6', 0.299 * 59 + 0.587 * 130 + 0.114 * 246, '#ffffff'],
  ])('%s has luminance %d and takes %s text', (hex, lum, text) => {
    expect(luminance(hex)).toBeCloseTo(lum, 5);
    expect(textColorFor(hex)).toBe(text);
  });

  it('reads short hex and falls back to the default green for a bad colour', () => {
    expect(textColorFor('#fff')).toBe('#000000');
    expect(luminance('not a colour')).toBeCloseTo(luminance('#10b981'), 5);
  });
});

describe('badgeAppearance (spec 001 section 4)', () => {
  it('colours a filled rotation shift with its type colour and luminance text', () => {
    const look = badgeAppearance(buildEntry(day, { date: today }, anna), today);
    expect(look.kind).toBe('shiftType');
    expect(look.style).toEqual({ backgroundColor: '#ffd700', color: '#000000', borderColor: '#ffd700' });
    expect(look.isPast).toBe(false);
  });

  it('shows unfilled as destructive and pulsing, optional unfilled as an outline that does not pulse', () => {
    expect(badgeAppearance(buildEntry(day, { date: today }), today)).toMatchObject({ kind: 'unfilled', isPulsing: true });
    expect(badgeAppearance(buildEntry(day, { date: today, isOptional: true }), today)).toMatchObject({ kind: 'unfilledOptional', isPulsing: false });
  });

  it('fades past shifts (and a past unfilled one no longer pulses)', () => {
    expect(badgeAppearance(buildEntry(day, { date: '2026-03-09' }), today)).toMatchObject({ kind: 'unfilled', isPast: true, isPulsing: false });
  });

  it('orders absence conflict (orange) before one-off (teal, star) before override (blue)', () => {
    const absentOneOff = buildEntry(day, { date: today, entryType: 'ONE_OFF', isOneOffShift: true, hasAbsence: true }, anna);
    expect(badgeAppearance(absentOneOff, today).kind).toBe('absence');
    expect(badgeAppearance({ ...absentOneOff, hasAbsence: false }, today)).toMatchObject({ kind: 'oneOff', hasStar: true });
    expect(badgeAppearance(buildEntry(day, { date: today, entryType: 'OVERRIDE' }, anna), today).kind).toBe('override');
    expect(badgeAppearance(buildEntry(day, { date: today, entryType: 'CLAIMED' }, anna), today).kind).toBe('override');
    expect(badgeAppearance(buildEntry(day, { date: today, entryType: 'OVERRIDE', description: 'Shift claimed by Anna' }, anna), today).kind).toBe('override');
  });

  it('strikes a cancelled shift through instead of showing it unfilled (decision 5)', () => {
    const cancelled = buildEntry(day, { date: today, entryType: 'OVERRIDE', isCancelled: true, isUnfilled: false });
    expect(badgeAppearance(cancelled, today)).toMatchObject({ kind: 'cancelled', isStruck: true, isPulsing: false });
  });
});

describe('shiftActions by source', () => {
  it('filled rotation: reassign, unassign, cancel', () => {
    expect(shiftActions(buildEntry(day, {}, anna))).toEqual(['reassign', 'unassign', 'cancel']);
  });
  it('unfilled rotation: assign and cancel, no unassign', () => {
    expect(shiftActions(buildEntry(day))).toEqual(['assign', 'cancel']);
  });
  it('one-off: assign or reassign, and delete', () => {
    const oneOff = buildEntry(day, { entryType: 'ONE_OFF', isOneOffShift: true, rotationSlotId: null, scheduleEntryId: '00000000-0000-4000-a000-00000000aaaa' }, anna);
    expect(shiftActions(oneOff)).toEqual(['reassign', 'delete']);
    expect(shiftActions({ ...oneOff, staffId: null, staff: null, isUnfilled: true })).toEqual(['assign', 'delete']);
  });
  it('override and claim: reassign or assign, and remove override', () => {
    const override = buildEntry(day, { entryType: 'OVERRIDE', scheduleEntryId: '00000000-0000-4000-a000-00000000bbbb' }, anna);
    expect(shiftActions(override)).toEqual(['reassign', 'removeOverride']);
    expect(shiftActions({ ...override, entryType: 'CLAIMED' })).toEqual(['reassign', 'removeOverride']);
    expect(shiftActions({ ...override, staffId: null, staff: null, isUnfilled: true })).toEqual(['assign', 'removeOverride']);
  });
  it('a rotation assignment without a slot offers nothing (there is no slot to override)', () => {
    expect(shiftActions(buildEntry(day, { rotationSlotId: null }, anna))).toEqual([]);
  });
  it('cancelled: only removing the override', () => {
    expect(shiftActions(buildEntry(day, { entryType: 'OVERRIDE', isCancelled: true, isUnfilled: false, scheduleEntryId: '00000000-0000-4000-a000-00000000cccc' }))).toEqual(['removeOverride']);
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
