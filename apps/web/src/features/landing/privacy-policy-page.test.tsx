import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { createTestI18n } from '@/test/test-i18n';

function renderPage() {
  return render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <MemoryRouter initialEntries={['/privacy-policy']}>
        <PrivacyPolicyPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('PrivacyPolicyPage', () => {
  it('explains what is stored, why, for how long, the rights and whom to contact, with a link home', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const h of ['What we store', 'Why we store it', 'How long we keep it', 'Your rights', 'Contact']) {
      expect(headings).toContain(h);
    }
    expect(screen.getByRole('main').textContent).toContain('Last updated: March 26, 2025');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('switches to Dutch', async () => {
    renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nederlands' })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacybeleid');
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toBeTruthy();
  });

  it('opens the terms of use from the footer', async () => {
    renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terms of use' })));
    expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toBeTruthy();
  });
});
