import { presetRuleSet } from '@openrota/domain';
import { describe, expect, it } from 'vitest';
import { buildRuleSet } from '@/test/working-time-factories';
import { formatHours, fromDraft, parseHours, toDraft } from './rule-form';

describe('hours in the rule editor', () => {
  it('writes minutes as hours with at most 2 decimals, with a comma in Dutch', () => {
    expect(formatHours(660)).toBe('11');
    expect(formatHours(630)).toBe('10.5');
    expect(formatHours(630, 'nl')).toBe('10,5');
    expect(formatHours(179)).toBe('2.98');
  });

  it('reads hours typed with a point or a comma as whole minutes, and nothing else', () => {
    expect(parseHours('11')).toBe(660);
    expect(parseHours(' 10,5 ')).toBe(630);
    expect(parseHours('2.98')).toBe(179);
    expect(parseHours('.5')).toBe(30);
    for (const bad of ['', 'abc', '-1', '1.2.3', '1e3']) expect(parseHours(bad)).toBeNull();
  });
});

describe('toDraft / fromDraft', () => {
  it('gives back the rule set it was made from', () => {
    for (const preset of ['NL_ATW', 'EU_WTD', 'NONE'] as const) {
      const set = buildRuleSet({}, preset);
      const result = fromDraft(toDraft(set, 'nl'));
      expect(result).toEqual({
        body: {
          name: set.name,
          weekStart: set.weekStart,
          night: set.night,
          rules: presetRuleSet(preset).rules,
        },
      });
    }
  });

  it('names every field that is not a number by the path the server uses', () => {
    const draft = toDraft(buildRuleSet());
    draft.rules.dailyRest.values.minMinutes = 'eleven';
    draft.rules.maxLateNights.values.max = '3.5';
    draft.night.minHoursInWindow = '';
    expect(fromDraft(draft)).toEqual({
      errors: {
        'rules.dailyRest.params.minMinutes': 'workingTimeSettings.editor.notANumber',
        'rules.maxLateNights.params.max': 'workingTimeSettings.editor.notAWholeNumber',
        'night.minMinutesInWindow': 'workingTimeSettings.editor.notANumber',
      },
    });
  });
});
