import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { EmailSettingsPage } from './email-settings-page';

const defaults = {
  upcomingShiftsEmail: false,
  weeklyScheduleSummary: false,
  summaryEmailTime: '20:00',
  summaryEmailDay: 0,
  summaryEmailDaysAhead: 7,
};
const settingsReply = (emailSettings = defaults, emailNotificationsAvailable = true): [number, unknown] => [
  200,
  { success: true, data: { emailSettings, emailNotificationsAvailable } },
];

beforeEach(async () => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
  await act(() => i18next.changeLanguage('en'));
});

describe('EmailSettingsPage', () => {
  it('shows the loaded settings: switches, time, localised weekdays from Sunday and the days-ahead choices', async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/email/settings',
        reply: settingsReply({
          ...defaults,
          upcomingShiftsEmail: true,
          summaryEmailDay: 3,
          summaryEmailDaysAhead: 14,
          summaryEmailTime: '18:30',
        }),
      },
    ]);
    renderPage(<EmailSettingsPage />);
    expect(
      (await screen.findByRole('switch', { name: 'Upcoming shifts reminder' })).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByRole('switch', { name: 'Weekly schedule summary' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect((screen.getByLabelText('Send time') as HTMLInputElement).value).toBe('18:30');
    const day = screen.getByLabelText('Summary day') as HTMLSelectElement;
    expect([...day.options].map((o) => [o.value, o.text])).toEqual([
      ['0', 'Sunday'],
      ['1', 'Monday'],
      ['2', 'Tuesday'],
      ['3', 'Wednesday'],
      ['4', 'Thursday'],
      ['5', 'Friday'],
      ['6', 'Saturday'],
    ]);
    expect(day.value).toBe('3');
    const ahead = screen.getByLabelText('Summary covers') as HTMLSelectElement;
    expect([...ahead.options].map((o) => o.value)).toEqual(['3', '5', '7', '10', '14', '21', '30']);
    expect(ahead.value).toBe('14');
    expect(screen.queryByText(/does not include email notifications/)).toBeNull();
  });

  it('names the weekdays in Dutch in Dutch', async () => {
    await act(() => i18next.changeLanguage('nl'));
    fakeApi([{ method: 'GET', path: '/api/email/settings', reply: settingsReply() }]);
    renderPage(<EmailSettingsPage />);
    const day = (await screen.findByLabelText('Dag van het overzicht')) as HTMLSelectElement;
    expect(day.options[0]!.text).toBe('zondag');
    expect(day.options[1]!.text).toBe('maandag');
  });

  it('saves the changed settings with PUT /api/email/settings', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      { method: 'GET', path: '/api/email/settings', reply: settingsReply() },
      {
        method: 'PUT',
        path: '/api/email/settings',
        reply: (r) => [
          200,
          {
            success: true,
            data: { emailSettings: r.body, emailNotificationsAvailable: true },
            message: 'Email settings saved successfully',
          },
        ],
      },
    ]);
    renderPage(<EmailSettingsPage />);
    await user.click(await screen.findByRole('switch', { name: 'Weekly schedule summary' }));
    fireEvent.change(screen.getByLabelText('Send time'), { target: { value: '07:15' } });
    await user.selectOptions(screen.getByLabelText('Summary day'), 'Friday');
    await user.selectOptions(screen.getByLabelText('Summary covers'), '21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('PUT', '/api/email/settings')).toHaveLength(1));
    expect(api.find('PUT', '/api/email/settings')[0]!.body).toEqual({
      upcomingShiftsEmail: false,
      weeklyScheduleSummary: true,
      summaryEmailTime: '07:15',
      summaryEmailDay: 5,
      summaryEmailDaysAhead: 21,
    });
    expect(await screen.findByText('Email settings saved successfully')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Weekly schedule summary' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('refuses an empty time without calling the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi([{ method: 'GET', path: '/api/email/settings', reply: settingsReply() }]);
    renderPage(<EmailSettingsPage />);
    fireEvent.change(await screen.findByLabelText('Send time'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Time must be written as HH:mm');
    expect(api.find('PUT', '/api/email/settings')).toHaveLength(0);
  });

  it('shows the load, save and test failure messages (the server message when there is one)', async () => {
    const user = userEvent.setup();
    fakeApi([{ method: 'GET', path: '/api/email/settings', reply: [500, {}] }]);
    const first = renderPage(<EmailSettingsPage />);
    expect(await screen.findByText('Failed to load email settings. Please try again.')).toBeTruthy();
    first.unmount();
    resetApp();
    const workspace = buildWorkspace();
    signIn({ workspaces: [workspace], selected: workspace });

    fakeApi([
      { method: 'GET', path: '/api/email/settings', reply: settingsReply() },
      { method: 'PUT', path: '/api/email/settings', reply: [500, {}] },
      {
        method: 'POST',
        path: '/api/email/test-upcoming-reminders',
        reply: [
          502,
          {
            success: false,
            error: 'The test mail could not be sent to admin@example.com.',
            code: 'MAIL_FAILED',
          },
        ],
      },
      { method: 'POST', path: '/api/email/test-weekly-summary', reply: [500, {}] },
    ]);
    renderPage(<EmailSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save email settings. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send test reminder' }));
    expect(await screen.findByText('The test mail could not be sent to admin@example.com.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send test summary' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send test summary' }));
    expect(await screen.findByText('Failed to send test email. Please try again.')).toBeTruthy();
  });

  it('sends a test mail and shows the server message: success only when it says "successfully"', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      { method: 'GET', path: '/api/email/settings', reply: settingsReply() },
      {
        method: 'POST',
        path: '/api/email/test-upcoming-reminders',
        reply: [
          200,
          { success: true, message: 'Test upcoming shifts reminder sent successfully to admin@example.com' },
        ],
      },
      {
        method: 'POST',
        path: '/api/email/test-weekly-summary',
        reply: [200, { success: true, message: 'Mail server busy, nothing sent' }],
      },
    ]);
    renderPage(<EmailSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send test reminder' }));
    const success = await screen.findByText(
      'Test upcoming shifts reminder sent successfully to admin@example.com',
    );
    expect(success.closest('[data-type]')?.getAttribute('data-type')).toBe('success');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send test summary' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send test summary' }));
    const failure = await screen.findByText('Mail server busy, nothing sent');
    expect(failure.closest('[data-type]')?.getAttribute('data-type')).toBe('error');
    expect(api.find('POST', '/api/email/test-upcoming-reminders')).toHaveLength(1);
    expect(api.find('POST', '/api/email/test-weekly-summary')).toHaveLength(1);
  });

  it('says so when the plan does not include email notifications', async () => {
    fakeApi([{ method: 'GET', path: '/api/email/settings', reply: settingsReply(defaults, false) }]);
    renderPage(<EmailSettingsPage />);
    const note = await screen.findByText(/Your plan does not include email notifications/);
    expect(
      within(note.closest('[role]') ?? note).getByText(/no reminder mails are sent until you upgrade/),
    ).toBeTruthy();
  });
});
