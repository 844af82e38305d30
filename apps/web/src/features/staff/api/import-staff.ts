import {
  STAFF_IMPORT_CONTENT_TYPES,
  type StaffImportPreview,
  type StaffImportResult,
} from '@openrota/contracts';
import { apiRequest } from '@/lib/api-request';

/** The content type the server reads a chosen file as, by its extension; null for anything else. */
export function staffImportContentType(fileName: string): string | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return STAFF_IMPORT_CONTENT_TYPES.csv;
  if (lower.endsWith('.xlsx')) return STAFF_IMPORT_CONTENT_TYPES.xlsx;
  return null;
}

function send<T>(url: string, file: File, contentType: string): Promise<T> {
  return apiRequest<T>({ method: 'POST', url, data: file, headers: { 'Content-Type': contentType } });
}

/** POST /api/staff/import/preview: the file's rows with every error naming its cell; stores nothing. */
export async function previewStaffImport(file: File, contentType: string): Promise<StaffImportPreview> {
  return (await send<{ data: StaffImportPreview }>('/api/staff/import/preview', file, contentType)).data;
}

/** POST /api/staff/import: every row or nothing (400 with the errors per cell). */
export async function importStaffFile(file: File, contentType: string): Promise<StaffImportResult> {
  return (await send<{ data: StaffImportResult }>('/api/staff/import', file, contentType)).data;
}
