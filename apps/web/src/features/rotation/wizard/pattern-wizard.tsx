import {
  cycleBlockers,
  cycleCheckWindow,
  cycleFits,
  distributeStaff,
  nextMonday,
  openSlots,
  startOfWeek,
  withoutStaff,
  type CycleFitsInput,
} from '@openrota/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toContractPeriod, useContractPeriods } from '@/lib/master-data/contracts';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useStaff } from '@/lib/master-data/staff';
import { useRuleSets } from '@/lib/master-data/rule-sets';
import { useWorkspaceTimeZone } from '@/lib/use-workspace-today';
import { patternKeys } from '@/lib/master-data/patterns';
import { todayIso } from '../lib/days';
import { toastError, toastSuccess } from '../lib/notify';
import { saveWizard, type WizardBasics } from './save-wizard';
import { StepBasics } from './step-basics';
import { StepDays, type DayNeeds } from './step-days';
import { StepStaff } from './step-staff';

/** The guided pattern set-up: basics, which shifts on which days, then an optional even distribution. */
export function PatternWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('rotation.wizard.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('rotation.wizard.step1Help')}</DialogDescription>
        </DialogHeader>
        {open && <WizardBody onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function WizardBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shiftTypes = useShiftTypes();
  const staff = useStaff();
  const ruleSets = useRuleSets();
  const timeZone = useWorkspaceTimeZone();
  const [step, setStep] = useState(1);
  const [basics, setBasics] = useState<WizardBasics>({
    name: '',
    startDate: nextMonday(todayIso()),
    weekCount: 2,
  });
  const [needs, setNeeds] = useState<DayNeeds>({});
  const [isDistributing, setIsDistributing] = useState(true);

  const isDateValid = /^\d{4}-\d{2}-\d{2}$/.test(basics.startDate);
  // Each person is checked against the rule sets of their contracts of the days the guard lays the
  // cycle on: the one in force on the first Monday and any that starts later in them.
  const firstMonday = isDateValid ? startOfWeek(basics.startDate) : '';
  const checkedThrough =
    isDateValid && ruleSets.data
      ? cycleCheckWindow(ruleSets.data, firstMonday, basics.weekCount).endDate
      : '';
  const contracts = useContractPeriods(firstMonday, checkedThrough, checkedThrough !== '');

  const types = useMemo(() => shiftTypes.data ?? [], [shiftTypes.data]);
  // The working-time guard (docs/product/working-time.md#in-the-browser): the even distribution
  // skips whoever would break a hard rule of their rule set, as the server would refuse the
  // assignment. Without the rule sets (still loading, or unreadable) nothing is checked; while the
  // contracts load nothing is shared yet, and when they cannot be read everyone is checked against
  // the default set.
  const guard = useMemo<CycleFitsInput | undefined>(() => {
    if (!ruleSets.data?.some((set) => set.isDefault) || !isDateValid) return undefined;
    if (!contracts.data && !contracts.isError) return undefined;
    return {
      ruleSets: ruleSets.data,
      contracts: contracts.data?.map(toContractPeriod),
      shiftTypes: types,
      timeZone,
      startDate: firstMonday,
      weekCount: basics.weekCount,
    };
  }, [
    ruleSets.data,
    isDateValid,
    contracts.data,
    contracts.isError,
    types,
    timeZone,
    firstMonday,
    basics.weekCount,
  ]);
  const planned = useMemo(() => {
    const list = types
      .filter((type) => (needs[type.id] ?? []).length > 0)
      .map((type) => ({ shiftTypeId: type.id, days: needs[type.id]! }));
    if (!isDistributing) return withoutStaff(distributeStaff(basics.weekCount, list, []));
    return distributeStaff(basics.weekCount, list, staff.data ?? [], guard && cycleFits(guard));
  }, [types, needs, basics.weekCount, staff.data, isDistributing, guard]);
  const open = useMemo(
    () => (isDistributing ? openSlots(planned, staff.data ?? [], guard && cycleBlockers(guard)) : []),
    [isDistributing, planned, staff.data, guard],
  );
  const rulesState = guard
    ? contracts.isError
      ? 'contractsUnread'
      : 'checked'
    : ruleSets.isPending || contracts.isLoading
      ? 'loading'
      : 'unread';

  const save = useMutation({
    mutationFn: () => saveWizard(basics, planned),
    onSuccess: async (pattern) => {
      toastSuccess(t, 'patternCreated');
      await queryClient.invalidateQueries({ queryKey: patternKeys.all });
      onClose();
      void navigate(`/schedule/rotation-patterns/${pattern.id}`);
    },
    onError: (error) => toastError(t, error, 'createPattern'),
  });

  const canNext = step === 1 ? basics.name.trim() !== '' && basics.startDate !== '' : planned.length > 0;
  const help = t(`rotation.wizard.step${step}Help`);

  return (
    <div className="grid min-h-0 gap-4">
      <div>
        <p className="text-xs font-medium tracking-wide text-primary uppercase">
          {t('rotation.wizard.stepOf', { step })}
        </p>
        <h3 className="font-semibold">{t(`rotation.wizard.step${step}`)}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{help}</p>
      </div>
      <div className="min-h-0 overflow-y-auto">
        {step === 1 && <StepBasics value={basics} onChange={setBasics} />}
        {step === 2 &&
          (types.length === 0 && !shiftTypes.isPending ? (
            <p className="text-sm">
              {t('rotation.wizard.noShiftTypes')}{' '}
              <Link className="text-primary underline" to="/schedule/shifts">
                {t('shell.nav.shiftTypes')}
              </Link>
            </p>
          ) : (
            <StepDays shiftTypes={types} value={needs} onChange={setNeeds} />
          ))}
        {step === 3 && (
          <StepStaff
            planned={planned}
            weekCount={basics.weekCount}
            shiftTypes={types}
            staff={staff.data ?? []}
            isDistributing={isDistributing}
            open={open}
            rulesState={rulesState}
            onDistributingChange={setIsDistributing}
          />
        )}
      </div>
      <DialogFooter>
        {step > 1 && (
          <Button variant="outline" onClick={() => setStep(step - 1)} disabled={save.isPending}>
            {t('rotation.wizard.back')}
          </Button>
        )}
        {step < 3 ? (
          <Button onClick={() => setStep(step + 1)} disabled={!canNext}>
            {t('rotation.wizard.next')}
          </Button>
        ) : (
          <Button
            onClick={() => save.mutate()}
            disabled={save.isPending || planned.length === 0 || (isDistributing && rulesState === 'loading')}
          >
            {save.isPending ? t('rotation.wizard.saving') : t('rotation.wizard.save')}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
