import type { ErrorDetail } from '@openrota/contracts';
import { startOfWeek } from '@openrota/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { getErrorDetails, getServerError } from '@/lib/api-error';
import { useImportRotationPattern, type ImportResult } from '../api/import-rotation-pattern';
import { todayIso } from '../lib/days';
import { toastError, toastSuccess } from '../lib/notify';
import { Field } from '@/components/field';
import { useRuleChecked } from '@/components/schedule/rules/use-rule-checked';

type Problem = 'fileRequired' | 'nameRequired' | 'invalidFormat';

/** Imports a rotation file: a .json file and a pattern name are required; the start defaults to this week's Monday. */
export function ImportPatternDialog({
  open,
  onClose,
  today = todayIso(),
}: {
  open: boolean;
  onClose: () => void;
  today?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('rotation.import.title')}</DialogTitle>
          <DialogDescription>{t('rotation.import.description')}</DialogDescription>
        </DialogHeader>
        {open && <ImportForm defaultStart={startOfWeek(today)} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ defaultStart, onClose }: { defaultStart: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [patternName, setPatternName] = useState('');
  const [startDate, setStartDate] = useState(defaultStart);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  // The server's refusal with the field and reason of each problem (issue 10: only "Invalid file format" was shown).
  const [refusal, setRefusal] = useState<{ message: string; details: ErrorDetail[] } | null>(null);
  const importPattern = useRuleChecked(useImportRotationPattern());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('fileRequired');
    if (!patternName.trim()) return setProblem('nameRequired');
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      return setProblem('invalidFormat');
    }
    setProblem(null);
    setRefusal(null);
    importPattern.mutate(
      { data, patternName: patternName.trim(), startDate: startDate || defaultStart },
      {
        onSuccess: (imported) => {
          setResult(imported);
          toastSuccess(t, 'imported');
        },
        onError: (error) => {
          const details = getErrorDetails(error);
          if (details.length > 0)
            setRefusal({ message: getServerError(error) ?? t('rotation.import.invalidFormat'), details });
          else toastError(t, error, 'import');
        },
      },
    );
  };

  if (result) {
    const { shiftTypesCreated, staffCreated, assignmentsCreated } = result.stats;
    const done = t('rotation.import.done', {
      shiftTypes: t('rotation.import.doneShiftTypes', { count: shiftTypesCreated }),
      staff: t('rotation.import.doneStaff', { count: staffCreated }),
      assignments: t('rotation.import.doneAssignments', { count: assignmentsCreated }),
    });
    return (
      <div className="grid gap-4">
        <Alert>{done}</Alert>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button asChild>
            <Link to={`/schedule/rotation-patterns/${result.rotationPatternId}`}>
              {t('rotation.import.open')}
            </Link>
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <>
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          id="import-file"
          label={t('rotation.import.file')}
          error={
            problem === 'fileRequired' || problem === 'invalidFormat' ? t(`rotation.import.${problem}`) : null
          }
        >
          <Input
            id="import-file"
            type="file"
            accept=".json,application/json"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        {refusal && (
          <Alert variant="destructive">
            <p className="font-medium">{refusal.message}</p>
            <ul className="mt-1 max-h-40 list-disc overflow-y-auto pl-5">
              {refusal.details.map((detail, index) => (
                <li key={index} className="break-words">
                  {t('rotation.import.invalidField', { field: detail.field, message: detail.message })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <Field
          id="import-name"
          label={t('rotation.import.patternName')}
          error={problem === 'nameRequired' ? t('rotation.import.nameRequired') : null}
        >
          <Input
            id="import-name"
            value={patternName}
            onChange={(event) => setPatternName(event.target.value)}
          />
        </Field>
        <Field id="import-start" label={t('rotation.import.startDate')}>
          <Input
            id="import-start"
            type="date"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
          />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={importPattern.isPending}>
            {t('rotation.import.submit')}
          </Button>
        </DialogFooter>
      </form>
      {importPattern.dialog}
    </>
  );
}
