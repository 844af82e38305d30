import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  as,
  createPattern,
  createSlot,
  insertShiftType,
  insertStaff,
  rotationWorkspace,
} from '../../../test/rotation-factories';
import { insertAbsence, insertStoredEntry } from '../../../test/schedule-factories';
import { AppError } from '../../lib/app-error';
import { proposeFill } from './autofill.service';
import { SolverPool } from './solver-pool';

/**
 * Filling open shifts on a real database: a week of open Early (07:00–15:00) and Night
 * (22:00–06:00) shifts under the workspace's default rule set, with an absence and a night
 * worked before an early.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function openWeek() {
  const w = await rotationWorkspace(t);
  const night = await insertShiftType(t, w.workspace.id, {
    name: 'Night',
    startTime: '22:00',
    endTime: '06:00',
  });
  const nina = await insertStaff(t, w.workspace.id, { name: 'Nina Bakker', skills: [night.id] });
  const sam = await insertStaff(t, w.workspace.id, { name: 'Sam Smit', skills: [w.early.id, night.id] });
  const pattern = await createPattern(t, w.actor, { name: 'Week', startDate: '2026-03-02', weekCount: 1 });
  for (let day = 0; day < 7; day++)
    await createSlot(t, w.actor, pattern.id, { dayOfWeek: day, shiftTypeId: w.early.id });
  for (let day = 0; day < 5; day++)
    await createSlot(t, w.actor, pattern.id, { dayOfWeek: day, shiftTypeId: night.id });
  // Sam works the Night of Tuesday 03-03 (a one-off): the Early of Wednesday is too soon after it.
  await insertStoredEntry(t, w.workspace.id, { date: '2026-03-03', shiftTypeId: night.id, staffId: sam.id });
  await insertAbsence(t, w.workspace.id, {
    staffId: w.bram.id,
    startDate: '2026-03-04',
    endDate: '2026-03-05',
  });
  t.clock.set(new Date('2026-03-01T09:00:00Z'));
  return { ...w, night, nina, sam, pattern };
}

describe('proposeFill', () => {
  it('fills open shifts with skilled, present people within the rules, and explains each choice', async () => {
    const w = await openWeek();
    const ctx = t.app.ctx;
    const res = await proposeFill(ctx, w.workspace.id, {
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      timeLimitS: 5,
    });
    // The independent checker agrees with every proposed shift.
    expect(res.recheckViolations).toEqual([]);
    const slot = new Map(res.slots.map((s) => [s.id, s]));
    expect(res.slots.length).toBe(12); // 7 Early and 5 Night slots, nobody assigned
    const names = { [w.anna.id]: 'anna', [w.bram.id]: 'bram', [w.nina.id]: 'nina', [w.sam.id]: 'sam' };
    const perDay = new Set<string>();
    for (const a of res.proposal.assignments) {
      const s = slot.get(a.slotId)!;
      if (s.shiftTypeId === w.early.id) expect(['anna', 'bram', 'sam']).toContain(names[a.personId]);
      else expect(['nina', 'sam']).toContain(names[a.personId]);
      if (a.personId === w.bram.id) expect(['2026-03-04', '2026-03-05']).not.toContain(s.date);
      expect(perDay.has(`${a.personId}|${s.date}`)).toBe(false);
      perDay.add(`${a.personId}|${s.date}`);
      expect(a.reasons).toEqual(expect.arrayContaining(['SKILLED', 'AVAILABLE', 'RULES_KEPT']));
    }
    // The Early of Wednesday: Bram is absent, Sam rests after his night, Nina lacks the skill.
    const wedEarly = res.slots.find((s) => s.date === '2026-03-04' && s.shiftTypeId === w.early.id)!;
    const explained = res.proposal.assignments.find((a) => a.slotId === wedEarly.id);
    expect(explained?.personId).toBe(w.anna.id);
    const excluded = new Map(explained!.excluded.map((e) => [e.personId, e.rule]));
    expect(excluded.get(w.nina.id)).toBe('NOT_SKILLED');
    expect(excluded.get(w.bram.id)).toBe('duringAbsence');
    expect(excluded.get(w.sam.id)).toMatch(/Rest|rest/);
    // Somewhere a runner-up is named with why they lost.
    const withRunnerUp = res.proposal.assignments.find((a) => a.runnersUp.length > 0);
    expect(withRunnerUp?.runnersUp[0]!.reasons.length).toBeGreaterThan(0);
    // Every open shift is either proposed or listed as unfillable with a reason.
    expect(res.proposal.assignments.length + res.proposal.unfilled.length).toBe(res.slots.length);
    for (const u of res.proposal.unfilled)
      expect(['NO_ONE_ELIGIBLE', 'ALL_ELIGIBLE_TAKEN']).toContain(u.reason);
  }, 60_000);

  it('reports in its progress how many open shifts the best roster so far leaves uncovered', async () => {
    const w = await openWeek();
    // Monday's Theatre shift: nobody has the skill, so it stays open whatever the search does.
    const theatre = await insertShiftType(t, w.workspace.id, {
      name: 'Theatre',
      startTime: '08:00',
      endTime: '16:00',
    });
    await createSlot(t, w.actor, w.pattern.id, { dayOfWeek: 0, shiftTypeId: theatre.id });
    const uncovered: (number | null)[] = [];
    const res = await proposeFill(
      t.app.ctx,
      w.workspace.id,
      { startDate: '2026-03-02', endDate: '2026-03-08', timeLimitS: 5 },
      { onProgress: (p) => uncovered.push(p.uncovered) },
    );
    const counted = uncovered.filter((u): u is number => u !== null);
    expect(counted.length).toBeGreaterThan(0);
    expect(res.proposal.unfilled.length).toBeGreaterThanOrEqual(1);
    // The last report is the roster proposed: its uncovered count is the proposal's open shifts.
    expect(counted.at(-1)).toBe(res.proposal.unfilled.length);
    expect(Math.min(...counted)).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('never proposes a person for a day they said they cannot work, and names availability as the reason', async () => {
    const w = await openWeek();
    // Anna, the only one free for Wednesday's Early, is unavailable on Wednesdays (a course).
    const saved = await as(t, w.actor)('PUT', `/api/staff/${w.anna.id}/availability/week`, {
      rules: [{ dayOfWeek: 2, kind: 'UNAVAILABLE', note: 'Course' }],
    });
    expect(saved.statusCode).toBe(200);
    const res = await proposeFill(t.app.ctx, w.workspace.id, {
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      timeLimitS: 5,
    });
    const slot = new Map(res.slots.map((s) => [s.id, s]));
    for (const a of res.proposal.assignments)
      if (a.personId === w.anna.id) expect(slot.get(a.slotId)!.date).not.toBe('2026-03-04');
    const wedEarly = res.slots.find((s) => s.date === '2026-03-04' && s.shiftTypeId === w.early.id)!;
    expect(res.proposal.assignments.find((a) => a.slotId === wedEarly.id)).toBeUndefined();
    const unfilled = res.proposal.unfilled.find((u) => u.slotId === wedEarly.id);
    expect(unfilled?.reason).toBe('NO_ONE_ELIGIBLE');
    expect(new Map(unfilled!.excluded.map((e) => [e.personId, e.rule])).get(w.anna.id)).toBe('unavailable');
  }, 60_000);

  it('refuses a period over 92 days or ending before it starts with 400 naming endDate, and a second solve of the same workspace with 409', async () => {
    const w = await openWeek();
    const ctx = t.app.ctx;
    const tooLong = await proposeFill(ctx, w.workspace.id, {
      startDate: '2026-03-02',
      endDate: '2028-03-01',
    }).catch((e) => e);
    expect(tooLong).toBeInstanceOf(AppError);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.message).toContain('at most 92 days');
    const backwards = await proposeFill(ctx, w.workspace.id, {
      startDate: '2026-03-08',
      endDate: '2026-03-02',
    }).catch((e) => e);
    expect(backwards.statusCode).toBe(400);
    const first = proposeFill(ctx, w.workspace.id, {
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      timeLimitS: 3,
    });
    const second = await proposeFill(ctx, w.workspace.id, {
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    }).catch((e) => e);
    expect(second.statusCode).toBe(409);
    await first;
  }, 60_000);

  it('answers 429 "busy" when every solver slot is taken', async () => {
    const w = await openWeek();
    const pool = new SolverPool(0);
    const busy = await proposeFill(
      t.app.ctx,
      w.workspace.id,
      { startDate: '2026-03-02', endDate: '2026-03-08' },
      { pool },
    ).catch((e) => e);
    expect(busy.statusCode).toBe(429);
    expect(busy.message).toContain('busy');
  });
});

describe('proposeFill: counting rules in the model', () => {
  it('keeps a shortened rest to once a week in the model itself: one solve, no re-check round', async () => {
    const w = await rotationWorkspace(t);
    // Late ends 23:00, Dawn starts 07:00: 8 hours, the Dutch preset's shortened daily rest,
    // allowed once per 7×24 h. Only Cas may work either type.
    const late = await insertShiftType(t, w.workspace.id, {
      name: 'Late',
      startTime: '15:00',
      endTime: '23:00',
    });
    const dawn = await insertShiftType(t, w.workspace.id, {
      name: 'Dawn',
      startTime: '07:00',
      endTime: '15:00',
    });
    const cas = await insertStaff(t, w.workspace.id, { name: 'Cas Visser', skills: [late.id, dawn.id] });
    const pattern = await createPattern(t, w.actor, {
      name: 'Short rests',
      startDate: '2026-03-02',
      weekCount: 1,
    });
    for (const [day, type] of [
      [0, late],
      [1, dawn],
      [2, late],
      [3, dawn],
    ] as const)
      await createSlot(t, w.actor, pattern.id, { dayOfWeek: day, shiftTypeId: type.id });
    t.clock.set(new Date('2026-03-01T09:00:00Z'));
    const res = await proposeFill(t.app.ctx, w.workspace.id, {
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      timeLimitS: 5,
    });
    // Each Late → Dawn pair alone is allowed; both in one week are not. The old model saw only
    // pairs and needed a second solve after the re-check refused the week.
    expect(res.rounds).toBe(1);
    expect(res.recheckViolations).toEqual([]);
    expect(res.proposal.assignments.every((a) => a.personId === cas.id)).toBe(true);
    expect(res.proposal.assignments).toHaveLength(3);
    expect(res.proposal.unfilled.map((u) => u.reason)).toEqual(['ALL_ELIGIBLE_TAKEN']);
  }, 60_000);
});

describe('proposeFill: WHOLE_ROSTER', () => {
  /** A week of Early shifts the rotation gives Anna (Mon–Wed) and Bram (Thu–Sun). */
  async function rotationWeek() {
    const w = await rotationWorkspace(t);
    const pattern = await createPattern(t, w.actor, { name: 'Week', startDate: '2026-03-02', weekCount: 1 });
    for (let day = 0; day < 7; day++) {
      const slot = await createSlot(t, w.actor, pattern.id, { dayOfWeek: day, shiftTypeId: w.early.id });
      const assigned = await as(t, w.actor)(
        'POST',
        `/api/rotation-patterns/${pattern.id}/slots/${slot.id}/assignments`,
        { staffId: day < 3 ? w.anna.id : w.bram.id },
      );
      expect(assigned.statusCode).toBe(201);
    }
    t.clock.set(new Date('2026-03-01T09:00:00Z'));
    return w;
  }
  const week = {
    mode: 'WHOLE_ROSTER' as const,
    startDate: '2026-03-02',
    endDate: '2026-03-08',
    timeLimitS: 5,
  };

  it('keeps the rotation where nothing breaks: no changes proposed, every shift kept', async () => {
    const w = await rotationWeek();
    const res = await proposeFill(t.app.ctx, w.workspace.id, week);
    expect(res.mode).toBe('WHOLE_ROSTER');
    expect(res.slots).toHaveLength(7);
    expect(res.slots.map((s) => s.previousStaffId)).toEqual([
      ...Array(3).fill(w.anna.id),
      ...Array(4).fill(w.bram.id),
    ]);
    expect(res.proposal.assignments).toEqual([]);
    expect(res.proposal.unfilled).toEqual([]);
    expect(res.keptSlotIds).toHaveLength(7);
    expect(res.recheckViolations).toEqual([]);
  }, 60_000);

  it('with an absence moves the fewest shifts, says so, and the checker agrees', async () => {
    const w = await rotationWeek();
    await insertAbsence(t, w.workspace.id, {
      staffId: w.bram.id,
      startDate: '2026-03-06',
      endDate: '2026-03-07',
    });
    const res = await proposeFill(t.app.ctx, w.workspace.id, week);
    expect(res.recheckViolations).toEqual([]);
    expect(res.rounds).toBe(1);
    const slot = new Map(res.slots.map((s) => [s.id, s]));
    // Bram's Friday and Saturday go to Anna; the other five stay as the rotation has them.
    expect(res.proposal.assignments.map((a) => slot.get(a.slotId)!.date).sort()).toEqual([
      '2026-03-06',
      '2026-03-07',
    ]);
    for (const a of res.proposal.assignments) {
      expect(a.personId).toBe(w.anna.id);
      expect(a.previousStaffId).toBe(w.bram.id);
      expect(a.reasons).toContain('CHANGED_FROM_ROTATION');
      expect(new Map(a.excluded.map((e) => [e.personId, e.rule])).get(w.bram.id)).toBe('duringAbsence');
    }
    expect(res.keptSlotIds).toHaveLength(5);
  }, 60_000);

  it('OPEN_SHIFTS fills the shifts of an absent holder too, naming who they replace', async () => {
    const w = await rotationWeek();
    await insertAbsence(t, w.workspace.id, {
      staffId: w.bram.id,
      startDate: '2026-03-06',
      endDate: '2026-03-07',
    });
    const res = await proposeFill(t.app.ctx, w.workspace.id, { ...week, mode: 'OPEN_SHIFTS' });
    expect(res.recheckViolations).toEqual([]);
    const slot = new Map(res.slots.map((s) => [s.id, s]));
    // Only Bram's two absent days are slots; the rest of the rotation is not touched.
    expect(res.slots.map((s) => s.date).sort()).toEqual(['2026-03-06', '2026-03-07']);
    expect(res.proposal.assignments.map((a) => slot.get(a.slotId)!.date).sort()).toEqual([
      '2026-03-06',
      '2026-03-07',
    ]);
    for (const a of res.proposal.assignments) {
      expect(a.personId).toBe(w.anna.id);
      expect(a.previousStaffId).toBe(w.bram.id);
    }
  }, 60_000);

  it('takes the weights from the query: with changes free and Anna preferred on weekends, the weekend moves', async () => {
    const w = await rotationWeek();
    const res = await proposeFill(t.app.ctx, w.workspace.id, {
      ...week,
      weights: { change: 0 },
      preferences: [
        { personId: w.anna.id, date: '2026-03-07', shiftTypeId: null, weight: 1 },
        { personId: w.anna.id, date: '2026-03-08', shiftTypeId: null, weight: 1 },
      ],
    });
    expect(res.recheckViolations).toEqual([]);
    const slot = new Map(res.slots.map((s) => [s.id, s]));
    const moved = res.proposal.assignments
      .filter((a) => a.personId === w.anna.id)
      .map((a) => slot.get(a.slotId)!.date);
    expect(moved).toEqual(expect.arrayContaining(['2026-03-07', '2026-03-08']));
    for (const a of res.proposal.assignments) expect(a.reasons).toContain('CHANGED_FROM_ROTATION');
  }, 60_000);
});
