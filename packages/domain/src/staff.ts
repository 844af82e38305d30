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

/**
 * Spec README decision 11: a STAFF-role member reads the schedule and their own data. Of a staff
 * record (and its absences) they see the personal details (email, phone, linked account, absence
 * reasons) only when it is their own: linked to their account. ADMIN and MANAGER see them all.
 */
export function seesPersonalDetails(viewer: { role: string; userId: string }, recordUserId: string | null): boolean {
  return viewer.role !== 'STAFF' || (recordUserId !== null && recordUserId === viewer.userId);
}
