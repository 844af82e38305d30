import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleLegend } from './schedule-legend';

describe('ScheduleLegend markers (override and claim are not told by colour alone)', () => {
  it('shows the two markers in the legend', () => {
    render(<ScheduleLegend />);
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(
      screen.getByText('Override').closest('li')!.querySelector('[data-marker="override"]'),
    ).toBeTruthy();
    expect(
      screen.getByText('Claimed by staff').closest('li')!.querySelector('[data-marker="claim"]'),
    ).toBeTruthy();
    expect(legend.querySelectorAll('[data-marker]')).toHaveLength(2);
  });
});
