import { DEFAULT_SHIFT_TYPE_COLOR, type ShiftType, type ShiftTypeBodySchema } from '@openrota/contracts';
import type { z } from 'zod';

export type ShiftTypeFormValues = {
  name: string;
  shortName: string;
  description: string;
  color: string;
  startTime: string;
  endTime: string;
};

/** What create and update send: optional fields are absent when empty (docs/product/back-office.md#shift-types). */
export type ShiftTypeRequest = z.input<typeof ShiftTypeBodySchema>;

/** i18n keys of the field errors. */
export type ShiftTypeFormErrors = Partial<Record<'name' | 'color', string>>;

const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export function initialShiftTypeValues(shiftType?: ShiftType | null): ShiftTypeFormValues {
  return {
    name: shiftType?.name ?? '',
    shortName: shiftType?.shortName ?? '',
    description: shiftType?.description ?? '',
    color: shiftType?.color ?? DEFAULT_SHIFT_TYPE_COLOR,
    startTime: shiftType?.startTime ?? '',
    endTime: shiftType?.endTime ?? '',
  };
}

/** Name required (trimmed); colour # + 6 hex digits when given (docs/product/back-office.md#shift-types). */
export function validateShiftType(values: ShiftTypeFormValues): ShiftTypeFormErrors {
  const errors: ShiftTypeFormErrors = {};
  if (!values.name.trim()) errors.name = 'shiftTypes.form.nameRequired';
  if (values.color.trim() && !COLOR_PATTERN.test(values.color.trim()))
    errors.color = 'shiftTypes.form.colorInvalid';
  return errors;
}

/** The request body: trimmed, and optional fields left out when empty. */
export function toShiftTypeBody(values: ShiftTypeFormValues): ShiftTypeRequest {
  const body: ShiftTypeRequest = { name: values.name.trim() };
  const optional = ['shortName', 'description', 'color', 'startTime', 'endTime'] as const;
  for (const key of optional) {
    const value = values[key].trim();
    if (value) body[key] = value;
  }
  return body;
}
