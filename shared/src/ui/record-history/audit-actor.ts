import { personLabel } from '../../domain/person-label';

/** Who an event is by, as history shows people (DESIGN.md §8): 氏名（ユーザーID）, the id alone when no name was kept. */
export const auditActorText = (event: { userName: string | null; userId: string | null }): string =>
  personLabel(event.userId, event.userName);
