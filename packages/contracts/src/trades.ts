import { z } from 'zod';
import { TRADE_KINDS } from '@openrota/domain';
import { DateStringSchema, optionalText, text } from './common';
import { successEnvelope } from './envelope';
import { ShiftTypeRefSchema, StaffRefSchema } from './schedule';

/**
 * Shift trades (swaps and give-aways; apps/server/src/modules/trades/trades.service.ts). A
 * shift is named in a request by its date and the computed entry's id (`id` of my-shifts and of
 * GET /schedules), and described in an answer with its type and holder.
 */
export const TradeKindSchema = z.enum(TRADE_KINDS, { message: 'Kind must be GIVE_AWAY or SWAP' });
export type TradeKind = z.infer<typeof TradeKindSchema>;
export const TRADE_STATUSES = [
  'OPEN',
  'ACCEPTED',
  'APPLIED',
  'REFUSED',
  'WITHDRAWN',
  'VOID',
  'EXPIRED',
] as const;
export const TradeStatusSchema = z.enum(TRADE_STATUSES);
export type TradeStatus = z.infer<typeof TradeStatusSchema>;
/** Pending: still waiting for a colleague (OPEN) or a manager (ACCEPTED). */
export const PENDING_TRADE_STATUSES: readonly TradeStatus[] = ['OPEN', 'ACCEPTED'];
export const TRADE_APPROVALS = ['MANAGER', 'AUTOMATIC'] as const;
export const TradeApprovalSchema = z.enum(TRADE_APPROVALS, {
  message: 'Approval must be MANAGER or AUTOMATIC',
});
export type TradeApproval = z.infer<typeof TradeApprovalSchema>;
export const TRADE_NOTE_MAX_LENGTH = 500;
export const TRADE_REASON_MAX_LENGTH = 500;
/** At most this many shifts may be offered in return ("any of these"). */
export const TRADE_SWAP_OPTIONS_MAX = 20;

export const TradeShiftPickSchema = z.object({
  date: DateStringSchema,
  shiftId: text({ message: 'Shift is required' }).min(1, 'Shift is required').max(200, 'Shift is not valid'),
});
export type TradeShiftPick = z.infer<typeof TradeShiftPickSchema>;

export const TradeShiftSchema = z.object({
  /** The computed entry's id today (it changes when an override is written for the occurrence). */
  shiftId: text(),
  date: text(),
  rotationSlotId: z.uuid().nullable(),
  scheduleEntryId: z.uuid().nullable(),
  shiftType: ShiftTypeRefSchema,
  staff: StaffRefSchema,
});
export type TradeShift = z.infer<typeof TradeShiftSchema>;

export const TradeSchema = z.object({
  id: z.uuid(),
  kind: TradeKindSchema,
  status: TradeStatusSchema,
  shift: TradeShiftSchema,
  offeredBy: StaffRefSchema,
  swapOptions: z.array(TradeShiftSchema),
  acceptedBy: StaffRefSchema.nullable(),
  acceptedShift: TradeShiftSchema.nullable(),
  note: text().nullable(),
  /** REFUSED: the manager's reason; VOID: what changed. */
  reason: text().nullable(),
  startsAt: text(),
  createdAt: text(),
  acceptedAt: text().nullable(),
  decidedAt: text().nullable(),
});
export type Trade = z.infer<typeof TradeSchema>;

export const TradeBlockReasonSchema = z.enum([
  'NOT_QUALIFIED',
  'ABSENT',
  'UNAVAILABLE',
  'WORKING',
  'BREAKS_RULE',
]);
export const TradeReasonSchema = z.object({
  reason: TradeBlockReasonSchema,
  /** Whose side it is: the colleague's (taking the offered shift) or the offerer's (taking the return). */
  staffId: z.uuid(),
  /** The sentence in the reader's language. */
  message: text(),
});
export type TradeReason = z.infer<typeof TradeReasonSchema>;

export const TradeCandidateSchema = z.object({
  staff: StaffRefSchema,
  eligible: z.boolean(),
  reasons: z.array(TradeReasonSchema),
  /** SWAP: the colleague's shifts that could be given in return, each with its reasons. */
  options: z.array(
    z.object({ shift: TradeShiftSchema, eligible: z.boolean(), reasons: z.array(TradeReasonSchema) }),
  ),
});
export type TradeCandidate = z.infer<typeof TradeCandidateSchema>;

export const TradeCandidatesQuerySchema = TradeShiftPickSchema.extend({ kind: TradeKindSchema });
export const TradeCandidatesSchema = z.object({
  shift: TradeShiftSchema,
  candidates: z.array(TradeCandidateSchema),
});
export type TradeCandidates = z.infer<typeof TradeCandidatesSchema>;
export const TradeCandidatesResponseSchema = successEnvelope(TradeCandidatesSchema);

export const CreateTradeBodySchema = z
  .object({
    kind: TradeKindSchema,
    shift: TradeShiftPickSchema,
    /** SWAP: the colleagues' shifts acceptable in return (one: a named colleague's shift). */
    swapShifts: z
      .array(TradeShiftPickSchema)
      .max(TRADE_SWAP_OPTIONS_MAX, `At most ${TRADE_SWAP_OPTIONS_MAX} shifts may be asked in return`)
      .default([]),
    note: optionalText(TRADE_NOTE_MAX_LENGTH, 'Note'),
  })
  .refine((b) => b.kind === 'GIVE_AWAY' || b.swapShifts.length > 0, {
    message: 'A swap names at least one shift in return',
    path: ['swapShifts'],
  });
export type CreateTradeBody = z.input<typeof CreateTradeBodySchema>;

export const AcceptTradeBodySchema = z.object({
  /** SWAP: which of the accepting member's shifts among the offer's options they give in return. */
  shiftId: text().min(1).max(200).optional(),
});
export type AcceptTradeBody = z.input<typeof AcceptTradeBodySchema>;

export const RefuseTradeBodySchema = z.object({
  reason: text({ message: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(TRADE_REASON_MAX_LENGTH, `Reason must be at most ${TRADE_REASON_MAX_LENGTH} characters long`),
});
export type RefuseTradeBody = z.input<typeof RefuseTradeBodySchema>;

export const TradeResponseSchema = successEnvelope(TradeSchema);

/** The staff dashboard's trades: the member's own offers and the open offers they may accept. */
export const StaffTradesSchema = z.object({
  myOffers: z.array(TradeSchema),
  offersToMe: z.array(TradeSchema.extend({ myOptions: z.array(TradeShiftSchema) })),
  approval: TradeApprovalSchema,
});
export type StaffTrades = z.infer<typeof StaffTradesSchema>;
export const StaffTradesResponseSchema = successEnvelope(StaffTradesSchema);

export const TradesQuerySchema = z.object({
  status: z.enum(['PENDING', 'ALL']).default('PENDING'),
  startDate: DateStringSchema.optional(),
  endDate: DateStringSchema.optional(),
});
export const TradesListSchema = z.object({ trades: z.array(TradeSchema), approval: TradeApprovalSchema });
export type TradesList = z.infer<typeof TradesListSchema>;
export const TradesListResponseSchema = successEnvelope(TradesListSchema);

export const TradeSettingsSchema = z.object({ approval: TradeApprovalSchema });
export type TradeSettings = z.infer<typeof TradeSettingsSchema>;
export const TradeSettingsResponseSchema = successEnvelope(TradeSettingsSchema);
