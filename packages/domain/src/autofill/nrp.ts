import { LpModel } from './lp';

/**
 * The nurse rostering instances of the Shift Scheduling Benchmark (Curtois and Qu), as kept in
 * fixtures/nrp/ (fixtures/nrp/README.md gives the source, format and rules): the parser, and
 * the mixed-integer model of the benchmark's rules that the optimiser solves.
 */

export interface NrpShift {
  id: string;
  minutes: number;
  /** Shift IDs that may not be worked on the day after this one. */
  cannotFollow: string[];
}

export interface NrpEmployee {
  id: string;
  /** Most shifts of each type; a type not named is 0 (never). */
  maxShifts: Record<string, number>;
  maxTotalMinutes: number;
  minTotalMinutes: number;
  maxConsecutiveShifts: number;
  minConsecutiveShifts: number;
  minConsecutiveDaysOff: number;
  maxWeekends: number;
}

export interface NrpRequest {
  employee: string;
  day: number;
  shift: string;
  weight: number;
}

export interface NrpCover {
  day: number;
  shift: string;
  requirement: number;
  weightUnder: number;
  weightOver: number;
}

export interface NrpInstance {
  horizon: number;
  shifts: NrpShift[];
  employees: NrpEmployee[];
  daysOff: Record<string, number[]>;
  onRequests: NrpRequest[];
  offRequests: NrpRequest[];
  cover: NrpCover[];
}

export interface NrpAssignment {
  employee: string;
  day: number;
  shift: string;
}

export class NrpFormatError extends Error {}

const SECTIONS = [
  'SECTION_HORIZON',
  'SECTION_SHIFTS',
  'SECTION_STAFF',
  'SECTION_DAYS_OFF',
  'SECTION_SHIFT_ON_REQUESTS',
  'SECTION_SHIFT_OFF_REQUESTS',
  'SECTION_COVER',
] as const;
type Section = (typeof SECTIONS)[number];

function int(value: string | undefined, what: string, line: number): number {
  const n = Number((value ?? '').trim());
  if (!Number.isInteger(n))
    throw new NrpFormatError(`line ${line}: ${what} "${value ?? ''}" is not a whole number`);
  return n;
}

/** Parses an instance file (CRLF or LF). Throws NrpFormatError naming the line on bad input. */
export function parseNrpInstance(text: string): NrpInstance {
  const inst: NrpInstance = {
    horizon: 0,
    shifts: [],
    employees: [],
    daysOff: {},
    onRequests: [],
    offRequests: [],
    cover: [],
  };
  let section: Section | null = null;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    const n = i + 1;
    if (raw === '' || raw.startsWith('#')) continue;
    if ((SECTIONS as readonly string[]).includes(raw)) {
      section = raw as Section;
      continue;
    }
    const f = raw.split(',');
    switch (section) {
      case 'SECTION_HORIZON':
        inst.horizon = int(f[0], 'horizon', n);
        break;
      case 'SECTION_SHIFTS':
        inst.shifts.push({
          id: f[0]!.trim(),
          minutes: int(f[1], 'shift length', n),
          cannotFollow: (f[2] ?? '')
            .split('|')
            .map((s) => s.trim())
            .filter(Boolean),
        });
        break;
      case 'SECTION_STAFF': {
        const maxShifts: Record<string, number> = {};
        for (const part of (f[1] ?? '').split('|').filter(Boolean)) {
          const [id, count] = part.split('=');
          maxShifts[id!.trim()] = int(count, 'MaxShifts', n);
        }
        inst.employees.push({
          id: f[0]!.trim(),
          maxShifts,
          maxTotalMinutes: int(f[2], 'MaxTotalMinutes', n),
          minTotalMinutes: int(f[3], 'MinTotalMinutes', n),
          maxConsecutiveShifts: int(f[4], 'MaxConsecutiveShifts', n),
          minConsecutiveShifts: int(f[5], 'MinConsecutiveShifts', n),
          minConsecutiveDaysOff: int(f[6], 'MinConsecutiveDaysOff', n),
          maxWeekends: int(f[7], 'MaxWeekends', n),
        });
        break;
      }
      case 'SECTION_DAYS_OFF':
        inst.daysOff[f[0]!.trim()] = f
          .slice(1)
          .filter((d) => d.trim() !== '')
          .map((d) => int(d, 'day', n));
        break;
      case 'SECTION_SHIFT_ON_REQUESTS':
      case 'SECTION_SHIFT_OFF_REQUESTS':
        (section === 'SECTION_SHIFT_ON_REQUESTS' ? inst.onRequests : inst.offRequests).push({
          employee: f[0]!.trim(),
          day: int(f[1], 'day', n),
          shift: f[2]!.trim(),
          weight: int(f[3], 'weight', n),
        });
        break;
      case 'SECTION_COVER':
        inst.cover.push({
          day: int(f[0], 'day', n),
          shift: f[1]!.trim(),
          requirement: int(f[2], 'requirement', n),
          weightUnder: int(f[3], 'weight for under', n),
          weightOver: int(f[4], 'weight for over', n),
        });
        break;
      default:
        throw new NrpFormatError(`line ${n}: "${raw}" is outside any section`);
    }
  }
  if (inst.horizon <= 0 || inst.horizon % 7 !== 0)
    throw new NrpFormatError(`the horizon must be a positive multiple of 7 days, got ${inst.horizon}`);
  if (inst.shifts.length === 0) throw new NrpFormatError('no shifts');
  if (inst.employees.length === 0) throw new NrpFormatError('no staff');
  return inst;
}

/** The model of an instance and how its columns map back to (employee, day, shift). */
export interface NrpModel {
  lp: LpModel;
  /** x[e][d][s]: column index, or -1 where the employee can never work that shift that day. */
  x: number[][][];
  instance: NrpInstance;
}

/**
 * The benchmark's rules as a mixed-integer model (fixtures/nrp/README.md, "The problem"): one
 * binary per (employee, day, shift) the employee may work; cover with under/over slack so the
 * model is never infeasible; every staff limit hard. Run rules (min/max consecutive shifts and
 * days off) are written as forbidden patterns, which keep the LP relaxation tight.
 */
export function buildNrpModel(inst: NrpInstance): NrpModel {
  const lp = new LpModel();
  const H = inst.horizon;
  const shiftIndex = new Map(inst.shifts.map((s, i) => [s.id, i]));
  const x: number[][][] = inst.employees.map((e, ei) => {
    const off = new Set(inst.daysOff[e.id] ?? []);
    return Array.from({ length: H }, (_, d) =>
      inst.shifts.map((s, si) =>
        off.has(d) || (e.maxShifts[s.id] ?? 0) <= 0 ? -1 : lp.addColumn(`x_${ei}_${d}_${si}`, 'binary'),
      ),
    );
  });
  const work = (ei: number, d: number) => x[ei]![d]!.filter((c) => c >= 0).map((c) => [c, 1] as const);

  // Cover: assignments + under − over = requirement.
  for (const c of inst.cover) {
    const si = shiftIndex.get(c.shift);
    if (si === undefined) throw new NrpFormatError(`cover names unknown shift ${c.shift}`);
    const under = lp.addColumn(`u_${c.day}_${si}`, 'continuous', c.weightUnder, 0, c.requirement);
    const over = lp.addColumn(`o_${c.day}_${si}`, 'continuous', c.weightOver);
    const terms: [number, number][] = [
      [under, 1],
      [over, -1],
    ];
    inst.employees.forEach((_, ei) => {
      const col = x[ei]![c.day]![si]!;
      if (col >= 0) terms.push([col, 1]);
    });
    lp.addRow(`cov_${c.day}_${si}`, terms, '=', c.requirement);
  }
  // Requests: an on-request costs its weight unless granted; an off-request when not granted.
  const emp = new Map(inst.employees.map((e, i) => [e.id, i]));
  for (const r of inst.onRequests) {
    lp.objectiveOffset += r.weight;
    const col = x[emp.get(r.employee)!]?.[r.day]?.[shiftIndex.get(r.shift)!] ?? -1;
    if (col >= 0) lp.addCost(col, -r.weight);
  }
  for (const r of inst.offRequests) {
    const col = x[emp.get(r.employee)!]?.[r.day]?.[shiftIndex.get(r.shift)!] ?? -1;
    if (col >= 0) lp.addCost(col, r.weight);
  }

  inst.employees.forEach((e, ei) => {
    for (let d = 0; d < H; d++) lp.addRow(`one_${ei}_${d}`, work(ei, d), '<=', 1);
    // Shift rotation: s on d, then none of s.cannotFollow on d+1.
    for (let d = 0; d + 1 < H; d++)
      inst.shifts.forEach((s, si) => {
        const a = x[ei]![d]![si]!;
        if (a < 0) return;
        for (const t of s.cannotFollow) {
          const b = x[ei]![d + 1]![shiftIndex.get(t)!] ?? -1;
          if (b >= 0)
            lp.addRow(
              `rot_${ei}_${d}_${si}_${shiftIndex.get(t)}`,
              [
                [a, 1],
                [b, 1],
              ],
              '<=',
              1,
            );
        }
      });
    inst.shifts.forEach((s, si) => {
      const terms = x[ei]!.map((day) => day[si]!)
        .filter((c) => c >= 0)
        .map((c) => [c, 1] as const);
      lp.addRow(`max_${ei}_${si}`, terms, '<=', e.maxShifts[s.id] ?? 0);
    });
    const minutes = x[ei]!.flatMap((day) =>
      day.flatMap((c, si) => (c >= 0 ? [[c, inst.shifts[si]!.minutes] as const] : [])),
    );
    lp.addRow(`tmax_${ei}`, minutes, '<=', e.maxTotalMinutes);
    lp.addRow(`tmin_${ei}`, minutes, '>=', e.minTotalMinutes);
    // Integer count of worked days: a tight handle for the solver's branching (docs/adr/0010-autofill-optimiser.md).
    const k = lp.addColumn(`k_${ei}`, 'integer', 0, 0, H);
    lp.addRow(
      `cnt_${ei}`,
      [...x[ei]!.flatMap((_, d) => work(ei, d).map(([c]) => [c, 1] as const)), [k, -1]],
      '=',
      0,
    );

    // Max consecutive: every window of max+1 days has a day off.
    const cmax = e.maxConsecutiveShifts;
    for (let d = 0; d + cmax < H; d++) {
      const terms = [];
      for (let j = d; j <= d + cmax; j++) terms.push(...work(ei, j));
      lp.addRow(`cmax_${ei}_${d}`, terms, '<=', cmax);
    }
    // Min consecutive shifts: no run of k < min worked days bounded by days off on both sides
    // inside the horizon: −w[d−1] + Σ w[d..d+k−1] − w[d+k] ≤ k − 1.
    for (let len = 1; len < e.minConsecutiveShifts; len++)
      for (let d = 1; d + len < H; d++) {
        const terms: [number, number][] = work(ei, d - 1).map(([c]) => [c, -1]);
        for (let j = d; j < d + len; j++) terms.push(...work(ei, j).map(([c]) => [c, 1] as [number, number]));
        terms.push(...work(ei, d + len).map(([c]) => [c, -1] as [number, number]));
        lp.addRow(`cmin_${ei}_${d}_${len}`, terms, '<=', len - 1);
      }
    // Min consecutive days off, likewise: w[d−1] − Σ w[d..d+k−1] + w[d+k] ≤ 1.
    for (let len = 1; len < e.minConsecutiveDaysOff; len++)
      for (let d = 1; d + len < H; d++) {
        const terms: [number, number][] = work(ei, d - 1).map(([c]) => [c, 1]);
        for (let j = d; j < d + len; j++)
          terms.push(...work(ei, j).map(([c]) => [c, -1] as [number, number]));
        terms.push(...work(ei, d + len).map(([c]) => [c, 1] as [number, number]));
        lp.addRow(`omin_${ei}_${d}_${len}`, terms, '<=', 1);
      }
    // Weekends: wk ≥ work on Saturday, wk ≥ work on Sunday; Σ wk ≤ max.
    const weekends: number[] = [];
    for (let w = 0; 7 * w + 6 < H; w++) {
      const wk = lp.addColumn(`wk_${ei}_${w}`, 'binary');
      weekends.push(wk);
      for (const d of [7 * w + 5, 7 * w + 6])
        lp.addRow(`wk_${ei}_${w}_${d}`, [...work(ei, d), [wk, -1]], '<=', 0);
      lp.addRow(`wkub_${ei}_${w}`, [...work(ei, 7 * w + 5), ...work(ei, 7 * w + 6), [wk, -1]], '>=', 0);
    }
    lp.addRow(
      `wkmax_${ei}`,
      weekends.map((c) => [c, 1] as const),
      '<=',
      e.maxWeekends,
    );
  });
  return { lp, x, instance: inst };
}

/** The roster a solution's column values describe (a value above ½ counts as assigned). */
export function nrpAssignments(model: NrpModel, values: ArrayLike<number>): NrpAssignment[] {
  const out: NrpAssignment[] = [];
  model.x.forEach((days, ei) =>
    days.forEach((shifts, d) =>
      shifts.forEach((c, si) => {
        if (c >= 0 && values[c]! > 0.5)
          out.push({
            employee: model.instance.employees[ei]!.id,
            day: d,
            shift: model.instance.shifts[si]!.id,
          });
      }),
    ),
  );
  return out;
}

/**
 * Per column, its employee index and day: the search's neighbourhoods. Cover slack columns
 * have their day and no employee (−1), so the search can find the costly days; helper columns
 * have neither.
 */
export function nrpColumnGroups(model: NrpModel): { person: Int32Array; day: Int32Array } {
  const n = model.lp.columns.length;
  const person = new Int32Array(n).fill(-1);
  const day = new Int32Array(n).fill(-1);
  model.lp.columns.forEach((col, c) => {
    const slack = /^[uo]_(\d+)_\d+$/.exec(col.name);
    if (slack) day[c] = Number(slack[1]);
  });
  model.x.forEach((days, ei) =>
    days.forEach((shifts, d) =>
      shifts.forEach((c) => {
        if (c >= 0) {
          person[c] = ei;
          day[c] = d;
        }
      }),
    ),
  );
  return { person, day };
}
