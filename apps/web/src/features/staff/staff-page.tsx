import type { Staff } from '@openrota/contracts';
import { Plus, Sparkles, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageEvent } from '@/lib/page-events';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { usePlanFeature } from '@/lib/licence/get-license-info';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { useDeleteStaff } from './api/delete-staff';
import { useStaff } from '@/lib/master-data/staff';
import { useCanWrite } from '@/lib/session/can-write';
import { ApplySkillProfileDialog } from './components/apply-skill-profile-dialog';
import { ContractDialog } from './components/contract-dialog';
import { BulkAddSkillsDialog } from './components/bulk-add-skills-dialog';
import { StaffFormDialog } from './components/staff-form-dialog';
import { StaffImportDialog } from './components/staff-import-dialog';
import { StaffSkillsDialog } from './components/staff-skills-dialog';
import { StaffAvailabilityDialog } from './components/staff-availability-dialog';
import { StaffTable } from './components/staff-table';
import { StaffUrlBoxes } from './components/staff-url-boxes';
import { useExportStaff } from './lib/use-export-staff';

/** /staff: the staff list with its dialogs and the staff login / public list links. */
export function StaffPage() {
  const { t } = useTranslation();
  const workspace = useWorkspaceStore((s) => s.currentWorkspace);
  const staffLoginPlan = usePlanFeature('staffLogin');
  const { data: staff = [], isPending, isError } = useStaff();
  const { data: shiftTypes = [] } = useShiftTypes();
  const [editing, setEditing] = useState<{ staff: Staff | null } | null>(null);
  const [deleting, setDeleting] = useState<Staff | null>(null);
  const [skillsFor, setSkillsFor] = useState<string | null>(null);
  const [bulkFor, setBulkFor] = useState<Staff | null>(null);
  const [isProfileOpen, setIsProfileOpen] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const canWrite = useCanWrite();
  const [contractFor, setContractFor] = useState<Staff | null>(null);
  const [availabilityFor, setAvailabilityFor] = useState<Staff | null>(null);
  const remove = useDeleteStaff();
  const exportStaff = useExportStaff();

  usePageEvent('staff:add', () => setEditing({ staff: null }));
  usePageEvent('staff:import', () => setIsImportOpen(true));
  // The export may be asked for on arrival, before the list has loaded.
  const [isExportRequested, setIsExportRequested] = useState(false);
  usePageEvent('staff:export', () => setIsExportRequested(true));
  useEffect(() => {
    if (!isExportRequested || isPending) return;
    setIsExportRequested(false);
    exportStaff(staff);
  }, [isExportRequested, isPending, staff, exportStaff]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('staff.confirmDelete.deleted')),
      onError: (error) => toast.error(error.message || t('staff.errors.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="grid min-w-0 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('staff.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('staff.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsProfileOpen(true)}>
            <Sparkles aria-hidden />
            {t('staff.skillsButton')}
          </Button>
          <Button variant="outline" onClick={() => setIsImportOpen(true)}>
            <Upload aria-hidden />
            {t('staff.import.button')}
          </Button>
          <Button onClick={() => setEditing({ staff: null })}>
            <Plus aria-hidden />
            {t('staff.add')}
          </Button>
        </div>
      </div>

      <StaffUrlBoxes workspace={workspace} staffLoginPlan={staffLoginPlan} />

      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : isError ? (
        <Alert variant="destructive">{t('staff.errors.loadFailed')}</Alert>
      ) : staff.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          {t('staff.empty')}
        </p>
      ) : (
        <StaffTable
          staff={staff}
          onEdit={(member) => setEditing({ staff: member })}
          onSkills={(member) => setSkillsFor(member.id)}
          onDelete={setDeleting}
          onContract={canWrite ? setContractFor : undefined}
          onAvailability={canWrite ? setAvailabilityFor : undefined}
        />
      )}

      <StaffFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        staff={editing?.staff}
        isFirst={staff.length === 0}
      />
      <StaffSkillsDialog
        staff={staff.find((s) => s.id === skillsFor) ?? null}
        shiftTypes={shiftTypes}
        onOpenChange={(open) => !open && setSkillsFor(null)}
        onBulkAdd={(member) => {
          setSkillsFor(null);
          setBulkFor(member);
        }}
      />
      {bulkFor && (
        <BulkAddSkillsDialog
          staff={bulkFor}
          shiftTypes={shiftTypes}
          onOpenChange={(open) => !open && setBulkFor(null)}
        />
      )}
      {isProfileOpen && (
        <ApplySkillProfileDialog open onOpenChange={setIsProfileOpen} staff={staff} shiftTypes={shiftTypes} />
      )}
      <StaffImportDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
      <ContractDialog staff={contractFor} onOpenChange={(open) => !open && setContractFor(null)} />
      <StaffAvailabilityDialog
        staff={availabilityFor}
        onOpenChange={(open) => !open && setAvailabilityFor(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('staff.confirmDelete.title')}
        description={t('staff.confirmDelete.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('staff.confirmDelete.confirm')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
