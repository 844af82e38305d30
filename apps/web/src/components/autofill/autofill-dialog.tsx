import {
  AUTO_FILL_DEFAULT_TIME_LIMIT_S,
  AUTO_FILL_MAX_DAYS,
  AUTO_FILL_MAX_TIME_LIMIT_S,
  AUTO_FILL_MODES,
  type AutoFillMode,
  type AutoFillWeights,
  type StartAutoFillBody,
} from '@openrota/contracts';
import { addDays, DEFAULT_FILL_WEIGHTS } from '@openrota/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { getErrorDetails, getServerError } from '@/lib/api-error';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useStaff } from '@/lib/master-data/staff';
import { useStartAutoFill } from '@/lib/schedule-api/autofill';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { cn } from '@/lib/utils';

/** The weights a manager may tune, in the order the dialog lists them (contracts AutoFillWeightsSchema). */
export const WEIGHT_KEYS = [
  'uncovered',
  'hoursDeviation',
  'weekend',
  'night',
  'preference',
  'change',
] as const;
type WeightKey = (typeof WEIGHT_KEYS)[number];
/** The optimiser's defaults (packages/domain/src/autofill/fill.ts); a goal without one has no hint. */
const DEFAULT_WEIGHTS: Partial<Record<WeightKey, number>> = DEFAULT_FILL_WEIGHTS;
/** The default period: today and the next 27 days (4 weeks). */
export const DEFAULT_PERIOD_DAYS = 28;

type Values = {
  mode: AutoFillMode;
  startDate: string;
  endDate: string;
  shiftTypeIds: string[];
  staffIds: string[];
  timeLimit: string;
  weights: Record<WeightKey, string>;
};

type Errors = Partial<Record<string, string>>;

function initialValues(today: string): Values {
  return {
    mode: 'OPEN_SHIFTS',
    startDate: today,
    endDate: addDays(today, DEFAULT_PERIOD_DAYS - 1),
    shiftTypeIds: [],
    staffIds: [],
    timeLimit: String(AUTO_FILL_DEFAULT_TIME_LIMIT_S),
    weights: { uncovered: '', hoursDeviation: '', weekend: '', night: '', preference: '', change: '' },
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The body of the form, or the fields it cannot send (checked again by the server). */
function toBody(
  values: Values,
  t: (key: string, options?: Record<string, unknown>) => string,
): { body: StartAutoFillBody } | { errors: Errors } {
  const errors: Errors = {};
  if (!DATE.test(values.startDate)) errors.startDate = t('autoFill.dialog.errors.required');
  if (!DATE.test(values.endDate)) errors.endDate = t('autoFill.dialog.errors.required');
  else if (DATE.test(values.startDate) && values.endDate < values.startDate)
    errors.endDate = t('autoFill.dialog.errors.period');
  else if (DATE.test(values.startDate) && addDays(values.startDate, AUTO_FILL_MAX_DAYS - 1) < values.endDate)
    errors.endDate = t('autoFill.dialog.errors.periodTooLong', { max: AUTO_FILL_MAX_DAYS });
  const limit = Number(values.timeLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > AUTO_FILL_MAX_TIME_LIMIT_S)
    errors.timeLimitSeconds = t('autoFill.dialog.errors.timeLimit', { max: AUTO_FILL_MAX_TIME_LIMIT_S });
  const weights: AutoFillWeights = {};
  for (const key of WEIGHT_KEYS) {
    const raw = values.weights[key].trim();
    if (raw === '') continue;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0 || n > 10_000)
      errors[`weights.${key}`] = t('autoFill.dialog.errors.weight');
    else weights[key] = n;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      mode: values.mode,
      startDate: values.startDate,
      endDate: values.endDate,
      shiftTypeIds: values.shiftTypeIds,
      staffIds: values.staffIds,
      timeLimitSeconds: limit,
      ...(Object.keys(weights).length > 0 ? { weights } : {}),
    },
  };
}

type AutoFillDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the started run's id (the page shows its progress). */
  onStarted?: (id: string) => void;
};

/**
 * "Fill open shifts" (issue 16 §1): the period (today … today + 27 days), optional shift types
 * and staff, the mode, and under Advanced the weights and the time limit with their defaults.
 * The server's field errors show under their fields.
 */
export function AutoFillDialog({ open, onOpenChange, onStarted }: AutoFillDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl max-sm:p-4">
        <DialogHeader>
          <DialogTitle>{t('autoFill.dialog.title')}</DialogTitle>
          <DialogDescription>{t('autoFill.dialog.description')}</DialogDescription>
        </DialogHeader>
        {open && <AutoFillForm onCancel={() => onOpenChange(false)} onStarted={onStarted} />}
      </DialogContent>
    </Dialog>
  );
}

function AutoFillForm({ onCancel, onStarted }: { onCancel: () => void; onStarted?: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const today = useWorkspaceToday();
  const [values, setValues] = useState(() => initialValues(today));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isAdvancedOpen, setIsAdvancedOpen] = useState(false);
  const shiftTypes = useShiftTypes();
  const staff = useStaff();
  const start = useStartAutoFill();
  const activeStaff = (staff.data ?? []).filter((s) => s.active);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const toggle = (key: 'shiftTypeIds' | 'staffIds', value: string, on: boolean) =>
    setValues((v) => ({
      ...v,
      [key]: on ? [...v[key], value] : v[key].filter((x) => x !== value),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toBody(values, t);
    if ('errors' in result) {
      setErrors(result.errors);
      // A field hidden under Advanced is shown with its error.
      if (Object.keys(result.errors).some((k) => k.startsWith('weights.') || k === 'timeLimitSeconds'))
        setIsAdvancedOpen(true);
      return;
    }
    setErrors({});
    setProblem(null);
    start.mutate(result.body, {
      onSuccess: (run) => {
        onStarted?.(run.id);
        onCancel();
      },
      onError: (error) => {
        const details = getErrorDetails(error);
        const known = details.filter((d) => fieldOf(d.field) !== null);
        if (known.length > 0) {
          setErrors(Object.fromEntries(known.map((d) => [fieldOf(d.field)!, d.message])));
          if (known.some((d) => d.field.startsWith('weights.') || d.field === 'timeLimitSeconds'))
            setIsAdvancedOpen(true);
        }
        if (known.length < details.length || details.length === 0)
          setProblem(getServerError(error) ?? t('autoFill.dialog.errors.startFailed'));
      },
    });
  };

  const errorId = (field: string) => `${id}-${field.replace('.', '-')}-error`;
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={errorId(field)} role="alert" className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

  return (
    <form onSubmit={submit} noValidate className="-mx-1 grid min-h-0 gap-4 overflow-y-auto px-1">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('autoFill.dialog.period')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-start`}>{t('autoFill.dialog.startDate')}</Label>
            <Input
              id={`${id}-start`}
              type="date"
              value={values.startDate}
              onChange={(e) => set('startDate', e.target.value)}
              {...invalid('startDate')}
            />
            {fieldError('startDate')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-end`}>{t('autoFill.dialog.endDate')}</Label>
            <Input
              id={`${id}-end`}
              type="date"
              value={values.endDate}
              onChange={(e) => set('endDate', e.target.value)}
              {...invalid('endDate')}
            />
            {fieldError('endDate')}
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          {t('autoFill.dialog.periodHint', { max: AUTO_FILL_MAX_DAYS })}
        </p>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('autoFill.dialog.mode')}</legend>
        <div role="radiogroup" aria-label={t('autoFill.dialog.mode')} className="grid gap-2 sm:grid-cols-2">
          {AUTO_FILL_MODES.map((mode) => (
            <label
              key={mode}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium',
                values.mode === mode && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={values.mode === mode}
                onChange={() => set('mode', mode)}
                className="accent-primary"
              />
              {t(`autoFill.dialog.modes.${mode}`)}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted-foreground" data-testid="autofill-mode-help">
          {t(`autoFill.dialog.modeHelp.${values.mode}`)}
        </p>
      </fieldset>

      <MultiPick
        legend={t('autoFill.dialog.shiftTypes')}
        hint={t('autoFill.dialog.shiftTypesHint')}
        options={(shiftTypes.data ?? []).map((s) => ({ id: s.id, label: s.name }))}
        chosen={values.shiftTypeIds}
        onToggle={(value, on) => toggle('shiftTypeIds', value, on)}
        error={fieldError('shiftTypeIds')}
      />
      <MultiPick
        legend={t('autoFill.dialog.staff')}
        hint={t('autoFill.dialog.staffHint')}
        options={activeStaff.map((s) => ({ id: s.id, label: s.name }))}
        chosen={values.staffIds}
        onToggle={(value, on) => toggle('staffIds', value, on)}
        error={fieldError('staffIds')}
      />

      <details
        open={isAdvancedOpen}
        onToggle={(e) => setIsAdvancedOpen(e.currentTarget.open)}
        className="rounded-md border px-3 py-2"
      >
        <summary className="cursor-pointer text-sm font-medium">{t('autoFill.dialog.advanced')}</summary>
        <div className="mt-3 grid gap-3">
          <p className="text-xs text-muted-foreground">{t('autoFill.dialog.weightsHelp')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {WEIGHT_KEYS.filter((key) => key !== 'change' || values.mode === 'WHOLE_ROSTER').map((key) => {
              const field = `weights.${key}`;
              const fallback = DEFAULT_WEIGHTS[key];
              return (
                <div key={key} className="grid gap-1">
                  <Label htmlFor={`${id}-w-${key}`}>{t(`autoFill.dialog.weights.${key}`)}</Label>
                  <Input
                    id={`${id}-w-${key}`}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={fallback === undefined ? '' : String(fallback)}
                    value={values.weights[key]}
                    onChange={(e) => set('weights', { ...values.weights, [key]: e.target.value })}
                    {...invalid(field)}
                  />
                  {fallback !== undefined && (
                    <span className="text-xs text-muted-foreground">
                      {t('autoFill.dialog.defaultValue', { value: fallback })}
                    </span>
                  )}
                  {fieldError(field)}
                </div>
              );
            })}
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-limit`}>{t('autoFill.dialog.timeLimit')}</Label>
            <Input
              id={`${id}-limit`}
              inputMode="numeric"
              autoComplete="off"
              className="w-32"
              value={values.timeLimit}
              onChange={(e) => set('timeLimit', e.target.value)}
              {...invalid('timeLimitSeconds')}
            />
            <span className="text-xs text-muted-foreground">
              {t('autoFill.dialog.timeLimitHint', { max: AUTO_FILL_MAX_TIME_LIMIT_S })}
            </span>
            {fieldError('timeLimitSeconds')}
          </div>
        </div>
      </details>

      {problem && <Alert variant="destructive">{problem}</Alert>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('autoFill.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={start.isPending}>
          {t('autoFill.dialog.start')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The form field a server detail names (`weights.night`, `shiftTypeIds.0` → `shiftTypeIds`), or null. */
function fieldOf(field: string): string | null {
  const [head, second] = field.split('.');
  if (head === 'weights' && second && (WEIGHT_KEYS as readonly string[]).includes(second))
    return `weights.${second}`;
  if (head === 'weights') return null;
  return head &&
    ['startDate', 'endDate', 'shiftTypeIds', 'staffIds', 'timeLimitSeconds', 'mode'].includes(head)
    ? head
    : null;
}

type MultiPickProps = {
  legend: string;
  hint: string;
  options: { id: string; label: string }[];
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
  error: React.ReactNode;
};

/** A multi-select as a list of checkboxes (none chosen: all), folded to its count. */
function MultiPick({ legend, hint, options, chosen, onToggle, error }: MultiPickProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1 text-sm font-medium">
        {legend}{' '}
        <span className="font-normal text-muted-foreground">
          (
          {chosen.length === 0
            ? t('autoFill.dialog.all')
            : t('autoFill.dialog.chosen', { count: chosen.length })}
          )
        </span>
      </legend>
      <ul className="grid max-h-36 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
        {options.map((o) => (
          <li key={o.id} className="flex min-w-0 items-center gap-2">
            <Checkbox
              id={`${id}-${o.id}`}
              checked={chosen.includes(o.id)}
              onCheckedChange={(v) => onToggle(o.id, v === true)}
            />
            <Label htmlFor={`${id}-${o.id}`} className="truncate font-normal">
              {o.label}
            </Label>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{hint}</p>
      {error}
    </fieldset>
  );
}
