import type { Staff } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { StaffCalendarFeed } from './staff-calendar-feed';
import { StaffForm } from './staff-form';

type StaffFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  staff?: Staff | null;
  /** Whether this is the workspace's first staff member (onboarding is re-evaluated after it). */
  isFirst: boolean;
};

/** Add or edit a staff member; the form mounts per opening so it starts from the member's values. */
export function StaffFormDialog({ open, onOpenChange, staff, isFirst }: StaffFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t(staff ? 'staff.form.editTitle' : 'staff.form.createTitle')}</DialogTitle>
          <DialogDescription>{t('staff.form.description')}</DialogDescription>
        </DialogHeader>
        {open && <StaffForm staff={staff} isFirst={isFirst} onDone={() => onOpenChange(false)} />}
        {open && staff && <StaffCalendarFeed staffId={staff.id} />}
      </DialogContent>
    </Dialog>
  );
}
