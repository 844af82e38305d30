import type { ReactNode } from 'react';
import { PublicPageShell } from '@/components/public-page-shell';

/** The staff sign-in pages: phone-first single column, brand and language switch on top. */
export function StaffAuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PublicPageShell mainClassName="flex flex-1 justify-center px-4 pt-2 pb-10 sm:items-center sm:pt-0">
      <div className="w-full max-w-sm rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      </div>
    </PublicPageShell>
  );
}
