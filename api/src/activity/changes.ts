import type { TAccount } from '@portal/shared/api/contract';
import type { ProfileRow } from '../profiles/profile-dto';
import { diffChanges, type ActivityChanges } from './redact';

/**
 * The before/after of the writes whose routes know both (issue 37): the fields a person would
 * recognise, never a version, a signed URL or a job. Secrets are removed later, when appended.
 */

/** A profile as the log compares it: its identity, pictures and every outro variable. */
export function profileFields(row: ProfileRow | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return {
    loginName: row.login_name,
    loginPhone: row.login_phone,
    companyName: row.company_name,
    groupConfiguration: row.group_configuration,
    logoId: row.logo_id,
    photoId: row.photo_id,
    introId: row.intro_id,
    ...(row.variables as Record<string, unknown>),
  };
}

/**
 * How the log names a profile: its agent's name (the outro's, else the picture's), the company
 * only where neither is set. An office's profiles often share one company.
 */
export function profileLabel(
  profile:
    | { outroFullName?: string; designFullName?: string; name?: string }
    | ProfileRow
    | null
    | undefined,
): string | null {
  if (!profile) return null;
  const names =
    'company_name' in profile
      ? {
          outro: profile.variables.outroFullName,
          design: profile.variables.designFullName,
          company: profile.company_name,
        }
      : { outro: profile.outroFullName, design: profile.designFullName, company: profile.name };
  return names.outro?.trim() || names.design?.trim() || names.company?.trim() || null;
}

const KIT_IGNORED = new Set(['version', 'updatedAt', 'logoUrl', 'profilesUpdated', 'propagation']);

/** The brand kit's values and locks, without its bookkeeping. */
export function brandKitFields(kit: Record<string, unknown> | null | undefined) {
  if (!kit) return null;
  return Object.fromEntries(Object.entries(kit).filter(([key]) => !KIT_IGNORED.has(key)));
}

/** The settings a person changes on the account. */
export function accountFields(account: TAccount | null | undefined) {
  if (!account) return null;
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    phoneVerified: account.phoneVerified,
    receiveInvoices: account.receiveInvoices,
  };
}

export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ActivityChanges | null {
  return diffChanges(before, after);
}
