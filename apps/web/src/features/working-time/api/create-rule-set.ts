import type { CreateRuleSetBodySchema, RuleSetDto } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { ruleSetKeys } from '@/lib/master-data/rule-sets';

/** POST /api/rule-sets: a new rule set from a preset (`{name, preset}`) or a copy (`{name, copyFromId}`). */
export async function createRuleSet(body: z.input<typeof CreateRuleSetBodySchema>): Promise<RuleSetDto> {
  return (await apiRequest<{ data: RuleSetDto }>({ method: 'POST', url: '/api/rule-sets', data: body })).data;
}

export function useCreateRuleSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRuleSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleSetKeys.all }),
  });
}
