import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries of CONTRIBUTING.md ("The layers") are lint rules in eslint.config.js. Each
// case lints a line placed in a real file of the tree (its imports resolve against the real
// files), so a rule that stops matching the tree's layout fails here.
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIdsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it('refuses a server module importing another module’s repository, and allows its service', async () => {
    const file = 'apps/server/src/modules/absences/boundary-case.ts';
    expect(
      await ruleIdsOf("export { findPattern } from '../rotation/patterns.repository';\n", file),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsOf("export * from '../rotation/patterns.service';\n", file)).toEqual([]);
    expect(await ruleIdsOf("export * from './absences.repository';\n", file)).toEqual([]);
  });

  it('refuses a service importing the HTTP plugins', async () => {
    const ids = await ruleIdsOf(
      "export * from '../../plugins/access';\n",
      'apps/server/src/modules/absences/x.service.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses drizzle-orm outside repositories', async () => {
    const code = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
    expect(await ruleIdsOf(code, 'apps/server/src/modules/absences/absences.service.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIdsOf(code, 'apps/server/src/modules/absences/absences.repository.ts')).toEqual([]);
  });

  it('refuses tables (db/schema) outside repositories, but not their row types', async () => {
    const file = 'apps/server/src/modules/absences/absences.service.ts';
    expect(await ruleIdsOf("export { absences } from '../../db/schema';\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIdsOf("export type { absences } from '../../db/schema';\n", file)).toEqual([]);
  });

  it('refuses a web feature importing another feature or app/', async () => {
    const file = 'apps/web/src/features/absences/boundary-case.ts';
    expect(await ruleIdsOf("export * from '@/features/staff/staff-page';\n", file)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsOf("export * from '@/app/router';\n", file)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsOf("export * from '@/lib/api-request';\n", file)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // index.ts re-exports time.ts: time.ts importing the index closes a cycle.
    const ids = await ruleIdsOf("export * from './index';\n", 'packages/domain/src/time.ts');
    expect(ids).toContain('import-x/no-cycle');
  });

  it('keeps the domain free of I/O and clocks', async () => {
    const ids = await ruleIdsOf(
      "import fs from 'node:fs';\nexport const n = Date.now() + fs.constants.F_OK;\n",
      'packages/domain/src/boundary-case.ts',
    );
    expect(ids).toEqual(expect.arrayContaining(['no-restricted-imports', 'no-restricted-properties']));
  });
});
