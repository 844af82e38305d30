/**
 * Property tests (fast-check) over generated workspaces: expansion is additive over adjacent
 * ranges, no occurrence appears twice, stored overrides survive any re-expansion.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toDayNumber } from '../dates';
import { buildSchedule } from './engine';
import type { EnginePattern, ScheduleInput, StoredEntry } from './types';
import { ALICE, BOB, CAROL, EARLY, NIGHT, ONCALL, input } from './test-fixtures';

const STAFF = [ALICE.id, BOB.id, CAROL.id];
const TYPES = [NIGHT.id, EARLY.id, ONCALL.id];
const BASE = toDayNumber('2025-11-03');

const dateArb = (maxOffset: number) =>
  fc.integer({ min: 0, max: maxOffset }).map((n) => addDays('2025-11-03', n));

const patternArb = (index: number): fc.Arbitrary<EnginePattern> =>
  fc
    .record({
      weekCount: fc.constantFrom(1, 2, 3, 4, 6),
      startOffset: fc.integer({ min: 0, max: 300 }),
      length: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
      active: fc.boolean(),
      slots: fc.array(
        fc.record({
          weekNumber: fc.integer({ min: 1, max: 7 }),
          dayOfWeek: fc.integer({ min: 0, max: 6 }),
          shiftTypeId: fc.constantFrom(...TYPES),
          staffId: fc.option(fc.constantFrom(...STAFF), { nil: null }),
          isOptional: fc.boolean(),
        }),
        { maxLength: 12 },
      ),
      loose: fc.array(
        fc.record({
          weekNumber: fc.integer({ min: 1, max: 6 }),
          dayOfWeek: fc.integer({ min: 0, max: 6 }),
          shiftTypeId: fc.constantFrom(...TYPES),
          staffId: fc.constantFrom(...STAFF),
        }),
        { maxLength: 3 },
      ),
    })
    .map((r) => {
      const startDate = addDays('2025-11-03', r.startOffset);
      return {
        id: `p${index}`,
        name: `Pattern ${index}`,
        startDate,
        endDate: r.length === null ? null : addDays(startDate, r.length),
        weekCount: r.weekCount,
        active: r.active,
        slots: r.slots.map((s, i) => ({
          id: `p${index}s${i}`,
          weekNumber: s.weekNumber,
          dayOfWeek: s.dayOfWeek,
          shiftTypeId: s.shiftTypeId,
          isOptional: s.isOptional,
          assignment: s.staffId ? { id: `p${index}a${i}`, staffId: s.staffId } : null,
        })),
        looseAssignments: r.loose.map((l, i) => ({ id: `p${index}l${i}`, ...l })),
      };
    });

const workspaceArb: fc.Arbitrary<ScheduleInput> = fc
  .tuple(patternArb(0), patternArb(1), patternArb(2))
  .chain((patterns) => {
    const slotIds = patterns.flatMap((p) => p.slots.map((s) => s.id));
    const storedArb: fc.Arbitrary<StoredEntry> = fc
      .record({
        kind: fc.constantFrom('ONE_OFF', 'OVERRIDE', 'CLAIMED') as fc.Arbitrary<StoredEntry['entryType']>,
        date: dateArb(800),
        slotId: slotIds.length
          ? fc.option(fc.constantFrom(...slotIds), { nil: null, freq: 5 })
          : fc.constant(null),
        staffId: fc.option(fc.constantFrom(...STAFF), { nil: null }),
        cancelled: fc.boolean(),
        shiftTypeId: fc.constantFrom(...TYPES),
      })
      .map((r) => ({
        id: '', // set below
        date: r.date,
        entryType: r.kind,
        shiftTypeId: r.shiftTypeId,
        staffId: r.staffId,
        rotationSlotId: r.kind === 'ONE_OFF' ? null : r.slotId,
        rotationPatternId: null,
        originalStaffId: null,
        isCancelled: r.kind === 'OVERRIDE' && r.staffId === null && r.cancelled,
        description: null,
      }));
    return fc.array(storedArb, { maxLength: 40 }).map((rows) => {
      // One stored override/claim per slot and date, as the database enforces.
      const seen = new Set<string>();
      const storedEntries = rows
        .map((r, i) => ({ ...r, id: `st${i}` }))
        .filter((r) => {
          if (r.rotationSlotId === null) return true;
          const key = `${r.rotationSlotId}|${r.date}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      return input({ patterns, storedEntries });
    });
  });

const TODAY = '2026-01-01';

describe('engine properties', () => {
  it('expanding A ∪ B equals expanding A plus expanding B (adjacent ranges)', () => {
    fc.assert(
      fc.property(
        workspaceArb,
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        (ws, start, lenA, lenB) => {
          const a = { startDate: addDays('2025-11-03', start), endDate: addDays('2025-11-03', start + lenA) };
          const b = { startDate: addDays(a.endDate, 1), endDate: addDays(a.endDate, 1 + lenB) };
          const whole = buildSchedule(ws, { startDate: a.startDate, endDate: b.endDate }, TODAY);
          const partA = buildSchedule(ws, a, TODAY);
          const partB = buildSchedule(ws, b, TODAY);
          expect(whole.entries).toEqual([...partA.entries, ...partB.entries]);
          expect(whole.orphanedEntries).toEqual([...partA.orphanedEntries, ...partB.orphanedEntries]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('no occurrence (slot, date) appears twice and ids are unique', () => {
    fc.assert(
      fc.property(workspaceArb, (ws) => {
        const { entries } = buildSchedule(ws, { startDate: '2025-11-03', endDate: '2027-01-31' }, TODAY);
        const occurrences = entries
          .filter((e) => e.rotationSlotId !== null)
          .map((e) => `${e.rotationSlotId}|${e.date}`);
        expect(new Set(occurrences).size).toBe(occurrences.length);
        expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
        for (const e of entries) expect(toDayNumber(e.date)).toBeGreaterThanOrEqual(BASE);
      }),
      { numRuns: 150 },
    );
  });

  it('overrides are never lost by re-expansion: each stored override whose slot occurs in range appears once, with its staff', () => {
    fc.assert(
      fc.property(
        workspaceArb,
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 200 }),
        (ws, start, len) => {
          const range = {
            startDate: addDays('2025-11-03', start),
            endDate: addDays('2025-11-03', start + len),
          };
          // The occurrences of the rotation alone (no stored layer).
          const bare = buildSchedule({ ...ws, storedEntries: [] }, range, TODAY).entries;
          const occurring = new Set(
            bare.filter((e) => e.rotationSlotId !== null).map((e) => `${e.rotationSlotId}|${e.date}`),
          );
          const result = buildSchedule(ws, range, TODAY);
          for (const row of ws.storedEntries) {
            if (row.date < range.startDate || row.date > range.endDate) {
              expect(result.entries.some((e) => e.id === row.id)).toBe(false);
              continue;
            }
            const shown = result.entries.filter((e) => e.id === row.id);
            if (row.entryType === 'ONE_OFF') {
              expect(shown).toHaveLength(1);
            } else if (row.rotationSlotId !== null && occurring.has(`${row.rotationSlotId}|${row.date}`)) {
              expect(shown).toHaveLength(1);
              expect(shown[0]!.staffId).toBe(row.staffId);
              expect(shown[0]!.isCancelled).toBe(row.isCancelled);
              // It replaced the occurrence: no rotation entry of that slot on that date remains.
              expect(result.entries.some((e) => e.id === `rotation:${row.rotationSlotId}:${row.date}`)).toBe(
                false,
              );
            } else {
              // Orphaned: reported, and shown only when someone was promised the shift.
              expect(result.orphanedEntries).toContain(row);
              expect(shown).toHaveLength(row.staffId === null ? 0 : 1);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('deactivating a member drops no shift: from that day theirs are open, before it they are kept and marked', () => {
    fc.assert(
      fc.property(workspaceArb, fc.constantFrom(...STAFF), dateArb(800), (ws, who, from) => {
        const range = { startDate: '2025-11-03', endDate: '2027-01-31' };
        const before = buildSchedule(ws, range, TODAY).entries;
        const staff = ws.staff.map((s) => (s.id === who ? { ...s, active: false, inactiveFrom: from } : s));
        const after = buildSchedule({ ...ws, staff }, range, TODAY).entries;
        const byId = new Map(after.map((e) => [e.id, e]));
        expect(after).toHaveLength(before.length);
        for (const e of before) {
          const now = byId.get(e.id)!;
          if (e.staffId !== who) expect(now).toEqual(e);
          else if (e.date < from) expect(now).toEqual({ ...e, isStaffInactive: true });
          else
            expect(now).toMatchObject({
              staffId: null,
              staff: null,
              isUnfilled: !e.isCancelled,
              hasAbsence: false,
            });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the result does not depend on the order of the input lists', () => {
    fc.assert(
      fc.property(workspaceArb, (ws) => {
        const range = { startDate: '2026-01-01', endDate: '2026-03-31' };
        const reversed: ScheduleInput = {
          patterns: [...ws.patterns].reverse(),
          shiftTypes: [...ws.shiftTypes].reverse(),
          staff: [...ws.staff].reverse(),
          storedEntries: [...ws.storedEntries].reverse(),
          absences: [...ws.absences].reverse(),
        };
        expect(buildSchedule(reversed, range, TODAY).entries).toEqual(
          buildSchedule(ws, range, TODAY).entries,
        );
      }),
      { numRuns: 100 },
    );
  });
});
