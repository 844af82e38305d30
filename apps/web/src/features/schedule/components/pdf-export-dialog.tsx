import { END_BEFORE_START_MESSAGE, INVALID_MONTH_MESSAGE, RANGE_TOO_LONG_MESSAGE } from '@openrota/contracts';
import {
  addMonths,
  isMonthParam,
  monthOf,
  monthsBetween,
  todayInTimeZone,
  validateMonthRange,
} from '@openrota/domain';
import { FileDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/language';
import { useStaff } from '@/lib/master-data/staff';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { PDF_ERRORS, exportSchedulePdfs, sleep, type ExportProgress, type PdfLanguage } from '../api/pdf';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

export type PdfExportFilters = { staffId?: string; shiftTypeId?: string };

type PdfExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** yyyy-MM the start and end months begin at; defaults to the workspace's current month. */
  initialMonth?: string;
  /** The calendar's filters, preselected. */
  filters?: PdfExportFilters;
  /** The pause between months (tests pass one that does not wait). */
  wait?: (ms: number) => Promise<void>;
  /** Where finished files go (tests observe it); defaults to download (a new tab on iOS). */
  save?: (blob: Blob, fileName: string) => void;
};

/**
 * PDF export (docs/product/schedule.md#pdf-export): start and end month (at most 12), staff, shift type,
 * landscape only, options, language. One request per month, 500 ms apart, with a progress bar;
 * each month is its own file `schedule-yyyy-MM.pdf`.
 */
export function PdfExportDialog({
  open,
  onOpenChange,
  initialMonth,
  filters,
  wait,
  save,
}: PdfExportDialogProps) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (!isBusy || next) && onOpenChange(next)}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('pdfExport.title')}</DialogTitle>
          <DialogDescription>{t('pdfExport.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <PdfExportForm
            initialMonth={initialMonth}
            filters={filters}
            wait={wait}
            save={save}
            onBusyChange={setIsBusy}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<PdfExportDialogProps, 'open' | 'onOpenChange'> & {
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
};

const MESSAGE_KEYS: Record<string, string> = {
  [INVALID_MONTH_MESSAGE]: 'pdfExport.errors.invalidMonth',
  [END_BEFORE_START_MESSAGE]: 'pdfExport.errors.endBeforeStart',
  [RANGE_TOO_LONG_MESSAGE]: 'pdfExport.errors.rangeTooLong',
  [PDF_ERRORS.generate]: 'pdfExport.errors.generate',
  [PDF_ERRORS.export]: 'pdfExport.errors.export',
  [PDF_ERRORS.context]: 'pdfExport.errors.context',
};

/** The English message of an invalid month range (docs/product/schedule.md#pdf-export), or null. */
export function monthRangeError(startMonth: string, endMonth: string): string | null {
  if (!isMonthParam(startMonth) || !isMonthParam(endMonth)) return INVALID_MONTH_MESSAGE;
  const problem = validateMonthRange(startMonth, endMonth);
  return problem === 'endBeforeStart'
    ? END_BEFORE_START_MESSAGE
    : problem === 'tooLong'
      ? RANGE_TOO_LONG_MESSAGE
      : null;
}

function PdfExportForm({ initialMonth, filters, wait = sleep, save, onBusyChange, onDone }: FormProps) {
  const { t } = useTranslation();
  const { language: uiLanguage } = useLanguage();
  const timeZone = useWorkspaceStore((s) => s.currentWorkspace?.timeZone);
  const [firstMonth] = useState(() =>
    initialMonth && isMonthParam(initialMonth) ? initialMonth : monthOf(currentDate(timeZone)),
  );
  const staff = useStaff();
  const shiftTypes = useShiftTypes();
  const ids = {
    start: useId(),
    end: useId(),
    staff: useId(),
    shiftType: useId(),
    orientation: useId(),
    language: useId(),
    error: useId(),
  };

  const [startMonth, setStartMonth] = useState(firstMonth);
  const [endMonth, setEndMonth] = useState(firstMonth);
  const [staffId, setStaffId] = useState(filters?.staffId ?? '');
  const [shiftTypeId, setShiftTypeId] = useState(filters?.shiftTypeId ?? '');
  const [showAbsences, setShowAbsences] = useState(true);
  const [showConflicts, setShowConflicts] = useState(true);
  const [showFullStaffNames, setShowFullStaffNames] = useState(false);
  const [showFullShiftNames, setShowFullShiftNames] = useState(false);
  const [language, setLanguage] = useState<PdfLanguage>(uiLanguage === 'nl' ? 'nl' : 'en');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const rangeError = monthRangeError(startMonth, endMonth);
  const translate = (message: string) => {
    const key = MESSAGE_KEYS[message];
    return key ? t(key) : message;
  };
  const isBusy = progress !== null;

  const run = async () => {
    if (rangeError) return;
    const count = monthsBetween(startMonth, endMonth);
    const months = Array.from({ length: count }, (_, i) => addMonths(startMonth, i));
    setFailure(null);
    onBusyChange(true);
    setProgress({ done: 0, total: months.length, month: startMonth });
    try {
      await exportSchedulePdfs(
        months,
        {
          showAbsences,
          showConflicts,
          showFullStaffNames,
          showFullShiftNames,
          language,
          staffId: staffId || undefined,
          shiftTypeId: shiftTypeId || undefined,
        },
        { onProgress: setProgress, wait, ...(save ? { save } : {}) },
      );
      toast.success(t('pdfExport.done', { count: months.length }));
      onBusyChange(false);
      onDone();
    } catch (error) {
      const message = translate(error instanceof ApiError ? error.message : PDF_ERRORS.export);
      setFailure(message);
      toast.error(message);
      onBusyChange(false);
      setProgress(null);
    }
  };

  const activeStaff = (staff.data ?? [])
    .filter((s) => s.active || s.id === staffId)
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <fieldset disabled={isBusy} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.start} label={t('pdfExport.startMonth')}>
            <Input
              id={ids.start}
              type="month"
              value={startMonth}
              onChange={(e) => setStartMonth(e.target.value)}
              aria-invalid={
                rangeError === INVALID_MONTH_MESSAGE && !isMonthParam(startMonth) ? true : undefined
              }
              aria-describedby={rangeError ? ids.error : undefined}
              required
            />
          </Field>
          <Field id={ids.end} label={t('pdfExport.endMonth')}>
            <Input
              id={ids.end}
              type="month"
              value={endMonth}
              onChange={(e) => setEndMonth(e.target.value)}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? ids.error : undefined}
              required
            />
          </Field>
        </div>
        {rangeError && (
          <p id={ids.error} role="alert" className="-mt-2 text-sm font-medium text-destructive">
            {translate(rangeError)}
          </p>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.staff} label={t('pdfExport.staff')}>
            <NativeSelect id={ids.staff} value={staffId} onChange={(e) => setStaffId(e.target.value)}>
              <option value="">{t('pdfExport.allStaff')}</option>
              {activeStaff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={ids.shiftType} label={t('pdfExport.shiftType')}>
            <NativeSelect
              id={ids.shiftType}
              value={shiftTypeId}
              onChange={(e) => setShiftTypeId(e.target.value)}
            >
              <option value="">{t('pdfExport.allShiftTypes')}</option>
              {(shiftTypes.data ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.orientation} label={t('pdfExport.orientation')} hint={t('pdfExport.landscapeOnly')}>
            <NativeSelect id={ids.orientation} value="landscape" disabled onChange={() => undefined}>
              <option value="landscape">{t('pdfExport.landscape')}</option>
            </NativeSelect>
          </Field>
          <Field id={ids.language} label={t('pdfExport.language')}>
            <NativeSelect
              id={ids.language}
              value={language}
              onChange={(e) => setLanguage(e.target.value === 'nl' ? 'nl' : 'en')}
            >
              <option value="en">English</option>
              <option value="nl">Nederlands</option>
            </NativeSelect>
          </Field>
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{t('pdfExport.options')}</legend>
          <Option checked={showAbsences} onChange={setShowAbsences} label={t('pdfExport.showAbsences')} />
          <Option checked={showConflicts} onChange={setShowConflicts} label={t('pdfExport.showConflicts')} />
          <Option
            checked={showFullStaffNames}
            onChange={setShowFullStaffNames}
            label={t('pdfExport.showFullStaffNames')}
          />
          <Option
            checked={showFullShiftNames}
            onChange={setShowFullShiftNames}
            label={t('pdfExport.showFullShiftNames')}
          />
        </fieldset>
      </fieldset>

      {progress && (
        <div className="grid gap-2">
          <p className="text-sm font-medium" aria-live="polite">
            {t('pdfExport.progress', {
              current: Math.min(progress.done + 1, progress.total),
              total: progress.total,
            })}
          </p>
          <div
            role="progressbar"
            aria-label={t('pdfExport.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className="h-2 overflow-hidden rounded-full bg-secondary"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${(progress.done / progress.total) * 100}%` }}
            />
          </div>
        </div>
      )}
      {failure && <Alert variant="destructive">{failure}</Alert>}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isBusy || rangeError !== null}>
          <FileDown aria-hidden className="size-4" />
          {isBusy ? t('pdfExport.exporting') : t('pdfExport.export')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Today in the workspace's zone (an unknown zone falls back to UTC). */
function currentDate(timeZone = 'Europe/Amsterdam'): string {
  try {
    return todayInTimeZone(Date.now(), timeZone);
  } catch {
    return todayInTimeZone(Date.now(), 'UTC');
  }
}

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

function Option({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
