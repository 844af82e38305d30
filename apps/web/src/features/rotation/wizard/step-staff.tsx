import type { ShiftType, Staff } from '@openrota/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_KEYS, DAYS, weekNumbers } from '../lib/days';
import type { OpenSlot, PlannedSlot } from '@openrota/domain';
import { useRuleName } from '@/lib/rule-names';

/**
 * Whether the distribution was checked against the working-time rules, is waiting for them, could
 * not read them, or checked everyone against the default set because the contracts could not be read.
 */
export type RulesState = 'checked' | 'loading' | 'unread' | 'contractsUnread';

type Props = {
  planned: PlannedSlot[];
  weekCount: number;
  shiftTypes: ShiftType[];
  staff: Staff[];
  isDistributing: boolean;
  /** The requirements the distribution left open, with why each skilled person was passed over. */
  open: OpenSlot[];
  rulesState: RulesState;
  onDistributingChange: (value: boolean) => void;
};

/** Step 3: optional even distribution, shown as a weeks × days preview before anything is saved. */
export function StepStaff({
  planned,
  weekCount,
  shiftTypes,
  staff,
  isDistributing,
  open,
  rulesState,
  onDistributingChange,
}: Props) {
  const { t } = useTranslation();
  const ruleName = useRuleName();
  const openId = useId();
  const fullNameOf = new Map(staff.map((person) => [person.id, person.name]));
  const typeOf = new Map(shiftTypes.map((type) => [type.id, type]));
  const nameOf = new Map(staff.map((person) => [person.id, person.shortName || person.name]));
  const unskilled = [...new Set(planned.map((slot) => slot.shiftTypeId))].filter(
    (id) => !staff.some((person) => person.active && person.skills.some((skill) => skill.shiftTypeId === id)),
  );
  return (
    <div className="grid gap-3">
      <label className="flex items-start gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-primary)]"
          checked={isDistributing}
          onChange={(e) => onDistributingChange(e.target.checked)}
        />
        {t('rotation.wizard.distribute')}
      </label>
      {isDistributing &&
        unskilled.map((id) => (
          <p key={id} className="text-sm text-amber-700">
            {t('rotation.wizard.nobodySkilled', { name: typeOf.get(id)?.name ?? '' })}
          </p>
        ))}
      {isDistributing && rulesState !== 'checked' && (
        <p className="text-sm text-amber-700" role="status">
          {t(`rotation.wizard.rules.${rulesState}`)}
        </p>
      )}
      {isDistributing && open.some((o) => o.reasons.length > 0) && (
        <section
          aria-labelledby={openId}
          className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950/30"
        >
          <h4 id={openId} className="font-medium">
            {t('rotation.wizard.rules.openTitle')}
          </h4>
          <ul className="grid gap-1">
            {open
              .filter((o) => o.reasons.length > 0)
              .map(({ slot, reasons }) => (
                <li key={`${slot.week}-${slot.day}-${slot.shiftTypeId}`}>
                  <span className="font-medium">
                    {t('rotation.wizard.rules.openSlot', {
                      week: t('rotation.week', { week: slot.week }),
                      day: t(`rotation.days.${DAY_KEYS[slot.day]}`),
                      name: typeOf.get(slot.shiftTypeId)?.name ?? '',
                    })}
                  </span>{' '}
                  {reasons
                    .map((r) =>
                      r.alreadyWorking
                        ? t('rotation.wizard.rules.alreadyWorking', { name: fullNameOf.get(r.staffId) ?? '' })
                        : t('rotation.wizard.rules.breaks', {
                            name: fullNameOf.get(r.staffId) ?? '',
                            rules: r.ruleIds.map(ruleName).join(', '),
                          }),
                    )
                    .join('; ')}
                </li>
              ))}
          </ul>
        </section>
      )}
      <p className="text-sm text-muted-foreground">
        {t('rotation.wizard.total', {
          count: planned.length,
          assigned: planned.filter((slot) => slot.staffId).length,
        })}
      </p>
      <div
        className="max-h-80 overflow-auto rounded-md border"
        role="region"
        aria-label={t('rotation.wizard.preview')}
        tabIndex={0}
      >
        <table className="w-full min-w-[640px] border-collapse text-xs">
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th className="p-1.5 text-left font-medium" />
              {DAYS.map((day) => (
                <th key={day} className="p-1.5 text-left font-medium">
                  {t(`rotation.daysShort.${DAY_KEYS[day]}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekNumbers(weekCount).map((week) => (
              <tr key={week} className="border-t align-top">
                <th scope="row" className="p-1.5 text-left font-medium whitespace-nowrap">
                  {t('rotation.week', { week })}
                </th>
                {DAYS.map((day) => (
                  <td key={day} className="p-1.5">
                    {planned
                      .filter((slot) => slot.week === week && slot.day === day)
                      .map((slot) => (
                        <div key={slot.shiftTypeId} className="flex items-center gap-1 whitespace-nowrap">
                          <span
                            aria-hidden
                            className="size-2 shrink-0 rounded-full"
                            style={{ backgroundColor: typeOf.get(slot.shiftTypeId)?.color }}
                          />
                          <span className="font-medium">
                            {typeOf.get(slot.shiftTypeId)?.shortName || typeOf.get(slot.shiftTypeId)?.name}
                          </span>
                          <span className={slot.staffId ? '' : 'text-destructive'}>
                            {slot.staffId ? nameOf.get(slot.staffId) : t('rotation.wizard.open')}
                          </span>
                        </div>
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
