/** A backup file as exported by OpenRota (docs/product/workspaces.md#backup-file); only the fields the restore form shows are typed. */
export type BackupFile = {
  version: string | number;
  workspace: { name?: string; [key: string]: unknown };
  exportedAt?: string;
  staff?: unknown[];
  shiftTypes?: unknown[];
  rotationPatterns?: unknown[];
  [key: string]: unknown;
};

export type BackupParseResult =
  | { ok: true; backup: BackupFile }
  | { ok: false; errorKey: 'workspace.restore.invalidBackup' | 'workspace.restore.invalidJson' };

/**
 * Checks a chosen backup (docs/product/workspaces.md#restore): a .json file that parses and has both version and
 * workspace. The error is an i18n key.
 */
export function parseBackup(fileName: string, text: string): BackupParseResult {
  if (!fileName.toLowerCase().endsWith('.json'))
    return { ok: false, errorKey: 'workspace.restore.invalidBackup' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, errorKey: 'workspace.restore.invalidJson' };
  }
  if (!value || typeof value !== 'object') return { ok: false, errorKey: 'workspace.restore.invalidBackup' };
  const candidate = value as Partial<BackupFile>;
  if (candidate.version == null || !candidate.workspace || typeof candidate.workspace !== 'object') {
    return { ok: false, errorKey: 'workspace.restore.invalidBackup' };
  }
  return { ok: true, backup: candidate as BackupFile };
}

/** What the restore tab shows of a chosen backup before it is sent. */
export type BackupSummary = {
  workspaceName: string;
  exportedAt: string | null;
  version: string;
  staff: number;
  shiftTypes: number;
  rotationPatterns: number;
  absences: number;
  scheduleEntries: number;
};

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

export function summarizeBackup(backup: BackupFile): BackupSummary {
  return {
    workspaceName: typeof backup.workspace.name === 'string' ? backup.workspace.name : '',
    exportedAt: typeof backup.exportedAt === 'string' && backup.exportedAt ? backup.exportedAt : null,
    version: String(backup.version),
    staff: countOf(backup.staff),
    shiftTypes: countOf(backup.shiftTypes),
    rotationPatterns: countOf(backup.rotationPatterns),
    absences: countOf(backup.absences),
    scheduleEntries: countOf(backup.scheduleEntries),
  };
}
