import type { ContractDto, UpdateContractBodySchema } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { ruleSetKeys } from '@/lib/master-data/rule-sets';
import { contractKeys } from '@/lib/master-data/contracts';

/** PUT /api/staff/{id}/contracts/{contractId}: changes one contract period. */
export async function updateContract({
  staffId,
  contractId,
  body,
}: {
  staffId: string;
  contractId: string;
  body: z.input<typeof UpdateContractBodySchema>;
}): Promise<ContractDto> {
  return (
    await apiRequest<{ data: ContractDto }>({
      method: 'PUT',
      url: `/api/staff/${staffId}/contracts/${contractId}`,
      data: body,
    })
  ).data;
}

export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContract,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: ruleSetKeys.all }),
      ]),
  });
}
