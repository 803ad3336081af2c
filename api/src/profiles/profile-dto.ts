import type { TProfile, TProfileVariables } from '@portal/shared/api/profiles';
import type { FranchiseCode } from '@portal/shared/profiles/franchises';

/** What `variables` holds in the database: everything of the DTO's variables but the image ids. */
export type StoredVariables = Omit<TProfileVariables, 'logoId' | 'introId' | 'agentOutroPictureId'>;

export interface ProfileRow {
  id: string;
  account_id: string;
  login_name: string;
  login_phone: string;
  company_name: string;
  group_configuration: string | null;
  logo_id: string | null;
  photo_id: string | null;
  intro_id: string | null;
  variables: StoredVariables;
  created_at: Date;
  updated_at: Date;
  /** Set when the account's subscription ended: the agent's app is refused. */
  deactivated_at?: Date | null;
  /** The agent's last configuration fetch and the version it received (migration 023). */
  app_synced_at?: Date | null;
  app_synced_version?: string | null;
  /** The profile's part of that version as of its last write or fetch (migration 024). */
  app_content_version?: string | null;
  /** Set when a login phone change signed the agent out, until its next fetch (migration 026). */
  app_signed_out_at?: Date | null;
  /** When the app link was last texted to the agent (migration 029). */
  last_texted_at?: Date | null;
  /** The brand kit fields the profile overrides (migration 030); it follows the others. */
  kit_overrides?: string[];
  /** The newest video's id, where the statement asks for it (the list and the one profile). */
  latest_video_id?: string | null;
}

/**
 * The profile as GET /v2/users/me/users shows it (spec §3): the app user, and its one company
 * whose id is the profile's id (PUT and DELETE /v2/companies/{id} take either).
 */
export function toProfileDto(row: ProfileRow): TProfile {
  return {
    id: row.id,
    loginName: row.login_name,
    loginPhoneNumber: row.login_phone,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    companies: [
      {
        id: row.id,
        name: row.company_name,
        groupConfiguration: row.group_configuration as FranchiseCode,
        configuration: {
          variables: {
            ...row.variables,
            logoId: row.logo_id,
            introId: row.intro_id,
            agentOutroPictureId: row.photo_id,
          },
        },
      },
    ],
  };
}
