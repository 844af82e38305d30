import { z } from 'zod';
import { text } from './common';

/** The four onboarding conditions, in checklist order (docs/product/back-office.md#onboarding). */
export const OnboardingStatusSchema = z.object({
  onboardingCompleted: z.boolean(),
  counts: z.object({
    staff: z.number().int(),
    shiftTypes: z.number().int(),
    staffWithSkills: z.number().int(),
    rotationPatterns: z.number().int(),
  }),
});
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;
export const OnboardingResponseSchema = z.object({
  success: z.literal(true),
  data: OnboardingStatusSchema,
  message: text().optional(),
});
