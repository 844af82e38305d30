/** The API calls no fakeApi route answered (kept apart from fake-api.ts so test/setup.ts loads no HTTP client). */
const unhandled: string[] = [];

export function recordUnhandledRequest(message: string): void {
  unhandled.push(message);
}

/** The calls no route answered since the last call, emptied: `test/setup.ts` fails the test that made any. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
