/**
 * Shift trades (swaps and give-aways): who may take part in one, as pure rules over plain data.
 * The server loads the shifts, absences and rule sets, and runs the transaction; the same
 * function decides the colleagues a member is shown when offering a shift and re-checks both
 * sides when a trade is applied, so the list and the write can never disagree.
 *
 * A trade side is one person taking one shift, possibly giving one of their own in exchange
 * (a swap). A person may take a shift when, in this order:
 * - they are active and skilled for its shift type (NOT_QUALIFIED);
 * - they are not absent on its date (ABSENT);
 * - they are not unavailable then (UNAVAILABLE: see `availabilityBlock`);
 * - they do not already work another shift that day, the one they give away left out (WORKING);
 * - taking it (and giving theirs) breaks no HARD working-time rule (BREAKS_RULE, with the
 *   violations): the domain's `canWork` over their shifts without the one they give away.
 * A give-away checks the taker's side only (the offerer only loses a shift); a swap checks both.
 */
import { absenceOn } from './claims';
import { canWork, prepareCanWork } from './working-time/can-work';
import type { CheckedAbsence, ContractPeriod, RuleSet, Violation, WorkedShift } from './working-time/types';

export const TRADE_KINDS = ['GIVE_AWAY', 'SWAP'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

export type TradeBlockReason = 'NOT_QUALIFIED' | 'ABSENT' | 'UNAVAILABLE' | 'WORKING' | 'BREAKS_RULE';

/** Why one person may not take one shift of a trade. */
export interface TradeBlock {
  reason: TradeBlockReason;
  /** Who would take the shift. */
  staffId: string;
  /** The shift they would take. */
  shiftId: string;
  /** BREAKS_RULE: the hard violations; WORKING: none (the other shift is `otherShiftId`). */
  violations: Violation[];
  otherShiftId?: string;
}

export interface TradeMember {
  id: string;
  active: boolean;
  skills: readonly string[];
}

/** What the rules need besides the shifts. */
export interface TradeRules {
  contracts: ContractPeriod[];
  ruleSets: RuleSet[];
  timeZone: string;
}

export interface TradeSide {
  member: TradeMember;
  /** The shift they would take (its `staffId` is its current holder). */
  takes: WorkedShift;
  /** Their own shift they give in exchange (a swap), if any. */
  gives?: WorkedShift | undefined;
}

export interface TradeWorld {
  /** Every worked shift of the people involved around the trade's dates (the rules' look-back and look-ahead). */
  shifts: readonly WorkedShift[];
  absences: readonly CheckedAbsence[];
  rules: TradeRules;
}

/** The rules an availability check of `staffId` for `shift` would refuse (hard "unavailable"). */
export type AvailabilityCheck = (staffId: string, shift: WorkedShift) => boolean;

/**
 * Hard unavailability refuses a side like an absence: `isUnavailable` is the caller's
 * availability rule (the server's is the HARD level of `availabilityFor`, availability.ts, over
 * the workspace's availability). The one place trades ask it, for the list and for the write alike.
 */
export function availabilityBlock(
  side: TradeSide,
  isUnavailable: AvailabilityCheck | undefined,
): TradeBlock | null {
  if (!isUnavailable || !isUnavailable(side.member.id, side.takes)) return null;
  return { reason: 'UNAVAILABLE', staffId: side.member.id, shiftId: side.takes.id, violations: [] };
}

/** The violations that make a side break a rule (absence and double booking have their own reasons). */
const OWN_REASON = new Set(['duringAbsence', 'doubleBooking']);

/** What stops one side (the first reason in the order of the head of this file), or null. */
export function tradeSideBlock(
  side: TradeSide,
  world: TradeWorld,
  isUnavailable?: AvailabilityCheck,
): TradeBlock | null {
  const { member, takes, gives } = side;
  const block = (reason: TradeBlockReason, extra: Partial<TradeBlock> = {}): TradeBlock => ({
    reason,
    staffId: member.id,
    shiftId: takes.id,
    violations: [],
    ...extra,
  });
  if (!member.active || !member.skills.includes(takes.shiftTypeId)) return block('NOT_QUALIFIED');
  if (absenceOn(world.absences, member.id, takes.date)) return block('ABSENT');
  const unavailable = availabilityBlock(side, isUnavailable);
  if (unavailable) return unavailable;
  const own = world.shifts.filter((s) => s.staffId === member.id && s.id !== gives?.id && s.id !== takes.id);
  const working = own.find((s) => s.date === takes.date);
  if (working) return block('WORKING', { otherShiftId: working.id });
  const prepared = prepareCanWork({
    staffId: member.id,
    shifts: own,
    contracts: world.rules.contracts,
    ruleSets: world.rules.ruleSets,
    absences: world.absences.filter((a) => a.staffId === member.id),
    timeZone: world.rules.timeZone,
  });
  const hard = canWork({ ...takes, staffId: member.id }, prepared).filter(
    (v) => v.severity === 'HARD' && !OWN_REASON.has(v.ruleId),
  );
  return hard.length > 0 ? block('BREAKS_RULE', { violations: hard }) : null;
}

/** A trade as the checks see it: the offered shift and, for a swap, the shift taken in return. */
export interface TradeProposal {
  offerer: TradeMember;
  offered: WorkedShift;
  taker: TradeMember;
  /** SWAP: the taker's shift the offerer gets; absent for a give-away. */
  inReturn?: WorkedShift | undefined;
}

/**
 * Every reason the trade may not happen, the taker's side first: an empty list means both
 * sides may take their shift. The one eligibility rule of trades, used by the colleague list
 * (`tradeCandidates`) and the re-check when a trade is applied.
 */
export function tradeBlocks(
  proposal: TradeProposal,
  world: TradeWorld,
  isUnavailable?: AvailabilityCheck,
): TradeBlock[] {
  const blocks: TradeBlock[] = [];
  const taker = tradeSideBlock(
    { member: proposal.taker, takes: proposal.offered, gives: proposal.inReturn },
    world,
    isUnavailable,
  );
  if (taker) blocks.push(taker);
  if (proposal.inReturn) {
    const offerer = tradeSideBlock(
      { member: proposal.offerer, takes: proposal.inReturn, gives: proposal.offered },
      world,
      isUnavailable,
    );
    if (offerer) blocks.push(offerer);
  }
  return blocks;
}

export interface TradeCandidate {
  staffId: string;
  /** Give-away: may take it. Swap: at least one of `options` fits. */
  eligible: boolean;
  /** Give-away: why not (empty when eligible). Swap: the first option's reasons when none fits. */
  blocks: TradeBlock[];
  /** SWAP: each of the colleague's shifts that could be given in return, with its reasons. */
  options: { shift: WorkedShift; blocks: TradeBlock[] }[];
}

/**
 * The colleagues of a trade offer, each with whether the trade may happen and why not: every
 * other member of `members`; for a swap, each colleague's shifts of `swapShifts` are the
 * possible returns (a colleague without such a shift is not eligible, reason none).
 */
export function tradeCandidates(
  input: {
    kind: TradeKind;
    offerer: TradeMember;
    offered: WorkedShift;
    members: readonly TradeMember[];
    /** SWAP: the shifts the offerer would take in return (colleagues' shifts). */
    swapShifts?: readonly WorkedShift[];
  },
  world: TradeWorld,
  isUnavailable?: AvailabilityCheck,
): TradeCandidate[] {
  const out: TradeCandidate[] = [];
  for (const member of input.members) {
    if (member.id === input.offerer.id) continue;
    if (input.kind === 'GIVE_AWAY') {
      const blocks = tradeBlocks(
        { offerer: input.offerer, offered: input.offered, taker: member },
        world,
        isUnavailable,
      );
      out.push({ staffId: member.id, eligible: blocks.length === 0, blocks, options: [] });
      continue;
    }
    const options = (input.swapShifts ?? [])
      .filter((s) => s.staffId === member.id)
      .map((shift) => ({
        shift,
        blocks: tradeBlocks(
          { offerer: input.offerer, offered: input.offered, taker: member, inReturn: shift },
          world,
          isUnavailable,
        ),
      }));
    const fits = options.some((o) => o.blocks.length === 0);
    out.push({
      staffId: member.id,
      eligible: fits,
      blocks: fits ? [] : (options[0]?.blocks ?? []),
      options,
    });
  }
  return out;
}
