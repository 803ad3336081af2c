import { isFranchise } from '@portal/shared/profiles/franchises';
import type { TProfileCreateRequest, TProfileEditRequest } from '@portal/shared/validation/profile';

/** The wizard's form values: the edit request (a superset of the create request). */
export type WizardValues = TProfileEditRequest;

/** Spec §3 "Profile submit payload", in its order; the create call sends exactly these. */
export const CREATE_FIELDS = [
  'loginName',
  'loginPhoneNumber',
  'name',
  'outroFullName',
  'outroPhoneNumber',
  'outroEmail',
  'outroWebsite',
  'outroLogoBase64',
  'outroLogoHash',
  'outroExtraInfo',
  'designFullName',
  'designPhoneNumber',
  'groupConfiguration',
  'designLanguage',
  'designLogoBase64',
  'designLogoHash',
  'specialRequest',
  'noLogo',
  'noIntro',
  'color_primary',
  'color_secondary',
  'variables',
] as const;

/** Spec §3: "the edit payload also has" these. */
export const EDIT_EXTRA_FIELDS = [
  'noPicAgentOutro',
  'noPicAgent',
  'useDefaultLogo',
  'useDefaultIntro',
  'userName',
] as const;

/**
 * Images uploaded first travel by asset id instead of base64 (decisions.md "Where images
 * travel"); the hashes go only with base64 images.
 */
const IMAGE_ALTERNATIVES = ['outroLogoAssetId', 'designLogoAssetId'] as const;

/**
 * The body of POST /v2/companies, POST /v2/invitations/{id} (create) or PUT /v2/companies/{id}
 * (edit), from the form's values. The automatic choices of spec §4 are the server's to enforce;
 * they are computed here too so that the payload says what will happen.
 */
export function toPayload(
  values: WizardValues,
  mode: 'create' | 'edit',
  /** The profile already has its own logo (edit): a franchise's default must not replace it. */
  storedLogo = false,
) {
  const franchise = isFranchise(values.groupConfiguration ?? '');
  const hasLogo = Boolean(values.outroLogoBase64 || values.outroLogoAssetId);
  const noPicAgent = values.noPicAgent ?? false;
  const computed: Record<string, unknown> = {
    ...values,
    noLogo: values.noLogo ?? false,
    noPicAgent,
    // On edit an empty image keeps the stored one, so only the server knows the whole picture;
    // on create "no logo and no franchise" means no intro.
    noIntro: mode === 'create' ? !hasLogo && !franchise : (values.noIntro ?? false),
    noPicAgentOutro: noPicAgent,
    useDefaultLogo: franchise && !hasLogo && !storedLogo && !(values.noLogo ?? false),
    useDefaultIntro: franchise,
    userName: values.loginName ?? '',
  };
  const fields: readonly string[] =
    mode === 'create' ? [...CREATE_FIELDS, 'noPicAgent'] : [...CREATE_FIELDS, ...EDIT_EXTRA_FIELDS];
  const payload: Record<string, unknown> = {};
  for (const name of [...fields, ...IMAGE_ALTERNATIVES]) {
    const value = computed[name];
    if (value !== undefined) payload[name] = value;
  }
  return payload as TProfileCreateRequest & Partial<TProfileEditRequest>;
}
