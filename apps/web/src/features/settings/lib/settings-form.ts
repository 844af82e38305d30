import {
  ABSENCES_MIN_DELAY_MAX,
  ABSENCES_MIN_DELAY_MIN,
  MAX_SELF_PLANNING_DAYS_MAX,
  MAX_SELF_PLANNING_DAYS_MIN,
  type UpdateWorkspaceSettingsBody,
  type Workspace,
} from '@openrota/contracts';

export type SettingsFormValues = {
  name: string;
  timeZone: string;
  staffLoginEnabled: boolean;
  publicStaffList: boolean;
  /** Kept as typed text; checked on save. */
  maxSelfPlanningDays: string;
  absencesMinDelay: string;
};

/** i18n keys of the problems found, by field. */
export type SettingsFormErrors = Partial<Record<keyof SettingsFormValues, string>>;

export function initialSettingsValues(workspace: Workspace): SettingsFormValues {
  return {
    name: workspace.name,
    timeZone: workspace.timeZone,
    staffLoginEnabled: workspace.featureFlags.staffLoginEnabled,
    publicStaffList: workspace.featureFlags.publicStaffList,
    maxSelfPlanningDays: String(workspace.maxSelfPlanningDays),
    absencesMinDelay: String(workspace.absencesMinDelay),
  };
}

const wholeNumberIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The rules of docs/product/workspaces.md#workspace-settings: name non-empty after trimming, 1–365 and 0–365 days. */
export function validateSettings(values: SettingsFormValues): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  if (!values.name.trim()) errors.name = 'settings.workspace.errors.nameRequired';
  if (!wholeNumberIn(values.maxSelfPlanningDays, MAX_SELF_PLANNING_DAYS_MIN, MAX_SELF_PLANNING_DAYS_MAX)) {
    errors.maxSelfPlanningDays = 'settings.workspace.errors.maxSelfPlanningDays';
  }
  if (!wholeNumberIn(values.absencesMinDelay, ABSENCES_MIN_DELAY_MIN, ABSENCES_MIN_DELAY_MAX)) {
    errors.absencesMinDelay = 'settings.workspace.errors.absencesMinDelay';
  }
  return errors;
}

/** The body of PUT /api/workspaces/{id}/settings (the slug is never sent: it is read-only). */
export function toSettingsBody(values: SettingsFormValues): UpdateWorkspaceSettingsBody {
  return {
    name: values.name.trim(),
    timeZone: values.timeZone,
    staffLoginEnabled: values.staffLoginEnabled,
    publicStaffList: values.publicStaffList,
    maxSelfPlanningDays: Number(values.maxSelfPlanningDays),
    absencesMinDelay: Number(values.absencesMinDelay),
  };
}

/** The IANA zones the browser knows, with `current` kept even when the list lacks it. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}
