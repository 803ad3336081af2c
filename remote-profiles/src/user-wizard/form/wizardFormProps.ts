import type { TBrandKit } from '@portal/shared/api/brand-kit';
import type { Origin } from '@portal/shared/constants';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';
import type { toPayload, WizardValues } from '../payload';

/** What the wizard's page tells the form: create or edit, the stored pictures, how to save. */
export interface WizardFormProps {
  mode: 'create' | 'edit';
  origin: Origin;
  defaultValues: WizardValues;
  /** The stored pictures, on edit. */
  storedLogoUrl?: string | null;
  storedPhotoUrl?: string | null;
  /**
   * Whether the profile has a stored logo / picture, on edit (known before their addresses are);
   * unless told, whether their addresses were given.
   */
  hasStoredLogo?: boolean;
  hasStoredPhoto?: boolean;
  /** False for the invited person (no account): images travel in the payload. */
  canUpload: boolean;
  readOnly: boolean;
  /**
   * The launch flag defaultAssets (docs/webview-contract.md): with a franchise chosen, its
   * default logo and intro are used, the stored logo included, unless a new logo is chosen.
   */
  defaultAssets?: boolean;
  /**
   * The company's brand kit: each field it sets says whether the profile follows it or overrides
   * it ("Use the brand kit's value"); the fields it locks are read-only, with the reason.
   */
  kit?: TBrandKit;
  /** The fields the company's brand kit locks (unless told, the kit's). */
  kitLocked?: readonly BrandKitField[];
  /** The kit fields the stored profile overrides, on edit (the logo's state before a change). */
  kitOverrides?: readonly BrandKitField[];
  /** Sends the payload; throws the call's error. */
  send: (payload: ReturnType<typeof toPayload>) => Promise<unknown>;
  /** After a save, with the call's answer (a created profile's `{ userId }`). */
  onSaved: (answer: unknown) => void;
}
