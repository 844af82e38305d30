import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { buildUser, buildWorkspace } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildStaff, ok } from '@/test/staff-factories';
import { PdfExportDialog } from './pdf-export-dialog';

const night = buildShiftType({ name: 'Night', shortName: 'N' });
const anna = buildStaff({ name: 'Anna de Vries' });
const pdf = () => new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' });

function api(
  pdfReply:
    FakeReply | ((request: { params: Record<string, unknown> }) => FakeReply | Promise<FakeReply>) = () => [
    200,
    pdf(),
  ],
) {
  return fakeApi([
    { method: 'GET', path: '/api/staff', reply: ok([anna]) },
    { method: 'GET', path: '/api/shift-types', reply: ok([night]) },
    { method: 'GET', path: '/api/schedules/pdf-calendar', reply: pdfReply },
  ]);
}

function open(props: Partial<Parameters<typeof PdfExportDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  const save = vi.fn();
  const wait = vi.fn(() => Promise.resolve());
  renderPage(
    <PdfExportDialog
      open
      onOpenChange={onOpenChange}
      initialMonth="2026-03"
      save={save}
      wait={wait}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: /Export schedule as PDF|Rooster exporteren als pdf/ });
  return { dialog, onOpenChange, save, wait };
}

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true });
  signIn({ user: buildUser({ name: 'Sam Admin' }), workspaces: [workspace], selected: workspace });
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('PdfExportDialog', () => {
  it('shows every field: months, staff, shift type, landscape only, the four options and the language', async () => {
    api();
    const { dialog } = open();
    expect((within(dialog).getByLabelText('Start month') as HTMLInputElement).value).toBe('2026-03');
    expect((within(dialog).getByLabelText('End month') as HTMLInputElement).value).toBe('2026-03');
    await within(dialog).findByRole('option', { name: 'Anna de Vries' });
    expect(within(dialog).getByRole('option', { name: 'Night' })).toBeTruthy();
    const orientation = within(dialog).getByLabelText('Orientation') as HTMLSelectElement;
    expect(orientation.disabled).toBe(true);
    expect(orientation.selectedOptions[0]?.textContent).toBe('Landscape');
    for (const name of ['Show absences', 'Show conflicts'])
      expect(within(dialog).getByRole('checkbox', { name }).getAttribute('aria-checked')).toBe('true');
    for (const name of ['Full staff names', 'Full shift type names'])
      expect(within(dialog).getByRole('checkbox', { name }).getAttribute('aria-checked')).toBe('false');
    expect((within(dialog).getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
  });

  it('says what is wrong with the months and will not export them', () => {
    const server = api();
    const { dialog } = open();
    const start = within(dialog).getByLabelText('Start month');
    const end = within(dialog).getByLabelText('End month');
    const exportButton = within(dialog).getByRole('button', { name: 'Export' }) as HTMLButtonElement;

    fireEvent.change(end, { target: { value: '2026-02' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('End month must be after start month');
    expect(exportButton.disabled).toBe(true);

    fireEvent.change(end, { target: { value: '2027-03' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Month range cannot exceed 12 months');

    fireEvent.change(end, { target: { value: '2027-02' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(exportButton.disabled).toBe(false);

    fireEvent.change(start, { target: { value: '' } });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Invalid month format. Please use YYYY-MM format.',
    );
    expect(exportButton.disabled).toBe(true);
    expect(server.find('GET', '/api/schedules/pdf-calendar')).toHaveLength(0);
  });

  it('writes the validation messages in Dutch and defaults the PDF language to the interface’s', async () => {
    await i18next.changeLanguage('nl');
    api();
    const { dialog } = open();
    expect((within(dialog).getByLabelText('Taal') as HTMLSelectElement).value).toBe('nl');
    fireEvent.change(within(dialog).getByLabelText('Eindmaand'), { target: { value: '2026-01' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('De eindmaand moet na de beginmaand liggen');
  });

  it('exports three months as three requests 500 ms apart, shows the progress and saves one file per month', async () => {
    const user = userEvent.setup();
    let releaseSecond: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (releaseSecond = resolve));
    const server = api(async (request) => {
      if (request.params.month === '2026-04') await second;
      return [200, pdf()];
    });
    const { dialog, save, wait, onOpenChange } = open({ filters: { staffId: anna.id } });
    await within(dialog).findByRole('option', { name: 'Anna de Vries' });
    fireEvent.change(within(dialog).getByLabelText('End month'), { target: { value: '2026-05' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Full staff names' }));
    await user.selectOptions(within(dialog).getByLabelText('Shift type'), 'Night');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    expect(await within(dialog).findByText('Exporting 2 of 3')).toBeTruthy();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow'),
    ).toBe('1');
    releaseSecond();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));

    const requests = server.find('GET', '/api/schedules/pdf-calendar');
    expect(requests.map((r) => r.params.month)).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(requests[0]!.params).toEqual({
      month: '2026-03',
      showAbsences: true,
      showConflicts: true,
      oneMonthPerPage: true,
      username: 'Sam Admin',
      showFullStaffNames: true,
      showFullShiftNames: false,
      language: 'en',
      staffId: anna.id,
      shiftTypeId: night.id,
    });
    expect(wait.mock.calls).toEqual([[500], [500]]);
    expect(save.mock.calls.map(([, name]) => name)).toEqual([
      'schedule-2026-03.pdf',
      'schedule-2026-04.pdf',
      'schedule-2026-05.pdf',
    ]);
    expect(await screen.findByText('Exported 3 months as PDF')).toBeTruthy();
  });

  it('shows the server’s message when the failed reply is JSON, and stops there', async () => {
    const user = userEvent.setup();
    const body = new Blob(
      [JSON.stringify({ success: false, error: 'Invalid staff id', code: 'VALIDATION_ERROR' })],
      { type: 'application/json' },
    );
    const server = api([400, body]);
    const { dialog, save, onOpenChange } = open();
    fireEvent.change(within(dialog).getByLabelText('End month'), { target: { value: '2026-04' } });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Invalid staff id');
    expect(server.find('GET', '/api/schedules/pdf-calendar')).toHaveLength(1);
    expect(save).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says "Failed to generate PDF" when the failed reply is not JSON', async () => {
    const user = userEvent.setup();
    api([500, new Blob(['<html>oops</html>'], { type: 'text/html' })]);
    const { dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to generate PDF');
  });

  it('asks for a session and a workspace before exporting', async () => {
    const user = userEvent.setup();
    const server = api();
    const { dialog } = open();
    resetApp();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Missing authentication or workspace context',
    );
    expect(server.find('GET', '/api/schedules/pdf-calendar')).toHaveLength(0);
  });
});
