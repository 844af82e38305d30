import type { Language } from '@openrota/contracts';
import { addDays, endOfWeek, startOfWeek, type Conflict, type ScheduleEntry } from '@openrota/domain';
import { catalogs, type Catalog } from '@openrota/i18n';
import { interpolate } from './interpolate';

/**
 * The PDF month calendar as plain data: what each page shows, every text already localised
 * and every option already applied. Built on the main thread from the computed schedule (cheap),
 * drawn by the renderer in a worker thread (the slow part). Structured-clone friendly.
 */

export type PdfLineKind = 'shift' | 'open' | 'cancelled' | 'absence';

export interface PdfLine {
  kind: PdfLineKind;
  text: string;
  /** Shift type colour for the swatch (#rrggbb); null for absences. */
  color: string | null;
  /** The staff member of this shift is absent that day (shown only with showConflicts). */
  conflict: boolean;
}

export interface PdfDay {
  date: string;
  dayOfMonth: number;
  /** False for the padding days of the weeks around the month (drawn greyed, no lines). */
  inMonth: boolean;
  isToday: boolean;
  lines: PdfLine[];
}

export interface PdfMonth {
  /** yyyy-MM */
  month: string;
  /** "March 2026" / "maart 2026" */
  title: string;
  /** Monday-first weeks, padded to full weeks. */
  weeks: PdfDay[][];
}

export interface PdfCalendarModel {
  workspaceName: string;
  /** Document title (PDF metadata). */
  title: string;
  /** The workspace's today, for the document's creation date (yyyy-MM-dd). */
  today: string;
  /** Monday … Sunday in the chosen language. */
  weekdays: string[];
  months: PdfMonth[];
  /** "Generated for {username} on {date}" or "Generated on {date}". */
  footer: string;
  legend: { title: string; items: Array<{ kind: PdfLineKind | 'conflict'; label: string }> };
  /** Whom and what a filtered calendar shows ("Staff: Anna de Vries · Shift type: Night"); null when unfiltered. */
  filter: string | null;
  /** "+{{count}} more" */
  moreTemplate: string;
  /** "Page {{page}} of {{pages}}" */
  pageTemplate: string;
  /**
   * true: each month fits on one page (cells that overflow end in "+N more").
   * false: week rows grow to show every line and a month may continue on the next page.
   */
  oneMonthPerPage: boolean;
}

/** The computed schedule fields the calendar needs (ComputedSchedule of schedule.service). */
export interface PdfScheduleSource {
  today: string;
  workspaceName: string;
  entries: readonly ScheduleEntry[];
  absences: ReadonlyArray<{
    id: string;
    staffId: string;
    staffName: string;
    staffShortName: string | null;
    startDate: string;
    endDate: string;
    type: string;
  }>;
  /** Only the entry ids are used: those shifts are marked. */
  conflicts: ReadonlyArray<Pick<Conflict, 'entryId'>>;
  /** The workspace's staff and shift types, to name a filter (absent: a filter is not named). */
  staff?: ReadonlyArray<{ id: string; name: string }>;
  shiftTypes?: ReadonlyArray<{ id: string; name: string }>;
}

export interface PdfOptions {
  /** yyyy-MM, in order, at most 12. */
  months: string[];
  language: Language;
  showAbsences: boolean;
  showConflicts: boolean;
  oneMonthPerPage: boolean;
  showFullStaffNames: boolean;
  showFullShiftNames: boolean;
  username?: string | undefined;
  /** Only this staff member's shifts and absences (the schedule is already filtered). */
  staffId?: string | undefined;
  /** The schedule is filtered to this shift type: named in the header. */
  shiftTypeId?: string | undefined;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const FALLBACK_COLOR = '#9ca3af';

function pdfStrings(language: Language) {
  const area = catalogs[language].pdfCalendar as Catalog | undefined;
  const get = (path: string): string => {
    let node: string | Catalog | undefined = area;
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`missing pdfCalendar.${path} (${language})`);
    return node;
  };
  return get;
}

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The yyyy-MM months from `start` to `end` inclusive. */
export function monthsBetween(start: string, end: string): string[] {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = 0; i <= (ey - sy) * 12 + (em - sm); i++) {
    const y = sy + Math.floor((sm - 1 + i) / 12);
    const m = ((sm - 1 + i) % 12) + 1;
    out.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return out;
}

export function monthFirstDay(month: string): string {
  return `${month}-01`;
}

export function monthLastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The padded Monday-first grid of a month. */
export function monthGrid(month: string): { startDate: string; endDate: string } {
  return { startDate: startOfWeek(monthFirstDay(month)), endDate: endOfWeek(monthLastDay(month)) };
}

export function buildPdfModel(source: PdfScheduleSource, options: PdfOptions): PdfCalendarModel {
  const t = pdfStrings(options.language);
  const locale = LOCALES[options.language];
  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  const conflictIds = new Set(options.showConflicts ? source.conflicts.map((c) => c.entryId) : []);
  const byDate = new Map<string, PdfLine[]>();
  const push = (date: string, line: PdfLine) => {
    const list = byDate.get(date);
    if (list) list.push(line);
    else byDate.set(date, [line]);
  };

  for (const e of source.entries) {
    if (options.staffId && e.staffId !== options.staffId) continue;
    const shift = options.showFullShiftNames ? e.shiftType.name : e.shiftType.shortName || e.shiftType.name;
    const name = e.staff
      ? options.showFullStaffNames
        ? e.staff.name
        : e.staff.shortName || e.staff.name
      : null;
    // A member deactivated after this shift worked it, and is marked (issue 10).
    const staff = name !== null && e.isStaffInactive ? interpolate(t('inactive'), { name }) : name;
    const color = HEX_COLOR.test(e.shiftType.color) ? e.shiftType.color : FALLBACK_COLOR;
    const conflict = conflictIds.has(e.id);
    if (e.isCancelled)
      push(e.date, {
        kind: 'cancelled',
        text: `${shift} ${staff ?? t('cancelled')}`,
        color,
        conflict: false,
      });
    else if (!staff)
      push(e.date, {
        kind: 'open',
        text: `${shift} ${t('open')}${e.isOptional ? ` (${t('optional')})` : ''}`,
        color,
        conflict: false,
      });
    else push(e.date, { kind: 'shift', text: `${conflict ? '! ' : ''}${shift} ${staff}`, color, conflict });
  }

  const first = options.months[0]!;
  const last = options.months[options.months.length - 1]!;
  if (options.showAbsences) {
    const from = monthGrid(first).startDate;
    const to = monthGrid(last).endDate;
    for (const a of source.absences) {
      if (options.staffId && a.staffId !== options.staffId) continue;
      const name = options.showFullStaffNames ? a.staffName : a.staffShortName || a.staffName;
      const start = a.startDate < from ? from : a.startDate;
      const end = a.endDate > to ? to : a.endDate;
      for (let d = start; d <= end; d = addDays(d, 1))
        push(d, { kind: 'absence', text: interpolate(t('absent'), { name }), color: null, conflict: false });
    }
  }

  const months: PdfMonth[] = options.months.map((month) => {
    const { startDate, endDate } = monthGrid(month);
    const weeks: PdfDay[][] = [];
    for (let d = startDate; d <= endDate; d = addDays(d, 1)) {
      if (weeks.length === 0 || weeks[weeks.length - 1]!.length === 7) weeks.push([]);
      const inMonth = d.startsWith(month);
      weeks[weeks.length - 1]!.push({
        date: d,
        dayOfMonth: Number(d.slice(8)),
        inMonth,
        isToday: d === source.today,
        lines: inMonth ? (byDate.get(d) ?? []) : [],
      });
    }
    return { month, title: monthTitle.format(utcDate(monthFirstDay(month))), weeks };
  });

  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekdayName.format(utcDate(addDays('2024-01-01', i))));
  const date = longDate.format(utcDate(source.today));
  const footer = options.username
    ? interpolate(t('generatedFor'), { username: options.username, date })
    : interpolate(t('generatedOn'), { date });
  const legendItems: PdfCalendarModel['legend']['items'] = [
    { kind: 'open', label: t('legend.open') },
    { kind: 'cancelled', label: t('legend.cancelled') },
  ];
  if (options.showAbsences) legendItems.push({ kind: 'absence', label: t('legend.absence') });
  if (options.showConflicts) legendItems.push({ kind: 'conflict', label: t('legend.conflict') });

  const nameOf = (list: PdfScheduleSource['staff'], id: string | undefined) =>
    id ? list?.find((item) => item.id === id)?.name : undefined;
  const staffName = nameOf(source.staff, options.staffId);
  const shiftTypeName = nameOf(source.shiftTypes, options.shiftTypeId);
  const filters = [
    staffName === undefined ? null : interpolate(t('filter.staff'), { name: staffName }),
    shiftTypeName === undefined ? null : interpolate(t('filter.shiftType'), { name: shiftTypeName }),
  ].filter((part) => part !== null);

  return {
    workspaceName: source.workspaceName,
    title: `${source.workspaceName} – ${months.length > 1 ? `${months[0]!.title} – ${months[months.length - 1]!.title}` : months[0]!.title}`,
    today: source.today,
    weekdays,
    months,
    footer,
    legend: { title: t('legend.title'), items: legendItems },
    filter: filters.length > 0 ? filters.join('  ·  ') : null,
    moreTemplate: t('more'),
    pageTemplate: t('page'),
    oneMonthPerPage: options.oneMonthPerPage,
  };
}
