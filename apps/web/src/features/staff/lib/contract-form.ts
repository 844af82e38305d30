import type { ContractBodySchema, ContractDto } from '@openrota/contracts';
import type { z } from 'zod';

/**
 * The contract form of the staff page (docs/product/working-time.md#the-model): hours typed as
 * decimals ("36", "24.5" or "24,5"), min/max per period optional, the rule set none (the
 * workspace's default) or one of the workspace's sets.
 */
export type ContractFormValues = {
  startsOn: string;
  hoursPerWeek: string;
  minHoursPerPeriod: string;
  maxHoursPerPeriod: string;
  period: 'WEEK' | 'MONTH';
  /** '' = the workspace's default rule set. */
  ruleSetId: string;
};

export type ContractBody = z.input<typeof ContractBodySchema>;
/** i18n keys of the problems found, by field. */
export type ContractFormErrors = Partial<Record<keyof ContractFormValues, string>>;

const hoursText = (hours: number | null) => (hours === null ? '' : String(hours));

export function initialContractValues(startsOn: string, from?: ContractDto | null): ContractFormValues {
  return {
    startsOn: from?.startsOn ?? startsOn,
    hoursPerWeek: hoursText(from?.hoursPerWeek ?? null),
    minHoursPerPeriod: hoursText(from?.minHoursPerPeriod ?? null),
    maxHoursPerPeriod: hoursText(from?.maxHoursPerPeriod ?? null),
    period: from?.period ?? 'WEEK',
    ruleSetId: from?.ruleSetId ?? '',
  };
}

/** Decimal hours as typed, with a point or a comma; null when it is not a number. */
export function parseHours(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : null;
}

/** The body, or the fields that are missing or not numbers (ranges are the server's to check). */
export function toContractBody(
  values: ContractFormValues,
): { body: ContractBody } | { errors: ContractFormErrors } {
  const errors: ContractFormErrors = {};
  if (!values.startsOn) errors.startsOn = 'staff.contract.errors.startsOnRequired';
  const hoursPerWeek = parseHours(values.hoursPerWeek);
  if (!values.hoursPerWeek.trim()) errors.hoursPerWeek = 'staff.contract.errors.hoursRequired';
  else if (hoursPerWeek === null) errors.hoursPerWeek = 'staff.contract.errors.notANumber';
  const optional = (key: 'minHoursPerPeriod' | 'maxHoursPerPeriod') => {
    if (!values[key].trim()) return null;
    const hours = parseHours(values[key]);
    if (hours === null) errors[key] = 'staff.contract.errors.notANumber';
    return hours;
  };
  const minHoursPerPeriod = optional('minHoursPerPeriod');
  const maxHoursPerPeriod = optional('maxHoursPerPeriod');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      startsOn: values.startsOn,
      hoursPerWeek: hoursPerWeek!,
      minHoursPerPeriod,
      maxHoursPerPeriod,
      period: values.period,
      ruleSetId: values.ruleSetId || null,
    },
  };
}

/** The period in force on `today` (yyyy-MM-dd), if any. */
export function contractOn(history: readonly ContractDto[], today: string): ContractDto | null {
  return history.find((c) => c.startsOn <= today && (c.endsOn === null || c.endsOn >= today)) ?? null;
}
