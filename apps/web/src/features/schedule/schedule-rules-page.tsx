import type { ScheduleEntry, ViolationDto } from '@openrota/contracts';
import { addDays, formatWeekParam, monthEnd, monthOf, monthStart } from '@openrota/domain';
import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ViolationList } from '@/components/schedule/rules/violation-list';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { useFormatDate } from '@/lib/dates';
import { useViolations } from '@/lib/schedule-api/rule-checks';
import { useSchedule } from '@/lib/schedule-api/schedule';
import { useCanWrite } from '@/lib/session/can-write';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { weekPath } from './lib/navigation';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null, fallback: string) =>
  value && DATE_RE.test(value) ? value : fallback;

type PersonGroup = { staffId: string; staffName: string; violations: ViolationDto[] };

/** The violations per person, by name; each person's in date order. */
export function groupByPerson(violations: readonly ViolationDto[]): PersonGroup[] {
  const groups = new Map<string, PersonGroup>();
  for (const v of violations) {
    const group = groups.get(v.staffId);
    if (group) group.violations.push(v);
    else groups.set(v.staffId, { staffId: v.staffId, staffName: v.staffName, violations: [v] });
  }
  return [...groups.values()]
    .map((g) => ({ ...g, violations: [...g.violations].sort((a, b) => a.date.localeCompare(b.date)) }))
    .sort((a, b) => a.staffName.localeCompare(b.staffName));
}

/**
 * /schedule/rules (ADMIN, MANAGER): the working-time violations of a period per person
 * (docs/product/working-time.md#where-the-checker-acts), each with links that open its shifts in the calendar.
 * The period (`from`, `to`) is kept in the URL; the current month by default.
 */
export function ScheduleRulesPage() {
  const { t } = useTranslation();
  const canRead = useCanWrite();
  const today = useWorkspaceToday();
  const formatDate = useFormatDate();
  const [search, setSearch] = useSearchParams();
  const from = dateParam(search.get('from'), monthStart(monthOf(today)));
  const to = dateParam(search.get('to'), monthEnd(monthOf(today)));
  const isValid = from <= to;
  const violations = useViolations({ startDate: from, endDate: to }, { enabled: canRead && isValid });
  // The shifts behind the violations, for the links' names and dates (a night may start the day before).
  const schedule = useSchedule(
    { startDate: addDays(from, -1), endDate: addDays(to, 1), violations: 'false' },
    { enabled: canRead && isValid },
  );
  const entriesById = useMemo(() => {
    const map = new Map<string, ScheduleEntry>();
    for (const e of schedule.data?.entries ?? []) {
      map.set(e.id, e);
      if (e.scheduleEntryId) map.set(e.scheduleEntryId, e);
    }
    return map;
  }, [schedule.data]);
  const groups = useMemo(() => groupByPerson(violations.data ?? []), [violations.data]);

  const setPeriod = (key: 'from' | 'to', value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (DATE_RE.test(value)) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  if (!canRead) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('schedule.rules.page.forbidden')}
      </p>
    );
  }

  const shiftLink = (id: string, v: ViolationDto) => {
    const entry = entriesById.get(id);
    const date = entry?.date ?? v.date;
    const label = entry
      ? t('schedule.rules.page.openShift', {
          shift: entry.shiftType.name,
          date: formatDate(entry.date, 'EEE d MMM'),
        })
      : t('schedule.rules.page.openDay', { date: formatDate(date, 'EEE d MMM') });
    return (
      <Link
        to={weekPath(formatWeekParam(date), id ? `?shift=${encodeURIComponent(id)}` : '')}
        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
      >
        <CalendarDays aria-hidden className="size-3.5" />
        {label}
      </Link>
    );
  };

  return (
    <div className="grid min-w-0 gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('schedule.rules.page.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('schedule.rules.page.description')}</p>
      </div>
      <fieldset className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4">
        <legend className="sr-only">{t('schedule.rules.page.title')}</legend>
        <div className="grid gap-1.5">
          <Label htmlFor="rules-from">{t('schedule.rules.page.from')}</Label>
          <Input
            id="rules-from"
            type="date"
            value={from}
            onChange={(e) => setPeriod('from', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rules-to">{t('schedule.rules.page.to')}</Label>
          <Input id="rules-to" type="date" value={to} onChange={(e) => setPeriod('to', e.target.value)} />
        </div>
      </fieldset>
      {!isValid ? (
        <p role="alert" className="text-sm text-destructive">
          {t('schedule.rules.page.invalidPeriod')}
        </p>
      ) : violations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getServerError(violations.error) ?? t('schedule.rules.page.loadFailed')}
        </p>
      ) : violations.isPending ? (
        <Spinner label={t('schedule.rules.page.loading')} />
      ) : groups.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('schedule.rules.page.none')}
        </p>
      ) : (
        <div className="grid gap-4">
          {groups.map((group) => (
            <section
              key={group.staffId}
              aria-labelledby={`rules-${group.staffId}`}
              className="grid gap-3 rounded-lg border bg-card p-4"
            >
              <h2 id={`rules-${group.staffId}`} className="flex flex-wrap items-baseline gap-2 font-semibold">
                {group.staffName}
                <span className="text-sm font-normal text-muted-foreground">
                  {t('schedule.rules.page.count', { count: group.violations.length })}
                </span>
              </h2>
              <ul className="grid gap-3">
                {group.violations.map((v, index) => (
                  <li key={`${v.ruleId}-${v.shiftIds.join(',')}-${index}`} className="grid gap-1.5">
                    <ViolationList violations={[v]} showStaff={false} />
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                      <span className="text-muted-foreground">{t('schedule.rules.page.shifts')}:</span>
                      {v.shiftIds.length > 0
                        ? v.shiftIds.map((id) => <span key={id}>{shiftLink(id, v)}</span>)
                        : shiftLink('', v)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
