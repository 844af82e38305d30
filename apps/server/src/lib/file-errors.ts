import { msg, type ErrorMessage } from './app-error';

/** What an id in an uploaded file (backup, rotation import) refers to. */
export type FileItem = 'shiftType' | 'staff' | 'rotationPattern' | 'ruleSet';

/** `Unknown shift type id "x"`: an id in the file that leads nowhere. */
export function unknownId(what: FileItem, id: string): ErrorMessage {
  return msg('files.unknownId', { what: msg(`files.what.${what}`), id });
}
