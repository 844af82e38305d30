import type { StaffAbsence } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { deleteAbsence } from '../api/staff-api';
import { notify } from './notify';
import { staffErrorText } from './staff-error';

type Props = { absence: StaffAbsence | null; label: string; onClose: () => void; onDeleted: () => void };

/** Asks before deleting an own absence; success and failure end in a toast. */
export function DeleteAbsenceDialog({ absence, label, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const onDelete = async () => {
    if (!absence) return;
    setPending(true);
    try {
      await deleteAbsence(absence.id);
      notify('success', t('staffPortal.dashboard.absenceDeleted'));
      onDeleted();
    } catch (error) {
      notify('error', staffErrorText(error, t('staffPortal.dashboard.deleteFailed'), t));
    } finally {
      setPending(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={absence !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={t('staffPortal.dashboard.absences.deleteTitle')}
      description={t('staffPortal.dashboard.absences.deleteDescription', { range: label })}
      confirmLabel={
        pending ? t('staffPortal.dashboard.absences.deleting') : t('staffPortal.dashboard.absences.delete')
      }
      onConfirm={() => void onDelete()}
      isPending={pending}
    />
  );
}
