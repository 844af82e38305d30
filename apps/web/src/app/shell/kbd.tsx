import { cn } from '@/lib/utils';

/** Whether the platform names the command key ⌘ (Apple devices) rather than Ctrl. */
export function isApplePlatform(): boolean {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Key names of a shortcut such as 'mod+K', with `mod` as ⌘ or Ctrl for this platform. */
export function shortcutKeys(shortcut: string): string[] {
  return shortcut.split('+').map((key) => (key === 'mod' ? (isApplePlatform() ? '⌘' : 'Ctrl') : key));
}

/** A keyboard shortcut as key caps. */
export function Kbd({ shortcut, className }: { shortcut: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      {shortcutKeys(shortcut).map((key, index) => (
        <kbd
          key={index}
          className="inline-flex h-5 min-w-5 items-center justify-center rounded border bg-muted px-1 font-sans text-[11px] font-medium text-muted-foreground"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}
