import type { Workspace } from '@openrota/contracts';
import { FileJson, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { getServerError } from '@/lib/api-error';
import { useDateFormat } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useRestoreWorkspace } from '../api/restore-workspace';
import { parseBackup, summarizeBackup, type BackupFile } from '../lib/parse-backup';

type RestoreBackupFormProps = {
  onRestored?: (workspace: Workspace) => void;
  /** Told when a restore starts and ends, so the card can lock its other buttons meanwhile. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * The restore tab of the workspace creation card (docs/product/workspaces.md#restore): choose a
 * .json backup, which is parsed and checked for version and workspace; a valid file shows its
 * details and a name pre-filled from the backup's workspace; submitting sends the whole parsed
 * file to POST /api/workspaces/restore.
 */
export function RestoreBackupForm({ onRestored, onBusyChange }: RestoreBackupFormProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [backup, setBackup] = useState<BackupFile | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const restore = useRestoreWorkspace(onRestored);
  const isBusy = restore.isPending || restore.isSuccess;

  useEffect(() => {
    onBusyChange?.(isBusy);
  }, [isBusy, onBusyChange]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    const result = parseBackup(file.name, file.name.toLowerCase().endsWith('.json') ? await file.text() : '');
    if (!result.ok) {
      // No backup is kept after a bad file.
      setBackup(null);
      setFileName(null);
      setName('');
      setError(t(result.errorKey));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setBackup(result.backup);
    setFileName(file.name);
    setName(summarizeBackup(result.backup).workspaceName);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!backup) return;
    const trimmed = name.trim();
    if (!trimmed) return setError(t('validation.required'));
    setError(null);
    restore.mutate(
      { name: trimmed, backupData: backup },
      { onError: (failure) => setError(getServerError(failure) ?? t('workspace.restore.error')) },
    );
  };

  const summary = backup ? summarizeBackup(backup) : null;
  const counts = summary
    ? ([
        ['staff', summary.staff],
        ['shiftTypes', summary.shiftTypes],
        ['rotationPatterns', summary.rotationPatterns],
        ['absences', summary.absences],
        ['scheduleEntries', summary.scheduleEntries],
      ] as const)
    : [];

  return (
    <form id="restore-workspace-form" onSubmit={onSubmit} className="grid gap-4">
      {error && (
        <Alert variant="destructive" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div className="grid gap-2">
        <span id={`${fileInputId}-label`} className="text-sm font-medium leading-none">
          {t('workspace.restore.file')}
        </span>
        <p id={`${fileInputId}-hint`} className="text-xs text-muted-foreground">
          {t('workspace.restore.fileHint')}
        </p>
        <div className="flex min-w-0 items-center gap-3">
          {/* The native control's own texts are not translatable: it is hidden behind a labelled button. */}
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept=".json,application/json"
            aria-labelledby={`${fileInputId}-label`}
            aria-describedby={`${fileInputId}-hint`}
            onChange={(e) => void onFile(e)}
            disabled={isBusy}
            className="peer sr-only"
          />
          <label
            htmlFor={fileInputId}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'shrink-0 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            <FileJson aria-hidden />
            {t('workspace.restore.chooseFile')}
          </label>
          <span className="min-w-0 truncate text-sm text-muted-foreground">
            {fileName ?? t('workspace.restore.noFile')}
          </span>
        </div>
      </div>
      {summary && (
        <section
          aria-label={t('workspace.restore.detailsTitle')}
          className="grid gap-3 rounded-md border bg-muted/40 p-3 text-sm"
        >
          <div className="flex min-w-0 items-start gap-2">
            <div className="min-w-0">
              <p className="break-words font-medium">{summary.workspaceName || fileName}</p>
              <p className="break-words text-xs text-muted-foreground">
                {summary.exportedAt
                  ? t('workspace.restore.exportedAt', { date: dateTime(summary.exportedAt) })
                  : t('workspace.restore.exportedAtUnknown')}
                {' · '}
                {t('workspace.restore.version', { version: summary.version })}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
            {counts.map(([key, value]) => (
              <div key={key} className="flex min-w-0 items-baseline justify-between gap-2">
                <dt className="min-w-0 break-words text-muted-foreground">
                  {t(`workspace.restore.counts.${key}`)}
                </dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {summary && (
        <FormField
          label={t('workspace.restore.name')}
          name="restoreName"
          hint={t('workspace.restore.nameHint')}
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={isBusy}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={!backup || !name || isBusy}>
        {isBusy ? (
          t('common.pleaseWait')
        ) : (
          <>
            <Upload aria-hidden />
            {t('workspace.restore.submit')}
          </>
        )}
      </Button>
    </form>
  );
}
