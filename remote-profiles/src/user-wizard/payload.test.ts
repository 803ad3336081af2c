import { describe, expect, it } from 'vitest';
import { ZProfileCreateRequest, ZProfileEditRequest } from '@portal/shared/validation/profile';
import { newProfileValues } from './defaults';
import { toPayload } from './payload';

/** Spec §3 "Profile submit payload", written out here from the specification itself. */
const SPEC_CREATE_FIELDS = [
  'loginName',
  'loginPhoneNumber',
  'name',
  'outroFullName',
  'outroPhoneNumber',
  'outroEmail',
  'outroWebsite',
  'outroLogoBase64',
  'outroExtraInfo',
  'designFullName',
  'designPhoneNumber',
  'groupConfiguration',
  'designLanguage',
  'designLogoBase64',
  'specialRequest',
  'noLogo',
  'noIntro',
  'color_primary',
  'color_secondary',
  'variables',
];
const SPEC_EDIT_EXTRAS = [
  'noPicAgentOutro',
  'noPicAgent',
  'useDefaultLogo',
  'useDefaultIntro',
  'userName',
];

const filled = {
  ...newProfileValues('fr'),
  loginName: 'jordan',
  loginPhoneNumber: '+44 7700 900123',
  name: 'Harbour Homes',
  outroFullName: 'Jordan Miller',
  outroPhoneNumber: '+44 7700 900123',
  outroEmail: 'jordan@harbour.example',
  outroWebsite: 'harbour.example',
  outroExtraInfo: 'Licence 12345',
  designFullName: 'Jordan Miller',
  designPhoneNumber: '+44 7700 900123',
  specialRequest: 'Our slogan in the intro',
};

describe('the payload the wizard sends (spec §3)', () => {
  it('on create: every field of the spec, the chosen images by asset id, nothing else', () => {
    const payload = toPayload(
      { ...filled, outroLogoAssetId: crypto.randomUUID(), noPicAgent: true },
      'create',
    );
    const withoutImageIds = Object.keys(payload).filter((key) => !key.endsWith('AssetId'));
    // noPicAgent is the spec's "no profile picture" option (spec §5), sent on create too.
    expect(withoutImageIds.sort()).toEqual([...SPEC_CREATE_FIELDS, 'noPicAgent'].sort());
    expect(payload).toMatchObject({
      name: 'Harbour Homes',
      designLanguage: 'fr',
      groupConfiguration: '',
      noLogo: false,
      noIntro: false,
      noPicAgent: true,
      color_primary: '#000000',
      color_secondary: '#FFD200',
      variables: { theme: 'dark' },
    });
    expect(ZProfileCreateRequest.safeParse(payload).success).toBe(true);
  });

  it('on create without a logo or franchise, asks for no intro (spec §4)', () => {
    const payload = toPayload({ ...filled, noLogo: true, noPicAgent: true }, 'create');
    expect(payload.noIntro).toBe(true);
    expect(toPayload({ ...filled, noLogo: true, groupConfiguration: 'kw' }, 'create').noIntro).toBe(
      false,
    );
  });

  it('base64 images travel with their hash (the invited person has no upload)', () => {
    const payload = toPayload(
      { ...filled, outroLogoBase64: 'data:image/png;base64,AAAA', outroLogoHash: 'a'.repeat(64) },
      'create',
    );
    expect(payload.outroLogoBase64).toBe('data:image/png;base64,AAAA');
    expect(payload.outroLogoHash).toBe('a'.repeat(64));
  });

  it('on edit: the spec fields plus the edit extras', () => {
    const payload = toPayload({ ...filled, groupConfiguration: 'remax', noPicAgent: true }, 'edit');
    expect(Object.keys(payload).sort()).toEqual(
      [...SPEC_CREATE_FIELDS, ...SPEC_EDIT_EXTRAS].sort(),
    );
    expect(payload).toMatchObject({
      userName: 'jordan',
      noPicAgentOutro: true,
      useDefaultLogo: true,
      useDefaultIntro: true,
    });
    expect(ZProfileEditRequest.safeParse(payload).success).toBe(true);
    // A profile with its own stored logo keeps it: the franchise default does not replace it.
    expect(toPayload({ ...filled, groupConfiguration: 'remax' }, 'edit', true).useDefaultLogo).toBe(
      false,
    );
  });
});
