import type { ImportPatternBodySchema, ViolationDto } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';

export type ImportPatternBody = z.input<typeof ImportPatternBodySchema>;
export type ImportResult = {
  success: true;
  message: string;
  rotationPatternId: string;
  stats: { shiftTypesCreated: number; staffCreated: number; assignmentsCreated: number };
  /** The working-time warnings (and acknowledged hard violations) of the imported assignments. */
  warnings?: ViolationDto[];
};

/**
 * POST /api/rotation-patterns/import: creates a pattern (and missing shift types and staff) from a
 * file; its assignments are checked by the working-time rules (409 RULE_VIOLATION unless the body
 * holds `acknowledgeViolations`).
 */
export async function importRotationPattern(body: ImportPatternBody): Promise<ImportResult> {
  return apiRequest<ImportResult>(
    { method: 'POST', url: '/api/rotation-patterns/import', data: body },
    'Failed to import rotation data',
  );
}

export function useImportRotationPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRotationPattern,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
