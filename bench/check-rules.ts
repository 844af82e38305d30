import {
  addDays,
  canWork,
  checkRules,
  prepareCanWork,
  presetRuleSet,
  shiftInterval,
  type RuleSet,
  type WorkedShift,
} from '@openrota/domain';
import { bench, median, ms } from './lib';

/**
 * The working-time checker (packages/domain checkRules, canWork) on a generated 200-staff
 * workspace under the Dutch preset: March 2026 with 16 weeks of look-back (the preset's
 * lookBackDays), each person on about five shifts a week of Early, Late, Night and Day. Prints
 * checkRules' median over RUNS runs, canWork checks per second (every person × every day of the
 * month × three shift types; the median of PASSES passes), each also by CPU time (a shared
 * machine moves the clock figures a lot), and a reference measured in the same run: reading every shift's
 * real interval and sorting each person's shifts, the least any checker must do.
 */

const RUNS = 15;
const WARMUP = 5;
/** canWork passes over every person × day × type. */
const PASSES = 5;
const WINDOW = { startDate: '2026-03-01', endDate: '2026-03-31' };
const TZ = 'Europe/Amsterdam';
const TYPES = [
  ['early', 'Early', '07:00', '15:00'],
  ['late', 'Late', '15:00', '23:00'],
  ['night', 'Night', '23:00', '07:00'],
  ['day', 'Day', '09:00', '17:30'],
] as const;

function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ruleSet: RuleSet = { id: 'nl', name: 'NL', isDefault: true, ...presetRuleSet('NL_ATW') };
/** 16 weeks of look-back, as the averaging rules need. */
const LOOK_BACK = 16 * 7 + 7;
const first = addDays(WINDOW.startDate, -LOOK_BACK);
const days: string[] = [];
for (let d = first; d <= addDays(WINDOW.endDate, 16); d = addDays(d, 1)) days.push(d);

// A ward's rota: five days on and two off, a week of Early, Late, Night or Day at a time, each
// person a few days shifted from the others, with a random swap now and then.
const random = rng(7);
const staff = Array.from({ length: 200 }, (_, i) => `staff-${i}`);
const shifts: WorkedShift[] = [];
for (const [p, staffId] of staff.entries()) {
  days.forEach((date, d) => {
    const k = d + p;
    if (k % 7 >= 5) return;
    const week = Math.floor(k / 7) + p;
    const [id, name, startTime, endTime] = TYPES[random() < 0.03 ? Math.floor(random() * 4) : week % 4]!;
    shifts.push({
      id: `${staffId}-${date}`,
      staffId,
      date,
      shiftTypeId: id,
      shiftTypeName: name,
      startTime,
      endTime,
    });
  });
}
const input = { shifts, contracts: [], ruleSets: [ruleSet], absences: [], window: WINDOW, timeZone: TZ };

function reference(): number {
  const byStaff = new Map<string, { start: number; end: number }[]>();
  for (const s of shifts) {
    const list = byStaff.get(s.staffId) ?? [];
    list.push(shiftInterval(s.date, s.startTime!, s.endTime!, TZ));
    byStaff.set(s.staffId, list);
  }
  let n = 0;
  for (const list of byStaff.values()) n += list.sort((a, b) => a.start - b.start).length;
  return n;
}

/** CPU time of this process so far (ms): on a shared machine it moves far less than the clock. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Median wall-clock and median CPU time of `body` (ms). */
function timeIt(body: () => unknown): { wall: number; cpu: number } {
  for (let i = 0; i < WARMUP; i++) body();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const startedCpu = cpuMs();
    body();
    cpu.push(cpuMs() - startedCpu);
    times.push(performance.now() - started);
  }
  return { wall: median(times), cpu: median(cpu) };
}

await bench('check-rules', async () => {
  const found = checkRules(input).length;
  const check = timeIt(() => checkRules(input));
  const ref = timeIt(reference);
  console.log(
    `check-rules: checkRules, 200 staff, March 2026 + ${LOOK_BACK} days look-back (${shifts.length} shifts, ${found} violations): median ${ms(check.wall)} (CPU ${ms(check.cpu)}) (target ≤ 20 ms); reference (intervals + sort) ${ms(ref.wall)} (CPU ${ms(ref.cpu)}), ratio ${(check.wall / ref.wall).toFixed(1)} (CPU ${(check.cpu / ref.cpu).toFixed(1)})`,
  );

  const contexts = staff.map((staffId) =>
    prepareCanWork({
      staffId,
      shifts: shifts.filter((s) => s.staffId === staffId),
      contracts: [],
      ruleSets: [ruleSet],
      absences: [],
      timeZone: TZ,
    }),
  );
  const month = days.filter((d) => d >= WINDOW.startDate && d <= WINDOW.endDate);
  const candidates = month.flatMap((date) =>
    TYPES.slice(0, 3).map(([id, name, startTime, endTime]) => ({
      id: `cand-${date}-${id}`,
      staffId: '',
      date,
      shiftTypeId: id,
      shiftTypeName: name,
      startTime,
      endTime,
    })),
  );
  let checks = 0;
  let refused = 0;
  const pass = () => {
    for (let p = 0; p < contexts.length; p++)
      for (const c of candidates) {
        checks++;
        if (canWork({ ...c, staffId: staff[p]! }, contexts[p]!).length > 0) refused++;
      }
  };
  pass();
  // The median of a few passes, by the clock and by CPU time.
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let r = 0; r < PASSES; r++) {
    checks = 0;
    refused = 0;
    const started = performance.now();
    const startedCpu = cpuMs();
    pass();
    cpus.push(checks / ((cpuMs() - startedCpu) / 1000));
    walls.push(checks / ((performance.now() - started) / 1000));
  }
  const perSecond = median(walls);
  const perCpuSecond = median(cpus);
  const refStarted = performance.now();
  let sink = 0;
  for (let p = 0; p < contexts.length; p++)
    for (const c of candidates) sink += shiftInterval(c.date, c.startTime, c.endTime, TZ).start > 0 ? 1 : 0;
  const refPerSecond = sink / ((performance.now() - refStarted) / 1000);
  console.log(
    `check-rules: canWork ${Math.round(perSecond).toLocaleString('en')} checks/s (CPU ${Math.round(perCpuSecond).toLocaleString('en')}/s) over ${checks} checks (${refused} refused), median of ${PASSES} passes (target ≥ 100,000); reference (one shiftInterval per check) ${Math.round(refPerSecond).toLocaleString('en')}/s, ratio ${(perSecond / refPerSecond).toFixed(3)}`,
  );
  await Promise.resolve();
});
