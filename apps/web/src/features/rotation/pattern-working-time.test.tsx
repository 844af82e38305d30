import type { RotationSlot, ViolationDto } from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { i18next } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, SERVER_ERROR, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildPattern, buildShiftType, buildSlot, buildStaff } from '@/test/rotation-factories';
import { buildViolation, ruleViolationReply, slotCandidatesRoute } from '@/test/rule-checks';
import { RotationPatternPage } from './rotation-pattern-page';
import { findOpenDialog } from '@/test/dialogs';

const ok = (data: unknown) => [200, { success: true, data }] as [number, unknown];
const pattern = buildPattern({ name: 'Ward rota', weekCount: 2 });
const early = buildShiftType({ name: 'Early', shortName: 'E', order: 0 });
const night = buildShiftType({
  name: 'Night',
  shortName: 'N',
  order: 1,
  startTime: '23:00',
  endTime: '07:00',
});
const anna = buildStaff({ name: 'Anna' }, [early, night]);
const bram = buildStaff({ name: 'Bram' }, [early, night]);
const base = `/schedule/rotation-patterns/${pattern.id}`;
const rest = buildViolation({
  staffId: bram.id,
  staffName: bram.name,
  message: 'Only 2 h rest between the night ending Mon 07:00 of week 1 and the day starting Mon 09:00.',
});

function renderPage(path: string) {
  const [pathname, search] = path.split('?');
  const router = createMemoryRouter(
    [{ path: '/schedule/rotation-patterns/:id', element: <RotationPatternPage /> }],
    {
      initialEntries: [{ pathname, search: search ? `?${search}` : '' }],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

function routes(slots: () => RotationSlot[], violations: FakeRoute['reply'], extra: FakeRoute[] = []) {
  return fakeApi([
    ...extra,
    { method: 'GET', path: `/api/rotation-patterns/${pattern.id}`, reply: ok(pattern) },
    { method: 'GET', path: `/api/rotation-patterns/${pattern.id}/slots`, reply: () => ok(slots()) },
    { method: 'GET', path: '/api/shift-types', reply: ok([early, night]) },
    { method: 'GET', path: '/api/staff', reply: ok([anna, bram]) },
    { method: 'GET', path: `/api/rotation-patterns/${pattern.id}/violations`, reply: violations },
    slotCandidatesRoute(slots, [anna, bram]),
  ]);
}

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true });
  signIn({ workspaces: [workspace], selected: workspace });
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the working-time rules of a rotation pattern', () => {
  it('shows that the cycle breaks no rule', async () => {
    routes(() => [], ok([]));
    renderPage(base);
    const panel = await screen.findByRole('region', { name: 'Working-time rules of the cycle' });
    expect(await within(panel).findByText('The cycle breaks no working-time rule.')).toBeTruthy();
  });

  it('says so when the cycle cannot be checked', async () => {
    routes(() => [], SERVER_ERROR);
    renderPage(base);
    expect(
      await screen.findByText('The cycle could not be checked against the working-time rules.'),
    ).toBeTruthy();
  });

  it('an assignment that breaks a rule asks for a reason, goes ahead with it, and the panel shows the cycle’s new violation', async () => {
    let slots = [buildSlot(pattern, early, 1, 0, anna), buildSlot(pattern, night, 1, 0)];
    let violations: ViolationDto[] = [];
    const nightSlot = slots[1]!;
    const api = routes(
      () => slots,
      () => ok(violations),
      [
        {
          method: 'POST',
          path: `/api/rotation-patterns/${pattern.id}/slots/${nightSlot.id}/assignments`,
          reply: (r) => {
            if (!(r.body as { acknowledgeViolations?: unknown }).acknowledgeViolations)
              return ruleViolationReply([rest]);
            slots = [slots[0]!, buildSlot(pattern, night, 1, 0, bram)];
            violations = [rest];
            return [201, { success: true, data: { id: 'a1', staffId: bram.id }, warnings: [] }];
          },
        },
      ],
    );
    const user = userEvent.setup();
    renderPage(`${base}?week=1&day=0`);
    // Behind the open day dialog (hidden from the accessibility tree while it is open).
    const panel = await screen.findByRole('region', {
      name: 'Working-time rules of the cycle',
      hidden: true,
    });
    await within(panel).findByText('The cycle breaks no working-time rule.');
    const day = await screen.findByRole('dialog');
    await user.click(await within(day).findByRole('button', { name: 'Assign: Bram, Night' }));

    const rules = await findOpenDialog('This breaks a working-time rule');
    expect(within(rules).getByText(rest.message)).toBeTruthy();
    await user.type(within(rules).getByLabelText('Reason to assign anyway'), 'Temporary, until May');
    await user.click(within(rules).getByRole('button', { name: 'Assign anyway' }));

    await waitFor(() =>
      expect(
        api.find('POST', `/api/rotation-patterns/${pattern.id}/slots/${nightSlot.id}/assignments`),
      ).toHaveLength(2),
    );
    expect(
      api.find('POST', `/api/rotation-patterns/${pattern.id}/slots/${nightSlot.id}/assignments`)[1]!.body,
    ).toEqual({ staffId: bram.id, acknowledgeViolations: { reason: 'Temporary, until May' } });
    // The slots refresh after the write, and the cycle's violations with them.
    expect(await within(panel).findByText(rest.message)).toBeTruthy();
    expect(within(panel).getByText('The cycle breaks 1 rule:')).toBeTruthy();
  });

  it("the day dialog's picker of an open requirement shows each person's state for it, and assigns the one chosen", async () => {
    const slots = [buildSlot(pattern, early, 1, 0, anna), buildSlot(pattern, night, 1, 0)];
    const nightSlot = slots[1]!;
    const api = routes(() => slots, ok([]), [
      slotCandidatesRoute(() => slots, [anna, bram], {
        [anna.id]: { state: 'ALREADY_WORKING', violations: [] },
        [bram.id]: { state: 'BREAKS_RULE', violations: [rest] },
      }),
      {
        method: 'POST',
        path: `/api/rotation-patterns/${pattern.id}/slots/${nightSlot.id}/assignments`,
        reply: [201, { success: true, data: { id: 'a1', staffId: bram.id }, warnings: [] }],
      },
    ]);
    const user = userEvent.setup();
    renderPage(`${base}?week=1&day=0`);
    const day = await screen.findByRole('dialog');
    const picker = await within(day).findByLabelText('Assign someone to Night');
    await waitFor(() =>
      expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'Choose staff',
        'Bram — breaks a rule: Rest after a late night',
        'Anna — already working',
      ]),
    );
    await user.selectOptions(picker, bram.id);
    await waitFor(() =>
      expect(
        api.find('POST', `/api/rotation-patterns/${pattern.id}/slots/${nightSlot.id}/assignments`),
      ).toHaveLength(1),
    );
    expect(
      api.find('POST', `/api/rotation-patterns/${pattern.id}/slots/${nightSlot.id}/assignments`)[0]!.body,
    ).toEqual({ staffId: bram.id });
  });

  it('speaks Dutch', async () => {
    await i18next.changeLanguage('nl');
    routes(() => [], ok([rest]));
    renderPage(base);
    const panel = await screen.findByRole('region', { name: 'Arbeidstijdregels van de cyclus' });
    expect(await within(panel).findByText('De cyclus breekt 1 regel:')).toBeTruthy();
    expect(within(panel).getByText(/blokkeert/)).toBeTruthy();
  });
});
