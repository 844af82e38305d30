import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/test-i18n';

/** Counted texts take i18next's plural forms (`_one` / `_other`): no "1 skills", no "2 procentpunt". */
describe('counted texts', () => {
  const en = createTestI18n('en').t;
  const nl = createTestI18n('nl').t;

  it('say one skill, one staff member and one shift type in the singular', () => {
    const profile = (t: typeof en, added: number, staff: number, skipped: number) =>
      t('staff.profile.success', {
        skills: t('staff.profile.successSkills', { count: added }),
        staff: t('staff.profile.successStaff', { count: staff }),
        skipped: t('staff.profile.successSkipped', { count: skipped }),
      });
    expect(profile(en, 1, 1, 0)).toBe('Added 1 skill to 1 staff member (0 already held)');
    expect(profile(en, 7, 4, 1)).toBe('Added 7 skills to 4 staff members (1 already held)');
    expect(profile(nl, 1, 1, 2)).toBe('1 vaardigheid toegevoegd aan 1 medewerker (2 waren er al)');
    expect(en('rotation.import.doneShiftTypes', { count: 1 })).toBe('1 shift type');
    expect(en('rotation.import.doneShiftTypes', { count: 3 })).toBe('3 shift types');
    expect(nl('rotation.import.doneAssignments', { count: 1 })).toBe('1 toewijzing');
    expect(en('rotation.wizard.total', { count: 1, assigned: 0 })).toBe(
      '1 requirement, 0 with someone assigned',
    );
    expect(en('dashboard.stats.activeStaffHint', { count: 1 })).toBe('of 1 staff member');
  });

  it('say procentpunten in Dutch for more than one point', () => {
    expect(nl('dashboard.stats.up', { count: 2 })).toBe('▲ 2 procentpunten t.o.v. vorige week');
    expect(nl('dashboard.stats.down', { count: 1 })).toBe('▼ 1 procentpunt t.o.v. vorige week');
    expect(en('dashboard.stats.up', { count: 2 })).toBe('▲ 2 pp vs previous week');
  });
});
