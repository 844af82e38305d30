import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

type CollapsibleProps = {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  headingLevel?: 2 | 3;
};

/** A section whose body opens and closes with a button in its heading (aria-expanded). */
export function Collapsible({
  title,
  children,
  defaultOpen = false,
  className,
  headingLevel = 2,
}: CollapsibleProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('rounded-lg border bg-card', className)}>
      <Heading className="m-0 text-base font-semibold">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-4 py-3 text-left hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {isOpen ? (
            <ChevronDown aria-hidden className="size-4 shrink-0" />
          ) : (
            <ChevronRight aria-hidden className="size-4 shrink-0" />
          )}
          {title}
        </button>
      </Heading>
      {isOpen && (
        <div id={id} className="min-w-0 border-t px-4 py-3">
          {children}
        </div>
      )}
    </section>
  );
}
