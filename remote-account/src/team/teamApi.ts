import { api } from '@portal/shell/platform';
import { ZMembersResponse } from '@portal/shared/api/members';
import type {
  TChangeMemberRoleRequest,
  TInviteMemberRequest,
  TMembersResponse,
  TTransferOwnershipRequest,
} from '@portal/shared/api/members';

const member = (id: string) => `/v2/members/${encodeURIComponent(id)}`;

/**
 * The team's calls (issue 37), injected into the portal's one api slice: the list with the pending
 * invitations, and the owner's changes to it. Every change reloads the list (tag 'Members'); the
 * answers of the changes are not read.
 */
export const teamApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMembers: build.query<TMembersResponse, void>({
      query: () => '/v2/members',
      responseSchema: ZMembersResponse,
      providesTags: ['Members'],
    }),
    inviteMember: build.mutation<unknown, TInviteMemberRequest>({
      query: (body) => ({ url: '/v2/members/invitations', method: 'POST', body }),
      invalidatesTags: ['Members'],
    }),
    revokeMemberInvitation: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/v2/members/invitations/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Members'],
    }),
    changeMemberRole: build.mutation<unknown, { id: string } & TChangeMemberRoleRequest>({
      query: ({ id, role }) => ({ url: member(id), method: 'PATCH', body: { role } }),
      invalidatesTags: ['Members'],
    }),
    removeMember: build.mutation<unknown, string>({
      query: (id) => ({ url: member(id), method: 'DELETE' }),
      invalidatesTags: ['Members'],
    }),
    /**
     * Ends every login of both people on the account, this one included: nothing is reloaded after
     * it (the page says so and signs out).
     */
    transferOwnership: build.mutation<unknown, { id: string } & TTransferOwnershipRequest>({
      query: ({ id, password }) => ({
        url: '/v2/members/transfer-ownership',
        method: 'POST',
        body: { memberId: id, password },
      }),
    }),
  }),
});

export const {
  useGetMembersQuery,
  useInviteMemberMutation,
  useRevokeMemberInvitationMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useTransferOwnershipMutation,
} = teamApi;
