import { expect, test } from '../support/fixtures';
import { addDays } from '../support/master-data';
import { newWardSession } from '../support/schedule';
import { PHONE, setStaffEmail, staffToken } from '../support/staff-portal';

/**
 * Issue 15 §3 in the browser: a staff member on their phone makes their calendar address on the
 * staff dashboard and copies the https link; the feed fetched from that link is an iCalendar
 * whose events are exactly their shifts of GET /api/schedules (30 days back, 180 ahead), at
 * the same instants. Turning the address off makes the link answer 404.
 */
test('a member copies their calendar feed link, and the feed has their shifts', async ({
  browser,
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const { api, ward, today } = await newWardSession(page, request, 'feeds');
  const slug = await api.slug();
  const member = ward.staff[0]!.name;
  const email = `feeds-${slug}@example.test`;
  await setStaffEmail(request, api, member, email);
  const token = await staffToken(request, api, slug, email, mailbox);

  const phone = await browser.newContext({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  const staffPage = await phone.newPage();
  await staffPage.addInitScript((t) => localStorage.setItem('staffToken', t), token);
  await staffPage.goto('/staff-dashboard');
  const card = staffPage.getByRole('region', { name: 'Calendar subscription' });
  await expect(card.getByText('No calendar address yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Create calendar address' }).click();
  await expect(card.getByText('Copy the address now: it is shown only once.')).toBeVisible();
  const webcal = await card.getByTestId('calendar-feed-webcal').inputValue();
  expect(webcal).toMatch(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const https = card.getByTestId('calendar-feed-https');
  await https.locator('xpath=..').getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await staffPage.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await https.inputValue());
  expect(copied.replace(/^https?:/, 'webcal:')).toBe(webcal);

  // The feed, fetched as a calendar app would.
  const feed = await request.get(copied);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain(`X-WR-CALNAME:Shifts of ${member}`);
  expect(body).toContain('BEGIN:VTIMEZONE');
  const starts = [...body.matchAll(/^DTSTART;TZID=Europe\/Amsterdam:(\d{8}T\d{4})\d{2}\r?$/gm)].map(
    (m) => m[1],
  );

  // …exactly the member's shifts of the admin's calendar, at the same wall-clock times.
  const schedule = await api.schedule(addDays(today, -30), addDays(today, 180));
  const mine = schedule.entries
    .filter((e) => e.staff?.name === member && !e.isCancelled)
    .map((e) => `${e.date.replaceAll('-', '')}T${e.shiftType.startTime!.replace(':', '')}`)
    .sort();
  expect(mine.length).toBeGreaterThan(10);
  expect(starts.sort()).toEqual(mine);

  // A conditional poll of an unchanged schedule is answered 304.
  const again = await request.get(copied, { headers: { 'if-none-match': feed.headers().etag! } });
  expect(again.status()).toBe(304);

  // Turned off: the address stops at once.
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText('No calendar address yet.')).toBeVisible();
  expect((await request.get(copied)).status()).toBe(404);
  await phone.close();
});
