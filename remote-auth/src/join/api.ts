import { api, signInMutation } from '@portal/shell/platform';
import { ZMemberInvitationInfo } from '@portal/shared/api/members';
import type {
  TAcceptMemberInvitationRequest,
  TMemberInvitationInfo,
} from '@portal/shared/api/members';

const invitation = (token: string) => `/v2/member-invitations/${encodeURIComponent(token)}`;

/**
 * The join page's calls (issue 37), injected into the one api: what the e-mailed invitation offers,
 * and accepting it, which answers a session for the inviting account (stored like any sign-in).
 */
export const joinApi = api.injectEndpoints({
  endpoints: (build) => ({
    memberInvitation: build.query<TMemberInvitationInfo, string>({
      query: invitation,
      responseSchema: ZMemberInvitationInfo,
    }),
    acceptMemberInvitation: signInMutation(
      build,
      ({ token, ...body }: { token: string } & TAcceptMemberInvitationRequest) => ({
        url: invitation(token),
        method: 'POST',
        body,
      }),
    ),
  }),
  overrideExisting: 'throw',
});

export const { useMemberInvitationQuery, useAcceptMemberInvitationMutation } = joinApi;
