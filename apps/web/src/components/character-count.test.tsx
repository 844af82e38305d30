import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

function NameField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <FormField label="Name" value={value} onChange={(e) => setValue(e.target.value)} maxLength={10} />;
}

describe('FormField with maxLength: a counter instead of silently cut text', () => {
  it('shows no count while the text is short, counts near the limit and says when it is reached', async () => {
    const user = userEvent.setup();
    render(<NameField />);
    const input = screen.getByLabelText('Name');
    await user.type(input, 'Night');
    expect(screen.queryByText(/characters/)).toBeNull();

    await user.type(input, ' shi');
    expect(screen.getByText('9/10 characters')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('9/10 characters').id);

    await user.type(input, 'ft and more');
    expect((input as HTMLInputElement).value).toBe('Night shif');
    const full = screen.getByText('10/10 characters: the limit, no more can be typed');
    expect(full.getAttribute('aria-live')).toBe('polite');
  });

  it('never counts a number field', () => {
    render(<FormField label="Days" type="number" value="365" onChange={() => undefined} maxLength={3} />);
    expect(screen.queryByText(/characters/)).toBeNull();
  });
});
