import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named component export (pages use named exports). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
