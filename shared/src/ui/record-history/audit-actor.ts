/** Who an event is by, as history shows people (DESIGN.md §8): 氏名（ユーザーID）, the id alone when no name was kept. */
export const auditActorText = (event: { userName: string | null; userId: string | null }): string =>
  event.userName ? `${event.userName}（${event.userId ?? ''}）` : (event.userId ?? '');
