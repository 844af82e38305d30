import { z } from 'zod';
import { RULE_PRESET_IDS, type RuleId } from '@openrota/domain';
import { DateStringSchema, requiredName, TimeStringSchema, text } from './common';
import { successEnvelope } from './envelope';

/**
 * The stored working-time data (docs/product/working-time.md): rule sets, contract periods per
 * staff member and the workspace's public holidays. The shapes mirror the domain's types in
 * packages/domain/src/working-time/types.ts; every limit is checked here so that a rule set the
 * checker reads is always one it can apply.
 */

export const RulePresetIdSchema = z.enum(RULE_PRESET_IDS);
export const RulePeriodSchema = z.enum(['WEEK', 'MONTH']);
const SeveritySchema = z.enum(['HARD', 'WARNING']);

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const MINUTES_PER_MONTH = 31 * MINUTES_PER_DAY;

/** A whole number of minutes from 1 (0 would switch the rule off: use `enabled` for that). */
const minutes = (max: number) => z.number().int().min(1).max(max);
/** A count of things, at least 1. */
const count = (max: number) => z.number().int().min(1).max(max);
/** How often an exception is allowed: 0 means never. */
const allowance = (max: number) => z.number().int().min(0).max(max);
const weeks = (max: number) => z.number().int().min(1).max(max);

export const RULE_LIMITS_MAX_ITEMS = 100;

/** The params of each rule (packages/domain/src/working-time/types.ts, RuleParams). */
export const RuleParamsSchemas = {
  maxShiftLength: z.strictObject({ maxMinutes: minutes(MINUTES_PER_DAY) }),
  maxWeekMinutes: z.strictObject({ maxMinutes: minutes(MINUTES_PER_WEEK) }),
  averageWeekShort: z.strictObject({ weeks: weeks(52), maxMinutes: minutes(MINUTES_PER_WEEK) }),
  averageWeekLong: z.strictObject({
    weeks: weeks(52),
    maxMinutes: minutes(MINUTES_PER_WEEK),
    nightThreshold: count(366),
    maxMinutesWithNights: minutes(MINUTES_PER_WEEK),
  }),
  dailyRest: z.strictObject({
    minMinutes: minutes(MINUTES_PER_DAY),
    shortenedMinutes: minutes(MINUTES_PER_DAY),
    shortenedPerWeek: allowance(7),
  }),
  weeklyRest: z.strictObject({
    minMinutes: minutes(MINUTES_PER_WEEK),
    alternativeMinutes: minutes(2 * MINUTES_PER_WEEK),
    alternativePartMinutes: minutes(2 * MINUTES_PER_WEEK),
    windowMode: z.enum(['SLIDING', 'FIXED']),
  }),
  nightShiftLength: z.strictObject({
    maxMinutes: minutes(MINUTES_PER_DAY),
    extendedMaxMinutes: minutes(MINUTES_PER_DAY),
    extendedPer2Weeks: allowance(14),
    extendedPer52Weeks: allowance(366),
  }),
  restAfterLateNight: z.strictObject({
    minMinutes: minutes(MINUTES_PER_WEEK),
    shortenedMinutes: minutes(MINUTES_PER_WEEK),
    shortenedPerWeek: allowance(7),
  }),
  restAfterNightSeries: z.strictObject({ minNights: count(31), minMinutes: minutes(MINUTES_PER_WEEK) }),
  maxLateNights: z.strictObject({ max: count(366), weeks: weeks(52) }),
  maxRunWithNight: z.strictObject({ maxShifts: count(31) }),
  minConsecutiveDays: z.strictObject({ min: count(31) }),
  maxConsecutiveDays: z.strictObject({ max: count(31) }),
  minConsecutiveDaysOff: z.strictObject({ min: count(31) }),
  maxWeekendsWorked: z.strictObject({ max: count(5), period: RulePeriodSchema }),
  // 0: no minimum of its own (a contract's minimum hours take its place).
  minMinutesInPeriod: z.strictObject({
    minMinutes: z.number().int().min(0).max(MINUTES_PER_MONTH),
    period: RulePeriodSchema,
  }),
  maxMinutesInPeriod: z.strictObject({ maxMinutes: minutes(MINUTES_PER_MONTH), period: RulePeriodSchema }),
  maxShiftsOfType: z.strictObject({
    period: RulePeriodSchema,
    limits: z
      .array(z.strictObject({ shiftTypeId: z.uuid({ message: 'Invalid shift type id' }), max: count(31) }))
      .max(RULE_LIMITS_MAX_ITEMS),
  }),
  forbiddenSuccession: z.strictObject({
    // 0: `to` may never be the next shift after `from`, however long the rest between them.
    withinMinutes: z.number().int().min(0).max(MINUTES_PER_WEEK),
    pairs: z
      .array(
        z.strictObject({
          fromShiftTypeId: z.uuid({ message: 'Invalid shift type id' }),
          toShiftTypeId: z.uuid({ message: 'Invalid shift type id' }),
        }),
      )
      .max(RULE_LIMITS_MAX_ITEMS),
  }),
  doubleBooking: z.strictObject({}),
  duringAbsence: z.strictObject({}),
} as const satisfies Record<RuleId, z.ZodType>;

const SHORTENED_REST_MESSAGE = 'Shortened rest must not be longer than the rest it shortens';

function ruleConfig<P extends z.ZodType>(params: P) {
  return z.strictObject({ enabled: z.boolean(), severity: SeveritySchema, params });
}

const RuleConfigsObject = z.strictObject({
  maxShiftLength: ruleConfig(RuleParamsSchemas.maxShiftLength),
  maxWeekMinutes: ruleConfig(RuleParamsSchemas.maxWeekMinutes),
  averageWeekShort: ruleConfig(RuleParamsSchemas.averageWeekShort),
  averageWeekLong: ruleConfig(RuleParamsSchemas.averageWeekLong),
  dailyRest: ruleConfig(RuleParamsSchemas.dailyRest),
  weeklyRest: ruleConfig(RuleParamsSchemas.weeklyRest),
  nightShiftLength: ruleConfig(RuleParamsSchemas.nightShiftLength),
  restAfterLateNight: ruleConfig(RuleParamsSchemas.restAfterLateNight),
  restAfterNightSeries: ruleConfig(RuleParamsSchemas.restAfterNightSeries),
  maxLateNights: ruleConfig(RuleParamsSchemas.maxLateNights),
  maxRunWithNight: ruleConfig(RuleParamsSchemas.maxRunWithNight),
  minConsecutiveDays: ruleConfig(RuleParamsSchemas.minConsecutiveDays),
  maxConsecutiveDays: ruleConfig(RuleParamsSchemas.maxConsecutiveDays),
  minConsecutiveDaysOff: ruleConfig(RuleParamsSchemas.minConsecutiveDaysOff),
  maxWeekendsWorked: ruleConfig(RuleParamsSchemas.maxWeekendsWorked),
  minMinutesInPeriod: ruleConfig(RuleParamsSchemas.minMinutesInPeriod),
  maxMinutesInPeriod: ruleConfig(RuleParamsSchemas.maxMinutesInPeriod),
  maxShiftsOfType: ruleConfig(RuleParamsSchemas.maxShiftsOfType),
  forbiddenSuccession: ruleConfig(RuleParamsSchemas.forbiddenSuccession),
  doubleBooking: ruleConfig(RuleParamsSchemas.doubleBooking),
  duringAbsence: ruleConfig(RuleParamsSchemas.duringAbsence),
});

type ShortenableRest = { minMinutes: number; shortenedMinutes: number };

function checkShortenedRest(
  rules: { dailyRest?: { params: ShortenableRest }; restAfterLateNight?: { params: ShortenableRest } },
  ctx: z.RefinementCtx,
) {
  for (const id of ['dailyRest', 'restAfterLateNight'] as const) {
    const rule = rules[id];
    if (rule && rule.params.shortenedMinutes > rule.params.minMinutes)
      ctx.addIssue({
        code: 'custom',
        path: [id, 'params', 'shortenedMinutes'],
        message: SHORTENED_REST_MESSAGE,
      });
  }
}

/** One entry per rule id; a stored set always holds all of them. */
export const RuleConfigsSchema = RuleConfigsObject.superRefine(checkShortenedRest);
export type RuleConfigsDto = z.infer<typeof RuleConfigsSchema>;

/** Some rules, each given whole: what an update changes. */
export const PartialRuleConfigsSchema = RuleConfigsObject.partial().superRefine(checkShortenedRest);

export const RuleWeekStartSchema = z.strictObject({
  dayOfWeek: z.number().int().min(1).max(7),
  time: TimeStringSchema,
});

export const NightDefinitionSchema = z.strictObject({
  startTime: TimeStringSchema,
  endTime: TimeStringSchema,
  minMinutesInWindow: z.number().int().min(0).max(MINUTES_PER_DAY),
  lateEndTime: TimeStringSchema,
});

export const RULE_SET_NAME_MAX_LENGTH = 100;

export const RuleSetSchema = z.object({
  id: z.uuid(),
  name: text(),
  preset: RulePresetIdSchema.nullable(),
  isDefault: z.boolean(),
  weekStart: RuleWeekStartSchema,
  night: NightDefinitionSchema,
  rules: RuleConfigsSchema,
  /** How many contract periods name this set (a set in use cannot be deleted). */
  contractCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type RuleSetDto = z.infer<typeof RuleSetSchema>;

export const RULE_SET_SOURCE_MESSAGE = 'Give a preset, a rule set to copy, or the rules';

/**
 * POST /api/rule-sets: `{ name, preset }` starts from a preset, `{ name, copyFromId }` copies
 * another set of the workspace, `{ name, rules, … }` gives the set in full (weekStart and night
 * default to the preset's, or the Dutch preset's when none is named).
 */
export const CreateRuleSetBodySchema = z
  .strictObject({
    name: requiredName('Name', RULE_SET_NAME_MAX_LENGTH),
    preset: RulePresetIdSchema.nullish(),
    copyFromId: z.uuid({ message: 'Invalid id' }).optional(),
    weekStart: RuleWeekStartSchema.optional(),
    night: NightDefinitionSchema.optional(),
    rules: RuleConfigsSchema.optional(),
  })
  .refine((b) => b.preset != null || b.copyFromId !== undefined || b.rules !== undefined, {
    message: RULE_SET_SOURCE_MESSAGE,
    path: ['preset'],
  });
export type CreateRuleSetBody = z.infer<typeof CreateRuleSetBodySchema>;

/** PUT /api/rule-sets/:id: the fields given; `rules` replaces only the rules it names. */
export const UpdateRuleSetBodySchema = z.strictObject({
  name: requiredName('Name', RULE_SET_NAME_MAX_LENGTH).optional(),
  weekStart: RuleWeekStartSchema.optional(),
  night: NightDefinitionSchema.optional(),
  rules: PartialRuleConfigsSchema.optional(),
});
export type UpdateRuleSetBody = z.infer<typeof UpdateRuleSetBodySchema>;

export const RuleSetResponseSchema = successEnvelope(RuleSetSchema);
export const RuleSetListResponseSchema = successEnvelope(z.array(RuleSetSchema));

// Contracts ------------------------------------------------------------------------------------

export const MAX_HOURS_PER_WEEK = 80;
/** A month holds at most 31 × 24 hours. */
export const MAX_HOURS_PER_PERIOD = 744;

const HOURS_DECIMALS_MESSAGE = 'Hours may have at most 2 decimals';
const hasTwoDecimals = (h: number) => Math.abs(Math.round(h * 100) - h * 100) < 1e-6;

export const HoursPerWeekSchema = z
  .number({ message: 'Hours per week must be a number' })
  .gt(0, 'Hours per week must be more than 0')
  .max(MAX_HOURS_PER_WEEK, `Hours per week must be at most ${MAX_HOURS_PER_WEEK}`)
  .refine(hasTwoDecimals, HOURS_DECIMALS_MESSAGE);

const hoursPerPeriod = z
  .number({ message: 'Hours must be a number' })
  .min(0, 'Hours must not be negative')
  .max(MAX_HOURS_PER_PERIOD, `Hours per period must be at most ${MAX_HOURS_PER_PERIOD}`)
  .refine(hasTwoDecimals, HOURS_DECIMALS_MESSAGE);

export const MIN_NOT_ABOVE_MAX_MESSAGE = 'Minimum hours must not be more than the maximum hours';

export const ContractSchema = z.object({
  id: z.uuid(),
  staffId: z.uuid(),
  startsOn: DateStringSchema,
  /** The last day it holds (the day before the next period starts), null while it is the latest. */
  endsOn: DateStringSchema.nullable(),
  hoursPerWeek: z.number(),
  minHoursPerPeriod: z.number().nullable(),
  maxHoursPerPeriod: z.number().nullable(),
  period: RulePeriodSchema,
  /** Null: the workspace's default rule set. */
  ruleSetId: z.uuid().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type ContractDto = z.infer<typeof ContractSchema>;

const contractFields = {
  startsOn: DateStringSchema,
  hoursPerWeek: HoursPerWeekSchema,
  minHoursPerPeriod: hoursPerPeriod.nullish(),
  maxHoursPerPeriod: hoursPerPeriod.nullish(),
  period: RulePeriodSchema.optional(),
  ruleSetId: z.uuid({ message: 'Invalid id' }).nullish(),
};

export const ContractBodySchema = z
  .strictObject(contractFields)
  .refine(
    (b) =>
      b.minHoursPerPeriod == null ||
      b.maxHoursPerPeriod == null ||
      b.minHoursPerPeriod <= b.maxHoursPerPeriod,
    {
      message: MIN_NOT_ABOVE_MAX_MESSAGE,
      path: ['maxHoursPerPeriod'],
    },
  );
export type ContractBody = z.infer<typeof ContractBodySchema>;

/** PUT …/contracts/:contractId: the fields given (min ≤ max is checked against the stored ones too). */
export const UpdateContractBodySchema = z
  .strictObject({
    startsOn: contractFields.startsOn.optional(),
    hoursPerWeek: contractFields.hoursPerWeek.optional(),
    minHoursPerPeriod: contractFields.minHoursPerPeriod,
    maxHoursPerPeriod: contractFields.maxHoursPerPeriod,
    period: contractFields.period,
    ruleSetId: contractFields.ruleSetId,
  })
  .refine(
    (b) =>
      b.minHoursPerPeriod == null ||
      b.maxHoursPerPeriod == null ||
      b.minHoursPerPeriod <= b.maxHoursPerPeriod,
    {
      message: MIN_NOT_ABOVE_MAX_MESSAGE,
      path: ['maxHoursPerPeriod'],
    },
  );
export type UpdateContractBody = z.infer<typeof UpdateContractBodySchema>;

export const StaffContractParamsSchema = z.object({
  id: z.uuid({ message: 'Invalid staff id' }),
  contractId: z.uuid({ message: 'Invalid id' }),
});

export const ContractResponseSchema = successEnvelope(ContractSchema);
export const ContractListResponseSchema = successEnvelope(z.array(ContractSchema));

/**
 * GET /api/staff/contracts: the day to read the contracts in force on (today in the workspace's
 * zone when left out) and, with `through`, also the periods that start after it up to that day
 * (the pattern wizard checks a cycle against every period of its weeks).
 */
export const ContractsInForceQuerySchema = z.object({
  date: DateStringSchema.optional(),
  through: DateStringSchema.optional(),
});
export type ContractsInForceQuery = z.infer<typeof ContractsInForceQuerySchema>;

// Public holidays ------------------------------------------------------------------------------

export const HOLIDAY_NAME_MAX_LENGTH = 100;
export const MIN_HOLIDAY_YEAR = 1900;
export const MAX_HOLIDAY_YEAR = 2999;

export const HolidaySchema = z.object({
  id: z.uuid(),
  date: DateStringSchema,
  name: text(),
});
export type HolidayDto = z.infer<typeof HolidaySchema>;

export const HolidayBodySchema = z.strictObject({
  date: DateStringSchema,
  name: requiredName('Name', HOLIDAY_NAME_MAX_LENGTH),
});
export type HolidayBody = z.infer<typeof HolidayBodySchema>;

export const HolidayYearQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(MIN_HOLIDAY_YEAR, `Year must be between ${MIN_HOLIDAY_YEAR} and ${MAX_HOLIDAY_YEAR}`)
    .max(MAX_HOLIDAY_YEAR, `Year must be between ${MIN_HOLIDAY_YEAR} and ${MAX_HOLIDAY_YEAR}`),
});

export const HolidayResponseSchema = successEnvelope(HolidaySchema);
export const HolidayListResponseSchema = successEnvelope(z.array(HolidaySchema));
