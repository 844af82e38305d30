import { fromDayNumber, toDayNumber } from '../dates';
import { parseTimeOfDay, zonedInstant } from '../time';
import { ruleWeekStartDay, toItem, type Item } from '../working-time/check';
import type { ContractPeriod, RuleId, RulePeriod, RuleSet, WorkedShift } from '../working-time/types';
import type { FillLimit, FillLimitTerm } from './fill';

/**
 * The counting rules of a person's rule set and contract as rows of the fill model
 * (docs/adr/0013-autofill-counting-rows-and-whole-roster.md): a rule that only breaks with
 * several of the person's new shifts together (a shortened rest allowed once a week, most
 * minutes per rule week or period, the 4- and 16-week averages, days in a row, weekends and
 * shifts of a type per period, late nights in 16 weeks, the rest after a series of nights)
 * becomes "Σ amount · taken ≤ what the fixed shifts leave" per person and window. The limits are
 * the rule set's own parameters and the windows are read the way check.ts reads them (its items:
 * real intervals, nights, rule weeks), so a proposal that keeps these rows keeps those rules
 * without re-check rounds. Only hard rules that are on give rows (a warning never refuses a
 * shift). Weekly rest and the run of days with a night are not counts and stay with the re-check
 * (autofill.service.ts).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

export interface FillLimitInput {
  personId: string;
  /** The person's shifts that stay as they are (fixed), with the look-back and look-ahead. */
  shifts: WorkedShift[];
  /** The slots the person may take, each as the shift they would work. */
  slots: { slotId: string; shift: WorkedShift }[];
  ruleSet: RuleSet;
  /** The contract in force for the period (null: none). */
  contract: ContractPeriod | null;
  timeZone: string;
}

interface SlotItem {
  slotId: string;
  item: Item;
}

function hard(ruleSet: RuleSet, id: RuleId): boolean {
  return ruleSet.rules[id].enabled && ruleSet.rules[id].severity === 'HARD';
}

function overlapMinutes(it: Item, from: number, to: number): number {
  if (!it.timed) return 0;
  return Math.max(0, Math.min(it.end, to) - Math.max(it.start, from)) / MINUTE;
}

/** A calendar period (rule week or month) holding `day`: its first day and the first day after. */
function periodOf(ruleSet: RuleSet, period: RulePeriod, day: number): { startDay: number; endDay: number } {
  if (period === 'WEEK') {
    const start = ruleWeekStartDay(ruleSet, day, 24 * 60);
    return { startDay: start, endDay: start + 7 };
  }
  const date = fromDayNumber(day);
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { startDay: toDayNumber(`${date.slice(0, 8)}01`), endDay: toDayNumber(next) };
}

export function fillLimits(input: FillLimitInput): FillLimit[] {
  const { ruleSet, timeZone, personId } = input;
  if (input.slots.length === 0) return [];
  const fixed = input.shifts.map((s) => toItem(s, ruleSet, timeZone));
  const slots: SlotItem[] = input.slots.map((s) => ({
    slotId: s.slotId,
    item: toItem(s.shift, ruleSet, timeZone),
  }));
  const out: FillLimit[] = [];
  const seen = new Set<string>();
  const push = (ruleId: RuleId, terms: FillLimitTerm[], fixedAmount: number, max: number) => {
    if (terms.length === 0) return;
    const room = max - fixedAmount;
    // A row that can never bind is left out.
    if (terms.reduce((t, x) => t + x.amount, 0) <= room + 1e-9) return;
    const key = `${ruleId}|${room}|${terms.map((t) => `${t.kind}:${t.slotIds.join('+')}:${t.amount}`).join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ personId, ruleId, terms, max: Math.max(0, room) });
  };
  const slotDays = slots.map((s) => s.item.day);
  const firstDay = Math.min(...slotDays);
  const lastDay = Math.max(...slotDays);
  const weekMinute = parseTimeOfDay(ruleSet.weekStart.time);

  // --- Minutes in windows: a rule week, a contract or rule period, an average's block.
  const minutesRow = (ruleId: RuleId, from: number, to: number, max: number) => {
    const terms: FillLimitTerm[] = [];
    for (const s of slots) {
      const m = overlapMinutes(s.item, from, to);
      if (m > 0) terms.push({ kind: 'ALL', slotIds: [s.slotId], amount: m });
    }
    const used = fixed.reduce((t, it) => t + overlapMinutes(it, from, to), 0);
    push(ruleId, terms, Math.round(used), max);
  };
  const weekBound = (day: number) => zonedInstant(day, weekMinute, timeZone);
  const firstWeek = ruleWeekStartDay(ruleSet, firstDay - 1, 24 * 60);
  const lastWeek = ruleWeekStartDay(ruleSet, lastDay + 1, 24 * 60);
  if (hard(ruleSet, 'maxWeekMinutes'))
    for (let w = firstWeek; w <= lastWeek; w += 7)
      minutesRow(
        'maxWeekMinutes',
        weekBound(w),
        weekBound(w + 7),
        ruleSet.rules.maxWeekMinutes.params.maxMinutes,
      );
  const contractMax = input.contract?.maxHoursPerPeriod ?? null;
  const periodMax =
    input.contract && contractMax !== null
      ? { maxMinutes: Math.round(contractMax * 60), period: input.contract.period }
      : ruleSet.rules.maxMinutesInPeriod.enabled
        ? ruleSet.rules.maxMinutesInPeriod.params
        : null;
  if (periodMax && ruleSet.rules.maxMinutesInPeriod.severity === 'HARD') {
    const at = (day: number, period: RulePeriod) =>
      zonedInstant(day, period === 'WEEK' ? weekMinute : 0, timeZone);
    for (let d = firstDay - 1; d <= lastDay + 1;) {
      const p = periodOf(ruleSet, periodMax.period, d);
      minutesRow(
        'maxMinutesInPeriod',
        at(p.startDay, periodMax.period),
        at(p.endDay, periodMax.period),
        periodMax.maxMinutes,
      );
      d = p.endDay;
    }
  }
  for (const id of ['averageWeekShort', 'averageWeekLong'] as const) {
    if (!hard(ruleSet, id)) continue;
    const params = ruleSet.rules[id].params;
    const nightParams = ruleSet.rules.averageWeekLong.params;
    for (let last = firstWeek; last <= lastWeek + 7 * (params.weeks - 1); last += 7) {
      const from = weekBound(last - 7 * (params.weeks - 1));
      const to = weekBound(last + 7);
      let limit = params.maxMinutes;
      if (id === 'averageWeekLong') {
        // The lower limit once the block may hold enough nights (counted as if every night slot were taken).
        const nights =
          fixed.filter((it) => it.night && it.start >= from && it.start < to).length +
          new Set(
            slots
              .filter((s) => s.item.night && s.item.start >= from && s.item.start < to)
              .map((s) => s.item.day),
          ).size;
        if (nights >= nightParams.nightThreshold) limit = nightParams.maxMinutesWithNights;
      }
      minutesRow(id, from, to, limit * params.weeks);
    }
  }

  // --- Shortened rests: each use of the allowance is a pair (the rest between two shifts), at
  // most `shortenedPerWeek` of them starting in any 7×24 h.
  for (const id of ['dailyRest', 'restAfterLateNight'] as const) {
    if (!hard(ruleSet, id)) continue;
    const { minMinutes, shortenedMinutes, shortenedPerWeek } = ruleSet.rules[id].params;
    if (shortenedMinutes >= minMinutes) continue;
    const all = [
      ...fixed.filter((it) => it.timed).map((item) => ({ slotId: null as string | null, item })),
      ...slots.filter((s) => s.item.timed),
    ].sort((a, b) => a.item.start - b.item.start);
    const uses: { at: number; slotIds: string[] }[] = [];
    for (let i = 0; i < all.length; i++) {
      const a = all[i]!;
      if (id === 'restAfterLateNight' && !a.item.lateNight) continue;
      for (let j = i + 1; j < all.length; j++) {
        const b = all[j]!;
        let at: number;
        if (id === 'dailyRest') {
          // The longest rest in the 24 h from A's start (check.ts longestRestIn24h) with B in
          // them: the gap between the two, or what is left after both (two shifts back to back).
          if (b.item.start >= a.item.start + DAY) break;
          if (b.item.start < a.item.end) continue; // an overlap: a double booking, not a rest
          const gap = b.item.start - a.item.end;
          const tail = Math.max(0, a.item.start + DAY - Math.max(a.item.end, b.item.end));
          const rest = Math.max(gap, tail) / MINUTE;
          if (rest >= minMinutes || rest < shortenedMinutes) continue;
          at = gap >= tail ? a.item.end : Math.max(a.item.end, b.item.end);
        } else {
          // The rest from the late night to the next shift.
          const gap = (b.item.start - a.item.end) / MINUTE;
          if (gap >= minMinutes) break;
          if (gap < shortenedMinutes) continue;
          at = a.item.end;
        }
        const ids = [a.slotId, b.slotId].filter((x): x is string => x !== null);
        // Two fixed shifts: a use only when no fixed shift lies between them.
        if (ids.length === 0 && all.slice(i + 1, j).some((x) => x.slotId === null)) continue;
        uses.push({ at, slotIds: ids });
      }
    }
    for (const anchor of uses) {
      const inWindow = uses.filter((u) => u.at > anchor.at - WEEK && u.at <= anchor.at);
      const terms = inWindow
        .filter((u) => u.slotIds.length > 0)
        .map((u) => ({ kind: 'ALL' as const, slotIds: u.slotIds, amount: 1 }));
      push(id, terms, inWindow.length - terms.length, shortenedPerWeek);
    }
  }

  // --- Rest after a series of nights: a series of `minNights` nights on consecutive days (fixed or
  // slots) and a shift starting less than `minMinutes` after the last one ends (that is not the
  // next day's night, which lengthens the series) are not all taken.
  if (hard(ruleSet, 'restAfterNightSeries')) {
    const { minNights, minMinutes } = ruleSet.rules.restAfterNightSeries.params;
    const nightsOn = new Map<number, { slotId: string | null; item: Item }[]>();
    for (const it of fixed)
      if (it.night) nightsOn.set(it.day, [...(nightsOn.get(it.day) ?? []), { slotId: null, item: it }]);
    for (const s of slots)
      if (s.item.night) nightsOn.set(s.item.day, [...(nightsOn.get(s.item.day) ?? []), s]);
    const after = [
      ...fixed.filter((it) => it.timed).map((item) => ({ slotId: null as string | null, item })),
      ...slots.filter((s) => s.item.timed),
    ];
    for (const [day, lasts] of nightsOn) {
      // One night per day of the series (the first of each day: a ward has one night type).
      const series: { slotId: string | null; item: Item }[] = [];
      for (let d = day - minNights + 1; d < day; d++) {
        const n = nightsOn.get(d)?.[0];
        if (!n) break;
        series.push(n);
      }
      if (series.length < minNights - 1) continue;
      for (const last of lasts) {
        const nights = [...series, last];
        if (nights.every((n) => n.slotId === null)) continue; // fixed: canWork asks each slot after it
        for (const b of after) {
          const gap = b.item.start - last.item.end;
          if (gap < 0 || gap >= minMinutes * MINUTE || (b.item.night && b.item.day === day + 1)) continue;
          const ids = [...nights, b].map((n) => n.slotId).filter((x): x is string => x !== null);
          // "All of them" (one helper column) at most 0: never all together.
          push('restAfterNightSeries', [{ kind: 'ALL', slotIds: ids, amount: 1 }], 0, 0);
        }
      }
    }
  }

  // --- Late nights in any `weeks` weeks.
  if (hard(ruleSet, 'maxLateNights')) {
    const { max, weeks } = ruleSet.rules.maxLateNights.params;
    const span = weeks * WEEK;
    for (const anchor of slots) {
      if (!anchor.item.lateNight) continue;
      for (const end of [anchor.item.start, anchor.item.start + span - 1]) {
        const inside = (it: Item) => it.lateNight && it.start > end - span && it.start <= end;
        push(
          'maxLateNights',
          slots
            .filter((s) => inside(s.item))
            .map((s) => ({ kind: 'ALL' as const, slotIds: [s.slotId], amount: 1 })),
          fixed.filter(inside).length,
          max,
        );
      }
    }
  }

  // --- Days in a row: in any max + 1 consecutive days at most max worked.
  if (hard(ruleSet, 'maxConsecutiveDays')) {
    const { max } = ruleSet.rules.maxConsecutiveDays.params;
    const fixedDays = new Set(fixed.map((it) => it.day));
    for (let from = firstDay - max; from <= lastDay; from++) {
      const to = from + max; // inclusive
      const terms = slots
        .filter((s) => s.item.day >= from && s.item.day <= to && !fixedDays.has(s.item.day))
        .map((s) => ({ kind: 'ALL' as const, slotIds: [s.slotId], amount: 1 }));
      let used = 0;
      for (let d = from; d <= to; d++) if (fixedDays.has(d)) used++;
      push('maxConsecutiveDays', terms, used, max);
    }
  }

  // --- Per period: weekends worked, shifts of a type.
  const periodsOver = (period: RulePeriod) => {
    const list: { startDay: number; endDay: number }[] = [];
    for (let d = firstDay; d <= lastDay;) {
      const p = periodOf(ruleSet, period, d);
      list.push(p);
      d = p.endDay;
    }
    return list;
  };
  const dow = (day: number) => (((day + 3) % 7) + 7) % 7; // 0 = Monday
  if (hard(ruleSet, 'maxWeekendsWorked')) {
    const { max, period } = ruleSet.rules.maxWeekendsWorked.params;
    for (const p of periodsOver(period)) {
      const weekendOf = (day: number) =>
        day >= p.startDay && day < p.endDay && dow(day) >= 5 ? day - (dow(day) - 5) : null;
      const fixedWeekends = new Set(fixed.map((it) => weekendOf(it.day)).filter((w) => w !== null));
      const open = new Map<number, string[]>();
      for (const s of slots) {
        const w = weekendOf(s.item.day);
        if (w === null || fixedWeekends.has(w)) continue;
        open.set(w, [...(open.get(w) ?? []), s.slotId]);
      }
      push(
        'maxWeekendsWorked',
        [...open.values()].map((ids) => ({ kind: 'ANY' as const, slotIds: ids, amount: 1 })),
        fixedWeekends.size,
        max,
      );
    }
  }
  if (hard(ruleSet, 'maxShiftsOfType')) {
    const { period, limits } = ruleSet.rules.maxShiftsOfType.params;
    for (const p of periodsOver(period))
      for (const limit of limits) {
        const inP = (it: Item) =>
          it.day >= p.startDay && it.day < p.endDay && it.shift.shiftTypeId === limit.shiftTypeId;
        push(
          'maxShiftsOfType',
          slots
            .filter((s) => inP(s.item))
            .map((s) => ({ kind: 'ALL' as const, slotIds: [s.slotId], amount: 1 })),
          fixed.filter(inP).length,
          limit.max,
        );
      }
  }
  return out;
}
