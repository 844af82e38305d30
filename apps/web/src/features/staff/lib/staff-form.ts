import { deriveShortName } from '@openrota/domain';
import type { Staff, StaffBody } from '@openrota/contracts';

export type StaffFormValues = {
  name: string;
  shortName: string;
  email: string;
  phone: string;
  active: boolean;
  /** Shift type ids. */
  skills: string[];
};

export function initialStaffValues(staff?: Staff | null): StaffFormValues {
  return {
    name: staff?.name ?? '',
    shortName: staff?.shortName ?? '',
    email: staff?.email ?? '',
    phone: staff?.phone ?? '',
    active: staff?.active ?? true,
    skills: staff?.skills.map((s) => s.shiftTypeId) ?? [],
  };
}

/**
 * The short name after the name changes: derived from the new name while the user has not typed
 * one, or while it still equals the name's derived value (docs/product/back-office.md#staff); otherwise kept.
 */
export function nextShortName(
  current: { name: string; shortName: string; isShortNameTouched: boolean },
  name: string,
): string {
  const isDerived = !current.isShortNameTouched || current.shortName === deriveShortName(current.name);
  return isDerived ? deriveShortName(name) : current.shortName;
}

/** The request body; `userId` (a hidden field) is sent unchanged. Null for an empty name. */
export function toStaffBody(values: StaffFormValues, userId: string | null): StaffBody | null {
  const name = values.name.trim();
  if (!name) return null;
  return {
    name,
    shortName: values.shortName.trim() || null,
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    active: values.active,
    userId,
  };
}

/** Whether the skills picked in the form differ from those the member holds. */
export function skillsChanged(before: readonly string[], after: readonly string[]): boolean {
  return before.length !== after.length || after.some((id) => !before.includes(id));
}
