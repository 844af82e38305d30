import type { ShiftType } from '@openrota/contracts';
import type { RuleId, RuleSeverity } from '@openrota/domain';
import { Plus, X } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '@/components/switch-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { fieldPath, RULE_FIELDS, type DraftErrors, type RuleDraft } from '../lib/rule-form';
import { useRuleName } from '@/lib/rule-names';
import { LimitField } from './limit-field';

type RuleRowProps = {
  ruleId: RuleId;
  rule: RuleDraft;
  /** Stable across renders: a row re-renders only when its own rule changes. */
  onRuleChange: (ruleId: RuleId, rule: RuleDraft) => void;
  /** Messages to show, by field path (`rules.<id>.params.<key>`). */
  errors: DraftErrors;
  shiftTypes: readonly ShiftType[];
  readOnly: boolean;
};

const SEVERITIES: readonly RuleSeverity[] = ['HARD', 'WARNING'];
const PERIODS = ['WEEK', 'MONTH'] as const;
const WINDOW_MODES = ['SLIDING', 'FIXED'] as const;

/** One rule: its name and what it checks, on/off, hard or warning, and its limits while it is on. */
export const RuleRow = memo(function RuleRow({
  ruleId,
  rule,
  onRuleChange,
  errors,
  shiftTypes,
  readOnly,
}: RuleRowProps) {
  const { t } = useTranslation();
  const onChange = (next: RuleDraft) => onRuleChange(ruleId, next);
  const ruleName = useRuleName();
  const name = ruleName(ruleId);
  const idOf = (key: string) => `rule-${ruleId}-${key}`;
  const setValue = (key: string, value: string) =>
    onChange({ ...rule, values: { ...rule.values, [key]: value } });
  const fields = RULE_FIELDS[ruleId];
  const hasLists = ruleId === 'maxShiftsOfType' || ruleId === 'forbiddenSuccession';

  return (
    <section aria-label={name} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <SwitchField
            label={name}
            description={t(`workingTimeSettings.ruleHelp.${ruleId}`)}
            checked={rule.enabled}
            disabled={readOnly}
            onChange={(enabled) => onChange({ ...rule, enabled })}
          />
        </div>
        <div className="grid w-full gap-1.5 sm:w-44">
          <Label htmlFor={idOf('severity')}>{t('workingTimeSettings.editor.severity')}</Label>
          <NativeSelect
            id={idOf('severity')}
            value={rule.severity}
            disabled={readOnly}
            onChange={(e) => onChange({ ...rule, severity: e.target.value as RuleSeverity })}
          >
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t(`workingTimeSettings.severity.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {rule.enabled && (fields.length > 0 || hasLists) && (
        <div className="grid gap-4">
          {fields.length > 0 && (
            <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-4">
              {fields.map((field) => {
                const label = t(`workingTimeSettings.params.${ruleId}.${field.key}`);
                const value = rule.values[field.key] ?? '';
                const error = errors[fieldPath(ruleId, field.key)];
                if (field.kind === 'PERIOD' || field.kind === 'WINDOW_MODE') {
                  const choices = field.kind === 'PERIOD' ? PERIODS : WINDOW_MODES;
                  const prefix = field.kind === 'PERIOD' ? 'period' : 'windowMode';
                  return (
                    <div key={field.key} className="grid content-start gap-1.5">
                      <Label htmlFor={idOf(field.key)}>{label}</Label>
                      <NativeSelect
                        id={idOf(field.key)}
                        value={value}
                        disabled={readOnly}
                        aria-invalid={error ? true : undefined}
                        onChange={(e) => setValue(field.key, e.target.value)}
                      >
                        {choices.map((c) => (
                          <option key={c} value={c}>
                            {t(`workingTimeSettings.${prefix}.${c}`)}
                          </option>
                        ))}
                      </NativeSelect>
                      {error && <p className="text-sm text-destructive">{error}</p>}
                    </div>
                  );
                }
                return (
                  <LimitField
                    key={field.key}
                    id={idOf(field.key)}
                    label={label}
                    value={value}
                    decimal={field.kind === 'HOURS'}
                    unit={field.kind === 'HOURS' ? t('workingTimeSettings.units.hours') : undefined}
                    error={error}
                    disabled={readOnly}
                    onChange={(v) => setValue(field.key, v)}
                  />
                );
              })}
            </div>
          )}
          {ruleId === 'maxShiftsOfType' && (
            <TypeLimits
              rule={rule}
              onChange={onChange}
              errors={errors}
              shiftTypes={shiftTypes}
              readOnly={readOnly}
            />
          )}
          {ruleId === 'forbiddenSuccession' && (
            <Successions
              rule={rule}
              onChange={onChange}
              errors={errors}
              shiftTypes={shiftTypes}
              readOnly={readOnly}
            />
          )}
        </div>
      )}
    </section>
  );
});

type ListProps = Omit<RuleRowProps, 'ruleId' | 'onRuleChange'> & { onChange: (rule: RuleDraft) => void };

/** The shift type options, keeping a type that no longer exists (its id) selectable as "Unknown". */
function ShiftTypeOptions({ shiftTypes, current }: { shiftTypes: readonly ShiftType[]; current: string }) {
  const { t } = useTranslation();
  return (
    <>
      {current && !shiftTypes.some((s) => s.id === current) && (
        <option value={current}>{t('workingTimeSettings.editor.unknownShiftType')}</option>
      )}
      {shiftTypes.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </>
  );
}

/** A labelled shift type picker: the limit's type, and each end of a forbidden succession. */
function ShiftTypeSelect({
  id,
  label,
  value,
  shiftTypes,
  disabled,
  onChange,
  className,
  error,
}: {
  id: string;
  label: string;
  value: string;
  shiftTypes: readonly ShiftType[];
  disabled?: boolean;
  onChange: (shiftTypeId: string) => void;
  className?: string;
  error?: string;
}) {
  return (
    <div className={cn('grid flex-1 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <ShiftTypeOptions shiftTypes={shiftTypes} current={value} />
      </NativeSelect>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}

const shiftTypeName = (shiftTypes: readonly ShiftType[], id: string, unknown: string) =>
  shiftTypes.find((s) => s.id === id)?.name ?? unknown;

/** maxShiftsOfType: per shift type (picked by name) at most N shifts per period. */
function TypeLimits({ rule, onChange, errors, shiftTypes, readOnly }: ListProps) {
  const { t } = useTranslation();
  const p = 'workingTimeSettings.params.maxShiftsOfType';
  const unknown = t('workingTimeSettings.editor.unknownShiftType');
  const setLimits = (limits: RuleDraft['limits']) => onChange({ ...rule, limits });
  const unused = shiftTypes.find((s) => !rule.limits.some((l) => l.shiftTypeId === s.id));
  return (
    <div className="grid gap-2">
      {rule.limits.length === 0 && <p className="text-sm text-muted-foreground">{t(`${p}.empty`)}</p>}
      {rule.limits.map((limit, i) => {
        const base = `${fieldPath('maxShiftsOfType', 'limits')}.${i}`;
        const id = `rule-maxShiftsOfType-limit-${i}`;
        const typeError = errors[`${base}.shiftTypeId`];
        return (
          <div key={i} className="flex flex-wrap items-end gap-3">
            <ShiftTypeSelect
              id={`${id}-type`}
              label={t(`${p}.shiftType`)}
              className="min-w-40"
              value={limit.shiftTypeId}
              shiftTypes={shiftTypes}
              disabled={readOnly}
              error={typeError}
              onChange={(shiftTypeId) =>
                setLimits(rule.limits.map((l, j) => (j === i ? { ...l, shiftTypeId } : l)))
              }
            />
            <LimitField
              id={`${id}-max`}
              label={t(`${p}.max`)}
              value={limit.max}
              disabled={readOnly}
              error={errors[`${base}.max`]}
              onChange={(max) => setLimits(rule.limits.map((l, j) => (j === i ? { ...l, max } : l)))}
            />
            {!readOnly && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t(`${p}.remove`, { name: shiftTypeName(shiftTypes, limit.shiftTypeId, unknown) })}
                onClick={() => setLimits(rule.limits.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            )}
          </div>
        );
      })}
      {!readOnly &&
        (shiftTypes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('workingTimeSettings.editor.noShiftTypes')}</p>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              setLimits([...rule.limits, { shiftTypeId: (unused ?? shiftTypes[0]!).id, max: '1' }])
            }
          >
            <Plus aria-hidden />
            {t(`${p}.add`)}
          </Button>
        ))}
    </div>
  );
}

/** forbiddenSuccession: pairs of shift types (picked by name), such as Night → Early. */
function Successions({ rule, onChange, errors, shiftTypes, readOnly }: ListProps) {
  const { t } = useTranslation();
  const p = 'workingTimeSettings.params.forbiddenSuccession';
  const unknown = t('workingTimeSettings.editor.unknownShiftType');
  const setPairs = (pairs: RuleDraft['pairs']) => onChange({ ...rule, pairs });
  const setPair = (i: number, change: Partial<RuleDraft['pairs'][number]>) =>
    setPairs(rule.pairs.map((q, j) => (j === i ? { ...q, ...change } : q)));
  return (
    <div className="grid gap-2">
      {rule.pairs.length === 0 && <p className="text-sm text-muted-foreground">{t(`${p}.empty`)}</p>}
      {rule.pairs.map((pair, i) => {
        const base = `${fieldPath('forbiddenSuccession', 'pairs')}.${i}`;
        const id = `rule-forbiddenSuccession-pair-${i}`;
        const error = errors[`${base}.fromShiftTypeId`] ?? errors[`${base}.toShiftTypeId`];
        return (
          <div key={i} className="grid gap-1.5">
            <div className="flex flex-wrap items-end gap-3">
              <ShiftTypeSelect
                id={`${id}-from`}
                label={t(`${p}.from`)}
                className="min-w-32"
                value={pair.fromShiftTypeId}
                shiftTypes={shiftTypes}
                disabled={readOnly}
                onChange={(fromShiftTypeId) => setPair(i, { fromShiftTypeId })}
              />
              <span aria-hidden className="pb-2.5 text-muted-foreground">
                →
              </span>
              <ShiftTypeSelect
                id={`${id}-to`}
                label={t(`${p}.to`)}
                className="min-w-32"
                value={pair.toShiftTypeId}
                shiftTypes={shiftTypes}
                disabled={readOnly}
                onChange={(toShiftTypeId) => setPair(i, { toShiftTypeId })}
              />
              {!readOnly && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t(`${p}.remove`, {
                    from: shiftTypeName(shiftTypes, pair.fromShiftTypeId, unknown),
                    to: shiftTypeName(shiftTypes, pair.toShiftTypeId, unknown),
                  })}
                  onClick={() => setPairs(rule.pairs.filter((_, j) => j !== i))}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
            {error && <p className="text-sm text-destructive">{error}</p>}
          </div>
        );
      })}
      {!readOnly &&
        (shiftTypes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('workingTimeSettings.editor.noShiftTypes')}</p>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              setPairs([
                ...rule.pairs,
                { fromShiftTypeId: shiftTypes[0]!.id, toShiftTypeId: (shiftTypes[1] ?? shiftTypes[0]!).id },
              ])
            }
          >
            <Plus aria-hidden />
            {t(`${p}.add`)}
          </Button>
        ))}
    </div>
  );
}
