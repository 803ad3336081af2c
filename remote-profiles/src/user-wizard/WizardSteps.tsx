import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import type { Origin } from '@portal/shared/constants';
import {
  THEMES,
  franchiseDefaults,
  franchisePresetsFor,
  themeByBackendValue,
  type FranchiseCode,
  type ThemeBackendValue,
} from '@portal/shared/profiles/franchises';
import { IMAGE_MIN_SIZE } from '@portal/shared/profiles/images';
import { TEMPLATE_LANGUAGES, type ZProfileEditRequest } from '@portal/shared/validation/profile';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';
import type { TBrandKit } from '@portal/shared/api/brand-kit';
import {
  RadioGroup,
  Select,
  TextField,
  type MessageId,
  type useZodForm,
} from '@portal/shell/platform';
import { ColorField } from './ColorField';
import { KitFieldStatus } from './KitFieldStatus';

type WizardFormApi = ReturnType<typeof useZodForm<typeof ZProfileEditRequest>>;

/** The fields the company's brand kit locks. */
type Locked = readonly BrandKitField[];

/**
 * A field the brand kit locks is read-only, its reason as its description (instead of its tip).
 */
function kitLock(locked: Locked, field: BrandKitField, hint?: ReactNode) {
  return locked.includes(field)
    ? { disabled: true, hint: <FormattedMessage id="profiles.kit.lockedReason" /> }
    : { hint };
}

/** The kit fields the form holds as one value each, and where. */
const KIT_FORM_FIELDS = {
  name: 'name',
  designLanguage: 'designLanguage',
  outroWebsite: 'outroWebsite',
  outroExtraInfo: 'outroExtraInfo',
  color_primary: 'color_primary',
  color_secondary: 'color_secondary',
  theme: 'variables.theme',
  groupConfiguration: 'groupConfiguration',
} as const;
type KitFormField = keyof typeof KIT_FORM_FIELDS;

/** The kit's value of a field, as the form holds it (colours compared upper-cased). */
const kitValueOf = (kit: TBrandKit, field: KitFormField): unknown => kit[field];
const comparable = (field: KitFormField, value: unknown) =>
  field.startsWith('color_') && typeof value === 'string' ? value.toUpperCase() : value;

/**
 * Follows or overrides (the server's rule: the kit's value sent = follows), and "Use the brand
 * kit's value" putting it back in the form.
 */
function KitStatus({
  form,
  kit,
  field,
  label,
}: {
  form: WizardFormApi;
  kit: TBrandKit | undefined;
  field: KitFormField;
  label: MessageId;
}) {
  const name = KIT_FORM_FIELDS[field];
  const value = form.watch(name);
  const kitValue = kit ? kitValueOf(kit, field) : undefined;
  return (
    <KitFieldStatus
      kit={kit}
      field={field}
      label={label}
      follows={comparable(field, value) === comparable(field, kitValue)}
      onUse={() =>
        form.setValue(name, kitValue as never, { shouldDirty: true, shouldValidate: true })
      }
    />
  );
}

/** Step 1: who the agent is and what the end card of their videos says (spec §3, tooltips §5). */
export function DetailsStep({
  form,
  locked = [],
  kit,
}: {
  form: WizardFormApi;
  locked?: Locked;
  kit?: TBrandKit;
}) {
  const text = (id: Parameters<typeof FormattedMessage>[0]['id']) => <FormattedMessage id={id} />;
  return (
    <div className="profiles-fields">
      <TextField
        label={text('profiles.field.loginPhone')}
        hint={text('profiles.tip.mobile')}
        type="tel"
        autoComplete="tel"
        {...form.field('loginPhoneNumber')}
      />
      <TextField
        label={text('profiles.field.loginName')}
        hint={text('profiles.tip.profileName')}
        {...form.field('loginName')}
      />
      <TextField
        label={text('profiles.field.company')}
        {...form.field('name')}
        {...kitLock(locked, 'name')}
      />
      <KitStatus form={form} kit={kit} field="name" label="profiles.field.company" />
      <Select
        label={text('profiles.field.language')}
        {...form.field('designLanguage')}
        {...kitLock(locked, 'designLanguage')}
      >
        {TEMPLATE_LANGUAGES.map((language) => (
          <FormattedMessage key={language} id={`profiles.language.${language}`}>
            {(label) => <option value={language}>{label}</option>}
          </FormattedMessage>
        ))}
      </Select>
      <KitStatus form={form} kit={kit} field="designLanguage" label="profiles.field.language" />
      <TextField
        label={text('profiles.field.outroFullName')}
        hint={text('profiles.tip.name')}
        {...form.field('outroFullName')}
      />
      <TextField
        label={text('profiles.field.outroPhone')}
        hint={text('profiles.tip.phone')}
        type="tel"
        {...form.field('outroPhoneNumber')}
      />
      <TextField label={text('profiles.field.email')} type="email" {...form.field('outroEmail')} />
      <TextField
        label={text('profiles.field.website')}
        type="url"
        {...form.field('outroWebsite')}
        {...kitLock(locked, 'outroWebsite')}
      />
      <KitStatus form={form} kit={kit} field="outroWebsite" label="profiles.field.website" />
      <TextField
        label={text('profiles.field.extraLine')}
        {...form.field('outroExtraInfo')}
        {...kitLock(locked, 'outroExtraInfo', text('profiles.tip.extraLine'))}
      />
      <KitStatus form={form} kit={kit} field="outroExtraInfo" label="profiles.field.extraLine" />
      <TextField
        label={text('profiles.field.designFullName')}
        hint={text('profiles.tip.name')}
        {...form.field('designFullName')}
      />
      <TextField
        label={text('profiles.field.designPhone')}
        hint={text('profiles.tip.phone')}
        type="tel"
        {...form.field('designPhoneNumber')}
      />
    </div>
  );
}

export function BrandingHints({ defaultAssets = false }: { defaultAssets?: boolean }) {
  return (
    <>
      <p className="profiles-muted">
        <FormattedMessage
          id="profiles.branding.intro"
          values={{ logo: IMAGE_MIN_SIZE.logo, photo: IMAGE_MIN_SIZE.photo }}
        />
      </p>
      {defaultAssets ? (
        <p className="profiles-muted">
          <FormattedMessage id="profiles.branding.defaultAssets" />
        </p>
      ) : null}
    </>
  );
}

/** The end card's background, Black or White (a backend theme value), in the wizard and the kit. */
export function ThemeChoice({
  value,
  onChange,
  disabled,
  hint,
  name = 'variables.theme',
}: {
  name?: string;
  value: ThemeBackendValue | undefined;
  onChange: (theme: ThemeBackendValue) => void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  return (
    <RadioGroup<string>
      legend={<FormattedMessage id="profiles.field.theme" />}
      hint={hint}
      name={name}
      disabled={disabled}
      options={THEMES.map((theme) => ({
        value: theme.value,
        label: <FormattedMessage id={`common.theme.${theme.label}`} />,
      }))}
      // Controlled from the start: none checked while the kit sets no theme.
      value={(value === undefined ? undefined : themeByBackendValue(value)?.value) ?? ''}
      onChange={(event) => {
        const theme = THEMES.find((item) => item.value === event.target.value)!;
        onChange(theme.backendValue);
      }}
    />
  );
}

/** Step 3: Black or White end card, and the two brand colours (a code or the picker). */
export function ThemeStep({
  form,
  locked = [],
  kit,
}: {
  form: WizardFormApi;
  locked?: Locked;
  kit?: TBrandKit;
}) {
  const intl = useIntl();
  return (
    <div className="profiles-fields">
      <ThemeChoice
        value={form.watch('variables.theme') ?? 'dark'}
        onChange={(theme) => form.setValue('variables.theme', theme, { shouldDirty: true })}
        {...kitLock(locked, 'theme')}
      />
      <KitStatus form={form} kit={kit} field="theme" label="profiles.field.theme" />
      <ColorField
        form={form}
        name="color_primary"
        label={<FormattedMessage id="profiles.field.colorPrimary" />}
        labelText={intl.formatMessage({ id: 'profiles.field.colorPrimary' })}
        {...kitLock(locked, 'color_primary')}
      />
      <KitStatus form={form} kit={kit} field="color_primary" label="profiles.field.colorPrimary" />
      <ColorField
        form={form}
        name="color_secondary"
        label={<FormattedMessage id="profiles.field.colorSecondary" />}
        labelText={intl.formatMessage({ id: 'profiles.field.colorSecondary' })}
        {...kitLock(locked, 'color_secondary')}
      />
      <KitStatus
        form={form}
        kit={kit}
        field="color_secondary"
        label="profiles.field.colorSecondary"
      />
    </div>
  );
}

/** Franchise codes as radio values: null (Others) cannot be one. */
const codeToValue = (code: FranchiseCode) => (code === null ? 'null' : code || 'independent');

/**
 * The franchise presets of an origin (undefined: none chosen yet); a choice is given with what it
 * fills in (franchiseDefaults: colours and theme), the same in the wizard and the brand kit.
 */
export function FranchiseChoice({
  origin,
  value,
  onChange,
  error,
  disabled,
  hint,
}: {
  hint?: ReactNode;
  origin: Origin;
  value: FranchiseCode | undefined;
  onChange: (code: FranchiseCode, defaults: ReturnType<typeof franchiseDefaults>) => void;
  error?: string;
  disabled?: boolean;
}) {
  const presets = franchisePresetsFor(origin);
  return (
    <RadioGroup
      legend={<FormattedMessage id="profiles.field.franchise" />}
      hint={hint ?? <FormattedMessage id="profiles.field.franchiseHint" />}
      name="groupConfiguration"
      error={error}
      disabled={disabled}
      options={presets.map((preset) => ({
        value: codeToValue(preset.code),
        label: preset.labelId ? <FormattedMessage id={preset.labelId} /> : preset.label,
      }))}
      value={value === undefined ? '' : codeToValue(value)}
      onChange={(event) => {
        const preset = presets.find((item) => codeToValue(item.code) === event.target.value)!;
        onChange(preset.code, franchiseDefaults(preset.code));
      }}
    />
  );
}

/**
 * Step 4: a franchise brings its default logo, intro, colours and end-card background ("Use the
 * brand kit's value" puts back the kit's franchise alone: the colours and theme have their own).
 */
export function FranchiseStep({
  form,
  origin,
  locked = [],
  kit,
}: {
  form: WizardFormApi;
  origin: Origin;
  locked?: Locked;
  kit?: TBrandKit;
}) {
  const code = form.watch('groupConfiguration');
  return (
    <>
      <FranchiseChoice
        origin={origin}
        value={code === undefined ? '' : code}
        error={form.field('groupConfiguration').error}
        {...kitLock(locked, 'groupConfiguration')}
        onChange={(chosen, defaults) => {
          const dirty = { shouldDirty: true } as const;
          form.setValue('groupConfiguration', chosen, dirty);
          form.setValue('color_primary', defaults.color_primary, dirty);
          form.setValue('color_secondary', defaults.color_secondary, dirty);
          form.setValue('variables.theme', defaults.theme, dirty);
        }}
      />
      <KitStatus
        form={form}
        kit={kit}
        field="groupConfiguration"
        label="profiles.field.franchise"
      />
    </>
  );
}

/** Step 5: anything the video team should know (at most 2000 characters). */
export function RequestStep({ form }: { form: WizardFormApi }) {
  const intl = useIntl();
  const { error, ...field } = form.field('specialRequest');
  return (
    <div className="ui-field">
      <label htmlFor="profiles-special-request" className="ui-label">
        <FormattedMessage id="profiles.field.request" />
      </label>
      <textarea
        id="profiles-special-request"
        className="ui-input"
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby="profiles-special-request-hint"
        placeholder={intl.formatMessage({ id: 'profiles.field.requestPlaceholder' })}
        {...field}
      />
      <p id="profiles-special-request-hint" className="ui-hint">
        <FormattedMessage id="profiles.field.requestHint" />
      </p>
      {error ? <p className="ui-field-error">{error}</p> : null}
    </div>
  );
}
