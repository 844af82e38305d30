import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/test-i18n';
import { TermsDialog } from './terms-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read the terms
      </button>
      <TermsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderHarness(lng: 'en' | 'nl' = 'en') {
  return render(
    <I18nextProvider i18n={createTestI18n(lng)}>
      <Harness />
    </I18nextProvider>,
  );
}

const openDialog = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read the terms' })));

afterEach(cleanup);

describe('TermsDialog', () => {
  it('opens with a title, a description, the last-updated date and the data warnings', async () => {
    renderHarness();
    expect(screen.queryByRole('dialog')).toBeNull();
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Terms of use' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('Last updated: March 26, 2025');
    expect(dialog.textContent).toContain('Do not enter sensitive personal data');
    expect(dialog.textContent).toMatch(/patients/);
    expect(dialog.textContent).toMatch(/GDPR/);
  });

  it('closes with the close button and gives focus back to the button that opened it', async () => {
    renderHarness();
    const opener = screen.getByRole('button', { name: 'Read the terms' });
    opener.focus();
    await openDialog();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close the terms of use' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives focus back when its focus scope unmounts, a tick after the dialog closes.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with the footer button and with Escape', async () => {
    renderHarness();
    await openDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openDialog();
    await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Dutch when the interface is Dutch', async () => {
    renderHarness('nl');
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Gebruiksvoorwaarden' });
    expect(dialog.textContent).toContain('Laatst bijgewerkt: 26 maart 2025');
    expect(dialog.textContent).toContain('AVG');
  });
});
