import type { RuleSetDto, ShiftType } from '@openrota/contracts';
import { RULE_IDS, type RuleId } from '@openrota/domain';
import { X } from 'lucide-react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetails, getServerError } from '@/lib/api-error';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useUpdateRuleSet } from '../api/update-rule-set';
import { fromDraft, toDraft, type DraftErrors, type RuleDraft, type RuleSetDraft } from '../lib/rule-form';
import { isoWeekdayNames } from '../lib/weekdays';
import { LimitField } from './limit-field';
import { RuleRow } from './rule-row';

const NO_SHIFT_TYPES: readonly ShiftType[] = [];
/** One empty errors object, so that clearing errors that are already clear re-renders no rule. */
const NO_ERRORS: DraftErrors = {};

type RuleSetEditorProps = {
  ruleSet: RuleSetDto;
  readOnly: boolean;
  onClose: () => void;
};

/**
 * Edits one rule set: its name, when a rule week starts, what a night is and every rule
 * (docs/product/working-time.md#the-model). Save sends it whole; the server's field errors
 * show beside their fields.
 */
export function RuleSetEditor({ ruleSet, readOnly, onClose }: RuleSetEditorProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<RuleSetDraft>(() => toDraft(ruleSet, i18n.language));
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  const shiftTypes = useShiftTypes().data ?? NO_SHIFT_TYPES;
  const save = useUpdateRuleSet();
  const weekdays = useMemo(() => isoWeekdayNames(i18n.language), [i18n.language]);

  const setNight = (key: keyof RuleSetDraft['night'], value: string) =>
    setDraft((d) => ({ ...d, night: { ...d.night, [key]: value } }));
  const setRule = useCallback(
    (id: RuleId, rule: RuleDraft) => setDraft((d) => ({ ...d, rules: { ...d.rules, [id]: rule } })),
    [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: DraftErrors = {};
    if (!draft.name.trim()) local.name = t('workingTimeSettings.create.nameRequired');
    const result = fromDraft(draft);
    if ('errors' in result || Object.keys(local).length > 0) {
      const keys = 'errors' in result ? result.errors : {};
      setErrors({
        ...Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, t(key)])),
        ...local,
      });
      return;
    }
    setErrors(NO_ERRORS);
    save.mutate(
      { id: ruleSet.id, body: result.body },
      {
        onSuccess: () => toast.success(t('workingTimeSettings.editor.saved')),
        onError: (error) => {
          const details = getErrorDetails(error);
          if (details.length > 0) setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
          else toast.error(getServerError(error) ?? t('workingTimeSettings.editor.saveFailed'));
        },
      },
    );
  };

  const hasErrors = Object.keys(errors).length > 0;
  const timeField = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    path: string,
  ) => (
    <Field id={id} label={label} error={errors[path]}>
      <Input
        id={id}
        type="time"
        step={60}
        value={value}
        disabled={readOnly}
        aria-invalid={errors[path] ? true : undefined}
        aria-describedby={errors[path] ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('workingTimeSettings.editor.title', { name: ruleSet.name })}
    >
      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>{t('workingTimeSettings.editor.title', { name: ruleSet.name })}</CardTitle>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('workingTimeSettings.editor.close')}
            onClick={onClose}
          >
            <X aria-hidden />
          </Button>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="rule-set-name" label={t('workingTimeSettings.editor.name')} error={errors.name}>
              <Input
                id="rule-set-name"
                value={draft.name}
                maxLength={100}
                disabled={readOnly}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? 'rule-set-name-error' : undefined}
                onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
              />
            </Field>
            <Field
              id="rule-week-day"
              label={t('workingTimeSettings.editor.weekStart')}
              error={errors['weekStart.dayOfWeek']}
            >
              <NativeSelect
                id="rule-week-day"
                value={draft.weekStart.dayOfWeek}
                disabled={readOnly}
                onChange={(e) =>
                  setDraft((d) => ({
                    ...d,
                    weekStart: { ...d.weekStart, dayOfWeek: Number(e.target.value) },
                  }))
                }
              >
                {weekdays.map(({ day, name }) => (
                  <option key={day} value={day}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {timeField(
              'rule-week-time',
              t('workingTimeSettings.editor.weekStartTime'),
              draft.weekStart.time,
              (time) => setDraft((d) => ({ ...d, weekStart: { ...d.weekStart, time } })),
              'weekStart.time',
            )}
          </div>

          <fieldset className="grid gap-3">
            <legend className="text-base font-semibold">{t('workingTimeSettings.editor.nightTitle')}</legend>
            <p className="text-sm text-muted-foreground">
              {t('workingTimeSettings.editor.nightDescription')}
            </p>
            <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-4">
              {timeField(
                'night-start',
                t('workingTimeSettings.editor.nightStart'),
                draft.night.startTime,
                (v) => setNight('startTime', v),
                'night.startTime',
              )}
              {timeField(
                'night-end',
                t('workingTimeSettings.editor.nightEnd'),
                draft.night.endTime,
                (v) => setNight('endTime', v),
                'night.endTime',
              )}
              <LimitField
                id="night-min-hours"
                label={t('workingTimeSettings.editor.nightMinHours')}
                value={draft.night.minHoursInWindow}
                decimal
                unit={t('workingTimeSettings.units.hours')}
                error={errors['night.minMinutesInWindow']}
                disabled={readOnly}
                onChange={(v) => setNight('minHoursInWindow', v)}
              />
              {timeField(
                'night-late-end',
                t('workingTimeSettings.editor.lateEndTime'),
                draft.night.lateEndTime,
                (v) => setNight('lateEndTime', v),
                'night.lateEndTime',
              )}
            </div>
          </fieldset>

          <div className="grid gap-3">
            <h3 className="text-base font-semibold">{t('workingTimeSettings.editor.rulesTitle')}</h3>
            {RULE_IDS.map((id) => (
              <RuleRow
                key={id}
                ruleId={id}
                rule={draft.rules[id]}
                onRuleChange={setRule}
                errors={errors}
                shiftTypes={shiftTypes}
                readOnly={readOnly}
              />
            ))}
          </div>
        </CardContent>
        {!readOnly && (
          <CardFooter className="sticky bottom-0 flex-wrap justify-end gap-3 border-t bg-card py-3">
            {hasErrors && (
              <Alert variant="destructive" className="w-full sm:mr-auto sm:w-auto">
                {t('workingTimeSettings.editor.fixErrors')}
              </Alert>
            )}
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending && <Spinner />}
              {save.isPending ? t('workingTimeSettings.editor.saving') : t('workingTimeSettings.editor.save')}
            </Button>
          </CardFooter>
        )}
      </Card>
    </form>
  );
}
