const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path segments with a translated name (`shell.breadcrumbs.<key>`); others show as written. */
const SEGMENT_KEYS: Record<string, string> = {
  dashboard: 'dashboard',
  schedule: 'schedule',
  month: 'month',
  week: 'week',
  roster: 'roster',
  shifts: 'shiftTypes',
  'rotation-patterns': 'rotationPatterns',
  'one-off': 'oneOff',
  manage: 'manage',
  'schedule-debug': 'scheduleDebug',
  staff: 'staff',
  skills: 'skills',
  absences: 'absences',
  settings: 'settings',
  workspace: 'workspace',
  email: 'email',
  rules: 'rules',
  'audit-log': 'auditLog',
};

export type Crumb = {
  /** The path up to and including this segment. */
  path: string;
  /** i18n key when the segment is known, else undefined and `text` is shown. */
  labelKey?: string;
  text: string;
};

export function isUuid(segment: string): boolean {
  return UUID.test(segment);
}

/** The breadcrumb trail of `pathname`: one crumb per segment, UUID segments (record ids) skipped. */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.flatMap((segment, index) => {
    if (isUuid(segment)) return [];
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const key = SEGMENT_KEYS[segment];
    let text = segment;
    try {
      text = decodeURIComponent(segment);
    } catch {
      // Keep the raw segment when it is not valid percent-encoding.
    }
    return [{ path, text, ...(key ? { labelKey: `shell.breadcrumbs.${key}` } : {}) }];
  });
}
