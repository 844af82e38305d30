// `npm start`: builds what is missing or stale, then serves the API and the built web app on
// one port in production mode.
import path from 'node:path';
import { ensureServerBuilt, ensureWebBuilt, root, runForwardingSignals, serverEntry } from './lib.mjs';

const webReady = ensureWebBuilt();
if (!ensureServerBuilt()) process.exit(1);

const env = { ...process.env, NODE_ENV: 'production' };
// Production refuses to start without APP_URL (mail links point to it); on a laptop the
// local address is the right answer, so default it here rather than in the server.
env.APP_URL ||= `http://localhost:${env.PORT || 3000}`;
if (!webReady)
  process.stderr.write('[openrota] the web app is not built: only the API (/api, /healthz) is served.\n');

const code = await runForwardingSignals(
  process.execPath,
  ['--enable-source-maps', path.relative(root, serverEntry)],
  { cwd: root, env },
);
process.exit(code);
