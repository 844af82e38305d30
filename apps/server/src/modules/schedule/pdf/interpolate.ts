/** Fills `{{name}}` placeholders (the i18next syntax of the catalogs); unknown ones stay as they are. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, key: string) =>
    key in values ? String(values[key]) : all,
  );
}
