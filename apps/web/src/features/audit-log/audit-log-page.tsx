/** Placeholder while issue 6 builds this page. */
export function AuditLogPage() {
  return null;
}
