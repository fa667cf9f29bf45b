import { callAs } from '@sdp/mocks/node';

/** Steps on an existing application (the wire's action names: `delete` withdraws). */
export type ApplicationStep = 'delete' | 'remand' | 'reject' | 'accept';

/** The version the server hands out with a user or an application (read as the admin, who may read both). */
async function versionAt(path: string): Promise<number> {
  const answer = (await (await callAs('admin@example.com', 'GET', path)).json()) as { version: number };
  return answer.version;
}

/** A seeded account takes a step on an application through the server's workflow, as its page would send it. */
export async function actOnApplicationAs(
  email: string,
  step: ApplicationStep,
  userId: string,
  applyIndex: number,
  comment?: string,
): Promise<void> {
  const version = await versionAt(`/users/${userId}/applications/${applyIndex}`);
  await callAs(email, 'POST', `/users/${step}`, {
    user_id: userId,
    apply_index: applyIndex,
    version,
    comment,
  });
}

/** A seeded account applies for the deletion of an active user, as the user detail page would. */
export async function applyForRemovalAs(email: string, userId: string, comment: string): Promise<void> {
  const version = await versionAt(`/users/${userId}`);
  await callAs(email, 'POST', '/users/remove', { user_id: userId, version, comment });
}
