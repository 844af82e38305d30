import type { ContractDto, HolidayDto, RuleSetDto } from '@openrota/contracts';
import { presetRuleSet, type RulePresetId } from '@openrota/domain';

let counter = 0;
const uuid = () => `00000000-0000-4000-a000-${String(++counter).padStart(12, '0')}`;

/** A rule set as GET /api/rule-sets answers it, from a preset's rules (the Dutch one unless named). */
export function buildRuleSet(
  overrides: Partial<RuleSetDto> = {},
  preset: RulePresetId = 'NL_ATW',
): RuleSetDto {
  return {
    id: uuid(),
    name: 'Arbeidstijdenwet',
    isDefault: false,
    contractCount: 0,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...structuredClone(presetRuleSet(preset)),
    ...overrides,
  };
}

export function buildContract(overrides: Partial<ContractDto> = {}): ContractDto {
  return {
    id: uuid(),
    staffId: uuid(),
    startsOn: '2026-01-01',
    endsOn: null,
    hoursPerWeek: 36,
    minHoursPerPeriod: null,
    maxHoursPerPeriod: null,
    period: 'WEEK',
    ruleSetId: null,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildHoliday(overrides: Partial<HolidayDto> = {}): HolidayDto {
  return { id: uuid(), date: '2026-04-27', name: 'Koningsdag', ...overrides };
}
