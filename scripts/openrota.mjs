// `npm run openrota -- <command> …`: operator commands (see apps/server/src/cli.ts), run from
// the built server so they behave exactly like the server that serves.
import path from 'node:path';
import { ensureServerBuilt, root, runForwardingSignals, serverEntry } from './lib.mjs';

if (!ensureServerBuilt()) process.exit(1);
const args = process.argv.slice(2);
if (args.length === 0) args.push('help'); // no command would start the server: show the list instead
const code = await runForwardingSignals(
  process.execPath,
  ['--enable-source-maps', path.relative(root, serverEntry), ...args],
  { cwd: root },
);
process.exit(code);
