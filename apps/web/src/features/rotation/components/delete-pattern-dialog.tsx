import type { RotationPattern } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDeleteRotationPattern } from '../api/delete-rotation-pattern';
import { toastError, toastSuccess } from '../lib/notify';

/** Asks before deleting a pattern with everything in it. */
export function DeletePatternDialog({
  pattern,
  onClose,
}: {
  pattern: RotationPattern | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteRotationPattern();
  const confirm = () => {
    if (!pattern) return;
    remove.mutate(pattern.id, {
      onSuccess: () => {
        toastSuccess(t, 'patternDeleted');
        onClose();
      },
      onError: (error) => toastError(t, error, 'deletePattern'),
    });
  };
  return (
    <Dialog open={pattern !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('rotation.delete.title')}</DialogTitle>
          <DialogDescription>
            {t('rotation.delete.description', { name: pattern?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {t('rotation.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
