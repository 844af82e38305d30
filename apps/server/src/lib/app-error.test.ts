import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { renderError } from '@openrota/i18n';
import { AppError, msg } from './app-error';

const serverDir = path.resolve(import.meta.dirname, '../..');
const appErrorFile = path.join(serverDir, 'src/lib/app-error.ts');

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(serverDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
  return ts.parseJsonConfigFileContent(config, ts.sys, serverDir).options;
}

/**
 * Where `files` build an AppError with a plain message: calls and `new` expressions that
 * resolve to one of app-error.ts's `@deprecated` plain-string overloads (their text would be
 * sent untranslated). Answers `file:line` of each.
 */
function plainMessageSites(files: string[]): string[] {
  const program = ts.createProgram(files, compilerOptions());
  const checker = program.getTypeChecker();
  const sites: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const declaration = checker.getResolvedSignature(node)?.getDeclaration();
        if (
          declaration &&
          path.resolve(declaration.getSourceFile().fileName) === appErrorFile &&
          ts.getJSDocDeprecatedTag(declaration)
        ) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          sites.push(`${path.relative(serverDir, file)}:${line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

describe('AppError messages', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'app-error-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('every throw site in apps/server/src uses a catalogue key, none a plain message', () => {
    const files = ts.sys
      .readDirectory(path.join(serverDir, 'src'), ['.ts'])
      .filter((f) => !f.endsWith('.test.ts') && path.resolve(f) !== appErrorFile);
    expect(files.length).toBeGreaterThan(50);
    expect(plainMessageSites(files)).toEqual([]);
  }, 60_000);

  it('the check finds plain messages (old call sites still compile and send their text as is)', () => {
    const file = path.join(scratch, 'plain.ts');
    const from = JSON.stringify(appErrorFile);
    writeFileSync(
      file,
      [
        `import { AppError, msg } from ${from};`,
        `export const a = AppError.conflict('Plain text', 'name');`,
        `export const b = AppError.notFound('Gadget');`,
        `export const c = new AppError('X', 400, 'Plain');`,
        `export const d = AppError.conflict(msg('shiftTypes.duplicateName', { name: 'Early' }), 'name');`,
        `export const e = AppError.notFound('shiftType');`,
        '',
      ].join('\n'),
    );
    expect(plainMessageSites([file]).map((s) => s.split(':').at(-1))).toEqual(['2', '3', '4']);
    expect(AppError.conflict('Plain text', 'name').details).toEqual([
      { field: 'name', message: 'Plain text' },
    ]);
    expect(AppError.notFound('Gadget').text).toBe('Gadget not found');
  }, 60_000);

  it('keeps English in Error.message (logs, CLI) and the key for the handler', () => {
    const error = AppError.conflict(msg('shiftTypes.duplicateName', { name: 'Early' }), 'name');
    expect(error.message).toBe('A shift type named "Early" already exists');
    expect(renderError('nl', error.text)).toBe('Er bestaat al een diensttype met de naam "Early"');
    expect(AppError.notFound('shiftType').message).toBe('Shift type not found');
  });
});
