import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/check-citations.mjs keeps the repository free of citations of documents it does not
// hold; here it runs on small trees of its own.
const script = path.resolve(import.meta.dirname, '../check-citations.mjs');
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'citations-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('check-citations', () => {
  it('passes a tree whose comments cite its own docs by existing anchors', () => {
    const dir = tree({
      'docs/product/schedule.md': '# The schedule\n\n## Cancel vs unassign\n\nText.\n',
      'src/a.ts':
        '// Cancel keeps the pattern (docs/product/schedule.md#cancel-vs-unassign).\nexport const a = 1;\n',
    });
    expect(check(dir)).toMatchObject({ status: 0 });
  });

  it('names file and line of a citation of an outside document or a missing anchor', () => {
    const dir = tree({
      'docs/product/schedule.md': '# The schedule\n',
      'src/a.ts': 'export const a = 1;\n// As spec 001 section 7 says.\n',
      'src/b.ts': '// decision 11: roles\n',
      'src/c.ts': '// docs/product/schedule.md#no-such-heading\n',
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('src/a.ts:2');
    expect(output).toContain('src/b.ts:1');
    expect(output).toContain('src/c.ts:1');
  });

  it('fails on a loose mention of "the spec", not on a *.spec.ts file name', () => {
    const passing = tree({
      'e2e/README.md': 'Run one file: `playwright test tests/a.spec.ts`.\n',
      'e2e/tests/a.spec.ts': "import { specDir } from './spec/dir';\nexport const a = specDir;\n",
    });
    expect(check(passing)).toMatchObject({ status: 0 });
    const failing = tree({ 'src/a.ts': "export const a = 1;\n// Refresh after the spec's delay.\n" });
    const { status, output } = check(failing);
    expect(status).toBe(1);
    expect(output).toContain('src/a.ts:2');
  });
});
