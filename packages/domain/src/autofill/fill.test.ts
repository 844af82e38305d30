import { describe, expect, it } from 'vitest';
import { buildFillModel, explainFill, greedyFillStart, type FillProblem } from './fill';

const slot = (id: string, date: string, extra: Partial<FillProblem['slots'][number]> = {}) => ({
  id,
  date,
  shiftTypeId: 'early',
  shiftTypeName: 'Early',
  minutes: 480,
  weekend: false,
  night: false,
  ...extra,
});
const person = (id: string, minutes: number, targetMinutes: number | null) => ({
  id,
  name: id.toUpperCase(),
  minutes,
  targetMinutes,
  maxExtraMinutes: null,
  weekends: 0,
  nights: 0,
});

describe('fill model and explanation', () => {
  const problem: FillProblem = {
    slots: [slot('s1', '2026-03-02'), slot('s2', '2026-03-02'), slot('s3', '2026-03-03')],
    // Ann is far below her contract, Bob at it, Cas has none.
    people: [person('ann', 0, 2400), person('bob', 2400, 2400), person('cas', 0, null)],
    candidates: [
      { slotId: 's1', eligible: ['ann', 'bob', 'cas'], excluded: [] },
      { slotId: 's2', eligible: ['ann'], excluded: [{ personId: 'bob', rule: 'dailyRest' }] },
      { slotId: 's3', eligible: [], excluded: [{ personId: 'ann', rule: 'duringAbsence' }] },
    ],
    conflicts: [],
    preferences: [],
    unavailable: [],
  };

  it('gives each open shift the cheapest free candidate and says why the others lost', () => {
    const model = buildFillModel(problem);
    const proposal = explainFill(model, greedyFillStart(model));
    const bySlot = new Map(proposal.assignments.map((a) => [a.slotId, a]));
    // s2 has only Ann, so she takes it first; s1 then goes to the next cheapest, Cas or Bob.
    expect(bySlot.get('s2')?.personId).toBe('ann');
    expect(bySlot.get('s2')?.reasons).toEqual(expect.arrayContaining(['SKILLED', 'BELOW_CONTRACT']));
    expect(bySlot.get('s2')?.excluded).toEqual([{ personId: 'bob', rule: 'dailyRest' }]);
    const s1 = bySlot.get('s1')!;
    expect(s1.personId).not.toBe('ann');
    const ann = s1.runnersUp.find((r) => r.personId === 'ann');
    expect(ann?.reasons).toEqual(['TAKEN_ELSEWHERE']);
    expect(proposal.unfilled).toEqual([
      { slotId: 's3', reason: 'NO_ONE_ELIGIBLE', excluded: [{ personId: 'ann', rule: 'duringAbsence' }] },
    ]);
  });

  it('writes a model whose every open shift is covered or uncovered exactly once', () => {
    const model = buildFillModel(problem);
    const lp = model.lp.toLp();
    expect(lp).toContain('Binary');
    expect(model.lp.rows.filter((r) => r.name.startsWith('cover_'))).toHaveLength(3);
    // The greedy start keeps every row.
    const values = greedyFillStart(model);
    for (const row of model.lp.rows) {
      const activity = row.terms.reduce((t, [c, a]) => t + a * values[c]!, 0);
      if (row.sense === '=') expect(activity).toBe(row.rhs);
      if (row.sense === '<=') expect(activity).toBeLessThanOrEqual(row.rhs);
    }
  });
});
