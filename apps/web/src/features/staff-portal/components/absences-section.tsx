import type { StaffAbsence } from '@openrota/contracts';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useStaffFormat } from './format';
import { LazyAbsenceDialog, LazyDeleteAbsenceDialog } from './lazy-dialogs';
import { StaffSection } from './staff-section';

type Props = { absences: StaffAbsence[]; today: string; absencesMinDelay: number; onChanged: () => void };

/** The member's upcoming absences, with Schedule absence and delete (after a confirmation). */
export function AbsencesSection({ absences, today, absencesMinDelay, onChanged }: Props) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [scheduling, setScheduling] = useState(false);
  const [deleting, setDeleting] = useState<StaffAbsence | null>(null);
  const range = (a: StaffAbsence) =>
    a.startDate === a.endDate
      ? format.shortDate(a.startDate)
      : t('staffPortal.dashboard.absences.range', {
          start: format.shortDate(a.startDate),
          end: format.shortDate(a.endDate),
        });

  return (
    <StaffSection
      title={t('staffPortal.dashboard.absences.title')}
      action={
        <Button size="lg" variant="outline" onClick={() => setScheduling(true)}>
          <CalendarPlus aria-hidden />
          {t('staffPortal.dashboard.absences.schedule')}
        </Button>
      }
    >
      {absences.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('staffPortal.dashboard.absences.empty')}</p>
      ) : (
        <ul className="divide-y">
          {absences.map((absence) => (
            <li key={absence.id} className="flex min-h-14 items-center gap-3 py-2">
              <span className="grid min-w-0 flex-1">
                <span className="font-medium">{range(absence)}</span>
                {absence.reason && (
                  <span className="truncate text-sm text-muted-foreground">{absence.reason}</span>
                )}
                {!absence.canDelete && (
                  <span className="text-xs text-muted-foreground">
                    {t('staffPortal.dashboard.absences.started')}
                  </span>
                )}
              </span>
              {absence.canDelete && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 text-destructive hover:text-destructive"
                  aria-label={t('staffPortal.dashboard.absences.deleteLabel', { range: range(absence) })}
                  onClick={() => setDeleting(absence)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <LazyAbsenceDialog
        open={scheduling}
        onOpenChange={setScheduling}
        today={today}
        absencesMinDelay={absencesMinDelay}
        onScheduled={onChanged}
      />
      <LazyDeleteAbsenceDialog
        absence={deleting}
        label={deleting ? range(deleting) : ''}
        onClose={() => setDeleting(null)}
        onDeleted={onChanged}
      />
    </StaffSection>
  );
}
