/**
 * The en and nl catalogs of the one i18next namespace `app`. Each area keeps its strings in its
 * own file (`locales/<lng>/<area>.json`, top-level key = area); they are merged here. The web
 * app loads the merged catalog from `/locales/{lng}/app.json`; the server renders mails with it.
 */
import type { Language } from '@openrota/contracts';
import enCommon from './locales/en/common.json';
import nlCommon from './locales/nl/common.json';
import enLanding from './locales/en/landing.json';
import nlLanding from './locales/nl/landing.json';
import enLegal from './locales/en/legal.json';
import nlLegal from './locales/nl/legal.json';
import enAuth from './locales/en/auth.json';
import nlAuth from './locales/nl/auth.json';
import enWorkspace from './locales/en/workspace.json';
import nlWorkspace from './locales/nl/workspace.json';
import enPages from './locales/en/pages.json';
import nlPages from './locales/nl/pages.json';
import enErrors from './locales/en/errors.json';
import nlErrors from './locales/nl/errors.json';
import enValidation from './locales/en/validation.json';
import nlValidation from './locales/nl/validation.json';
import enUi from './locales/en/ui.json';
import nlUi from './locales/nl/ui.json';
import enNavigation from './locales/en/navigation.json';
import nlNavigation from './locales/nl/navigation.json';
import enShell from './locales/en/shell.json';
import nlShell from './locales/nl/shell.json';
import enRotation from './locales/en/rotation.json';
import nlRotation from './locales/nl/rotation.json';
import enOnboarding from './locales/en/onboarding.json';
import nlOnboarding from './locales/nl/onboarding.json';
import enShiftTypes from './locales/en/shift-types.json';
import nlShiftTypes from './locales/nl/shift-types.json';
import enStaff from './locales/en/staff.json';
import nlStaff from './locales/nl/staff.json';
import enSchedule from './locales/en/schedule.json';
import nlSchedule from './locales/nl/schedule.json';
import enAbsences from './locales/en/absences.json';
import nlAbsences from './locales/nl/absences.json';
import enOneOff from './locales/en/one-off.json';
import nlOneOff from './locales/nl/one-off.json';
import enScheduleDebug from './locales/en/schedule-debug.json';
import nlScheduleDebug from './locales/nl/schedule-debug.json';
import enDashboard from './locales/en/dashboard.json';
import enCalendarFeeds from './locales/en/calendar-feeds.json';
import nlCalendarFeeds from './locales/nl/calendar-feeds.json';
import nlDashboard from './locales/nl/dashboard.json';
import enPdfExport from './locales/en/pdf-export.json';
import nlPdfExport from './locales/nl/pdf-export.json';
import enPdfCalendar from './locales/en/pdf-calendar.json';
import nlPdfCalendar from './locales/nl/pdf-calendar.json';
import enSettings from './locales/en/settings.json';
import nlSettings from './locales/nl/settings.json';
import enMembers from './locales/en/members.json';
import nlMembers from './locales/nl/members.json';
import enEmailSettings from './locales/en/email-settings.json';
import nlEmailSettings from './locales/nl/email-settings.json';
import enWorkingTimeSettings from './locales/en/working-time-settings.json';
import nlWorkingTimeSettings from './locales/nl/working-time-settings.json';
import enAuditLog from './locales/en/audit-log.json';
import enAutoFillReasons from './locales/en/autofill-reasons.json';
import nlAuditLog from './locales/nl/audit-log.json';
import nlAutoFillReasons from './locales/nl/autofill-reasons.json';
import enBackup from './locales/en/backup.json';
import nlBackup from './locales/nl/backup.json';
import enLicence from './locales/en/licence.json';
import nlLicence from './locales/nl/licence.json';
import enReminderMails from './locales/en/reminder-mails.json';
import nlReminderMails from './locales/nl/reminder-mails.json';
import enStaffMessages from './locales/en/staff-messages.json';
import nlStaffMessages from './locales/nl/staff-messages.json';
import enStaffPortal from './locales/en/staff-portal.json';
import nlStaffPortal from './locales/nl/staff-portal.json';
import enLedger from './locales/en/ledger.json';
import enRoster from './locales/en/roster.json';
import nlRoster from './locales/nl/roster.json';
import nlLedger from './locales/nl/ledger.json';
import enWorkingTime from './locales/en/working-time.json';
import nlWorkingTime from './locales/nl/working-time.json';
import enTrades from './locales/en/trades.json';
import nlTrades from './locales/nl/trades.json';
import enAvailability from './locales/en/availability.json';
import nlAvailability from './locales/nl/availability.json';
import enAutoFill from './locales/en/auto-fill.json';
import nlAutoFill from './locales/nl/auto-fill.json';
import enApiErrors from './locales/en/api-errors.json';
import nlApiErrors from './locales/nl/api-errors.json';

export type Catalog = { [key: string]: string | Catalog };

const parts: Record<Language, Catalog[]> = {
  en: [
    enCommon,
    enLanding,
    enLegal,
    enAuth,
    enWorkspace,
    enPages,
    enErrors,
    enValidation,
    enUi,
    enNavigation,
    enShell,
    enShiftTypes,
    enStaff,
    enRotation,
    enOnboarding,
    enSchedule,
    enAbsences,
    enOneOff,
    enScheduleDebug,
    enDashboard,
    enPdfExport,
    enPdfCalendar,
    enSettings,
    enMembers,
    enEmailSettings,
    enWorkingTimeSettings,
    enAuditLog,
    enBackup,
    enLicence,
    enReminderMails,
    enStaffMessages,
    enStaffPortal,
    enLedger,
    enRoster,
    enWorkingTime,
    enTrades,
    enCalendarFeeds,
    enAvailability,
    enAutoFill,
    enAutoFillReasons,
    enApiErrors,
  ],
  nl: [
    nlCommon,
    nlLanding,
    nlLegal,
    nlAuth,
    nlWorkspace,
    nlPages,
    nlErrors,
    nlValidation,
    nlUi,
    nlNavigation,
    nlShell,
    nlShiftTypes,
    nlStaff,
    nlRotation,
    nlOnboarding,
    nlSchedule,
    nlAbsences,
    nlOneOff,
    nlScheduleDebug,
    nlDashboard,
    nlPdfExport,
    nlPdfCalendar,
    nlSettings,
    nlMembers,
    nlEmailSettings,
    nlWorkingTimeSettings,
    nlAuditLog,
    nlBackup,
    nlLicence,
    nlReminderMails,
    nlStaffMessages,
    nlStaffPortal,
    nlLedger,
    nlRoster,
    nlWorkingTime,
    nlTrades,
    nlCalendarFeeds,
    nlAvailability,
    nlAutoFill,
    nlAutoFillReasons,
    nlApiErrors,
  ],
};

function merge(target: Catalog, source: Catalog): Catalog {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else target[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return target;
}

export const catalogs: Record<Language, Catalog> = {
  en: parts.en.reduce<Catalog>((acc, p) => merge(acc, p), {}),
  nl: parts.nl.reduce<Catalog>((acc, p) => merge(acc, p), {}),
};

export const SUPPORTED_LANGUAGES = ['en', 'nl'] as const satisfies readonly Language[];
export const FALLBACK_LANGUAGE: Language = 'en';
export const NAMESPACE = 'app';

/** Every key path in a catalog, e.g. `auth.login.title`. */
export function keyPaths(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([k, v]) =>
    typeof v === 'object' ? keyPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/**
 * Looks up `key` and fills `{{name}}` placeholders; falls back to en, then to the key. With a
 * numeric `count`, the plural form `key_one`/`key_other` is taken as i18next does.
 */
export function translate(
  language: Language,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const find = (catalog: Catalog, path: string): string | undefined => {
    let node: string | Catalog | undefined = catalog;
    for (const part of path.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const count = values.count;
  const plural =
    typeof count === 'number' ? `${key}_${new Intl.PluralRules(language).select(count)}` : undefined;
  const lookup = (lng: Language) =>
    (plural ? find(catalogs[lng], plural) : undefined) ?? find(catalogs[lng], key);
  const text = lookup(language) ?? lookup(FALLBACK_LANGUAGE) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
