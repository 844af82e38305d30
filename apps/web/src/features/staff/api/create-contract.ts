import type { ContractBodySchema, ContractDto } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { ruleSetKeys } from '@/lib/master-data/rule-sets';
import { contractKeys } from '@/lib/master-data/contracts';

/** POST /api/staff/{id}/contracts: a new contract period from a date; the earlier ones are kept. */
export async function createContract({
  staffId,
  body,
}: {
  staffId: string;
  body: z.input<typeof ContractBodySchema>;
}): Promise<ContractDto> {
  return (
    await apiRequest<{ data: ContractDto }>({
      method: 'POST',
      url: `/api/staff/${staffId}/contracts`,
      data: body,
    })
  ).data;
}

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContract,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        // A rule set's count of contracts changes with them.
        queryClient.invalidateQueries({ queryKey: ruleSetKeys.all }),
      ]),
  });
}
