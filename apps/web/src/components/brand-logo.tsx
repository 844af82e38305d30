import { CalendarClock } from 'lucide-react';
import { cn } from '@/lib/utils';

export function BrandLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <span
        className={cn(
          'flex size-8 items-center justify-center rounded-lg',
          inverted ? 'bg-white/15 text-white' : 'bg-primary text-primary-foreground',
        )}
      >
        <CalendarClock aria-hidden className="size-4.5" />
      </span>
      OpenRota
    </span>
  );
}
