import type { Conflict } from '@openrota/contracts';
import { AlertTriangle, ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textColorFor } from '@/components/schedule/shift-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormatDate } from '@/lib/dates';

type AbsenceConflictsProps = {
  conflicts: readonly Conflict[] | undefined;
  isLoading: boolean;
  error: string | null;
  /** Absent for the STAFF role (reads only). */
  onCreateOverride?: (conflict: Conflict) => void;
};

/** The optional list of shifts held by absent staff in the next 30 days (docs/product/back-office.md#absences). */
export function AbsenceConflicts({ conflicts, isLoading, error, onCreateOverride }: AbsenceConflictsProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const count = conflicts?.length;

  return (
    <section className="rounded-lg border bg-card">
      <h2 className="m-0">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {isOpen ? (
            <ChevronDown aria-hidden className="size-4" />
          ) : (
            <ChevronRight aria-hidden className="size-4" />
          )}
          <AlertTriangle aria-hidden className="size-4 text-orange-600" />
          <span className="flex-1">{t(isOpen ? 'absences.conflicts.hide' : 'absences.conflicts.show')}</span>
          {count !== undefined && (
            <Badge variant={count > 0 ? 'destructive' : 'muted'}>
              {t('absences.conflicts.count', { count })}
            </Badge>
          )}
        </button>
      </h2>
      {isOpen && (
        <div id={panelId} className="grid gap-3 border-t px-4 py-3">
          <div>
            <h3 className="font-semibold">{t('absences.conflicts.title')}</h3>
            <p className="text-sm text-muted-foreground">{t('absences.conflicts.intro')}</p>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : isLoading || !conflicts ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> {t('absences.conflicts.loading')}
            </p>
          ) : conflicts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('absences.conflicts.none')}</p>
          ) : (
            <ul aria-label={t('absences.conflicts.title')} className="grid gap-2">
              {conflicts.map((conflict) => {
                const date = formatDate(conflict.date, 'EEE d MMM yyyy');
                const type = t(`absences.types.${conflict.absenceType}`, {
                  defaultValue: conflict.absenceType,
                });
                return (
                  <li
                    key={`${conflict.entryId}-${conflict.absenceId}`}
                    className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-orange-300 bg-orange-50 px-3 py-2 dark:bg-orange-950/30"
                  >
                    <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                      <span className="flex flex-wrap items-center gap-2 font-medium">
                        <span
                          className="rounded border px-1.5 py-0.5 text-xs font-semibold"
                          style={{
                            backgroundColor: conflict.shiftType.color,
                            color: textColorFor(conflict.shiftType.color),
                            borderColor: conflict.shiftType.color,
                          }}
                        >
                          {conflict.shiftType.shortName || conflict.shiftType.name}
                        </span>
                        {t('absences.conflicts.shiftOn', { shift: conflict.shiftType.name, date })}
                      </span>
                      <span className="text-muted-foreground">
                        {t('absences.conflicts.absent', { name: conflict.staff.name, type })}
                      </span>
                    </div>
                    {onCreateOverride && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('absences.conflicts.createOverrideFor', {
                          name: conflict.staff.name,
                          shift: conflict.shiftType.name,
                          date,
                        })}
                        onClick={() => onCreateOverride(conflict)}
                      >
                        {t('absences.conflicts.createOverride')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
