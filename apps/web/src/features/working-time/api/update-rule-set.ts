import type { RuleSetDto, UpdateRuleSetBodySchema } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { ruleSetKeys } from '@/lib/master-data/rule-sets';

/** PUT /api/rule-sets/{id}: the name, week start, night definition and the rules given. */
export async function updateRuleSet({
  id,
  body,
}: {
  id: string;
  body: z.input<typeof UpdateRuleSetBodySchema>;
}): Promise<RuleSetDto> {
  return (await apiRequest<{ data: RuleSetDto }>({ method: 'PUT', url: `/api/rule-sets/${id}`, data: body }))
    .data;
}

export function useUpdateRuleSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRuleSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleSetKeys.all }),
  });
}
