/**
 * A person as the screens name them (DESIGN.md §8): 「氏名（ユーザーID）」; the id alone when the name is not known,
 * the name alone when the id is not, and '' for nobody.
 */
export function personLabel(userId: string | null | undefined, userName: string | null | undefined): string {
  const name = userName?.trim();
  if (name && userId) return `${name}（${userId}）`;
  return name || userId || '';
}
