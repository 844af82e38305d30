import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRotationPatterns } from '@/lib/master-data/patterns';
import { OneOffForm } from './one-off-form';
import { RotationRequirementForm } from './rotation-requirement-form';
import { useDefaultShiftDate } from '@/lib/use-workspace-today';

type AddShiftDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** yyyy-MM-dd; defaults to one day after the workspace's today. */
  initialDate?: string;
};

/**
 * Add Shift (docs/product/schedule.md#add-shift): a one-off shift, or a rotation requirement on the chosen date's
 * rotation week and weekday. The rotation tab is hidden when no pattern is active.
 */
export function AddShiftDialog({ open, onOpenChange, initialDate }: AddShiftDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('schedule.addShift.title')}</DialogTitle>
          <DialogDescription>{t('schedule.addShift.description')}</DialogDescription>
        </DialogHeader>
        {open && <AddShiftTabs initialDate={initialDate} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddShiftTabs({ initialDate, onClose }: { initialDate?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const defaultDate = useDefaultShiftDate();
  const date = initialDate ?? defaultDate;
  const patterns = useRotationPatterns();
  const active = (patterns.data ?? []).filter((p) => p.active);
  const [tab, setTab] = useState('one-off');
  return (
    <Tabs value={active.length > 0 ? tab : 'one-off'} onValueChange={setTab}>
      <TabsList className="h-auto">
        <TabsTrigger value="one-off" className="whitespace-normal">
          {t('schedule.addShift.oneOffTab')}
        </TabsTrigger>
        {active.length > 0 && (
          <TabsTrigger value="rotation" className="whitespace-normal">
            {t('schedule.addShift.rotationTab')}
          </TabsTrigger>
        )}
      </TabsList>
      <TabsContent value="one-off">
        <OneOffForm initialDate={date} onDone={onClose} onCancel={onClose} />
      </TabsContent>
      {active.length > 0 && (
        <TabsContent value="rotation">
          <RotationRequirementForm patterns={active} initialDate={date} onDone={onClose} onCancel={onClose} />
        </TabsContent>
      )}
    </Tabs>
  );
}
