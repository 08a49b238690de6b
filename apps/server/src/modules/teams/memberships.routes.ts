import {
  ZIdParam,
  ZIncludeQuery,
  ZMembershipInvite,
  ZMembershipPatch,
  ZTeamMembership,
} from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { hitRateLimit } from '../../security/rate-limit.ts';
import { requireTeamManager } from '../access/team-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import {
  acceptMembership,
  changeMembershipRole,
  rejectMembership,
  revokeMembership,
} from './membership-change.service.ts';
import { INVITE_RATE_LIMIT, inviteMember } from './membership-invite.service.ts';
import { getMembership, listMembershipsOfTeam } from './membership-read.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);

/** Team memberships and invitations; registered by teamsRoutes. */
export const membershipsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['teams'];
  const session = requireSession(deps);

  app.get(
    '/teams/:id/memberships',
    {
      onRequest: session,
      schema: {
        tags,
        summary: "A team's members and invitations (include=user)",
        params: ZIdParam,
        querystring: ZIncludeQuery,
        response: { 200: ZTeamMembership.array(), ...errors },
      },
    },
    async (request) =>
      listMembershipsOfTeam(deps, {
        teamId: request.params.id,
        callerId: authOf(request).userId,
        include: request.query.include,
      }),
  );

  app.post(
    '/teams/:id/memberships',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'Invite someone by e-mail (legal and manager members)',
        params: ZIdParam,
        body: ZMembershipInvite,
        response: { 201: ZTeamMembership, ...errors },
      },
    },
    async (request, reply) => {
      const callerId = authOf(request).userId;
      await requireTeamManager(deps.db, request.params.id, callerId);
      await hitRateLimit(deps.db, INVITE_RATE_LIMIT, callerId, deps.now());
      const membership = await inviteMember(deps, {
        teamId: request.params.id,
        inviterId: callerId,
        email: request.body.email,
        role: request.body.role,
      });
      return reply.status(201).send(membership);
    },
  );

  app.get(
    '/team-memberships/:id',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'A membership: your own, or one of your team (include=team,user)',
        params: ZIdParam,
        querystring: ZIncludeQuery,
        response: { 200: ZTeamMembership, ...errors },
      },
    },
    async (request) =>
      getMembership(deps, {
        callerId: authOf(request).userId,
        membershipId: request.params.id,
        include: request.query.include,
      }),
  );

  app.patch(
    '/team-memberships/:id',
    {
      onRequest: session,
      schema: {
        tags,
        summary: "Change a member's role (legal and manager members)",
        params: ZIdParam,
        body: ZMembershipPatch,
        response: { 200: ZTeamMembership, ...errors },
      },
    },
    async (request) =>
      changeMembershipRole(deps, {
        callerId: authOf(request).userId,
        membershipId: request.params.id,
        role: request.body.role,
      }),
  );

  const transitions = [
    ['accept', 'Accept your invitation', acceptMembership],
    ['reject', 'Reject your invitation', rejectMembership],
    ['revoke', 'End a membership or withdraw an invitation (managers), or leave a team', revokeMembership],
  ] as const;
  for (const [action, summary, change] of transitions) {
    app.post(
      `/team-memberships/:id/${action}`,
      {
        onRequest: session,
        schema: { tags, summary, params: ZIdParam, response: { 200: ZTeamMembership, ...errors } },
      },
      async (request) => change(deps, { callerId: authOf(request).userId, membershipId: request.params.id }),
    );
  }
};
