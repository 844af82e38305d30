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
 * docs/roles.md: a STAFF-role member reads the schedule and their own data. Of a staff
 * record (and its absences) they see the personal details (email, phone, linked account, absence
 * reasons) only when it is their own: linked to their account. ADMIN and MANAGER see them all.
 */
export function seesPersonalDetails(
  viewer: { role: string; userId: string },
  recordUserId: string | null,
): boolean {
  return viewer.role !== 'STAFF' || (recordUserId !== null && recordUserId === viewer.userId);
}

/** What the deactivation rule needs of a member. */
export interface StaffActivity {
  active: boolean;
  /**
   * The first day (yyyy-MM-dd, workspace time zone) an inactive member no longer works: the day
   * they were deactivated. Null for an active member; null on an inactive one means "since always".
   */
  inactiveFrom: string | null;
}

/**
 * Whether the member no longer works on `date`: inactive, and `date` is on or after the day they
 * were deactivated (docs/adr/0006-computed-schedule-stored-layer.md, inactive staff). Before that day they worked.
 */
export function isInactiveOn(member: StaffActivity, date: string): boolean {
  return !member.active && (member.inactiveFrom === null || date >= member.inactiveFrom);
}
