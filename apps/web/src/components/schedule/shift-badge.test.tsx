import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/test/schedule-factories';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { ShiftBadge } from './shift-badge';

/** A shift type as blue as the override colour: only the marker tells an override apart. */
const blue = buildShiftType({ name: 'Late', shortName: 'L', color: '#2563eb' });
const anna = buildStaff({ name: 'Anna' });
const today = '2026-03-10';

describe('ShiftBadge markers (override and claim are not told by colour alone)', () => {
  it('marks an override and a claim on a blue shift type with their own icons, and names them', () => {
    render(
      <>
        <ShiftBadge entry={buildEntry(blue, { date: today }, anna)} today={today} />
        <ShiftBadge entry={buildEntry(blue, { date: today, entryType: 'OVERRIDE' }, anna)} today={today} />
        <ShiftBadge entry={buildEntry(blue, { date: today, entryType: 'CLAIMED' }, anna)} today={today} />
      </>,
    );
    const [plain, override, claim] = screen.getAllByTitle(/^Late: Anna/);
    expect(plain!.querySelector('[data-marker]')).toBeNull();
    expect(override!.querySelector('[data-marker]')!.getAttribute('data-marker')).toBe('override');
    expect(override!.getAttribute('aria-label')).toBe('Late: Anna (override)');
    expect(claim!.querySelector('[data-marker]')!.getAttribute('data-marker')).toBe('claim');
    expect(claim!.getAttribute('aria-label')).toBe('Late: Anna (claimed)');
  });
});
