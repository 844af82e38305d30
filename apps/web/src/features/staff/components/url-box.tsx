import { Check, Copy, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** How long "Copied" shows after copying (docs/product/back-office.md#timings). */
export const COPIED_MS = 2000;

type UrlBoxProps = { title: string; description: string; url: string; note?: ReactNode };

/** A read-only link with open (new tab; never for an empty URL) and copy buttons. */
export function UrlBox({ title, description, url, note }: UrlBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPIED_MS);
    } catch (error) {
      console.error('Could not copy the link', error);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-lg border bg-card p-4">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h2>
      <p className="text-xs text-muted-foreground">{description}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={url}
          aria-label={title}
          onFocus={(e) => e.target.select()}
          className="font-mono text-xs sm:text-xs"
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => url && window.open(url, '_blank', 'noopener,noreferrer')}
          >
            <ExternalLink aria-hidden />
            {t('staff.urls.open')}
          </Button>
          <Button variant="outline" className="min-w-28 flex-1" onClick={() => void copy()}>
            {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
            <span aria-live="polite">{isCopied ? t('staff.urls.copied') : t('staff.urls.copy')}</span>
          </Button>
        </div>
      </div>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </section>
  );
}
