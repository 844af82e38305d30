import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  embeddedUrl,
  freePort,
  initialisedDataDir,
  request,
  startServer,
} from '../apps/server/test/server-process';

/**
 * The schedule bench's workspace, seeded with direct SQL into an existing workspace: 8 shift
 * types; 200 staff with 3 skills each; 20 active 4-week patterns starting 2026-01-05, each
 * worked by its own 10 staff: 2 Early, 2 Late and 1 Night on weekdays, 1 of each at weekends
 * (124 requirements a pattern, one in 20 left unassigned); in March 2026 100 overrides or
 * claims, 40 one-offs and 30 absences.
 */

export const STAFF = 200;
export const PATTERNS = 20;
const WEEKS = 4;
const PATTERN_START = '2026-01-05';

export async function seedScheduleWorkspace(
  url: string,
  workspaceId: string,
  /** A smaller ward of the same shape (bench/autofill.ts: 100 staff in 10 patterns). */
  size: { staff: number; patterns: number } = { staff: STAFF, patterns: PATTERNS },
) {
  const staffCount = size.staff;
  const patternCount = size.patterns;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const types = ['Early', 'Late', 'Night', 'Day', 'Evening', 'Weekend', 'On call', 'Training'].map(
      (name, i) => ({
        id: randomUUID(),
        name,
        start: ['07:00', '15:00', '23:00', '09:00', '17:00', '08:00', '00:00', '10:00'][i]!,
        end: ['15:00', '23:00', '07:00', '17:30', '23:00', '20:00', '23:59', '16:00'][i]!,
      }),
    );
    await client.query(
      `INSERT INTO shift_types (id, workspace_id, name, short_name, color, start_time, end_time, "order")
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])`,
      [
        types.map((t) => t.id),
        types.map(() => workspaceId),
        types.map((t) => t.name),
        types.map((t) => t.name[0]),
        types.map(() => '#3b82f6'),
        types.map((t) => t.start),
        types.map((t) => t.end),
        types.map((_, i) => i),
      ],
    );
    const staffIds = Array.from({ length: staffCount }, () => randomUUID());
    await client.query(
      `INSERT INTO staff (id, workspace_id, name, short_name, active) SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::bool[])`,
      [
        staffIds,
        staffIds.map(() => workspaceId),
        staffIds.map((_, i) => `Staff member ${String(i + 1).padStart(3, '0')}`),
        staffIds.map((_, i) => `S${i + 1}`),
        staffIds.map(() => true),
      ],
    );
    const skillStaff: string[] = [];
    const skillTypes: string[] = [];
    for (const id of staffIds) {
      for (const t of types.slice(0, 3)) {
        skillStaff.push(id);
        skillTypes.push(t.id);
      }
    }
    await client.query(
      `INSERT INTO staff_skills (workspace_id, staff_id, shift_type_id) SELECT $1::uuid, * FROM unnest($2::uuid[], $3::uuid[])`,
      [workspaceId, skillStaff, skillTypes],
    );

    const patternIds = Array.from({ length: patternCount }, () => randomUUID());
    await client.query(
      `INSERT INTO rotation_patterns (id, workspace_id, name, start_date, week_count, active) SELECT id, $2::uuid, 'Team ' || n, $3::date, $4::int, true
       FROM unnest($1::uuid[]) WITH ORDINALITY AS p(id, n)`,
      [patternIds, workspaceId, PATTERN_START, WEEKS],
    );
    const slots: Array<{
      id: string;
      pattern: string;
      week: number;
      day: number;
      type: string;
      staff: string | null;
    }> = [];
    patternIds.forEach((patternId, p) => {
      const team = staffIds.slice(p * (staffCount / patternCount), (p + 1) * (staffCount / patternCount));
      let turn = p;
      for (let week = 1; week <= WEEKS; week++) {
        for (let day = 0; day < 7; day++) {
          const needs = day < 5 ? [0, 0, 1, 1, 2] : [0, 1, 2];
          for (const t of needs) {
            turn++;
            slots.push({
              id: randomUUID(),
              pattern: patternId,
              week,
              day,
              type: types[t]!.id,
              staff: turn % 20 === 0 ? null : team[turn % team.length]!,
            });
          }
        }
      }
    });
    await client.query(
      `INSERT INTO rotation_slots (id, workspace_id, rotation_pattern_id, week_number, day_of_week, shift_type_id, is_optional)
       SELECT id, $2::uuid, pattern, week, day, type, false FROM unnest($1::uuid[], $3::uuid[], $4::int[], $5::int[], $6::uuid[]) AS s(id, pattern, week, day, type)`,
      [
        slots.map((s) => s.id),
        workspaceId,
        slots.map((s) => s.pattern),
        slots.map((s) => s.week),
        slots.map((s) => s.day),
        slots.map((s) => s.type),
      ],
    );
    const assigned = slots.filter((s) => s.staff !== null);
    await client.query(
      `INSERT INTO rotation_assignments (workspace_id, rotation_pattern_id, rotation_slot_id, staff_id, week_number, day_of_week, shift_type_id)
       SELECT $1::uuid, * FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::int[], $6::int[], $7::uuid[])`,
      [
        workspaceId,
        assigned.map((s) => s.pattern),
        assigned.map((s) => s.id),
        assigned.map((s) => s.staff),
        assigned.map((s) => s.week),
        assigned.map((s) => s.day),
        assigned.map((s) => s.type),
      ],
    );

    // The stored layer in the month: overrides and claims on real occurrences, one-offs, absences.
    const startDay = Date.UTC(2026, 0, 5) / 86_400_000;
    const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    const marchFirst = Date.UTC(2026, 2, 1) / 86_400_000;
    const stored: Array<[string, string, string, string | null, string, string]> = [];
    const seen = new Set<string>();
    for (let i = 0; stored.length < 100; i++) {
      const day = marchFirst + ((i * 7) % 31);
      const rw = (Math.floor((day - startDay) / 7) % WEEKS) + 1;
      const dow = (((day + 3) % 7) + 7) % 7;
      const candidates = slots.filter((s) => s.week === rw && s.day === dow);
      const slot = candidates[(i * 13) % candidates.length]!;
      const key = `${slot.id}|${day}`;
      if (seen.has(key)) continue;
      seen.add(key);
      stored.push([
        dateOf(day),
        slot.staff === null ? 'CLAIMED' : 'OVERRIDE',
        slot.type,
        i % 3 === 0 ? null : staffIds[(i * 37) % staffCount]!,
        slot.id,
        slot.pattern,
      ]);
    }
    await client.query(
      `INSERT INTO schedule_entries (workspace_id, date, entry_type, shift_type_id, staff_id, rotation_slot_id, rotation_pattern_id, is_cancelled, description)
       SELECT $1::uuid, d, t, st, CASE WHEN t = 'CLAIMED' THEN coalesce(s, $8::uuid) ELSE s END, sl, p, false, 'bench'
       FROM unnest($2::date[], $3::text[], $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[]) AS x(d, t, st, s, sl, p)`,
      [
        workspaceId,
        stored.map((r) => r[0]),
        stored.map((r) => r[1]),
        stored.map((r) => r[2]),
        stored.map((r) => r[3]),
        stored.map((r) => r[4]),
        stored.map((r) => r[5]),
        staffIds[0],
      ],
    );
    await client.query(
      `INSERT INTO schedule_entries (workspace_id, date, entry_type, shift_type_id, staff_id, description)
       SELECT $1::uuid, ('2026-03-01'::date + (n % 31)), 'ONE_OFF', $2::uuid, CASE WHEN n % 4 = 0 THEN NULL ELSE ($3::uuid[])[1 + (n * 7) % $4::int] END, 'extra'
       FROM generate_series(0, 39) AS n`,
      [workspaceId, types[3]!.id, staffIds, staffCount],
    );
    await client.query(
      `INSERT INTO absences (workspace_id, staff_id, start_date, end_date, type)
       SELECT $1::uuid, ($2::uuid[])[1 + (n * 11) % $3::int], '2026-03-01'::date + n, '2026-03-01'::date + n + (n % 5), 'VACATION'
       FROM generate_series(0, 29) AS n`,
      [workspaceId, staffIds, staffCount],
    );
    await client.query('COMMIT');
    return { slots: slots.length, assignments: assigned.length };
  } finally {
    await client.end();
  }
}

/**
 * A real server (the production bundle, logging at warn) on its own embedded database, with an
 * admin account and a workspace seeded by `seedScheduleWorkspace`; `url` reaches its database.
 */
export async function startSeededServer() {
  const port = await freePort();
  const dbPort = await freePort();
  const dataDir = await initialisedDataDir();
  const server = startServer({ dataDir, port, dbPort, env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
  await server.ready();

  const reg = await request(port, 'POST', '/api/auth/register', {
    body: { email: 'bench@example.com', password: 'bench-password-123', name: 'Bench', termsAccepted: true },
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${reg.body}`);
  const adminToken: string = JSON.parse(reg.body).token;
  const ws = await request(port, 'POST', '/api/workspaces', {
    body: { name: 'Bench hospital' },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (ws.status !== 201) throw new Error(`workspace answered ${ws.status}: ${ws.body}`);
  const workspaceId: string = JSON.parse(ws.body).data.id;
  const url = embeddedUrl(dataDir, dbPort);
  const seeded = await seedScheduleWorkspace(url, workspaceId);
  return { port, url, adminToken, workspaceId, seeded };
}
