import type { DebugScheduleEntry } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { useDayName } from '../lib/use-day-name';

/** The engine's calculation details of one entry: the rotation arithmetic and its steps. */
export function EntryDetails({
  entry,
  staffNames,
}: {
  entry: DebugScheduleEntry;
  staffNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const dayName = useDayName();
  const d = entry.debugInfo.calculationDetails;
  const none = t('scheduleDebug.details.none');
  const value = (v: string | number | null) => (v === null ? none : String(v));
  const person = (id: string | null) =>
    id === null ? none : staffNames.has(id) ? `${staffNames.get(id)} (${id})` : id;
  const rows: [string, string][] = [
    ['pattern', entry.rotationPatternName ?? none],
    ['patternStartDate', value(d.patternStartDate)],
    ['daysSincePatternStart', value(d.daysSincePatternStart)],
    ['weeksSincePatternStart', value(d.weeksSincePatternStart)],
    ['weekCount', value(d.weekCount)],
    ['rotationWeek', value(d.rotationWeek)],
    ['dayOfWeek', `${d.dayOfWeek} (${dayName(d.dayOfWeek)})`],
    ['rotationStaffId', person(d.rotationStaffId)],
    ['originalStaffId', person(entry.originalStaffId)],
    ['storedEntryId', value(d.storedEntryId)],
  ];
  if (entry.absenceWarning) rows.push(['absenceWarning', entry.absenceWarning]);
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {rows.map(([key, v]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{t(`scheduleDebug.details.${key}`)}</dt>
            <dd className="break-all font-mono text-xs leading-5">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="grid content-start gap-1">
        <h4 className="font-medium">{t('scheduleDebug.details.steps')}</h4>
        <ol className="list-decimal space-y-0.5 pl-5">
          {d.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
