/**
 * Full-page navigation, behind one object so tests can observe it (`vi.spyOn(browser, 'assign')`)
 * instead of the test environment trying to load another document.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  pathname(): string {
    return window.location.pathname;
  },
};
