import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';

/** Where toasts appear (sonner): bottom right, above the phone bottom bar. */
export function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster position="bottom-right" richColors closeButton mobileOffset={{ bottom: 88 }} {...props} />
  );
}

export { toast } from 'sonner';
