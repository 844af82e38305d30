import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseArgs, runCli, type CliIo } from '../src/cli';
import { loadConfig } from '../src/config';
import { call, CapturingMailer, createTestDatabase } from './helpers';

/** The operator command line, run in process against a test database. */

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

describe('openrota CLI', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = {
      ...loadConfig({ NODE_ENV: 'test', APP_URL: 'http://rota.test' }),
      webDistDir: '/nonexistent',
    };
    app = await buildApp({ config, db: database.db, mailer: new CapturingMailer(), logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  // The CLI reads its configuration from the environment; point it at this file's database.
  const env = () => ({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    APP_URL: 'http://rota.test',
    LOG_LEVEL: 'warn',
  });

  it('external-token prints a one-use login URL that signs the user in', async () => {
    const reg = await call(app, 'POST', '/api/auth/register', {
      body: { email: 'ops@example.com', password: 'operator-pass-1', name: 'Ops', termsAccepted: true },
    });
    expect(reg.statusCode).toBe(201);
    const io = capture();
    expect(await runCli(['external-token', 'OPS@example.com'], io, env())).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const url = new URL(io.stdout[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('http://rota.test/login');
    const token = url.searchParams.get('externalToken')!;
    const exchange = () =>
      call(app, 'GET', `/api/auth/exchange-token?externalToken=${encodeURIComponent(token)}`);
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.email).toBe('ops@example.com');
    expect((await exchange()).statusCode).toBe(401);
  });

  it('explains an unknown user, wrong usage and an unknown command with non-zero exit codes', async () => {
    let io = capture();
    expect(await runCli(['external-token', 'nobody@example.com'], io, env())).toBe(1);
    expect(io.stderr.join('\n')).toContain('User not found');
    expect(io.stdout).toEqual([]);

    io = capture();
    expect(await runCli(['external-token'], io, env())).toBe(2);
    expect(io.stderr.join('\n')).toContain('Usage: openrota external-token <email>');

    io = capture();
    expect(await runCli(['frobnicate'], io, env())).toBe(2);
    expect(io.stderr.join('\n')).toContain('Unknown command "frobnicate"');
  });

  it('parses value options and flags the way later commands need them', () => {
    expect(parseArgs(['acme', 'PRO', '--until', '2027-01-31', '--dry-run'], ['until'])).toEqual({
      positional: ['acme', 'PRO'],
      options: { until: '2027-01-31', 'dry-run': true },
    });
    expect(parseArgs(['--until=2027-01-31', 'acme'])).toEqual({
      positional: ['acme'],
      options: { until: '2027-01-31' },
    });
  });
});
