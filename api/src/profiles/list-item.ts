import type { TProfileListItem } from '@portal/shared/api/profiles';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';
import { signedAssetUrl } from '../assets/asset-urls';
import { appSyncStatus, contextVersion, type AgentSubscription } from '../agents/app-configuration';
import { toProfileDto, type ProfileRow } from './profile-dto';

/**
 * A stored profile as the users list and GET /v2/companies/{id} show it: the spec's profile with
 * the signed URLs of its picture and logo, so a client needs no request per picture, and whether
 * its agent's app holds the current configuration.
 *
 * An asset's signed URL never changes: a page of 50 rows otherwise spends a tenth of its CPU on
 * its 100 HMACs. Bounded: emptied when it holds more ids than a few large accounts' pictures.
 */
export function createListItemMapper(secret: string) {
  const signed = new Map<string, string>();
  const url = (id: string | null, off: boolean | undefined) => {
    if (!id || off) return null;
    let found = signed.get(id);
    if (found === undefined) {
      if (signed.size >= 20_000) signed.clear();
      found = signedAssetUrl(secret, id);
      signed.set(id, found);
    }
    return found;
  };
  /**
   * `subscription`: the account's, which the app's configuration carries too (its grace end):
   * the row's app status compares the version the agent received with the one it would get now.
   * `context`: that subscription's contextVersion, when the caller already has it (a page's rows
   * share it: hashing it again for each row was a tenth of a page's CPU).
   */
  return (
    row: ProfileRow,
    subscription: AgentSubscription,
    context: string = contextVersion(subscription, secret),
  ): TProfileListItem => ({
    ...toProfileDto(row),
    pictureUrl: url(row.photo_id, row.variables.noPicAgentOutro),
    logoUrl: url(row.logo_id, row.variables.noLogo),
    latestVideoId: row.latest_video_id ?? null,
    lastTextedAt: row.last_texted_at ? new Date(row.last_texted_at).toISOString() : null,
    differsFromKit: (row.kit_overrides?.length ?? 0) > 0,
    kitOverrides: (row.kit_overrides ?? []) as BrandKitField[],
    app: appSyncStatus(row, context, subscription),
  });
}
