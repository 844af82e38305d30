import type { ContractDto, RuleSetDto, Staff } from '@openrota/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetails, getServerError } from '@/lib/api-error';
import { useDateFormat } from '@/lib/dates';
import { formatDecimalHours } from '@/lib/hours';
import { useRuleSets } from '@/lib/master-data/rule-sets';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { useCreateContract } from '../api/create-contract';
import { useDeleteContract } from '../api/delete-contract';
import { useContracts } from '@/lib/master-data/contracts';
import { useUpdateContract } from '../api/update-contract';
import {
  contractOn,
  initialContractValues,
  toContractBody,
  type ContractFormValues,
} from '../lib/contract-form';

type ContractDialogProps = {
  staff: Staff | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * A staff member's contract (docs/product/working-time.md#the-model): the one in force today, the
 * history newest first with edit and delete per period, and a new contract from a date.
 */
export function ContractDialog({ staff, onOpenChange }: ContractDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={staff !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('staff.contract.title', { name: staff?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('staff.contract.description')}</DialogDescription>
        </DialogHeader>
        {staff && <ContractPanel key={staff.id} staff={staff} />}
      </DialogContent>
    </Dialog>
  );
}

function useContractText() {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const { data: ruleSets = [] } = useRuleSets();
  const ruleSetName = (contract: ContractDto) => {
    if (contract.ruleSetId === null) {
      const fallback = ruleSets.find((s) => s.isDefault);
      return fallback
        ? t('staff.contract.defaultRuleSet', { name: fallback.name })
        : t('staff.contract.defaultRuleSetPlain');
    }
    return ruleSets.find((s) => s.id === contract.ruleSetId)?.name ?? t('staff.contract.unknownRuleSet');
  };
  const dates = (contract: ContractDto) =>
    contract.endsOn
      ? t('staff.contract.fromUntil', {
          from: format.date(contract.startsOn),
          until: format.date(contract.endsOn),
        })
      : t('staff.contract.since', { from: format.date(contract.startsOn) });
  const limits = (contract: ContractDto) => {
    const parts = [
      contract.minHoursPerPeriod !== null &&
        t('staff.contract.min', { hours: formatDecimalHours(contract.minHoursPerPeriod, i18n.language) }),
      contract.maxHoursPerPeriod !== null &&
        t('staff.contract.max', { hours: formatDecimalHours(contract.maxHoursPerPeriod, i18n.language) }),
    ].filter(Boolean);
    return parts.length === 0
      ? null
      : t('staff.contract.minMax', {
          period: t(`staff.contract.period${contract.period}`),
          limits: parts.join(', '),
        });
  };
  const hours = (contract: ContractDto) =>
    t('staff.contract.hoursPerWeekShort', {
      hours: formatDecimalHours(contract.hoursPerWeek, i18n.language),
    });
  return { ruleSetName, dates, limits, hours, ruleSets, format };
}

function ContractSummary({ contract }: { contract: ContractDto }) {
  const text = useContractText();
  const limits = text.limits(contract);
  return (
    <div className="min-w-0">
      <p className="font-medium">
        {text.hours(contract)} · {text.ruleSetName(contract)}
      </p>
      <p className="text-sm text-muted-foreground">{text.dates(contract)}</p>
      {limits && <p className="text-sm text-muted-foreground">{limits}</p>}
    </div>
  );
}

function ContractPanel({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const today = useWorkspaceToday();
  const { data: history = [], isPending, isError, error } = useContracts(staff.id);
  const text = useContractText();
  const [editing, setEditing] = useState<ContractDto | null>(null);
  const [deleting, setDeleting] = useState<ContractDto | null>(null);
  const remove = useDeleteContract();

  if (isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  if (isError)
    return (
      <Alert variant="destructive">{getServerError(error) ?? t('staff.contract.errors.loadFailed')}</Alert>
    );

  const current = contractOn(history, today);
  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    remove.mutate(
      { staffId: staff.id, contractId: id },
      {
        onSuccess: () => {
          toast.success(t('staff.contract.deleted'));
          if (editing?.id === id) setEditing(null);
        },
        onError: (err) => toast.error(getServerError(err) ?? t('staff.contract.errors.deleteFailed')),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <div className="grid gap-5">
      <section aria-labelledby="contract-current" className="grid gap-2">
        <h3 id="contract-current" className="text-sm font-semibold">
          {t('staff.contract.current')}
        </h3>
        {current ? (
          <ContractSummary contract={current} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('staff.contract.noneYet')}</p>
        )}
      </section>

      <ContractForm
        key={editing?.id ?? 'new'}
        staffId={staff.id}
        editing={editing}
        today={today}
        ruleSets={text.ruleSets}
        onDone={() => setEditing(null)}
      />

      {history.length > 0 && (
        <section aria-labelledby="contract-history" className="grid gap-2">
          <h3 id="contract-history" className="text-sm font-semibold">
            {t('staff.contract.history')}
          </h3>
          <ul className="divide-y rounded-lg border" aria-labelledby="contract-history">
            {history.map((contract) => {
              const date = text.format.date(contract.startsOn);
              return (
                <li key={contract.id} className="flex items-start justify-between gap-3 p-3">
                  <ContractSummary contract={contract} />
                  <div className="flex shrink-0">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('staff.contract.edit', { date })}
                      aria-pressed={editing?.id === contract.id}
                      onClick={() => setEditing(contract)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={t('staff.contract.delete', { date })}
                      onClick={() => setDeleting(contract)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('staff.contract.confirmDeleteTitle')}
        description={t('staff.contract.confirmDeleteBody', {
          date: deleting ? text.format.date(deleting.startsOn) : '',
        })}
        confirmLabel={t('staff.contract.confirmDelete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}

type ContractFormProps = {
  staffId: string;
  /** The period being edited; null: a new contract. */
  editing: ContractDto | null;
  today: string;
  ruleSets: readonly RuleSetDto[];
  onDone: () => void;
};

function ContractForm({ staffId, editing, today, ruleSets, onDone }: ContractFormProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [values, setValues] = useState<ContractFormValues>(() => initialContractValues(today, editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateContract();
  const update = useUpdateContract();
  const isPending = create.isPending || update.isPending;
  const set = <K extends keyof ContractFormValues>(key: K, value: ContractFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const defaultSet = ruleSets.find((s) => s.isDefault);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toContractBody(values);
    if ('errors' in result) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key)])));
      return;
    }
    setErrors({});
    setProblem(null);
    const handlers = {
      onSuccess: () => {
        toast.success(t(editing ? 'staff.contract.updated' : 'staff.contract.created'));
        if (!editing) setValues(initialContractValues(today));
        onDone();
      },
      onError: (error: Error) => {
        const details = getErrorDetails(error);
        if (details.length > 0) setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
        else setProblem(getServerError(error) ?? t('staff.contract.errors.saveFailed'));
      },
    };
    if (editing) update.mutate({ staffId, contractId: editing.id, body: result.body }, handlers);
    else create.mutate({ staffId, body: result.body }, handlers);
  };

  const input = (key: 'hoursPerWeek' | 'minHoursPerPeriod' | 'maxHoursPerPeriod') => {
    const id = `contract-${key}`;
    return (
      <Field id={id} label={t(`staff.contract.fields.${key}`)} error={errors[key]}>
        <div className="flex items-center gap-2">
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={values[key]}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${id}-error` : undefined}
            onChange={(e) => set(key, e.target.value)}
          />
          <span className="text-sm text-muted-foreground">{t('staff.contract.hoursUnit')}</span>
        </div>
      </Field>
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-lg border p-3"
      aria-label={
        editing
          ? t('staff.contract.editTitle', { date: format.date(editing.startsOn) })
          : t('staff.contract.newFromNoDate')
      }
    >
      {editing && (
        <h3 className="text-sm font-semibold">
          {t('staff.contract.editTitle', { date: format.date(editing.startsOn) })}
        </h3>
      )}
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <Field id="contract-startsOn" label={t('staff.contract.fields.startsOn')} error={errors.startsOn}>
          <Input
            id="contract-startsOn"
            type="date"
            value={values.startsOn}
            aria-invalid={errors.startsOn ? true : undefined}
            aria-describedby={errors.startsOn ? 'contract-startsOn-error' : undefined}
            onChange={(e) => set('startsOn', e.target.value)}
          />
        </Field>
        {input('hoursPerWeek')}
        {input('minHoursPerPeriod')}
        {input('maxHoursPerPeriod')}
        <Field id="contract-period" label={t('staff.contract.fields.period')} error={errors.period}>
          <NativeSelect
            id="contract-period"
            value={values.period}
            onChange={(e) => set('period', e.target.value as ContractFormValues['period'])}
          >
            <option value="WEEK">{t('staff.contract.periodWEEK')}</option>
            <option value="MONTH">{t('staff.contract.periodMONTH')}</option>
          </NativeSelect>
        </Field>
        <Field id="contract-ruleSet" label={t('staff.contract.fields.ruleSet')} error={errors.ruleSetId}>
          <NativeSelect
            id="contract-ruleSet"
            value={values.ruleSetId}
            onChange={(e) => set('ruleSetId', e.target.value)}
          >
            <option value="">
              {defaultSet
                ? t('staff.contract.defaultRuleSet', { name: defaultSet.name })
                : t('staff.contract.defaultRuleSetPlain')}
            </option>
            {ruleSets.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {problem && <Alert variant="destructive">{problem}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        {editing && (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('staff.contract.cancelEdit')}
          </Button>
        )}
        <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
          {isPending && <Spinner />}
          {editing
            ? t('staff.contract.save')
            : values.startsOn
              ? t('staff.contract.newFrom', { date: format.date(values.startsOn) })
              : t('staff.contract.newFromNoDate')}
        </Button>
      </div>
    </form>
  );
}
