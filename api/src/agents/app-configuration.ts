import { createHash } from 'node:crypto';
import type { TAppConfiguration, TAppSyncStatus } from '@portal/shared/api/app';
import { APP_OFFLINE_DAYS } from '@portal/shared/api/app';
import type { SubscriptionStatus } from '@portal/shared/constants';
import { isValidSubscription } from '../accounts/account-dto';
import {
  franchisePreset,
  isFranchise,
  themeByBackendValue,
  type FranchiseCode,
} from '@portal/shared/profiles/franchises';
import type { ProfileRow } from '../profiles/profile-dto';

/** What the configuration says of the subscription (the grace end while PAST_DUE). */
export interface AgentSubscription {
  status: SubscriptionStatus;
  graceExpires: string | null;
}

/** The configuration without the parts that are not versioned (its version, validUntil). */
export type ResolvedConfiguration = Omit<TAppConfiguration, 'version' | 'validUntil'>;

/** The columns of a stored profile its configuration is made of. */
export type BrandingRow = Pick<
  ProfileRow,
  'id' | 'company_name' | 'group_configuration' | 'logo_id' | 'photo_id' | 'intro_id' | 'variables'
>;

/**
 * The branding of one profile as the app renders it, every default resolved (spec §4: the
 * franchise's logo and intro, no intro, the theme's colours): the same function feeds the app's
 * answer and the users list's status, so both agree on its version.
 */
export function resolveConfiguration(
  row: BrandingRow,
  subscription: AgentSubscription,
  signedUrl: (assetId: string) => string,
): ResolvedConfiguration {
  const v = row.variables;
  const code = row.group_configuration as FranchiseCode;
  const preset = franchisePreset(code) ?? franchisePreset('')!;
  const theme = themeByBackendValue(v.theme) ?? themeByBackendValue('dark')!;
  const image = (id: string | null) => (id ? { id, url: signedUrl(id) } : null);
  const logo = v.noLogo ? null : image(row.logo_id);
  const intro = v.noIntro ? null : image(row.intro_id);
  const picture = v.noPicAgentOutro ? null : image(row.photo_id);
  return {
    profileId: row.id,
    subscription: {
      status: subscription.status,
      graceExpires: subscription.status === 'PAST_DUE' ? subscription.graceExpires : null,
    },
    agent: {
      fullName: v.outroFullName,
      phone: v.outroPhoneNumber,
      email: v.outroEmail,
      website: v.outroWebsite,
      extraInfo: v.outroExtraInfo,
      companyName: row.company_name,
      designFullName: v.designFullName,
      designPhoneNumber: v.designPhoneNumber,
    },
    language: v.designLanguage,
    theme: { value: theme.backendValue, label: theme.label },
    franchise: {
      code,
      label: preset.label,
      defaultLogoId: preset.defaultLogoId,
      defaultIntroId: preset.defaultIntroId,
      colorPrimary: preset.colorPrimary,
      colorSecondary: preset.colorSecondary,
      outroBackground: preset.outroBackground,
    },
    colors: {
      primary: v.color_primary,
      secondary: v.color_secondary,
      // As the portal's outro preview paints it: a franchise's background, else the theme's.
      background:
        v.color_background ?? (isFranchise(code) ? preset.outroBackground : theme.outroColor),
      icons: v.color_icons ?? theme.iconVariables.color_icons,
      text: v.color_text ?? theme.iconVariables.color_text,
    },
    logo: logo && { ...logo, isDefault: Boolean(v.useDefaultLogo) },
    picture,
    intro: intro && { ...intro, isDefault: Boolean(v.useDefaultIntro) },
    choices: {
      noLogo: v.noLogo,
      noIntro: v.noIntro,
      noPicAgent: v.noPicAgent,
      noPicAgentOutro: v.noPicAgentOutro,
      useDefaultLogo: Boolean(v.useDefaultLogo),
      useDefaultIntro: Boolean(v.useDefaultIntro),
    },
  };
}

/** JSON with sorted keys: the same configuration always hashes to the same version. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const hash = (value: unknown, length: number) =>
  createHash('sha256').update(canonical(value)).digest('base64url').slice(0, length);

/**
 * The profile's part of the version: a hash of what its own columns make of the configuration,
 * images by id. Written with every profile write and every fetch (app_content_version, migration
 * 024), so the users list can filter by app status in SQL.
 */
export function contentVersion(row: Omit<BrandingRow, 'id'>): string {
  const resolved = resolveConfiguration(
    { ...row, id: '' },
    { status: 'ACTIVE', graceExpires: null },
    (id) => id,
  );
  // The profile id and the subscription are not the profile's content (canonical skips undefined).
  return hash({ ...resolved, profileId: undefined, subscription: undefined }, 27);
}

/**
 * The account's part: the subscription the configuration carries, and the key that signs its image
 * URLs (another key, other URLs: the app must fetch them again).
 */
export function contextVersion(subscription: AgentSubscription, secret: string): string {
  let signer = signers.get(secret);
  if (signer === undefined) signers.set(secret, (signer = hash(secret, 27)));
  return hash(
    {
      status: subscription.status,
      graceExpires: subscription.status === 'PAST_DUE' ? subscription.graceExpires : null,
      signer,
    },
    11,
  );
}
/** The hash of each signing key seen (one per process, a few in tests). */
const signers = new Map<string, string>();

/**
 * The configuration's version (its ETag): it changes exactly when what the app would render
 * changes (an unrelated write, a sync record, a new updated_at change nothing). The profile id is
 * left out: a profile is always the same profile.
 */
export function configurationVersion(
  row: Omit<BrandingRow, 'id'>,
  subscription: AgentSubscription,
  secret: string,
): string {
  return `${contentVersion(row)}.${contextVersion(subscription, secret)}`;
}

/** The 7-day offline rule: the answer is usable this long without a newer one. */
export function validUntil(now: Date = new Date()): string {
  return new Date(now.getTime() + APP_OFFLINE_DAYS * 86_400_000).toISOString();
}

/**
 * Whether an account's subscription lets its agents' apps work (docs/app-contract.md, "Subscription
 * states"): the portal's valid subscription, so PAST_DUE until its grace end and no longer.
 */
export function appsAllowed(subscription: AgentSubscription): boolean {
  const { status, graceExpires } = subscription;
  return isValidSubscription(status, graceExpires ? new Date(graceExpires) : null);
}

/** Whether this agent's app is served: not switched off at contract end, the subscription valid. */
export function agentActive(
  row: Pick<ProfileRow, 'deactivated_at'>,
  subscription: AgentSubscription,
): boolean {
  return !row.deactivated_at && appsAllowed(subscription);
}

/**
 * The users list's app column, what is true first: refused (the contract ended), signed out by a
 * login phone change, never fetched, holding today's version, or behind it. `context` is the
 * account's contextVersion; the list's filter (profiles-repository listPage) says the same in SQL.
 */
export function appSyncStatus(
  row: Pick<
    ProfileRow,
    | 'app_synced_at'
    | 'app_synced_version'
    | 'app_content_version'
    | 'app_signed_out_at'
    | 'deactivated_at'
  >,
  context: string,
  subscription: AgentSubscription,
): TAppSyncStatus {
  const syncedAt = row.app_synced_at ? new Date(row.app_synced_at).toISOString() : null;
  // The app hears 403 APP_DEACTIVATED: whatever version it last held, it shows nothing.
  if (!agentActive(row, subscription)) return { status: 'deactivated', syncedAt };
  if (row.app_signed_out_at) return { status: 'signedOut', syncedAt };
  if (!syncedAt) return { status: 'never', syncedAt };
  const current = row.app_synced_version === `${row.app_content_version}.${context}`;
  return { status: current ? 'current' : 'pending', syncedAt };
}
