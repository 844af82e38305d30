import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentActions, rememberAction } from './recent-actions';

const stored = () => JSON.parse(localStorage.getItem('recentActions') ?? 'null') as unknown;

describe('recent actions', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last 3 used actions in localStorage recentActions, most recent first', () => {
    rememberAction('a');
    rememberAction('b');
    rememberAction('c');
    expect(stored()).toEqual(['c', 'b', 'a']);
    rememberAction('d');
    expect(stored()).toEqual(['d', 'c', 'b']);
    expect(readRecentActions()).toEqual(['d', 'c', 'b']);
  });

  it('moves an action used again to the front instead of listing it twice', () => {
    rememberAction('a');
    rememberAction('b');
    rememberAction('a');
    expect(stored()).toEqual(['a', 'b']);
  });

  it('treats an unreadable stored value as no history', () => {
    localStorage.setItem('recentActions', '{not json');
    expect(readRecentActions()).toEqual([]);
    localStorage.setItem('recentActions', JSON.stringify({ a: 1 }));
    expect(readRecentActions()).toEqual([]);
    expect(rememberAction('x')).toEqual(['x']);
  });
});
