import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/test/server-process';
import { bench, startBenchServer } from './lib';

/**
 * /healthz throughput of the real server (buildApp + listen: every hook and plugin, logging at
 * warn) as a ratio of a bare Fastify hello-world, both in their own process on this machine,
 * loaded by autocannon from this process over keep-alive on 127.0.0.1. Target: ratio ≥ 0.6.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = 4;
const CONNECTIONS = 10;

async function load(port: number, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/healthz`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`port ${port}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function bareFastify(port: number) {
  const code = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/healthz', async () => ({ status: 'ok' }));
    await app.listen({ host: '127.0.0.1', port: ${port} });
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error('the bare Fastify server did not start');
}

await bench('healthz', async () => {
  const { port } = await startBenchServer();
  const barePort = await freePort();
  const bare = await bareFastify(barePort);
  try {
    // Warm both up (JIT, connection pools), then alternate so drift in the machine's load hits both alike.
    await load(barePort, 1);
    await load(port, 1);
    const bareRuns: number[] = [];
    const fullRuns: number[] = [];
    for (let round = 0; round < 2; round++) {
      bareRuns.push(await load(barePort, DURATION_S));
      fullRuns.push(await load(port, DURATION_S));
    }
    const bareRps = Math.max(...bareRuns);
    const fullRps = Math.max(...fullRuns);
    console.log(
      `healthz: bare Fastify ${Math.round(bareRps)} req/s, OpenRota full stack ${Math.round(fullRps)} req/s`,
    );
    console.log(
      `healthz: ratio ${(fullRps / bareRps).toFixed(2)} (target >= 0.6; ${CONNECTIONS} connections, best of 2 x ${DURATION_S} s each)`,
    );
  } finally {
    bare.kill('SIGTERM');
  }
});
