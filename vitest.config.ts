import { defineConfig } from 'vitest/config';

/**
 * The domain suite (schedule engine, weeks, months, time) also runs under three host time
 * zones: its results must never depend on the machine's TZ. `tz-env.check.ts` proves the zone
 * took effect inside each project's workers.
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
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
