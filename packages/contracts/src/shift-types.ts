import { z } from 'zod';
import { optionalText, requiredName, TimeStringSchema, text } from './common';

export const DEFAULT_SHIFT_TYPE_COLOR = '#10b981';
export const ColorSchema = text().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be # followed by 6 hex digits');

export const ShiftTypeSchema = z.object({
  id: z.uuid(),
  name: text(),
  shortName: text().nullable(),
  description: text().nullable(),
  color: text(),
  startTime: text().nullable(),
  endTime: text().nullable(),
  order: z.number().int(),
});
export type ShiftType = z.infer<typeof ShiftTypeSchema>;

/** Create and update share the fields; optional ones may be absent or null (= empty). */
export const ShiftTypeBodySchema = z.object({
  name: requiredName('Name'),
  shortName: optionalText(10, 'Short name'),
  description: optionalText(500, 'Description'),
  color: ColorSchema.nullish(),
  startTime: TimeStringSchema.nullish(),
  endTime: TimeStringSchema.nullish(),
  order: z.number().int().min(0).max(10_000).optional(),
});
export type ShiftTypeBody = z.infer<typeof ShiftTypeBodySchema>;
export const UpdateShiftTypeBodySchema = ShiftTypeBodySchema.partial();
export type UpdateShiftTypeBody = z.infer<typeof UpdateShiftTypeBodySchema>;

export const ReorderShiftTypesBodySchema = z.object({
  shiftTypeIds: z.array(z.uuid()).min(1, 'shiftTypeIds must list every shift type').max(1000),
});

export const ShiftTypeResponseSchema = z.object({
  success: z.literal(true),
  data: ShiftTypeSchema,
  message: text().optional(),
});
export const ShiftTypeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ShiftTypeSchema),
});
