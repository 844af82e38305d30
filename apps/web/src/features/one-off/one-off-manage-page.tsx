/** Placeholder while issue 4 builds this page. */
export function OneOffManagePage() {
  return null;
}
