import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli';

/**
 * The benchmark command checked by an independent scorer. The scorer below is written from the
 * rules in fixtures/nrp/README.md ("The problem"), reading the instance file itself and the
 * written solution: it shares no code with the parser or the model the solver uses, so the
 * printed objective cannot be tuned to agree with it.
 */

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../fixtures/nrp');

interface Scored {
  objective: number;
  violations: string[];
}

/** Scores a roster under the benchmark's rules: the objective and every broken hard constraint. */
function score(
  instanceText: string,
  roster: { assignments: { employee: string; day: number; shift: string }[] },
): Scored {
  const sections = new Map<string, string[][]>();
  let current = '';
  for (const line of instanceText.split(/\r?\n/)) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    if (t.startsWith('SECTION_')) {
      current = t;
      sections.set(t, []);
    } else sections.get(current)!.push(t.split(','));
  }
  const H = Number(sections.get('SECTION_HORIZON')![0]![0]);
  const lengths = new Map<string, number>();
  const cannotFollow = new Map<string, string[]>();
  for (const [id, len, cf] of sections.get('SECTION_SHIFTS')!) {
    lengths.set(id!, Number(len));
    cannotFollow.set(id!, (cf ?? '').split('|').filter(Boolean));
  }
  const violations: string[] = [];
  // grid[employee][day] = shift or null
  const grid = new Map<string, (string | null)[]>();
  for (const row of sections.get('SECTION_STAFF')!) grid.set(row[0]!, new Array<string | null>(H).fill(null));
  for (const a of roster.assignments) {
    const days = grid.get(a.employee);
    if (!days || a.day < 0 || a.day >= H || !lengths.has(a.shift)) {
      violations.push(`unknown assignment ${JSON.stringify(a)}`);
      continue;
    }
    if (days[a.day] !== null) violations.push(`${a.employee} has two shifts on day ${a.day}`);
    days[a.day] = a.shift;
  }
  const runs = (worked: boolean[], want: boolean) => {
    const out: { start: number; end: number }[] = [];
    for (let d = 0; d < H; d++) {
      if (worked[d] !== want || (d > 0 && worked[d - 1] === want)) continue;
      let e = d;
      while (e + 1 < H && worked[e + 1] === want) e++;
      out.push({ start: d, end: e });
    }
    return out;
  };
  for (const [id, maxShifts, maxMin, minMin, maxCons, minCons, minOff, maxWk] of sections.get(
    'SECTION_STAFF',
  )!) {
    const days = grid.get(id!)!;
    const worked = days.map((s) => s !== null);
    for (let d = 0; d + 1 < H; d++)
      if (days[d] && days[d + 1] && cannotFollow.get(days[d]!)!.includes(days[d + 1]!))
        violations.push(`${id}: ${days[d + 1]} follows ${days[d]} on day ${d + 1}`);
    const limits = new Map(
      (maxShifts ?? '').split('|').map((p) => [p.split('=')[0]!, Number(p.split('=')[1])]),
    );
    for (const s of lengths.keys()) {
      const n = days.filter((x) => x === s).length;
      if (n > (limits.get(s) ?? 0)) violations.push(`${id}: ${n} ${s} shifts, at most ${limits.get(s) ?? 0}`);
    }
    const minutes = days.reduce((t, s) => t + (s ? lengths.get(s)! : 0), 0);
    if (minutes > Number(maxMin) || minutes < Number(minMin)) violations.push(`${id}: ${minutes} minutes`);
    for (const r of runs(worked, true)) {
      const len = r.end - r.start + 1;
      if (len > Number(maxCons)) violations.push(`${id}: ${len} consecutive shifts from day ${r.start}`);
      if (len < Number(minCons) && r.start > 0 && r.end < H - 1)
        violations.push(`${id}: only ${len} consecutive shifts from day ${r.start}`);
    }
    for (const r of runs(worked, false)) {
      const len = r.end - r.start + 1;
      if (len < Number(minOff) && r.start > 0 && r.end < H - 1)
        violations.push(`${id}: only ${len} days off from day ${r.start}`);
    }
    let weekends = 0;
    for (let w = 0; 7 * w + 6 < H; w++) if (worked[7 * w + 5] || worked[7 * w + 6]) weekends++;
    if (weekends > Number(maxWk)) violations.push(`${id}: ${weekends} weekends`);
  }
  for (const [id, ...off] of sections.get('SECTION_DAYS_OFF') ?? [])
    for (const d of off)
      if (d.trim() !== '' && grid.get(id!)![Number(d)]) violations.push(`${id} works day off ${d}`);
  let objective = 0;
  for (const [id, d, s, w] of sections.get('SECTION_SHIFT_ON_REQUESTS') ?? [])
    if (grid.get(id!)![Number(d)] !== s) objective += Number(w);
  for (const [id, d, s, w] of sections.get('SECTION_SHIFT_OFF_REQUESTS') ?? [])
    if (grid.get(id!)![Number(d)] === s) objective += Number(w);
  for (const [d, s, req, under, over] of sections.get('SECTION_COVER')!) {
    let x = 0;
    for (const days of grid.values()) if (days[Number(d)] === s) x++;
    if (x < Number(req)) objective += (Number(req) - x) * Number(under);
    if (x > Number(req)) objective += (x - Number(req)) * Number(over);
  }
  return { objective, violations };
}

const pattern = (employee: string, text: string) =>
  [...text].flatMap((c, day) => (c === 'D' ? [{ employee, day, shift: 'D' }] : []));

describe('the independent NRP scorer', () => {
  const inst1 = fs.readFileSync(path.join(fixtures, 'Instance1.txt'), 'utf8');
  it('finds exactly the broken rules of the README worked examples', () => {
    // Employee B breaks nothing (day 5 is B's day off, which this pattern leaves free).
    expect(
      score(inst1, { assignments: pattern('B', 'D--DD--DD---DD') }).violations.filter((v) =>
        v.startsWith('B'),
      ),
    ).toEqual([]);
    const a = score(inst1, { assignments: pattern('A', '-DD-DD--DDD---') }).violations.filter((v) =>
      v.startsWith('A:'),
    );
    expect(a).toEqual(['A: only 1 days off from day 3']);
    const d = score(inst1, { assignments: pattern('D', 'DD--D--DDDD---') }).violations.filter((v) =>
      v.startsWith('D:'),
    );
    expect(d).toContain('D: only 1 consecutive shifts from day 4');
    const wk = score(inst1, { assignments: pattern('E', '-----D-------D') }).violations;
    expect(wk).toContain('E: 2 weekends');
    expect(score(inst1, { assignments: pattern('E', '-----DD-------') }).violations).not.toContain(
      'E: 2 weekends',
    );
  });
});

describe('npm run openrota -- nrp solve', () => {
  for (const [name, limit, best] of [
    ['Instance1.txt', 10, 607],
    ['Instance2.txt', 10, 828],
    ['Instance4.txt', 10, 1716],
  ] as const) {
    it(`prints for ${name} the objective an independent scorer gives its written roster, which breaks no hard rule`, async () => {
      const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nrp-')), 'solution.json');
      const stdout: string[] = [];
      const stderr: string[] = [];
      const code = await runCli(
        ['nrp', 'solve', path.join(fixtures, name), '--time-limit', String(limit), '--out', out],
        { out: (l) => stdout.push(l), err: (l) => stderr.push(l) },
      );
      expect(code, stderr.join('\n')).toBe(0);
      const printed = Number(stdout.join('').trim());
      const roster = JSON.parse(fs.readFileSync(out, 'utf8')) as Parameters<typeof score>[1];
      const scored = score(fs.readFileSync(path.join(fixtures, name), 'utf8'), roster);
      expect(scored.violations).toEqual([]);
      expect(printed).toBe(scored.objective);
      // Never better than the best known (that would be a scoring bug). How close it gets in the
      // time depends on the machine's load: bench/nrp.ts measures that.
      expect(printed).toBeGreaterThanOrEqual(best);
    }, 60_000);
  }

  it('refuses an unreadable instance and a bad time limit with its usage line', async () => {
    const stderr: string[] = [];
    const io = { out: () => {}, err: (l: string) => stderr.push(l) };
    expect(await runCli(['nrp', 'solve', '/nonexistent.txt'], io)).toBe(2);
    expect(stderr.join('\n')).toContain('cannot read /nonexistent.txt');
    expect(
      await runCli(['nrp', 'solve', path.join(fixtures, 'Instance1.txt'), '--time-limit', 'x'], io),
    ).toBe(2);
    expect(stderr.join('\n')).toContain('--time-limit needs a number of seconds');
  });
});
