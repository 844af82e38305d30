import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERRORS, responseBody } from './api-error';

describe('responseBody', () => {
  it('answers the body of a call that succeeds', async () => {
    await expect(responseBody(() => Promise.resolve({ data: { success: true, data: 1 } }))).resolves.toEqual({
      success: true,
      data: 1,
    });
  });

  it('throws the server message of a body with success: false', async () => {
    const error = await responseBody(() =>
      Promise.resolve({ data: { success: false, error: 'Staff login is off' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Staff login is off');
    expect((error as ApiError).fromServer).toBe(true);
  });

  it('throws the fallback when such a body has no message, or when the call fails without one', async () => {
    await expect(
      responseBody(() => Promise.resolve({ data: { success: false } }), CLIENT_ERRORS.deleteFailed),
    ).rejects.toThrow(CLIENT_ERRORS.deleteFailed);
    await expect(
      responseBody(() => Promise.reject({ isHttpError: true, response: { status: 500 } })),
    ).rejects.toThrow(CLIENT_ERRORS.requestFailed);
  });
});
