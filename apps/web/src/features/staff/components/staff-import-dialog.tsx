import type { StaffImportError, StaffImportPreview } from '@openrota/contracts';
import { STAFF_IMPORT_COLUMNS, STAFF_IMPORT_HEADERS, type StaffImportColumn } from '@openrota/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorDetails } from '@/lib/api-error';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useLanguage } from '@/lib/language';
import { ruleSetKeys } from '@/lib/master-data/rule-sets';
import { staffKeys } from '@/lib/master-data/staff';
import { contractKeys } from '@/lib/master-data/contracts';
import { importStaffFile, previewStaffImport, staffImportContentType } from '../api/import-staff';

type StaffImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Chosen = { file: File; contentType: string };

/**
 * The staff page's Import (docs/product/back-office.md#staff-import): choose a CSV or XLSX file,
 * see every row with each error under its cell, and import all rows once there is no error.
 */
export function StaffImportDialog({ open, onOpenChange }: StaffImportDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preview, setPreview] = useState<StaffImportPreview | null>(null);
  const [error, setError] = useState<{ message: string; details: string[] } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);

  const reset = () => {
    setChosen(null);
    setPreview(null);
    setError(null);
    setBusy(null);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const downloadTemplate = () => {
    const headers = STAFF_IMPORT_HEADERS[language];
    downloadCsv(
      toCsv([STAFF_IMPORT_COLUMNS.map((c) => headers[c])]),
      `${t('staff.import.templateFileName')}.csv`,
    );
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPreview(null);
    setError(null);
    const contentType = staffImportContentType(file.name);
    if (!contentType) {
      setChosen(null);
      setError({ message: t('staff.import.wrongType', { name: file.name }), details: [] });
      return;
    }
    setChosen({ file, contentType });
    setBusy('preview');
    try {
      setPreview(await previewStaffImport(file, contentType));
    } catch (caught) {
      setError(errorOf(caught, t('staff.import.previewFailed')));
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!chosen || !preview) return;
    setBusy('import');
    setError(null);
    try {
      const result = await importStaffFile(chosen.file, chosen.contentType);
      // The rows' contracts fill the Contract column and count towards their rule sets.
      for (const queryKey of [staffKeys.all, contractKeys.all, ruleSetKeys.all])
        void queryClient.invalidateQueries({ queryKey });
      toast.success(t('staff.import.success', { count: result.imported }));
      close(false);
    } catch (caught) {
      setError(errorOf(caught, t('staff.import.failed')));
      setBusy(null);
    }
  };

  const counts = preview?.counts;
  const canImport = !!preview && counts!.rows > 0 && counts!.errors === 0 && busy === null;
  const shownColumns = STAFF_IMPORT_COLUMNS.filter(
    (column) => column === 'name' || preview?.columns.some((c) => c.column === column),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('staff.import.title')}</DialogTitle>
          <DialogDescription>{t('staff.import.description')}</DialogDescription>
        </DialogHeader>

        <div className="grid min-h-0 gap-4 overflow-y-auto">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy !== null}>
              <Upload aria-hidden />
              {t('staff.import.chooseFile')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              tabIndex={-1}
              className="sr-only"
              aria-label={t('staff.import.fileLabel')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => void choose(event)}
              disabled={busy !== null}
            />
            <Button variant="ghost" onClick={downloadTemplate}>
              <Download aria-hidden />
              {t('staff.import.template')}
            </Button>
            {chosen && (
              <span className="min-w-0 truncate text-sm text-muted-foreground">{chosen.file.name}</span>
            )}
          </div>
          <p className="text-xs text-muted-foreground">{t('staff.import.columnsHint')}</p>

          {busy === 'preview' && (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          )}

          {error && (
            <Alert variant="destructive">
              <p>{error.message}</p>
              {error.details.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {error.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}

          {preview && (
            <>
              <p className="text-sm" data-testid="staff-import-counts">
                {t('staff.import.counts', {
                  count: counts!.rows,
                  valid: counts!.validRows,
                  invalid: counts!.invalidRows,
                  errors: counts!.errors,
                  contracts: counts!.contracts,
                })}
              </p>
              {preview.fileErrors.length > 0 && (
                <Alert variant="destructive">
                  <ul className="list-disc pl-5">
                    {preview.fileErrors.map((e) => (
                      <li key={e.message}>{e.message}</li>
                    ))}
                  </ul>
                </Alert>
              )}
              {preview.ignoredColumns.length > 0 && (
                <p className="text-xs text-muted-foreground">
                  {t('staff.import.ignoredColumns', {
                    columns: preview.ignoredColumns.map((c) => `${c.cell} ${c.header}`).join(', '),
                  })}
                </p>
              )}
              {preview.rows.length > 0 && <PreviewTable preview={preview} columns={shownColumns} />}
            </>
          )}
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void runImport()} disabled={!canImport}>
            {busy === 'import' && <Spinner />}
            {t('staff.import.submit', { count: counts?.rows ?? 0 })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function errorOf(caught: unknown, fallback: string): { message: string; details: string[] } {
  const message = caught instanceof Error && caught.message ? caught.message : fallback;
  return { message, details: getErrorDetails(caught).map((d) => d.message) };
}

function PreviewTable({ preview, columns }: { preview: StaffImportPreview; columns: StaffImportColumn[] }) {
  const { t } = useTranslation();
  const header = (column: StaffImportColumn) => t(`staff.import.columns.${column}`);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('staff.import.row')}</TableHead>
          {columns.map((column) => (
            <TableHead key={column}>{header(column)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {preview.rows.map((row) => (
          <TableRow key={row.row} aria-invalid={row.errors.length > 0 || undefined}>
            <TableCell label={t('staff.import.row')} className="text-muted-foreground tabular-nums">
              {row.row}
            </TableCell>
            {columns.map((column) => (
              <PreviewCell
                key={column}
                label={header(column)}
                value={row.values[column]}
                errors={row.errors.filter((e) => e.column === column)}
              />
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PreviewCell({ label, value, errors }: { label: string; value: string; errors: StaffImportError[] }) {
  return (
    <TableCell
      label={label}
      className={errors.length > 0 ? 'bg-destructive/10 align-top' : 'align-top'}
      aria-invalid={errors.length > 0 || undefined}
    >
      <div className="grid min-w-0 gap-0.5 max-sm:text-right">
        <span className="break-words">{value}</span>
        {errors.map((e) => (
          <span key={e.message} className="text-xs font-medium text-destructive">
            {e.message}
          </span>
        ))}
      </div>
    </TableCell>
  );
}
