import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRotationPattern } from './api/get-rotation-pattern';
import { useRotationSlots } from './api/get-rotation-slots';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useStaff } from '@/lib/master-data/staff';
import { DayDialog } from './components/day/day-dialog';
import { PatternEditForm } from './components/pattern-edit-form';
import { PatternGrid } from './components/pattern-grid';
import { PatternHeader } from './components/pattern-header';
import { PatternViolations } from './components/pattern-violations';
import { useDayParam } from './lib/use-day-param';

function BackButton() {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" className="-ml-2 justify-self-start" asChild>
      <Link to="/schedule/rotation-patterns">
        <ArrowLeft aria-hidden />
        {t('rotation.detail.back')}
      </Link>
    </Button>
  );
}

/** /schedule/rotation-patterns/:id: the weeks × days grid, view/edit of the pattern and the day dialog (?week=&day=). */
export function RotationPatternPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const pattern = useRotationPattern(id);
  const slots = useRotationSlots(id);
  const shiftTypes = useShiftTypes();
  const staff = useStaff();
  const [isEditing, setIsEditing] = useState(false);
  const day = useDayParam(pattern.data?.weekCount);

  if (pattern.isPending) return <Spinner label={t('rotation.detail.loading')} />;
  if (pattern.isError) {
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-sm">
          {pattern.error.message && (pattern.error as { status?: number }).status !== 404
            ? pattern.error.message
            : t('rotation.detail.notFound')}
        </p>
        <BackButton />
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <BackButton />
      {isEditing ? (
        <PatternEditForm pattern={pattern.data} onDone={() => setIsEditing(false)} />
      ) : (
        <PatternHeader pattern={pattern.data} onEdit={() => setIsEditing(true)} />
      )}
      <p className="text-sm text-muted-foreground">{t('rotation.detail.hint')}</p>
      {slots.isPending ? (
        <Spinner />
      ) : (
        <PatternGrid weekCount={pattern.data.weekCount} slots={slots.data ?? []} onOpenDay={day.open} />
      )}
      <PatternViolations patternId={id} />
      {day.selected && (
        <DayDialog
          patternId={id}
          weekCount={pattern.data.weekCount}
          week={day.selected.week}
          day={day.selected.day}
          slots={slots.data ?? []}
          shiftTypes={shiftTypes.data ?? []}
          staff={staff.data ?? []}
          onClose={day.close}
        />
      )}
    </div>
  );
}
