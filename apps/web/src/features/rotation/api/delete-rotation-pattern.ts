import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

/** DELETE /api/rotation-patterns/:id (slots and assignments go with it). */
export async function deleteRotationPattern(id: string): Promise<void> {
  await apiRequest({ method: 'DELETE', url: `/api/rotation-patterns/${id}` }, 'Failed to delete pattern');
}

export function useDeleteRotationPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRotationPattern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patternKeys.all }),
  });
}
