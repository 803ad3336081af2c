import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Origin } from '@portal/shared/constants';
import { SUPPORT_EMAIL } from '@portal/shared/constants';
import { isFranchise } from '@portal/shared/profiles/franchises';
import {
  Alert,
  Button,
  screenOrder,
  Stepper,
  useUnsavedChangesGuard,
  useZodForm,
} from '@portal/shell/platform';
import { ZProfileCreateRequest, ZProfileEditRequest } from '@portal/shared/validation/profile';
import { ImageField } from '../images/ImageField';
import { OutroPreview } from '../outro/OutroPreview';
import { BrandingHints, DetailsStep, FranchiseStep, RequestStep, ThemeStep } from './WizardSteps';
import { toPayload, type WizardValues } from './payload';
import { STEPS, stepOfField } from './steps';

export interface WizardFormProps {
  mode: 'create' | 'edit';
  origin: Origin;
  defaultValues: WizardValues;
  /** The stored pictures, on edit. */
  storedLogoUrl?: string | null;
  storedPhotoUrl?: string | null;
  /** False for the invited person (no account): images travel in the payload. */
  canUpload: boolean;
  readOnly: boolean;
  /**
   * The launch flag defaultAssets (docs/webview-contract.md): with a franchise chosen, its
   * default logo and intro are used, the stored logo included, unless a new logo is chosen.
   */
  defaultAssets?: boolean;
  /** Sends the payload; throws the call's error. */
  send: (payload: ReturnType<typeof toPayload>) => Promise<unknown>;
  /** After a save, with the call's answer (a created profile's `{ userId }`). */
  onSaved: (answer: unknown) => void;
}

/**
 * The first of `fields` in the order the steps show them. Every step stays mounted, so the kit's
 * screen order finds a field on a hidden step too; a field with no control comes last.
 */
function firstOnScreen(fields: string[]): string | undefined {
  const onPage = fields.filter((name) => document.getElementsByName(name).length > 0);
  return screenOrder(onPage)[0] ?? fields[0];
}

/**
 * The profile wizard (spec §2): one form across six steps. Every step stays mounted (hidden when
 * not current), so a field's error can always be shown and focused on its own step.
 */
export function WizardForm(props: WizardFormProps) {
  const { mode, defaultValues, canUpload, readOnly, defaultAssets = false } = props;
  const intl = useIntl();
  const schema = mode === 'create' ? ZProfileCreateRequest : ZProfileEditRequest;
  const form = useZodForm(schema as typeof ZProfileEditRequest, { defaultValues });
  const [step, setStep] = useState(0);
  const [focusField, setFocusField] = useState<string | null>(null);
  const [logoUrl, setLogoUrl] = useState(props.storedLogoUrl ?? null);
  const [photoUrl, setPhotoUrl] = useState(props.storedPhotoUrl ?? null);
  // The save's answer once saved ({ answer: undefined } for a call without a body).
  const [saved, setSaved] = useState<{ answer: unknown } | null>(null);
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !saved && !readOnly);
  const values = form.watch();
  const newLogo = Boolean(values.outroLogoBase64 || values.outroLogoAssetId);
  // With defaultAssets a franchise's default logo (its word mark here) replaces the stored one.
  const franchiseLogo = defaultAssets && isFranchise(values.groupConfiguration) && !newLogo;

  useEffect(() => setLogoUrl(props.storedLogoUrl ?? null), [props.storedLogoUrl]);
  useEffect(() => setPhotoUrl(props.storedPhotoUrl ?? null), [props.storedPhotoUrl]);
  useEffect(() => {
    if (saved) props.onSaved(saved.answer);
  }, [saved]); // eslint-disable-line react-hooks/exhaustive-deps

  // After a step change, the step's heading takes the focus (a field's error takes it instead).
  const goTo = (index: number, field?: string) => {
    setStep(index);
    setFocusField(field ?? null);
    setTimeout(() => {
      if (field) form.setFocus(field as keyof WizardValues);
      else headings.current[index]?.focus();
    });
  };
  useEffect(() => {
    if (!focusField) return;
    const element = document.getElementsByName(focusField)[0];
    if (!element || element.closest('[hidden]')) return;
    element.focus();
    // Once: a later change of the errors must not pull the focus back while the person types.
    setFocusField(null);
  }, [focusField, form.formState.errors]);

  async function next() {
    const fields = STEPS[step]!.fields.filter(
      (name) => name !== 'outroLogoBase64' && name !== 'designLogoBase64',
    ) as Array<keyof WizardValues>;
    const valid = readOnly || (await form.trigger(fields, { shouldFocus: true }));
    if (valid) goTo(step + 1);
  }

  const onSubmit = form.handleSubmit(
    async (valid) => {
      form.setFormError(null);
      try {
        const storedLogo = Boolean(props.storedLogoUrl) && !defaultAssets;
        const answer = await props.send(toPayload(valid, mode, storedLogo));
        setSaved({ answer });
      } catch (error) {
        const fields = Object.keys((error as { data?: { fields?: object } }).data?.fields ?? {});
        // The first refused field's step is shown and the field takes the focus: the pressed
        // button may have gone with the last step.
        const first = firstOnScreen(fields);
        if (first) goTo(stepOfField(first), first);
        // The step is shown before the errors are placed, so they land on visible fields.
        setTimeout(() => form.showServerError(error));
      }
    },
    (errors) => {
      const field = firstOnScreen(Object.keys(errors));
      form.setFormError(intl.formatMessage({ id: 'errors.formInvalid' }));
      if (field) goTo(stepOfField(field), field);
    },
  );

  const last = step === STEPS.length - 1;
  const setImage =
    (kind: 'logo' | 'photo') =>
    (image: Parameters<Parameters<typeof ImageField>[0]['onChosen']>[0]) => {
      const base = kind === 'logo' ? 'outroLogo' : 'designLogo';
      const options = { shouldDirty: true, shouldValidate: false } as const;
      if ('assetId' in image) {
        form.setValue(`${base}AssetId`, image.assetId, options);
        form.setValue(`${base}Base64`, '', options);
        form.setValue(`${base}Hash`, undefined, options);
      } else {
        form.setValue(`${base}Base64`, image.dataUrl, options);
        form.setValue(`${base}Hash`, image.hash, options);
      }
      form.clearErrors(`${base}Base64`);
      form.setValue(kind === 'logo' ? 'noLogo' : 'noPicAgent', false, options);
      (kind === 'logo' ? setLogoUrl : setPhotoUrl)(image.previewUrl);
    };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="profiles-wizard">
      {readOnly ? (
        <p className="ui-alert ui-alert-info">
          <FormattedMessage
            id="profiles.wizard.readOnly"
            values={{ email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
          />
        </p>
      ) : null}
      <Stepper
        label={intl.formatMessage({ id: 'profiles.wizard.steps' })}
        steps={STEPS.map((item) => ({ id: item.id, label: <FormattedMessage id={item.title} /> }))}
        current={step}
      />
      <div className="profiles-wizard-body">
        <fieldset disabled={readOnly} className="profiles-wizard-steps">
          {STEPS.map((item, index) => (
            <section
              key={item.id}
              hidden={index !== step}
              aria-labelledby={`profiles-step-${item.id}`}
              className="profiles-step"
            >
              <h2
                id={`profiles-step-${item.id}`}
                ref={(element) => {
                  headings.current[index] = element;
                }}
                tabIndex={-1}
                className="profiles-step-title"
              >
                <FormattedMessage id={item.title} />
              </h2>
              {item.id === 'details' ? <DetailsStep form={form} /> : null}
              {item.id === 'branding' ? (
                <>
                  <BrandingHints defaultAssets={defaultAssets} />
                  <ImageField
                    kind="logo"
                    name="outroLogoBase64"
                    label={<FormattedMessage id="profiles.field.logo" />}
                    hint={<FormattedMessage id="profiles.field.logoHint" />}
                    previewUrl={logoUrl}
                    upload={canUpload}
                    disabled={readOnly || values.noLogo}
                    error={form.field('outroLogoBase64').error}
                    onChosen={setImage('logo')}
                  />
                  <label className="ui-choice">
                    <input type="checkbox" {...form.register('noLogo')} />
                    <span>
                      <FormattedMessage id="profiles.field.noLogo" />
                    </span>
                  </label>
                  <ImageField
                    kind="photo"
                    name="designLogoBase64"
                    label={<FormattedMessage id="profiles.field.photo" />}
                    hint={<FormattedMessage id="profiles.field.photoHint" />}
                    previewUrl={photoUrl}
                    upload={canUpload}
                    disabled={readOnly || values.noPicAgent}
                    error={form.field('designLogoBase64').error}
                    onChosen={setImage('photo')}
                  />
                  <label className="ui-choice">
                    <input type="checkbox" {...form.register('noPicAgent')} />
                    <span>
                      <FormattedMessage id="profiles.field.noPhoto" />
                    </span>
                  </label>
                </>
              ) : null}
              {item.id === 'theme' ? <ThemeStep form={form} /> : null}
              {item.id === 'franchise' ? <FranchiseStep form={form} origin={props.origin} /> : null}
              {item.id === 'request' ? <RequestStep form={form} /> : null}
            </section>
          ))}
        </fieldset>
        <aside
          className="profiles-wizard-preview"
          aria-label={intl.formatMessage({ id: 'profiles.outro.title' })}
        >
          <OutroPreview
            card={{
              fullName: values.outroFullName ?? '',
              phone: values.outroPhoneNumber ?? '',
              email: values.outroEmail ?? '',
              website: values.outroWebsite ?? '',
              extraLine: values.outroExtraInfo ?? '',
              logoUrl: values.noLogo || franchiseLogo ? null : logoUrl,
              photoUrl: values.noPicAgent ? null : photoUrl,
              colorPrimary: values.color_primary ?? '#000000',
              colorSecondary: values.color_secondary ?? '#FFD200',
              theme: values.variables?.theme ?? 'dark',
              franchise: values.groupConfiguration ?? '',
            }}
          />
        </aside>
      </div>
      <Alert messages={[form.formError]} />
      <div className="profiles-wizard-nav">
        {step > 0 ? (
          <Button variant="secondary" onClick={() => goTo(step - 1)}>
            <FormattedMessage id="profiles.wizard.back" />
          </Button>
        ) : null}
        {last ? (
          readOnly ? null : (
            // Its own key: reusing the Next button's element would let the click that leads to
            // this step submit the form (the type changes before the click's default action).
            <Button key="submit" type="submit" busy={form.formState.isSubmitting}>
              <FormattedMessage
                id={mode === 'create' ? 'profiles.wizard.create' : 'profiles.wizard.save'}
              />
            </Button>
          )
        ) : (
          <Button key="next" onClick={() => void next()}>
            <FormattedMessage id="profiles.wizard.next" />
          </Button>
        )}
      </div>
      {guard}
    </form>
  );
}
