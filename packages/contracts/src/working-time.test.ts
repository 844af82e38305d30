import { describe, expect, it } from 'vitest';
import { RULE_PRESET_IDS, presetRuleSet } from '@openrota/domain';
import {
  ContractBodySchema,
  CreateRuleSetBodySchema,
  HolidayYearQuerySchema,
  RuleConfigsSchema,
  UpdateContractBodySchema,
  UpdateRuleSetBodySchema,
} from './working-time';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('rule set schemas', () => {
  it('accepts every preset as it stands', () => {
    for (const id of RULE_PRESET_IDS)
      expect(RuleConfigsSchema.safeParse(presetRuleSet(id).rules).success, id).toBe(true);
  });

  it('refuses a limit of 0 where 0 makes no sense, naming the field', () => {
    const rules = presetRuleSet('NL_ATW').rules;
    rules.maxShiftLength.params.maxMinutes = 0;
    rules.restAfterNightSeries.params.minNights = 0;
    const result = RuleConfigsSchema.safeParse(rules);
    expect(issues(result).map(([path]) => path)).toEqual([
      'maxShiftLength.params.maxMinutes',
      'restAfterNightSeries.params.minNights',
    ]);
  });

  it('refuses a shortened rest longer than the rest, a missing rule, an unknown param and a bad shift type id', () => {
    const rules = presetRuleSet('NL_ATW').rules as unknown as Record<
      string,
      { params: Record<string, unknown> }
    >;
    rules.dailyRest!.params.shortenedMinutes = 12 * 60;
    rules.weeklyRest!.params.extra = 1;
    rules.forbiddenSuccession!.params.pairs = [
      { fromShiftTypeId: 'night', toShiftTypeId: '3f1e6c2a-8b4d-4c1e-9a7f-2d5b6e8c9a01' },
    ];
    delete rules.duringAbsence;
    const paths = issues(RuleConfigsSchema.safeParse(rules)).map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'weeklyRest.params',
        'forbiddenSuccession.params.pairs.0.fromShiftTypeId',
        'duringAbsence',
      ]),
    );
    // The cross-field check runs once the shape is right.
    const shaped = presetRuleSet('NL_ATW').rules;
    shaped.dailyRest.params.shortenedMinutes = 12 * 60;
    expect(issues(RuleConfigsSchema.safeParse(shaped))).toEqual([
      ['dailyRest.params.shortenedMinutes', 'Shortened rest must not be longer than the rest it shortens'],
    ]);
  });

  it('creates from a preset, a copy or full rules, and needs one of them', () => {
    expect(CreateRuleSetBodySchema.safeParse({ name: 'EU', preset: 'EU_WTD' }).success).toBe(true);
    expect(
      CreateRuleSetBodySchema.safeParse({ name: 'Copy', copyFromId: '3f1e6c2a-8b4d-4c1e-9a7f-2d5b6e8c9a01' })
        .success,
    ).toBe(true);
    expect(
      CreateRuleSetBodySchema.safeParse({ name: 'Own', rules: presetRuleSet('NONE').rules }).success,
    ).toBe(true);
    expect(issues(CreateRuleSetBodySchema.safeParse({ name: 'Nothing' }))).toEqual([
      ['preset', 'Give a preset, a rule set to copy, or the rules'],
    ]);
    expect(issues(CreateRuleSetBodySchema.safeParse({ name: ' ', preset: 'NL_ATW' }))).toEqual([
      ['name', 'Name is required'],
    ]);
  });

  it('updates some rules, each given whole', () => {
    const { dailyRest } = presetRuleSet('NL_ATW').rules;
    expect(UpdateRuleSetBodySchema.safeParse({ rules: { dailyRest } }).success).toBe(true);
    expect(
      issues(UpdateRuleSetBodySchema.safeParse({ rules: { dailyRest: { enabled: false } } })).map(([p]) => p),
    ).toEqual(['rules.dailyRest.severity', 'rules.dailyRest.params']);
  });
});

describe('contract schemas', () => {
  const body = { startsOn: '2026-01-01', hoursPerWeek: 36 };

  it('takes decimal hours per week up to 80 with at most 2 decimals', () => {
    for (const hoursPerWeek of [24.5, 28.8, 0.25, 80])
      expect(ContractBodySchema.safeParse({ ...body, hoursPerWeek }).success, String(hoursPerWeek)).toBe(
        true,
      );
    expect(issues(ContractBodySchema.safeParse({ ...body, hoursPerWeek: 0 }))).toEqual([
      ['hoursPerWeek', 'Hours per week must be more than 0'],
    ]);
    expect(issues(ContractBodySchema.safeParse({ ...body, hoursPerWeek: -4 }))).toEqual([
      ['hoursPerWeek', 'Hours per week must be more than 0'],
    ]);
    expect(issues(ContractBodySchema.safeParse({ ...body, hoursPerWeek: 80.25 }))).toEqual([
      ['hoursPerWeek', 'Hours per week must be at most 80'],
    ]);
    expect(issues(ContractBodySchema.safeParse({ ...body, hoursPerWeek: 24.333 }))).toEqual([
      ['hoursPerWeek', 'Hours may have at most 2 decimals'],
    ]);
  });

  it('refuses negative period hours and a minimum above the maximum', () => {
    expect(issues(ContractBodySchema.safeParse({ ...body, minHoursPerPeriod: -1 }))).toEqual([
      ['minHoursPerPeriod', 'Hours must not be negative'],
    ]);
    expect(
      issues(ContractBodySchema.safeParse({ ...body, minHoursPerPeriod: 40, maxHoursPerPeriod: 30 })),
    ).toEqual([['maxHoursPerPeriod', 'Minimum hours must not be more than the maximum hours']]);
    expect(UpdateContractBodySchema.safeParse({ maxHoursPerPeriod: null }).success).toBe(true);
    expect(issues(ContractBodySchema.safeParse({ ...body, ruleSetId: 'abc' }))).toEqual([
      ['ruleSetId', 'Invalid id'],
    ]);
  });

  it('reads the holiday year from the query', () => {
    expect(HolidayYearQuerySchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(issues(HolidayYearQuerySchema.safeParse({ year: '1800' }))).toEqual([
      ['year', 'Year must be between 1900 and 2999'],
    ]);
  });
});
