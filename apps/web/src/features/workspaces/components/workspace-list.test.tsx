import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { WorkspaceList } from './workspace-list';

const LONG = 'The Extraordinarily Long Named Intensive Care Unit North Wing Night Team';

describe('WorkspaceList', () => {
  it('truncates a long name (full name as its title) and cannot grow wider than its card', () => {
    const workspace = buildWorkspace({ name: LONG });
    render(
      <WorkspaceList
        workspaces={[workspace, buildWorkspace({ name: 'Ward 3' })]}
        selectedId={workspace.id}
        onSelect={() => undefined}
      />,
    );
    const name = screen.getByText(LONG);
    expect(name.className).toMatch(/\btruncate\b/);
    expect(name.getAttribute('title')).toBe(LONG);
    // A fieldset is as wide as its content unless told otherwise: that widened the page to 759 px.
    expect(screen.getByRole('group').className).toMatch(/\bmin-w-0\b/);
    expect(screen.getByRole('radio', { name: new RegExp(LONG) }).closest('label')?.className).toMatch(
      /\bmin-w-0\b/,
    );
  });

  it('shows the slug of workspaces that share a name, and not of the others', () => {
    const a = buildWorkspace({ name: 'Ward 4B', slug: 'ward-4b' });
    const b = buildWorkspace({ name: 'ward 4b ', slug: 'ward-4b-2', role: 'MANAGER' });
    const c = buildWorkspace({ name: 'Ward 3', slug: 'ward-3' });
    render(<WorkspaceList workspaces={[a, b, c]} selectedId={a.id} onSelect={() => undefined} />);
    expect(screen.getByText('Admin · ward-4b')).toBeTruthy();
    expect(screen.getByText('Manager · ward-4b-2')).toBeTruthy();
    expect(screen.queryByText(/ward-3/)).toBeNull();
  });
});
