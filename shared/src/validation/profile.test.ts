import { describe, expect, it } from 'vitest';
import { franchisePresetsFor, isFranchiseAllowed } from '../profiles/franchises';
import { checkImageSize, sniffImageType } from '../profiles/images';
import { ZCreateInvitationRequest, ZProfileCreateRequest, ZProfileEditRequest } from './profile';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const valid = {
  loginPhoneNumber: '+44 7700 900123',
  name: 'Harbour Homes',
  outroFullName: 'Jane Agent',
  outroPhoneNumber: '+44 7700 900123',
  outroEmail: 'jane@harbour.example',
  designFullName: 'Jane Agent',
  designPhoneNumber: '+44 7700 900123',
  designLanguage: 'en',
  outroLogoBase64: PNG,
  designLogoBase64: PNG,
};

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('profile payload', () => {
  it('accepts the spec §3 payload and fills the defaults', () => {
    const profile = ZProfileCreateRequest.parse(valid);
    expect(profile.groupConfiguration).toBe('');
    expect(profile.color_primary).toBe('#000000');
    expect(profile.variables.theme).toBe('dark');
  });

  it('applies the spec §5 limits with their messages', () => {
    const result = ZProfileCreateRequest.safeParse({
      ...valid,
      name: 'a/b',
      outroFullName: 'x'.repeat(27),
      outroWebsite: 'not a site',
      outroExtraInfo: 'x'.repeat(65),
      loginPhoneNumber: '0044',
      color_primary: 'red',
    });
    expect(fieldErrors(result)).toMatchObject({
      name: 'validation.company.slash',
      outroFullName: 'validation.fullName.max',
      outroWebsite: 'validation.website.format',
      outroExtraInfo: 'validation.extraLine.max',
      loginPhoneNumber: 'validation.phone.plus',
      color_primary: 'validation.color.format',
    });
  });

  it('requires a logo unless "no logo" or a franchise, and a photo unless "no picture"', () => {
    const none = { ...valid, outroLogoBase64: '', designLogoBase64: '' };
    expect(fieldErrors(ZProfileCreateRequest.safeParse(none))).toEqual({
      outroLogoBase64: 'validation.logo.required',
      designLogoBase64: 'validation.photo.required',
    });
    expect(
      ZProfileCreateRequest.safeParse({ ...none, noLogo: true, noPicAgent: true }).success,
    ).toBe(true);
    expect(
      ZProfileCreateRequest.safeParse({ ...none, groupConfiguration: 'c21', noPicAgent: true })
        .success,
    ).toBe(true);
  });

  it('accepts websites with a prefix, port, path and query', () => {
    for (const site of ['www.example.com', 'https://ex.co:8080/a?b=c', 'http://10.0.0.1/x']) {
      expect(ZProfileCreateRequest.safeParse({ ...valid, outroWebsite: site }).success, site).toBe(
        true,
      );
    }
  });

  it('edit payload has the extras of spec §3 and lets images be kept', () => {
    const edit = ZProfileEditRequest.parse({ ...valid, outroLogoBase64: '', designLogoBase64: '' });
    expect(edit).toMatchObject({
      noPicAgentOutro: false,
      noPicAgent: false,
      useDefaultLogo: false,
      useDefaultIntro: false,
      userName: '',
    });
  });
});

describe('franchises', () => {
  it('the auto edition offers Independent and Others only', () => {
    expect(franchisePresetsFor('auto').map((p) => p.code)).toEqual(['', null]);
    expect(franchisePresetsFor('realty')).toHaveLength(11);
    expect(isFranchiseAllowed('auto', 'c21')).toBe(false);
    expect(isFranchiseAllowed('realty', 'c21')).toBe(true);
  });
});

describe('images', () => {
  it('recognises PNG, JPEG and WebP by content, and nothing else', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe(null);
  });

  it('minimum and maximum dimensions', () => {
    expect(checkImageSize('logo', 150, 150)).toBe('validation.image.logoTooSmall');
    expect(checkImageSize('logo', 200, 200)).toBe(null);
    expect(checkImageSize('photo', 299, 400)).toBe('validation.image.photoTooSmall');
    expect(checkImageSize('photo', 30000, 30000)).toBe('validation.image.tooManyPixels');
  });
});

describe('invitation expiry', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  it('is optional, in the future and at most a year away', () => {
    expect(ZCreateInvitationRequest.safeParse({}).success).toBe(true);
    expect(ZCreateInvitationRequest.safeParse({ expires: inDays(364) }).success).toBe(true);
    expect(fieldErrors(ZCreateInvitationRequest.safeParse({ expires: inDays(-1) }))).toEqual({
      expires: 'validation.invitation.expiresPast',
    });
    expect(fieldErrors(ZCreateInvitationRequest.safeParse({ expires: inDays(366) }))).toEqual({
      expires: 'validation.invitation.expiresMax',
    });
  });
});

describe('payload fields of spec §3', () => {
  // Spec §3 "Profile submit payload", in its order; `{hash}` is one hash per image.
  const SPEC_CREATE = [
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
  ];
  const SPEC_EDIT_EXTRAS = [
    'noPicAgentOutro',
    'noPicAgent',
    'useDefaultLogo',
    'useDefaultIntro',
    'userName',
  ];
  // Additions of decisions.md: an uploaded image by id, and the "no profile picture" option on create.
  const ADDITIONS = ['outroLogoAssetId', 'designLogoAssetId', 'noPicAgent'];

  it('the create payload is the spec list plus the documented additions, nothing else', () => {
    const keys = Object.keys(ZProfileCreateRequest.shape);
    expect(keys.filter((key) => !ADDITIONS.includes(key))).toEqual(SPEC_CREATE);
  });

  it('the edit payload adds exactly the edit extras', () => {
    const create = new Set(Object.keys(ZProfileCreateRequest.shape));
    const extras = Object.keys(ZProfileEditRequest.shape).filter((key) => !create.has(key));
    expect(new Set([...extras, 'noPicAgent'])).toEqual(new Set(SPEC_EDIT_EXTRAS));
  });
});
