import { useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { get, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import type { TBrandKit } from '@portal/shared/api/brand-kit';
import {
  ZBrandKitRequest,
  type BrandKitField,
  type TBrandKitRequest,
} from '@portal/shared/validation/brand-kit';
import { TEMPLATE_LANGUAGES } from '@portal/shared/validation/profile';
import type { Origin } from '@portal/shared/constants';
import {
  Alert,
  Button,
  Checkbox,
  QueryStatus,
  Select,
  Skeleton,
  TextField,
  translateFieldMessage,
  useGetAccountQuery,
  useZodForm,
  type MessageId,
} from '@portal/shell/platform';
import { ImageField } from '../images/ImageField';
import { ColorInput } from '../user-wizard/ColorField';
import { FranchiseChoice, ThemeChoice } from '../user-wizard/WizardSteps';
import { BackToUsers } from '../ui/BackToUsers';
import { OutroPreview } from '../outro/OutroPreview';
import { useGetBrandKitQuery, useSaveBrandKitMutation } from './brandKitApi';
import '../ui/profiles.css';
import '../user-wizard/wizard.css';
import '../i18n/messages';

/** The kit's text values an empty input leaves out (not set), the rest as the shared schema says. */
const BLANK_IS_UNSET = [
  'name',
  'outroWebsite',
  'outroExtraInfo',
  'designLanguage',
  'color_primary',
  'color_secondary',
] as const;

// The shared request schema, an empty text box meaning "not set" (the schema's input type kept).
const ZBrandKitForm = z.preprocess((values) => {
  const kit = { ...(values as Record<string, unknown>) };
  for (const key of BLANK_IS_UNSET) if (kit[key] === '') delete kit[key];
  return kit;
}, ZBrandKitRequest) as unknown as typeof ZBrandKitRequest;

type KitForm = ReturnType<typeof useZodForm<typeof ZBrandKitRequest>>;

/** The saved kit as the form edits it (text boxes hold '' for a value not set). */
function formValues(kit: TBrandKit): TBrandKitRequest {
  return {
    name: kit.name ?? '',
    logoId: kit.logoId,
    useDefaultIntro: kit.useDefaultIntro,
    introId: kit.introId,
    photoRequired: kit.photoRequired ?? false,
    theme: kit.theme,
    groupConfiguration: kit.groupConfiguration,
    color_primary: kit.color_primary ?? '',
    color_secondary: kit.color_secondary ?? '',
    outroWebsite: kit.outroWebsite ?? '',
    outroExtraInfo: kit.outroExtraInfo ?? '',
    designLanguage: kit.designLanguage ?? ('' as TBrandKitRequest['designLanguage']),
    locked: kit.locked,
  };
}

/** How often the page asks how a kit change still being written to the profiles goes. */
const PROPAGATION_POLL_MS = 2_000;

/** "Lock <field>: agents cannot change this", under the field it locks. */
function LockBox({ form, field, label }: { form: KitForm; field: BrandKitField; label: string }) {
  const locked = form.watch('locked') ?? [];
  return (
    <Checkbox
      name="locked"
      label={<FormattedMessage id="profiles.kit.lock" values={{ field: label }} />}
      hint={<FormattedMessage id="profiles.kit.lockHint" />}
      checked={locked.includes(field)}
      onChange={(event) =>
        form.setValue(
          'locked',
          event.target.checked ? [...locked, field] : locked.filter((item) => item !== field),
          { shouldDirty: true },
        )
      }
    />
  );
}

/** One kit field and its lock, as a group. */
function KitField({ children }: { children: ReactNode }) {
  return <div className="profiles-kit-field">{children}</div>;
}

function BrandKitForm({ kit, origin }: { kit: TBrandKit; origin: Origin }) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const form = useZodForm(ZBrandKitForm, { defaultValues: formValues(kit) });
  const [save, { isLoading }] = useSaveBrandKitMutation();
  /**
   * After a save: how many profiles changed, or undefined while the server still writes them
   * (the job `jobId`, polled through the kit until it ends).
   */
  const [saved, setSaved] = useState<{ count?: number; jobId?: string } | null>(null);
  const job = useGetBrandKitQuery().data?.propagation;
  const current = saved?.jobId !== undefined && job?.jobId === saved.jobId ? job : undefined;
  const count = saved?.count ?? current?.profilesUpdated;
  const failed = current?.status === 'failed';
  const updating = saved !== null && count === undefined && !failed;
  useGetBrandKitQuery(undefined, { pollingInterval: updating ? PROPAGATION_POLL_MS : 0 });
  const [logoUrl, setLogoUrl] = useState(kit.logoUrl);
  const onSubmit = form.submit(async (values) => {
    setSaved(null);
    const answer = await save(values).unwrap();
    form.reset(formValues(answer));
    setSaved({ count: answer.profilesUpdated, jobId: answer.propagation?.jobId });
  });
  const lockError = translateFieldMessage(
    intl,
    (get(form.formState.errors, 'locked') as FieldError | undefined)?.message,
  );
  const colour = (name: 'color_primary' | 'color_secondary', labelId: MessageId) => (
    <KitField>
      <ColorInput
        field={form.field(name)}
        value={form.watch(name)}
        saved={kit[name]}
        onPick={(color) => form.setValue(name, color, { shouldDirty: true, shouldValidate: true })}
        label={text(labelId)}
        labelText={text(labelId)}
      />
      <LockBox form={form} field={name} label={text(labelId)} />
    </KitField>
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="profiles-kit">
      <div className="profiles-wizard-body">
        <div className="profiles-fields profiles-wizard-steps">
          <KitField>
            <TextField label={text('profiles.field.company')} {...form.field('name')} />
            <LockBox form={form} field="name" label={text('profiles.field.company')} />
          </KitField>
          <KitField>
            <ImageField
              kind="logo"
              name="logoId"
              label={<FormattedMessage id="profiles.field.logo" />}
              hint={<FormattedMessage id="profiles.field.logoHint" />}
              previewUrl={logoUrl}
              upload
              error={translateFieldMessage(intl, form.formState.errors.logoId?.message)}
              onChosen={(image) => {
                if (!('assetId' in image)) return;
                form.setValue('logoId', image.assetId, { shouldDirty: true });
                setLogoUrl(image.previewUrl);
              }}
            />
            <LockBox form={form} field="logo" label={text('profiles.field.logo')} />
          </KitField>
          <KitField>
            <Checkbox label={text('profiles.kit.photoRequired')} {...form.field('photoRequired')} />
            <LockBox form={form} field="photoRequired" label={text('profiles.kit.photoRequired')} />
          </KitField>
          <KitField>
            <FranchiseChoice
              origin={origin}
              value={form.watch('groupConfiguration')}
              error={form.field('groupConfiguration').error}
              onChange={(code, defaults) => {
                const dirty = { shouldDirty: true } as const;
                form.setValue('groupConfiguration', code, dirty);
                form.setValue('color_primary', defaults.color_primary, dirty);
                form.setValue('color_secondary', defaults.color_secondary, dirty);
                form.setValue('theme', defaults.theme, dirty);
              }}
            />
            <LockBox
              form={form}
              field="groupConfiguration"
              label={text('profiles.field.franchise')}
            />
          </KitField>
          <KitField>
            <ThemeChoice
              name="theme"
              value={form.watch('theme')}
              onChange={(theme) => form.setValue('theme', theme, { shouldDirty: true })}
            />
            <LockBox form={form} field="theme" label={text('profiles.field.theme')} />
          </KitField>
          {colour('color_primary', 'profiles.field.colorPrimary')}
          {colour('color_secondary', 'profiles.field.colorSecondary')}
          <KitField>
            <TextField
              label={text('profiles.field.website')}
              type="url"
              {...form.field('outroWebsite')}
            />
            <LockBox form={form} field="outroWebsite" label={text('profiles.field.website')} />
          </KitField>
          <KitField>
            <TextField label={text('profiles.field.extraLine')} {...form.field('outroExtraInfo')} />
            <LockBox form={form} field="outroExtraInfo" label={text('profiles.field.extraLine')} />
          </KitField>
          <KitField>
            <Select label={text('profiles.field.language')} {...form.field('designLanguage')}>
              <option value="">{text('profiles.kit.notSet')}</option>
              {TEMPLATE_LANGUAGES.map((language) => (
                <FormattedMessage key={language} id={`profiles.language.${language}`}>
                  {(label) => <option value={language}>{label}</option>}
                </FormattedMessage>
              ))}
            </Select>
            <LockBox form={form} field="designLanguage" label={text('profiles.field.language')} />
          </KitField>
        </div>
        <aside className="profiles-wizard-preview" aria-label={text('profiles.outro.title')}>
          {/* The end card agents' videos get from the kit, with a sample agent. */}
          <OutroPreview
            card={{
              fullName: text('profiles.kit.sampleName'),
              phone: text('profiles.kit.samplePhone'),
              email: text('profiles.kit.sampleEmail'),
              website: form.watch('outroWebsite') ?? '',
              extraLine: form.watch('outroExtraInfo') ?? '',
              // Its own logo when set, else a chosen franchise's (drawn as its wordmark).
              logoUrl: form.watch('logoId') ? logoUrl : null,
              colorPrimary: form.watch('color_primary') || '#000000',
              colorSecondary: form.watch('color_secondary') || '#FFD200',
              theme: form.watch('theme') ?? 'dark',
              franchise: form.watch('groupConfiguration') ?? '',
            }}
          />
        </aside>
      </div>
      {lockError ? <p className="ui-field-error">{lockError}</p> : null}
      <Alert messages={[form.formError]} />
      <div className="profiles-actions">
        <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
          <FormattedMessage id="profiles.kit.save" />
        </Button>
      </div>
      <p role="status" className="profiles-muted">
        {saved === null ? null : count !== undefined ? (
          <FormattedMessage id="profiles.kit.saved" values={{ count }} />
        ) : failed ? (
          <FormattedMessage id="profiles.kit.savedFailed" />
        ) : (
          <FormattedMessage id="profiles.kit.savedUpdating" />
        )}
      </p>
    </form>
  );
}

/** `/brand-kit` (issue 36 §1): the account's defaults for every profile's branding, and its locks. */
export default function BrandKitPage() {
  const kit = useGetBrandKitQuery();
  const account = useGetAccountQuery();
  const error = kit.error ?? account.error;
  return (
    <article className="profiles-page" aria-labelledby="profiles-kit-title">
      <h1 id="profiles-kit-title" className="profiles-title">
        <FormattedMessage id="profiles.kit.title" />
      </h1>
      <p className="profiles-muted">
        <FormattedMessage id="profiles.kit.intro" />
      </p>
      {kit.data && account.data ? (
        <BrandKitForm kit={kit.data} origin={account.data.origin} />
      ) : error ? (
        <QueryStatus
          isLoading={false}
          error={error}
          onRetry={() => {
            void kit.refetch();
            void account.refetch();
          }}
        />
      ) : (
        <Skeleton lines={6} />
      )}
      <BackToUsers />
    </article>
  );
}
