import type { Absence, AbsenceBody, AbsenceType } from '@openrota/contracts';
import { atNoon } from '@/lib/schedule-api/absences';

export type AbsenceFormValues = {
  staffId: string;
  startDate: string;
  endDate: string;
  type: AbsenceType;
  reason: string;
};
export type AbsenceFormErrors = Partial<Record<'staffId' | 'startDate' | 'endDate', string>>;

export function initialAbsenceValues(
  absence: Absence | null,
  defaults: { startDate?: string } = {},
): AbsenceFormValues {
  if (absence) {
    return {
      staffId: absence.staffId,
      startDate: absence.startDate,
      endDate: absence.endDate,
      type: absence.type,
      reason: absence.reason ?? '',
    };
  }
  const start = defaults.startDate ?? '';
  return { staffId: '', startDate: start, endDate: start, type: 'VACATION', reason: '' };
}

/**
 * The absence form's rules (docs/product/back-office.md#absences): staff, start and end required, end not before
 * start. Returns i18n keys under `absences.form`.
 */
export function validateAbsence(values: AbsenceFormValues): AbsenceFormErrors {
  const errors: AbsenceFormErrors = {};
  if (!values.staffId) errors.staffId = 'staffRequired';
  if (!values.startDate) errors.startDate = 'startDateRequired';
  if (!values.endDate) errors.endDate = 'endDateRequired';
  else if (values.startDate && values.endDate < values.startDate) errors.endDate = 'endDateAfterStart';
  return errors;
}

/** The request body: dates at noon so no time zone moves them to another day. */
export function toAbsenceBody(values: AbsenceFormValues): AbsenceBody {
  return {
    staffId: values.staffId,
    startDate: atNoon(values.startDate),
    endDate: atNoon(values.endDate),
    type: values.type,
    reason: values.reason.trim() || null,
  };
}

/** A new start date pulls an empty or earlier end date along with it. */
export function withStartDate(values: AbsenceFormValues, startDate: string): AbsenceFormValues {
  const endDate = !values.endDate || (startDate && values.endDate < startDate) ? startDate : values.endDate;
  return { ...values, startDate, endDate };
}
