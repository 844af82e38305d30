import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs-model';

describe('buildBreadcrumbs', () => {
  it('makes one crumb per path segment, with cumulative paths and translation keys', () => {
    expect(buildBreadcrumbs('/settings/audit-log')).toEqual([
      { path: '/settings', text: 'settings', labelKey: 'shell.breadcrumbs.settings' },
      { path: '/settings/audit-log', text: 'audit-log', labelKey: 'shell.breadcrumbs.auditLog' },
    ]);
  });

  it('skips UUID segments (record ids), in any letter case', () => {
    const crumbs = buildBreadcrumbs('/schedule/rotation-patterns/3F2504E0-4F89-41D3-9A0C-0305E82C3301');
    expect(crumbs.map((c) => c.labelKey)).toEqual([
      'shell.breadcrumbs.schedule',
      'shell.breadcrumbs.rotationPatterns',
    ]);
    const nested = buildBreadcrumbs('/staff/0b6f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/skills');
    expect(nested.map((c) => c.path)).toEqual([
      '/staff',
      '/staff/0b6f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/skills',
    ]);
  });

  it('keeps segments that only look like ids, and shows unknown segments as written', () => {
    expect(buildBreadcrumbs('/schedule/month/2026-05').at(-1)).toEqual({
      path: '/schedule/month/2026-05',
      text: '2026-05',
    });
    expect(buildBreadcrumbs('/x/3f2504e0-4f89-41d3-9a0c').map((c) => c.text)).toEqual([
      'x',
      '3f2504e0-4f89-41d3-9a0c',
    ]);
    expect(buildBreadcrumbs('/')).toEqual([]);
  });
});
