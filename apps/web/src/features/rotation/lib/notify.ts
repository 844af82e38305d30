import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';

/** An error toast titled "Error": the server's message when it sent one, else `fallbackKey` (docs/product/api-conventions.md#client-error-messages). */
export function toastError(t: TFunction, error: unknown, fallbackKey: string): void {
  toast.error(t('rotation.toast.error'), {
    description: getServerError(error) ?? t(`rotation.toast.failed.${fallbackKey}`),
  });
}

export function toastSuccess(t: TFunction, key: string): void {
  toast.success(t(`rotation.toast.${key}`));
}
