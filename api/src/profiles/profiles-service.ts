import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Origin } from '@portal/shared/constants';
import type { MessageId } from '@portal/shared/i18n/messages';
import {
  franchisePreset,
  isFranchise,
  isFranchiseAllowed,
  type FranchiseCode,
} from '@portal/shared/profiles/franchises';
import type { ImageKind } from '@portal/shared/profiles/images';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';
import {
  missingImages,
  type TProfileCreate,
  type TProfileEdit,
} from '@portal/shared/validation/profile';
import { isUniqueViolation, type Queryable } from '../db/db';
import { AppError } from '../errors/app-error';
import {
  ImageRejectedError,
  decodeDataUrl,
  processImage,
  sha256,
  type ProcessedImage,
} from '../assets/process-image';
import { KitChangedError, applyKit, type Kit, type KitIntro } from '../brand-kit/apply';
import type { ProfileRow, StoredVariables } from './profile-dto';
import { phoneKey, type ProfileRecord } from './profiles-repository';

type ImageField = 'outroLogoBase64' | 'designLogoBase64';

/** An image of the payload: a new one to store, an uploaded one by id, or none. */
type ResolvedImage = { kind: 'new'; image: ProcessedImage } | { kind: 'stored'; id: string } | null;

type Payload = TProfileCreate | TProfileEdit;

const isEdit = (payload: Payload): payload is TProfileEdit => 'useDefaultLogo' in payload;

/** The intro a profile gets from the kit (KitIntro), its franchise's default one resolved. */
function kitIntroId(intro: KitIntro, preset: ReturnType<typeof franchisePreset>) {
  const introId = intro.useDefaultIntro ? (preset?.defaultIntroId ?? null) : intro.introId;
  return { introId, useDefaultIntro: intro.useDefaultIntro && introId !== null };
}

/**
 * Runs a profile write again (up to 3 times) when the brand kit changed between reading it and
 * the write's transaction (`brandKitService.hold`): the profile is written with the kit its
 * transaction saw, so a kit change never misses a profile written meanwhile.
 */
async function withCurrentKit<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof KitChangedError) || attempt >= 3) throw error;
    }
  }
}

function createService(fastify: FastifyInstance) {
  const { db, assetsRepository, profilesRepository, invitationsRepository } = fastify;
  const brandKit = fastify.brandKitService;
  const tokens = fastify.refreshTokensRepository;

  const fieldError = (field: string, id: MessageId) =>
    new AppError('IMAGE_REJECTED', { fields: { [field]: id } });

  /** Reads one image of the payload, checked exactly like an upload (decisions.md). */
  async function resolveImage(
    accountId: string,
    field: ImageField,
    kind: ImageKind,
    dataUrl: string,
    hash: string | undefined,
    assetId: string | undefined,
    q: Queryable,
  ): Promise<ResolvedImage> {
    if (dataUrl !== '') {
      const bytes = decodeDataUrl(dataUrl);
      if (hash && sha256(bytes) !== hash.toLowerCase())
        throw fieldError(field, 'validation.image.hashMismatch');
      try {
        return { kind: 'new', image: await processImage(bytes, kind) };
      } catch (error) {
        if (error instanceof ImageRejectedError) throw fieldError(field, error.reason);
        throw error;
      }
    }
    if (assetId) {
      const asset = await assetsRepository.findInfo(assetId, q);
      // Someone else's upload is as unknown as a missing one.
      if (!asset || asset.accountId !== accountId || asset.kind !== kind)
        throw fieldError(field, 'errors.notFound');
      return { kind: 'stored', id: asset.id };
    }
    return null;
  }

  async function storeImage(
    accountId: string,
    kind: ImageKind,
    resolved: ResolvedImage,
    tx: Queryable,
  ): Promise<string | null> {
    if (!resolved) return null;
    if (resolved.kind === 'stored') return resolved.id;
    const { image } = resolved;
    return assetsRepository.insert({ accountId, kind, ...image }, tx);
  }

  function checkFranchise(origin: Origin, code: FranchiseCode) {
    if (!isFranchiseAllowed(origin, code))
      throw new AppError('VALIDATION', {
        fields: { groupConfiguration: 'validation.franchise.invalid' },
      });
  }

  function checkRequiredImages(payload: Payload, hasLogo: boolean, hasPhoto: boolean) {
    const missing = missingImages({
      noLogo: payload.noLogo,
      hasLogo,
      groupConfiguration: payload.groupConfiguration,
      noPicAgent: payload.noPicAgent,
      hasPhoto,
    });
    if (Object.keys(missing).length > 0) throw new AppError('VALIDATION', { fields: missing });
  }

  function storedVariables(
    payload: Payload,
    choices: Pick<StoredVariables, 'noIntro' | 'useDefaultLogo' | 'useDefaultIntro'>,
  ): StoredVariables {
    return {
      theme: payload.variables.theme,
      color_primary: payload.color_primary,
      color_secondary: payload.color_secondary,
      ...(payload.variables.color_background && {
        color_background: payload.variables.color_background,
      }),
      ...(payload.variables.color_icons && { color_icons: payload.variables.color_icons }),
      ...(payload.variables.color_text && { color_text: payload.variables.color_text }),
      outroFullName: payload.outroFullName,
      outroPhoneNumber: payload.outroPhoneNumber,
      outroEmail: payload.outroEmail,
      outroWebsite: payload.outroWebsite,
      outroExtraInfo: payload.outroExtraInfo,
      designFullName: payload.designFullName,
      designPhoneNumber: payload.designPhoneNumber,
      designLanguage: payload.designLanguage,
      specialRequest: payload.specialRequest,
      noLogo: payload.noLogo,
      noPicAgent: payload.noPicAgent,
      noPicAgentOutro: isEdit(payload) ? payload.noPicAgentOutro : payload.noPicAgent,
      ...choices,
    };
  }

  /** `q`: where the uploaded images are looked up (the caller's transaction, if it has one). */
  const readImages = (accountId: string, payload: Payload, q: Queryable = db) =>
    Promise.all([
      payload.noLogo
        ? null
        : resolveImage(
            accountId,
            'outroLogoBase64',
            'logo',
            payload.outroLogoBase64,
            payload.outroLogoHash,
            payload.outroLogoAssetId,
            q,
          ),
      payload.noPicAgent
        ? null
        : resolveImage(
            accountId,
            'designLogoBase64',
            'photo',
            payload.designLogoBase64,
            payload.designLogoHash,
            payload.designLogoAssetId,
            q,
          ),
    ]);

  async function insertWithinSeats(
    accountId: string,
    build: (tx: Queryable) => Promise<ProfileRecord>,
    invitationId?: string,
  ): Promise<string> {
    try {
      return await db.transaction(async (tx) => {
        if (invitationId) {
          // Held to the end: deleting or replacing the link waits for this creation, and back.
          const invitation = await invitationsRepository.findById(invitationId, tx, true);
          if (
            !invitation ||
            invitation.accountId !== accountId ||
            invitation.expiresAt <= new Date()
          )
            throw new AppError('INVITATION_INVALID');
        }
        if (!(await profilesRepository.lockSeatAndCheck(accountId, tx)))
          throw new AppError('MAX_USERS');
        return profilesRepository.insert(accountId, await build(tx), tx);
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('PHONE_TAKEN', { fields: { loginPhoneNumber: 'errors.phoneTaken' } });
      throw error;
    }
  }

  /**
   * Everything a creation decides before its transaction (the kit applied, the images read and
   * checked, spec §4's choices): answers the profile to insert, its new images stored in `tx`.
   * `q`: where uploaded images are looked up.
   */
  async function prepareCreate(
    account: { id: string; origin: Origin },
    request: TProfileCreate,
    stored: Kit,
    sent: ReadonlySet<BrandKitField> | undefined,
    q: Queryable = db,
  ): Promise<(tx: Queryable) => Promise<ProfileRecord>> {
    // The brand kit first: the fields left out take its values, a locked one is refused.
    const kit = applyKit(stored, request, sent);
    const payload = kit.payload;
    checkFranchise(account.origin, payload.groupConfiguration);
    const [logo, photo] = await readImages(account.id, payload, q);
    checkRequiredImages(payload, logo !== null, photo !== null);
    const preset = isFranchise(payload.groupConfiguration)
      ? franchisePreset(payload.groupConfiguration)
      : undefined;
    const useDefaultLogo = !payload.noLogo && !logo && Boolean(preset?.defaultLogoId);
    const intro = kit.intro
      ? kitIntroId(kit.intro, preset)
      : {
          introId: preset?.defaultIntroId ?? null,
          useDefaultIntro: Boolean(preset?.defaultIntroId),
        };
    const useDefaultIntro = intro.useDefaultIntro;
    const noIntro = payload.noIntro || (!logo && !preset && intro.introId === null);

    return async (tx) => ({
      loginName: payload.loginName,
      loginPhone: payload.loginPhoneNumber,
      companyName: payload.name,
      groupConfiguration: payload.groupConfiguration,
      logoId: useDefaultLogo
        ? preset!.defaultLogoId
        : await storeImage(account.id, 'logo', logo, tx),
      photoId: await storeImage(account.id, 'photo', photo, tx),
      introId: intro.introId,
      variables: storedVariables(payload, { noIntro, useDefaultLogo, useDefaultIntro }),
      kitOverrides: kit.overrides,
    });
  }

  async function createOnce(
    account: { id: string; origin: Origin },
    request: TProfileCreate,
    invitationId?: string,
    sent?: ReadonlySet<BrandKitField>,
  ): Promise<string> {
    const stored = await brandKit.forAccount(account.id);
    const build = await prepareCreate(account, request, stored, sent);
    return insertWithinSeats(
      account.id,
      async (tx) => {
        // Held to the end: a kit change waits for this profile, then writes it too.
        await brandKit.hold(account.id, stored.version, tx);
        return build(tx);
      },
      invitationId,
    );
  }

  /**
   * Everything an edit decides before its transaction (as prepareCreate): answers the write, which
   * answers the storage objects of the pictures it deleted (removed once committed).
   */
  async function prepareUpdate(
    account: { id: string; origin: Origin },
    current: ProfileRow,
    request: TProfileEdit,
    stored: Kit,
    sent: ReadonlySet<BrandKitField> | undefined,
    q: Queryable = db,
  ): Promise<(tx: Queryable) => Promise<(string | null)[]>> {
    const id = current.id;
    const kit = applyKit(stored, request, sent, current);
    const payload = kit.payload;
    checkFranchise(account.origin, payload.groupConfiguration);
    const [newLogo, newPhoto] = await readImages(account.id, payload, q);
    const preset = isFranchise(payload.groupConfiguration)
      ? franchisePreset(payload.groupConfiguration)
      : undefined;

    const hadCustomLogo = current.logo_id !== null && !current.variables.useDefaultLogo;
    const keepLogo = !payload.noLogo && !newLogo && hadCustomLogo && !payload.useDefaultLogo;
    const useDefaultLogo =
      !payload.noLogo && !newLogo && !keepLogo && Boolean(preset?.defaultLogoId);
    const keepPhoto = !payload.noPicAgent && !newPhoto && current.photo_id !== null;
    const fromKit = kit.intro && kitIntroId(kit.intro, preset);
    const customIntro = fromKit
      ? fromKit.introId !== null && !fromKit.useDefaultIntro
      : current.intro_id !== null && !current.variables.useDefaultIntro;
    const useDefaultIntro = fromKit
      ? fromKit.useDefaultIntro
      : !customIntro && Boolean(preset?.defaultIntroId);
    const hasCustomLogo = Boolean(newLogo) || keepLogo;
    const noIntro = payload.noIntro || (!hasCustomLogo && !customIntro && !preset);
    checkRequiredImages(payload, hasCustomLogo || useDefaultLogo, Boolean(newPhoto) || keepPhoto);

    return async (tx) => {
      const logoId = keepLogo
        ? current.logo_id
        : useDefaultLogo
          ? preset!.defaultLogoId
          : await storeImage(account.id, 'logo', newLogo, tx);
      const photoId = keepPhoto
        ? current.photo_id
        : await storeImage(account.id, 'photo', newPhoto, tx);
      await profilesRepository.update(
        id,
        {
          loginName: payload.userName || payload.loginName,
          loginPhone: payload.loginPhoneNumber,
          companyName: payload.name,
          groupConfiguration: payload.groupConfiguration,
          logoId,
          photoId,
          introId: fromKit
            ? fromKit.introId
            : customIntro
              ? current.intro_id
              : useDefaultIntro
                ? preset!.defaultIntroId
                : null,
          variables: storedVariables(payload, { noIntro, useDefaultLogo, useDefaultIntro }),
          kitOverrides: kit.overrides,
        },
        tx,
      );
      // Another number is another app user: whoever is signed in with the old one is out.
      if (phoneKey(payload.loginPhoneNumber) !== phoneKey(current.login_phone))
        await tokens.endAgentSessions(id, 'phone_changed', tx);
      // Pictures replaced or removed by this edit are not kept (a brand kit's are: it uses them).
      return assetsRepository.deleteUnusedImages(
        account.id,
        [current.logo_id, current.photo_id],
        tx,
      );
    };
  }

  async function updateOnce(
    account: { id: string; origin: Origin },
    current: ProfileRow,
    request: TProfileEdit,
    sent?: ReadonlySet<BrandKitField>,
  ) {
    const stored = await brandKit.forAccount(account.id);
    const write = await prepareUpdate(account, current, request, stored, sent);
    let deletedObjects: (string | null)[] = [];
    try {
      await db.transaction(async (tx) => {
        await brandKit.hold(account.id, stored.version, tx);
        deletedObjects = await write(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('PHONE_TAKEN', { fields: { loginPhoneNumber: 'errors.phoneTaken' } });
      throw error;
    }
    // Committed: their URLs handed out earlier stop serving them now.
    await assetsRepository.removeDeletedObjects(deletedObjects);
  }

  async function deleteProfile(accountId: string, current: ProfileRow) {
    const deletedObjects = await db.transaction(async (tx) => {
      // First: the app's next call then hears that its profile was deleted (403).
      await tokens.endAgentSessions(current.id, 'profile_deleted', tx);
      await profilesRepository.delete(current.id, tx);
      return assetsRepository.deleteUnusedImages(
        accountId,
        [current.logo_id, current.photo_id],
        tx,
      );
    });
    // Committed: their URLs handed out earlier stop serving them now.
    await assetsRepository.removeDeletedObjects(deletedObjects);
  }

  return {
    /**
     * Creates a profile under the account, within its seats (spec §6), with the automatic
     * choices of spec §4: no intro without a logo or a franchise; a franchise's default logo and
     * intro when no custom one is given. `invitationId`: the link it is created through.
     */
    async create(
      account: { id: string; origin: Origin },
      request: TProfileCreate,
      invitationId?: string,
      sent?: ReadonlySet<BrandKitField>,
    ): Promise<string> {
      return withCurrentKit(() => createOnce(account, request, invitationId, sent));
    },

    /** Edits a profile the caller owns (checked by the route); empty images keep theirs. */
    async update(
      account: { id: string; origin: Origin },
      current: ProfileRow,
      request: TProfileEdit,
      sent?: ReadonlySet<BrandKitField>,
    ) {
      return withCurrentKit(() => updateOnce(account, current, request, sent));
    },

    /** Deletes a profile the caller owns (checked by the route) and the pictures only it used. */
    delete: deleteProfile,

    /**
     * Creates a profile inside the caller's transaction `tx`, exactly as `create` does (the same
     * kit rules, checks and spec §4 choices), for a writer of many (the import's job): the caller
     * holds the account's seat lock (lockSeats) and its kit (brandKitService.hold, `kit` being
     * the version held) and has counted the seats. `importId`: the import it comes from.
     * Throws AppError for a refused profile; a phone in use throws the driver's error.
     */
    async createInTx(
      account: { id: string; origin: Origin },
      request: TProfileCreate,
      kit: Kit,
      sent: ReadonlySet<BrandKitField> | undefined,
      tx: Queryable,
      importId?: string,
    ): Promise<string> {
      const build = await prepareCreate(account, request, kit, sent, tx);
      return profilesRepository.insert(account.id, { ...(await build(tx)), importId }, tx);
    },

    /**
     * Edits a profile inside the caller's transaction, exactly as `update` does (see createInTx);
     * answers the storage objects of the pictures it deleted: removeDeletedObjects once committed.
     */
    async updateInTx(
      account: { id: string; origin: Origin },
      current: ProfileRow,
      request: TProfileEdit,
      kit: Kit,
      sent: ReadonlySet<BrandKitField> | undefined,
      tx: Queryable,
    ): Promise<(string | null)[]> {
      const write = await prepareUpdate(account, current, request, kit, sent, tx);
      return write(tx);
    },
  };
}

export type ProfilesService = ReturnType<typeof createService>;

declare module 'fastify' {
  interface FastifyInstance {
    profilesService: ProfilesService;
  }
}

export default fp(
  async function profilesService(fastify) {
    fastify.decorate('profilesService', createService(fastify));
  },
  {
    name: 'profiles-service',
    // builtin-assets: a franchise's default logo and intro must exist before a profile names them.
    dependencies: [
      'db',
      'assets-repository',
      'builtin-assets',
      'profiles-repository',
      'invitations-repository',
      'refresh-tokens-repository',
      // The brand kit: new profiles start from it, locked fields are refused.
      'brand-kit-service',
    ],
  },
);
