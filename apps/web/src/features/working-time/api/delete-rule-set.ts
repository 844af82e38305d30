import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResource } from '@/lib/api-request';
import { ruleSetKeys } from '@/lib/master-data/rule-sets';

/** DELETE /api/rule-sets/{id}; the default set or a set a contract uses answers 409 saying why. */
export async function deleteRuleSet(id: string): Promise<void> {
  await deleteResource(`/api/rule-sets/${id}`);
}

export function useDeleteRuleSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRuleSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleSetKeys.all }),
  });
}
