/** Placeholder while issue 6 builds this page. */
export function EmailSettingsPage() {
  return null;
}
