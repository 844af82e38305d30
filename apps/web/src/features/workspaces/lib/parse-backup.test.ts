import { describe, expect, it } from 'vitest';
import { parseBackup, summarizeBackup } from './parse-backup';

const backup = {
  version: 1,
  workspace: { name: 'Ward 4B' },
  exportedAt: '2026-01-01T00:00:00Z',
  staff: [],
  shiftTypes: [],
  rotationPatterns: [],
};

describe('parseBackup', () => {
  it('accepts a .json file with version and workspace', () => {
    expect(parseBackup('ward.JSON', JSON.stringify(backup))).toEqual({ ok: true, backup });
  });

  it('refuses files that are not .json', () => {
    expect(parseBackup('ward.txt', JSON.stringify(backup))).toEqual({
      ok: false,
      errorKey: 'workspace.restore.invalidBackup',
    });
  });

  it('refuses text that is not JSON', () => {
    expect(parseBackup('ward.json', '{oops')).toEqual({
      ok: false,
      errorKey: 'workspace.restore.invalidJson',
    });
  });

  it.each([{ workspace: { name: 'x' } }, { version: 1 }, { version: 1, workspace: 'x' }, [], null])(
    'refuses JSON without both version and workspace: %j',
    (value) => {
      expect(parseBackup('ward.json', JSON.stringify(value))).toEqual({
        ok: false,
        errorKey: 'workspace.restore.invalidBackup',
      });
    },
  );
});

describe('summarizeBackup', () => {
  it('counts the sections a backup holds; a version-1 file without absences or entries counts 0', () => {
    expect(summarizeBackup({ ...backup, staff: [{}, {}], absences: [{}], scheduleEntries: 'x' })).toEqual({
      workspaceName: 'Ward 4B',
      exportedAt: '2026-01-01T00:00:00Z',
      version: '1',
      staff: 2,
      shiftTypes: 0,
      rotationPatterns: 0,
      absences: 1,
      scheduleEntries: 0,
    });
    expect(summarizeBackup({ version: '2', workspace: {} })).toMatchObject({
      workspaceName: '',
      exportedAt: null,
      version: '2',
      staff: 0,
    });
  });
});
