import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useStaff } from '@/lib/master-data/staff';
import { useToggleSkill } from './api/toggle-skill';
import { SkillsMatrix } from './components/skills-matrix';

/** /staff/skills: who can work which shift type, one checkbox per staff member and shift type. */
export function SkillsMatrixPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const shiftTypes = useShiftTypes();
  const toggle = useToggleSkill({
    onError: (error) => toast.error(error.message || t('staff.matrix.toggleFailed')),
  });
  const isPending = staff.isPending || shiftTypes.isPending;
  const isEmpty = !staff.data?.length || !shiftTypes.data?.length;

  return (
    <div className="grid min-w-0 gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('staff.matrix.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('staff.matrix.description')}</p>
      </div>
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : staff.isError || shiftTypes.isError ? (
        <Alert variant="destructive">{t('staff.errors.loadFailed')}</Alert>
      ) : isEmpty ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          {t('staff.matrix.empty')}
        </p>
      ) : (
        <SkillsMatrix
          staff={staff.data}
          shiftTypes={shiftTypes.data}
          onToggle={(member, shiftType, canWork) => toggle.mutate({ staff: member, shiftType, canWork })}
        />
      )}
    </div>
  );
}
