import type { RotationSlot, ShiftType, Staff } from '@openrota/contracts';
import { Copy, Layers } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { slotsOf } from '../../lib/cell-summary';
import { DAY_KEYS } from '../../lib/days';
import { AssignmentTable } from './assignment-table';
import { BulkRequirementsDialog } from './bulk-requirements-dialog';
import { CopyRequirementsDialog } from './copy-requirements-dialog';
import { RequirementsSection } from './requirements-section';

type Props = {
  patternId: string;
  weekCount: number;
  week: number;
  day: number;
  slots: RotationSlot[];
  shiftTypes: ShiftType[];
  staff: Staff[];
  onClose: () => void;
};

/** Manage one day of the pattern: requirements, who works them, copy from another day, bulk requirements. */
export function DayDialog({ patternId, weekCount, week, day, slots, shiftTypes, staff, onClose }: Props) {
  const { t } = useTranslation();
  const [sub, setSub] = useState<'copy' | 'bulk' | null>(null);
  const daySlots = slotsOf(slots, week, day);
  const isEmpty = daySlots.length === 0;
  const title = t('rotation.day.title', {
    week: t('rotation.week', { week }),
    day: t(`rotation.days.${DAY_KEYS[day]}`),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="first-letter:uppercase">{title}</DialogTitle>
          <DialogDescription>{t('rotation.day.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          {isEmpty && slots.length > 0 && (
            <Button variant="outline" size="sm" onClick={() => setSub('copy')}>
              <Copy aria-hidden />
              {t('rotation.day.copy')}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setSub('bulk')}>
            <Layers aria-hidden />
            {t('rotation.day.bulk')}
          </Button>
        </div>
        <RequirementsSection
          patternId={patternId}
          week={week}
          day={day}
          daySlots={daySlots}
          shiftTypes={shiftTypes}
        />
        <AssignmentTable patternId={patternId} daySlots={daySlots} staff={staff} />
        {sub === 'copy' && (
          <CopyRequirementsDialog
            open
            onClose={() => setSub(null)}
            patternId={patternId}
            week={week}
            day={day}
            slots={slots}
          />
        )}
        {sub === 'bulk' && (
          <BulkRequirementsDialog
            open
            onClose={() => setSub(null)}
            patternId={patternId}
            weekCount={weekCount}
            week={week}
            slots={slots}
            shiftTypes={shiftTypes}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
