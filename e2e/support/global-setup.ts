import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the built server on a temporary DATA_DIR with a local SMTP sink, once for the run.
 * The tests find it through E2E_BASE_URL, E2E_MAIL_DIR and E2E_DATA_DIR (workers inherit this
 * environment).
 * The returned function is Playwright's teardown; it also runs on SIGTERM/SIGHUP of the runner.
 */
export default async function globalSetup() {
  const stack = await startStack({ logDir: path.join(e2eDir, '.logs') });
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_MAIL_DIR = stack.mailDir;
  process.env.E2E_DATA_DIR = stack.dataDir;
  console.log(`[e2e] server ready at ${stack.baseURL} (log: ${path.relative(process.cwd(), stack.logFile)})`);

  const onSignal = (signal: NodeJS.Signals) => {
    void stack.stop().finally(() => process.exit(128 + (signal === 'SIGTERM' ? 15 : 1)));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal);

  return async () => {
    process.removeListener('SIGTERM', onSignal);
    process.removeListener('SIGHUP', onSignal);
    await stack.stop();
  };
}
