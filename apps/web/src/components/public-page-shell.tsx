import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { LanguageToggle } from './language-toggle';

/**
 * A page outside the application shell (staff sign-in, the public staff list): the brand and
 * the language switch on top, then the page's own `main`.
 */
export function PublicPageShell({ mainClassName, children }: { mainClassName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
        <BrandLogo />
        <LanguageToggle />
      </header>
      <main className={mainClassName}>{children}</main>
    </div>
  );
}
