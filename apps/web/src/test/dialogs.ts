import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The open dialog named `name`, once it takes pointer events. Radix gives a modal's layer
 * `pointer-events: none` until it is the topmost registered layer, which can be a moment after
 * the dialog is in the document (on a busy machine, or while the previous dialog is still closing):
 * a click in between is refused by user-event.
 */
export async function findOpenDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
  return dialog;
}
