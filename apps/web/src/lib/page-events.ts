import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Events the shell broadcasts to the page on screen (a quick action such as "export PDF" is run
 * by the page, not by the shell). Pages subscribe with `usePageEvent`.
 */
export type PageEventName =
  | 'schedule:export-pdf'
  | 'schedule:print'
  | 'schedule:create-one-off'
  | 'schedule:publish'
  | 'autofill:open'
  | 'roster:copy-week'
  | 'roster:undo'
  | 'absences:record'
  | 'absences:report'
  | 'staff:add'
  | 'staff:export'
  | 'staff:import'
  | 'shift-types:add'
  | 'rotation-patterns:create'
  | 'rotation-patterns:wizard';

type Handler = () => void;

const handlers = new Map<PageEventName, Set<Handler>>();

/** Broadcasts `name` to its current listeners; returns how many received it. */
export function emitPageEvent(name: PageEventName): number {
  const listeners = [...(handlers.get(name) ?? [])];
  for (const listener of listeners) listener();
  return listeners.length;
}

/** Listens for `name`; returns the function that stops listening. */
export function onPageEvent(name: PageEventName, handler: Handler): () => void {
  const set = handlers.get(name) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(name, set);
  return () => {
    set.delete(handler);
  };
}

/** Navigation state that asks the next page to run an event once it is mounted. */
export type PageEventState = { pageEvent?: PageEventName };

/**
 * Runs `handler` on every `name` event, and once on arrival when a quick action navigated here
 * with that event (e.g. "add staff" from the dashboard opens the staff page's add dialog).
 */
export function usePageEvent(name: PageEventName, handler: Handler): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onPageEvent(name, () => latest.current()), [name]);

  const location = useLocation();
  const navigate = useNavigate();
  const pending = (location.state as PageEventState | null)?.pageEvent;
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    // Once per arrival, also when effects run twice (React strict mode).
    if (pending !== name || handledKey.current === location.key) return;
    handledKey.current = location.key;
    void navigate(location, { replace: true, state: null });
    latest.current();
  }, [pending, name, navigate, location]);
}
