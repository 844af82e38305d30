import type { RuleSetDto } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/**
 * The one query key of the workspace's rule sets (docs/product/working-time.md#the-model): the
 * rules settings and the staff contracts read it; every mutation of a rule set invalidates it.
 */
export const ruleSetKeys = {
  all: ['rule-sets'] as const,
};

/** The default rule set first, then by name. */
export function sortRuleSets(list: readonly RuleSetDto[]): RuleSetDto[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
}

/** GET /api/rule-sets: every rule set of the workspace with its rules. */
export async function getRuleSets(): Promise<RuleSetDto[]> {
  const body = await apiRequest<{ data: RuleSetDto[] }>({ method: 'GET', url: '/api/rule-sets' });
  return sortRuleSets(body.data);
}

export function getRuleSetsQueryOptions() {
  return queryOptions({ queryKey: ruleSetKeys.all, queryFn: getRuleSets });
}

export function useRuleSets() {
  return useQuery(getRuleSetsQueryOptions());
}
