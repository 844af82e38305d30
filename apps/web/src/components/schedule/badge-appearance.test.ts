import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/test/schedule-factories';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { badgeAppearance, luminance, textColorFor } from './badge-appearance';

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

describe('badgeAppearance (docs/product/schedule.md#sources-and-badges)', () => {
  it('colours a filled rotation shift with its type colour and luminance text', () => {
    const look = badgeAppearance(buildEntry(day, { date: today }, anna), today);
    expect(look.kind).toBe('shiftType');
    expect(look.style).toEqual({ backgroundColor: '#ffd700', color: '#000000', borderColor: '#ffd700' });
    expect(look.isPast).toBe(false);
  });

  it('shows unfilled as destructive and pulsing, optional unfilled as an outline that does not pulse', () => {
    expect(badgeAppearance(buildEntry(day, { date: today }), today)).toMatchObject({
      kind: 'unfilled',
      isPulsing: true,
    });
    expect(badgeAppearance(buildEntry(day, { date: today, isOptional: true }), today)).toMatchObject({
      kind: 'unfilledOptional',
      isPulsing: false,
    });
  });

  it('fades past shifts (and a past unfilled one no longer pulses)', () => {
    expect(badgeAppearance(buildEntry(day, { date: '2026-03-09' }), today)).toMatchObject({
      kind: 'unfilled',
      isPast: true,
      isPulsing: false,
    });
  });

  it('orders absence conflict (orange) before one-off (teal, star) before override (blue)', () => {
    const absentOneOff = buildEntry(
      day,
      { date: today, entryType: 'ONE_OFF', isOneOffShift: true, hasAbsence: true },
      anna,
    );
    expect(badgeAppearance(absentOneOff, today).kind).toBe('absence');
    expect(badgeAppearance({ ...absentOneOff, hasAbsence: false }, today)).toMatchObject({
      kind: 'oneOff',
      hasStar: true,
    });
    expect(badgeAppearance(buildEntry(day, { date: today, entryType: 'OVERRIDE' }, anna), today).kind).toBe(
      'override',
    );
    expect(badgeAppearance(buildEntry(day, { date: today, entryType: 'CLAIMED' }, anna), today).kind).toBe(
      'override',
    );
    expect(
      badgeAppearance(
        buildEntry(day, { date: today, entryType: 'OVERRIDE', description: 'Shift claimed by Anna' }, anna),
        today,
      ).kind,
    ).toBe('override');
  });

  it('strikes a cancelled shift through instead of showing it unfilled (docs/product/schedule.md#cancel-vs-unassign)', () => {
    const cancelled = buildEntry(day, {
      date: today,
      entryType: 'OVERRIDE',
      isCancelled: true,
      isUnfilled: false,
    });
    expect(badgeAppearance(cancelled, today)).toMatchObject({
      kind: 'cancelled',
      isStruck: true,
      isPulsing: false,
    });
  });
});
