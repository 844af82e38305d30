import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResource } from '@/lib/api-request';
import { ruleSetKeys } from '@/lib/master-data/rule-sets';
import { contractKeys } from '@/lib/master-data/contracts';

/** DELETE /api/staff/{id}/contracts/{contractId}: removes one period (the one before it then holds on). */
export async function deleteContract({
  staffId,
  contractId,
}: {
  staffId: string;
  contractId: string;
}): Promise<void> {
  await deleteResource(`/api/staff/${staffId}/contracts/${contractId}`);
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: ruleSetKeys.all }),
      ]),
  });
}
