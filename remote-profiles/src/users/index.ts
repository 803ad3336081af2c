// The users feature as the remote's other features see it (the wizard, the video page, the
// invitation dialog, the import): its endpoints are imported from here, never from profilesApi.ts, so the
// feature can reorganise its files without touching theirs (lint holds it: eslint.config.js).
export {
  useCreateInvitationMutation,
  useCreateProfileByInvitationMutation,
  useCreateProfileMutation,
  useDeleteInvitationMutation,
  useGetAssetUrlQuery,
  useGetInvitationQuery,
  useGetMyInvitationQuery,
  useGetProfileQuery,
  useSendAppLinksMutation,
  useUpdateProfileMutation,
} from './profilesApi';
