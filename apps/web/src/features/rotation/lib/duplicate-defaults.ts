import { addDays, nextMonday } from '@openrota/domain';

export type DuplicateForm = { name: string; startDate: string; endDate: string };

/** Duplicate dialog defaults: "<name> (Copy)", the next Monday, and an end 4 weeks minus 1 day later. */
export function duplicateDefaults(name: string, today: string, copySuffix: string): DuplicateForm {
  const startDate = nextMonday(today);
  return { name: `${name} ${copySuffix}`, startDate, endDate: addDays(startDate, 4 * 7 - 1) };
}

export type PatternFormError = 'nameRequired' | 'startRequired' | 'endAfterStart';

/** Name and start are required; an end, when given, must be after the start (duplicate dialog and pattern edit form). */
export function validatePatternForm(form: DuplicateForm): PatternFormError | null {
  if (!form.name.trim()) return 'nameRequired';
  if (!form.startDate) return 'startRequired';
  if (form.endDate && form.endDate <= form.startDate) return 'endAfterStart';
  return null;
}
