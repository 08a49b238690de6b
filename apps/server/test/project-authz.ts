import { type Relation, statuses } from './authz-world.ts';

/** Relations that do not see the world's project: an invitation, an expired or revoked grant, none. */
export const NOT_VISIBLE: Partial<Record<Relation, number>> = {
  owner_invited: 404,
  grantee_expired: 404,
  grantee_revoked: 404,
  stranger: 404,
};

/** Everyone who sees the project gets `status`; the others 404. */
export const forVisible = (status: number) => statuses(status, NOT_VISIBLE);

/** The project's managers (legal and manager of the expert owner team) get `status`; others who see it 403. */
export const forManagers = (status: number) =>
  statuses(403, { owner_legal: status, owner_manager: status, ...NOT_VISIBLE });

/** Every signed-in relation gets `status`. */
export const forEveryone = (status: number) => statuses(status);

/** The caller's user id; for the unauthenticated relation some other user's. */
export const idOf = (
  world: { users: Record<Exclude<Relation, 'unauthenticated'>, { id: string }> },
  as: Relation,
) => world.users[as === 'unauthenticated' ? 'stranger' : as].id;
