import { defineConfig } from 'vitest/config';

/**
 * The domain suite (schedule engine, weeks, months, time) also runs under three host time
 * zones: its results must never depend on the machine's TZ. `tz-env.check.ts` proves the zone
 * took effect inside each project's workers. The calendar feed's instants test
 * (apps/server/test/calendar-feed-instants.test.ts) runs under the same zones (`feeds-tz-*`).
 */
const engineTimeZones = [
  ['engine-tz-utc', 'UTC'],
  ['engine-tz-la', 'America/Los_Angeles'],
  ['engine-tz-kolkata', 'Asia/Kolkata'],
] as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...engineTimeZones.map(([name, tz]) => ({
        test: {
          name,
          include: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/tz-env.check.ts'],
          environment: 'node' as const,
          env: { TZ: tz, ENGINE_TZ: tz },
        },
      })),
      {
        test: {
          // The repository's own tooling: lint boundaries, the citation check.
          name: 'tooling',
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      // The calendar feed's times against GET /schedules, under the same three host zones.
      ...engineTimeZones.map(([name, tz]) => ({
        test: {
          name: name.replace('engine-', 'feeds-'),
          root: 'apps/server',
          include: ['test/calendar-feed-instants.test.ts'],
          environment: 'node' as const,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks' as const,
          env: { TZ: tz },
        },
      })),
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
