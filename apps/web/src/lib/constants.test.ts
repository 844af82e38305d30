import { PASSWORD_MIN_LENGTH as contractMinLength } from '@openrota/contracts';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './constants';

describe('limits shared with the server', () => {
  it('use the same minimum password length as the contracts', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(contractMinLength);
  });
});
