import type { ShiftType } from '@openrota/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { usePageEvent } from '@/lib/page-events';
import { useCanWrite } from '@/lib/session/can-write';
import { useDeleteShiftType } from './api/delete-shift-type';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useReorderShiftTypes } from './api/reorder-shift-types';
import { ShiftTypeDialog } from './components/shift-type-dialog';
import { ShiftTypesTable } from './components/shift-types-table';

/**
 * /schedule/shifts: the shift types in order, with create, edit, delete and drag-and-drop reorder
 * for those who may change them (a STAFF member only reads the list, docs/roles.md).
 */
export function ShiftTypesPage() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const { data: shiftTypes = [], isPending, isError } = useShiftTypes();
  const [editing, setEditing] = useState<{ shiftType: ShiftType | null } | null>(null);
  const [deleting, setDeleting] = useState<ShiftType | null>(null);
  const reorder = useReorderShiftTypes({ onError: () => toast.error(t('shiftTypes.reorderFailed')) });
  const remove = useDeleteShiftType();

  usePageEvent('shift-types:add', () => canWrite && setEditing({ shiftType: null }));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('shiftTypes.confirmDelete.deleted'));
        setDeleting(null);
      },
      // A shift type in use answers 409 with a message saying where: show it.
      onError: (error) => {
        toast.error(error.message || t('shiftTypes.confirmDelete.failed'));
        setDeleting(null);
      },
    });
  };

  return (
    <div className="grid min-w-0 gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('shiftTypes.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('shiftTypes.description')}</p>
      </div>

      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : isError ? (
        <Alert variant="destructive">{t('shiftTypes.loadFailed')}</Alert>
      ) : shiftTypes.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          <p>{t('shiftTypes.empty')}</p>
          {canWrite && (
            <Button onClick={() => setEditing({ shiftType: null })}>
              <Plus aria-hidden />
              {t('shiftTypes.add')}
            </Button>
          )}
        </div>
      ) : (
        <ShiftTypesTable
          shiftTypes={shiftTypes}
          actions={
            canWrite
              ? {
                  onReorder: (ordered) => reorder.mutate(ordered),
                  onEdit: (shiftType) => setEditing({ shiftType }),
                  onDelete: setDeleting,
                }
              : undefined
          }
        />
      )}

      <ShiftTypeDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        shiftType={editing?.shiftType}
        nextOrder={shiftTypes.reduce((max, s) => Math.max(max, s.order + 1), 0)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('shiftTypes.confirmDelete.title')}
        description={t('shiftTypes.confirmDelete.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('shiftTypes.confirmDelete.confirm')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
