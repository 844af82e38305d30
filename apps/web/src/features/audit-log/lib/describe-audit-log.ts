import type { AuditLog } from '@openrota/contracts';
import type { TFunction } from 'i18next';

/**
 * The description of an audit row in the reader's language. Rows are stored with an action code,
 * a resource code, the resource's name and an English description (kept as stored: it is the
 * record, and the CSV export carries it). English readers see that description with all its
 * detail; readers of another language get a sentence built from the codes and the name
 * ("Diensttype ‘Nacht’ aangemaakt"), the stored English one in its title.
 */
export function describeAuditLog(
  log: AuditLog,
  t: TFunction,
  language: string,
): { text: string; original: string | null } {
  if (language.startsWith('en') && log.description) return { text: log.description, original: null };
  const label = t(`auditLog.resources.${log.resource}`, { defaultValue: log.resource });
  const subject = (resource: string) =>
    log.resourceName ? t('auditLog.describe.subject', { resource, name: log.resourceName }) : resource;
  const sentence = (resource: string) =>
    t(`auditLog.describe.actions.${log.action}`, { subject: subject(resource), defaultValue: '' });
  const text = sentence(label);
  // An action this version does not know: the stored text, else the codes.
  if (!text) return { text: log.description ?? subject(label), original: null };
  // The resource starts the sentence with a capital, and is written in lower case inside it.
  return {
    text: text.startsWith(subject(label)) ? text : sentence(label.toLocaleLowerCase(language)),
    original: log.description,
  };
}
