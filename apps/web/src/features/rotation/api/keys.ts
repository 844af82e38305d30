/**
 * Query keys of the rotation area. Shift types and staff sit under the `shift-types` and `staff`
 * prefixes so their pages' invalidations refresh these copies too, with an own leaf so the cached
 * shapes never collide.
 */
export const rotationKeys = {
  patterns: ['rotation-patterns'] as const,
  pattern: (id: string) => ['rotation-patterns', id] as const,
  slots: (id: string) => ['rotation-patterns', id, 'slots'] as const,
  shiftTypes: ['shift-types', 'for-rotation'] as const,
  staff: ['staff', 'for-rotation'] as const,
};
