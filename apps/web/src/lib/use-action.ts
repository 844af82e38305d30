import { useCallback, useLayoutEffect, useRef, useState } from 'react';

type ActionOptions<TResult> = {
  onSuccess?: (result: TResult) => void | Promise<void>;
  onError?: (error: unknown) => void;
};

/**
 * A minimal mutation hook for the public pages (sign-in, registration, password reset), which
 * stay free of TanStack Query to keep their initial JavaScript small. Signed-in pages use
 * `useMutation`.
 */
export function useAction<TArgs, TResult>(
  action: (args: TArgs) => Promise<TResult>,
  options: ActionOptions<TResult> = {},
) {
  const [isPending, setIsPending] = useState(false);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  const run = useCallback(
    async (args: TArgs, local: ActionOptions<TResult> = {}) => {
      setIsPending(true);
      try {
        const result = await action(args);
        await optionsRef.current.onSuccess?.(result);
        await local.onSuccess?.(result);
      } catch (error) {
        optionsRef.current.onError?.(error);
        local.onError?.(error);
      } finally {
        setIsPending(false);
      }
    },
    [action],
  );

  return { run, isPending };
}
