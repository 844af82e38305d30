import type { Candidate, CandidateState, Staff } from '@openrota/contracts';
import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';
import { useCandidates, type CandidatesQuery } from '@/lib/schedule-api/rule-checks';
import { ViolationList } from './violation-list';

/** The order of a picker: the ones who fit first, then a warning, then the ones who do not. */
const STATE_ORDER: Record<CandidateState, number> = {
  FITS: 0,
  WARNING: 1,
  BREAKS_RULE: 2,
  UNAVAILABLE: 3,
  ALREADY_WORKING: 4,
  ABSENT: 5,
};

export function sortCandidates(candidates: readonly Candidate[]): Candidate[] {
  return [...candidates].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
}

/** "fits", "absent", "already working", "breaks a rule: Rest after a night" (the rule names of its violations). */
export function candidateStateLabel(t: TFunction, candidate: Candidate): string {
  const rules = [...new Set(candidate.violations.map((v) => v.ruleName))].join(', ');
  const state = t(`schedule.rules.candidate.${candidate.state}`, { rules });
  // The soft preference is the marker beside the name (availability: preferred or rather not).
  return candidate.preference ? `${t(`schedule.rules.candidate.${candidate.preference}`)} · ${state}` : state;
}

type CandidateSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  /** The shift being filled; null while its date or type is not chosen yet. */
  query: CandidatesQuery | null;
  value: string;
  onChange: (staffId: string) => void;
  /** The first option (nobody chosen / unassigned). */
  emptyLabel: string;
  /** Who may work the shift by skill: listed without a state when the checker cannot be asked. */
  fallback: readonly Staff[];
  /** A person left out (the shift's current holder). */
  excludeStaffId?: string | null;
};

/**
 * Picks a person for a shift from GET /api/schedules/candidates (docs/product/working-time.md#where-the-checker-acts):
 * each with their state beside the name, the ones who fit first. People who do not fit stay
 * choosable: the write's 409 then asks the manager for a reason. Below it, the sentences of the
 * chosen person's violations.
 */
export function CandidateSelect({
  query,
  value,
  onChange,
  emptyLabel,
  fallback,
  excludeStaffId,
  disabled,
  ...props
}: CandidateSelectProps) {
  const { t } = useTranslation();
  const candidates = useCandidates(query);
  const listed = candidates.data
    ? sortCandidates(candidates.data).filter((c) => c.staffId !== excludeStaffId)
    : null;
  const chosen = listed?.find((c) => c.staffId === value);
  const fallbackListed = fallback.filter((s) => s.id !== excludeStaffId);
  const isLoading = query !== null && candidates.isPending;

  return (
    <>
      <NativeSelect
        {...props}
        value={value}
        disabled={disabled || isLoading}
        aria-busy={isLoading || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{isLoading ? t('common.loading') : emptyLabel}</option>
        {listed
          ? listed.map((c) => (
              <option
                key={c.staffId}
                value={c.staffId}
                data-state={c.state}
                data-preference={c.preference ?? undefined}
              >
                {`${c.staffName} — ${candidateStateLabel(t, c)}`}
              </option>
            ))
          : fallbackListed.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
      </NativeSelect>
      {candidates.isError && (
        <p className="text-xs text-muted-foreground">{t('schedule.rules.candidate.unchecked')}</p>
      )}
      {chosen && chosen.state !== 'FITS' && chosen.violations.length > 0 && (
        <ViolationList violations={chosen.violations} showStaff={false} />
      )}
    </>
  );
}

/** How many people a candidate list or its fallback offers (for the "nobody can work it" hint). */
export function useCandidateCount(
  query: CandidatesQuery | null,
  fallback: readonly Staff[],
  excludeStaffId?: string | null,
): number {
  const candidates = useCandidates(query);
  return candidates.data
    ? candidates.data.filter((c) => c.staffId !== excludeStaffId).length
    : fallback.length;
}
