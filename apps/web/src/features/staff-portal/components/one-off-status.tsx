import type { StaffOneOffShift } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** "Open", or the name of the person who has the shift. */
export function OneOffStatus({ shift }: { shift: StaffOneOffShift }) {
  const { t } = useTranslation();
  return shift.staff ? (
    <span className="text-sm text-muted-foreground">{t('staffPortal.dashboard.oneOff.assignedTo', { name: shift.staff.name })}</span>
  ) : (
    <Badge variant="success">{t('staffPortal.dashboard.oneOff.open')}</Badge>
  );
}
