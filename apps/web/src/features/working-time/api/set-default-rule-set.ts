import type { RuleSetDto } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { ruleSetKeys } from '@/lib/master-data/rule-sets';

/** POST /api/rule-sets/{id}/default: makes the set the workspace's default (the old default stops being it). */
export async function setDefaultRuleSet(id: string): Promise<RuleSetDto> {
  return (await apiRequest<{ data: RuleSetDto }>({ method: 'POST', url: `/api/rule-sets/${id}/default` }))
    .data;
}

export function useSetDefaultRuleSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultRuleSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleSetKeys.all }),
  });
}
