import { request } from '../apps/server/test/server-process';
import { bench, ms, percentile, startBenchServer } from './lib';

/**
 * Latency of POST /api/auth/login against the real server: argon2id verification off the
 * event loop, session insert, audit row. Sequential requests, each from its own loopback
 * address so the per-address limit (20 a minute) does not turn them into 429s.
 */

const COUNT = 100;

await bench('login', async () => {
  const { port } = await startBenchServer({ LOG_LEVEL: 'warn' });
  const credentials = { email: 'bench@example.com', password: 'bench-password-123' };
  const reg = await request(port, 'POST', '/api/auth/register', {
    body: { ...credentials, name: 'Bench', termsAccepted: true },
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${reg.body}`);
  const once = async (i: number) => {
    const started = performance.now();
    const res = await request(port, 'POST', '/api/auth/login', {
      body: credentials,
      localAddress: `127.9.${Math.floor(i / 250)}.${1 + (i % 250)}`,
    });
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.body}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await once(1000 + i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < COUNT; i++) times.push(await once(i));
  times.sort((a, b) => a - b);
  console.log(
    `login: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1)!)} (${COUNT} sequential logins)`,
  );
});
