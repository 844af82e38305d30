// Type-checks every TypeScript project of the monorepo (each has its own tsconfig: node or DOM).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const projects = [
  'packages/domain',
  'packages/contracts',
  'packages/i18n',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
].filter((p) => fs.existsSync(`${p}/tsconfig.json`));
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
  else console.log(`typecheck ${project}: ok`);
}
process.exit(failed ? 1 : 0);
