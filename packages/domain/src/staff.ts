/**
 * The short name the staff form proposes for a name: the initials of the first and last word
 * for several words ("Anna de Vries" → "AV"), the first three letters for one word
 * ("Bram" → "Bra"); empty for an empty name.
 */
export function deriveShortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) {
    const word = words[0]!;
    return word.charAt(0).toUpperCase() + word.slice(1, 3);
  }
  return (words[0]!.charAt(0) + words[words.length - 1]!.charAt(0)).toUpperCase();
}
