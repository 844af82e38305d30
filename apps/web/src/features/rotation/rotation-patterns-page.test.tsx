import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildPattern } from '@/test/rotation-factories';
import { buildViolation, ruleViolationReply } from '@/test/rule-checks';
import { RotationPatternsPage } from './rotation-patterns-page';
import { findOpenDialog } from '@/test/dialogs';

const pattern = buildPattern({ name: 'Ward rota', weekCount: 4, active: false });
const list = {
  method: 'GET',
  path: '/api/rotation-patterns',
  reply: [200, { success: true, data: [pattern] }] as [number, unknown],
};

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true });
  signIn({ workspaces: [workspace], selected: workspace });
  // Wednesday 4 March 2026.
  vi.useFakeTimers({ now: new Date(2026, 2, 4, 10), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('RotationPatternsPage', () => {
  it('lists a pattern with its status and week count, and creates one with the list defaults', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      list,
      {
        method: 'POST',
        path: '/api/rotation-patterns',
        reply: (r) => [201, { success: true, data: buildPattern(r.body as object) }],
      },
    ]);
    renderPage(<RotationPatternsPage />);
    const row = (await screen.findByRole('link', { name: 'Open Ward rota' })).closest('li')!;
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(within(row).getByText('4 weeks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create pattern' }));
    await waitFor(() => expect(api.find('POST', '/api/rotation-patterns')).toHaveLength(1));
    expect(api.find('POST', '/api/rotation-patterns')[0]!.body).toEqual({
      name: 'Pattern 2026-03-04',
      startDate: '2026-03-04',
      endDate: null,
      active: true,
      weekCount: 2,
    });
  });

  it('duplicates with a Copy suffix, the next Monday and an end 4 weeks minus a day later', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      list,
      {
        method: 'POST',
        path: `/api/rotation-patterns/${pattern.id}/duplicate`,
        reply: [201, { success: true, data: buildPattern() }],
      },
    ]);
    renderPage(<RotationPatternsPage />);
    await user.click(await screen.findByRole('button', { name: 'Duplicate Ward rota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate pattern' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Ward rota (Copy)');
    expect((within(dialog).getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-03-09');
    expect((within(dialog).getByLabelText('End date (optional)') as HTMLInputElement).value).toBe(
      '2026-04-05',
    );
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Summer');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/duplicate`)).toHaveLength(1),
    );
    expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/duplicate`)[0]!.body).toEqual({
      name: 'Summer',
      startDate: '2026-03-09',
      endDate: '2026-04-05',
    });
  });

  it('duplicate: a copy that breaks a working-time rule opens the rules dialog and is sent again with the reason', async () => {
    const user = userEvent.setup();
    const doubled = buildViolation({
      ruleId: 'doubleBooking',
      ruleName: 'Two shifts at once',
      message: 'Early (Mon 07:00 to Mon 15:00) and Early (Mon 07:00 to Mon 15:00) overlap by 8 h',
    });
    const api = fakeApi([
      list,
      {
        method: 'POST',
        path: `/api/rotation-patterns/${pattern.id}/duplicate`,
        reply: (r) =>
          (r.body as { acknowledgeViolations?: unknown }).acknowledgeViolations
            ? [201, { success: true, data: buildPattern(), warnings: [doubled] }]
            : ruleViolationReply([doubled]),
      },
    ]);
    renderPage(<RotationPatternsPage />);
    await user.click(await screen.findByRole('button', { name: 'Duplicate Ward rota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate pattern' });
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    const rules = await findOpenDialog('This breaks a working-time rule');
    expect(within(rules).getByText(doubled.message)).toBeTruthy();
    await user.type(within(rules).getByLabelText('Reason to assign anyway'), 'Second team');
    await user.click(within(rules).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() =>
      expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/duplicate`)).toHaveLength(2),
    );
    expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/duplicate`)[1]!.body).toMatchObject({
      name: 'Ward rota (Copy)',
      acknowledgeViolations: { reason: 'Second team' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duplicate pattern' })).toBeNull());
  });

  it('import: needs a file and a name, reports invalid JSON, defaults the start to this week’s Monday', async () => {
    const user = userEvent.setup();
    fakeApi([list]);
    renderPage(<RotationPatternsPage />);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import rotation pattern' });
    expect((within(dialog).getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-03-02');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a .json file')).toBeTruthy();
    await user.upload(
      within(dialog).getByLabelText('JSON file'),
      new File(['{not json'], 'rota.json', { type: 'application/json' }),
    );
    await user.type(within(dialog).getByLabelText('Pattern name'), 'Imported');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Invalid file format')).toBeTruthy();
  });

  it('import: a file the server refuses shows the field and reason of each problem, not only "Invalid file format" (issue 10)', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      list,
      {
        method: 'POST',
        path: '/api/rotation-patterns/import',
        reply: [
          400,
          {
            success: false,
            error: 'Invalid file format',
            code: 'VALIDATION_ERROR',
            details: [
              { field: 'data.shifts.0.week', message: "Week 9 is beyond the pattern's 4 weeks" },
              { field: 'data.shifts.3.staff', message: 'Anna works more than one shift on week 1, day 0' },
            ],
          },
        ],
      },
    ]);
    renderPage(<RotationPatternsPage />);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import rotation pattern' });
    await user.upload(
      within(dialog).getByLabelText('JSON file'),
      new File(['{"shifts":[]}'], 'rota.json', { type: 'application/json' }),
    );
    await user.type(within(dialog).getByLabelText('Pattern name'), 'Imported');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(api.find('POST', '/api/rotation-patterns/import')).toHaveLength(1);
    expect(within(alert).getByText('Invalid file format')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "data.shifts.0.week: Week 9 is beyond the pattern's 4 weeks",
      'data.shifts.3.staff: Anna works more than one shift on week 1, day 0',
    ]);
  });
});
