import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { takeUnhandledRequests } from './unhandled-requests';
import { testI18nOptions } from './test-i18n';

// The app's global i18next instance, with the real catalogs and no HTTP loading.
await i18next.use(initReactI18next).init(testI18nOptions('en'));

// Pages are lazy modules: the first render of each waits for its import.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // A call no route of the test's fakeApi answers fails the test, naming the call.
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) throw new Error(`Unanswered API calls:\n${unhandled.join('\n')}`);
});
