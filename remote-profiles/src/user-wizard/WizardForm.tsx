import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Origin } from '@portal/shared/constants';
import { SUPPORT_EMAIL } from '@portal/shared/constants';
import { isFranchise } from '@portal/shared/profiles/franchises';
import {
  Alert,
  Button,
  screenOrder,
  selectLaunchFlags,
  useAppSelector,
  useUnsavedChangesGuard,
  useZodForm,
} from '@portal/shell/platform';
import { StepNav } from '@portal/shell/platform/step-nav';
import {
  missingImages,
  ZProfileCreateRequest,
  ZProfileEditRequest,
} from '@portal/shared/validation/profile';
import { ImageField } from '../images/ImageField';
import { OutroPreview } from '../outro/OutroPreview';
import { BrandingHints, DetailsStep, FranchiseStep, RequestStep, ThemeStep } from './WizardSteps';
import { toPayload, type WizardValues } from './payload';
import { STEPS, stepOfField } from './steps';
import './wizard.css';

/**
 * The second click of a double click on a move (Next, Back, Save, a step) is the same press as the
 * first: it is dropped, whichever of them the step's new layout put under the pointer.
 */
function dropRepeatedMove(event: MouseEvent) {
  if (event.detail < 2) return;
  const target = event.target as Element;
  if (!target.closest('.profiles-wizard-nav button, .ui-stepnav button')) return;
  event.preventDefault();
  event.stopPropagation();
}

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
 *
 * A new profile walks the steps in order (each step's Next checks that step, the logo and the
 * picture included), and a finished step can be opened again from the steps. Editing, every step
 * can be opened at once and "Save changes" is on every step: changing one field is two actions.
 */
export function WizardForm(props: WizardFormProps) {
  const { mode, defaultValues, canUpload, readOnly, defaultAssets = false } = props;
  const intl = useIntl();
  const schema = mode === 'create' ? ZProfileCreateRequest : ZProfileEditRequest;
  const form = useZodForm(schema as typeof ZProfileEditRequest, { defaultValues });
  // The launch flag disableValidation leaves every check to the API, the images' included.
  const { disableValidation } = useAppSelector(selectLaunchFlags);
  const [step, setStep] = useState(0);
  // The furthest step a new profile has reached: the steps up to it can be opened again.
  const [reached, setReached] = useState(0);
  const [focusField, setFocusField] = useState<string | null>(null);
  // A step opened by the person: its heading takes the focus once it shows.
  const focusHeading = useRef(false);
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

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headings.current[step]?.focus();
  }, [step]);
  useEffect(() => {
    if (!focusField) return;
    const element = document.getElementsByName(focusField)[0];
    if (!element || element.closest('[hidden]')) return;
    element.focus();
    // Once: a later change of the errors must not pull the focus back while the person types.
    setFocusField(null);
  }, [focusField, form.formState.errors, step]);

  /** Shows a step; its heading takes the focus, or the given field (an error's) does. */
  const goTo = (index: number, field?: string) => {
    focusHeading.current = !field && index !== step;
    setStep(index);
    setFocusField(field ?? null);
  };

  /**
   * The required logo and picture (spec §5, the rule the server applies): a stored one counts on
   * edit. A missing one is marked on its field; returns the fields marked.
   */
  function markMissingImages(): string[] {
    if (disableValidation) return [];
    const now = form.getValues();
    const missing = missingImages({
      noLogo: now.noLogo ?? false,
      hasLogo:
        Boolean(now.outroLogoBase64 || now.outroLogoAssetId) ||
        (props.hasStoredLogo ?? Boolean(props.storedLogoUrl)),
      groupConfiguration: now.groupConfiguration ?? '',
      noPicAgent: now.noPicAgent ?? false,
      hasPhoto:
        Boolean(now.designLogoBase64 || now.designLogoAssetId) ||
        (props.hasStoredPhoto ?? Boolean(props.storedPhotoUrl)),
    });
    for (const [field, message] of Object.entries(missing))
      form.setError(field as 'outroLogoBase64' | 'designLogoBase64', { type: 'custom', message });
    return Object.keys(missing);
  }

  /** Checks one step's fields; the first wrong one takes the focus. */
  async function stepIsValid(index: number): Promise<boolean> {
    if (readOnly) return true;
    const fields = STEPS[index]!.fields.filter(
      (name) => name !== 'outroLogoBase64' && name !== 'designLogoBase64',
    ) as Array<keyof WizardValues>;
    if (!(await form.trigger(fields, { shouldFocus: true }))) return false;
    if (STEPS[index]!.id !== 'branding') return true;
    const missing = markMissingImages();
    if (missing.length === 0) return true;
    setFocusField(firstOnScreen(missing) ?? null);
    return false;
  }

  async function next() {
    const from = step;
    if (!(await stepIsValid(from))) return;
    // From the step the press was made on: presses made before the step changed move it once
    // (the second click of a double click never gets here: dropRepeatedMove).
    focusHeading.current = true;
    setStep((current) => (current === from ? from + 1 : current));
    setReached((furthest) => Math.max(furthest, from + 1));
  }

  /** A step chosen in the steps: editing, any; a new profile, one it has reached. */
  const canOpen = (index: number) => mode === 'edit' || readOnly || index <= reached;
  async function open(index: number) {
    // Forward, a new profile's current step is checked first, as Next would.
    if (mode === 'create' && index > step && !(await stepIsValid(step))) return;
    goTo(index);
  }

  const onSubmit = form.handleSubmit(
    async (valid) => {
      form.setFormError(null);
      // Editing, the schema leaves images to the server: the same rule is checked here first.
      const missing = mode === 'edit' && !readOnly ? markMissingImages() : [];
      if (missing.length > 0) {
        form.showInvalid();
        const first = firstOnScreen(missing)!;
        goTo(stepOfField(first), first);
        return;
      }
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
      form.showInvalid();
      if (field) goTo(stepOfField(field), field);
    },
  );

  const last = step === STEPS.length - 1;
  // Editing saves from any step; a new profile is created from the last one.
  const canSave = !readOnly && (mode === 'edit' || last);
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

  const preview = (
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
  );
  const onPreviewStep = STEPS[step]!.id === 'preview';

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onClickCapture={dropRepeatedMove}
      className="profiles-wizard"
      data-step={STEPS[step]!.id}
    >
      {readOnly ? (
        <p className="ui-alert ui-alert-info">
          <FormattedMessage
            id="profiles.wizard.readOnly"
            values={{ email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
          />
        </p>
      ) : null}
      <StepNav
        label={intl.formatMessage({ id: 'profiles.wizard.steps' })}
        steps={STEPS.map((item) => ({ id: item.id, label: <FormattedMessage id={item.title} /> }))}
        current={step}
        canOpen={canOpen}
        onOpen={(index) => void open(index)}
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
                <div className="profiles-fields">
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
                    <input
                      type="checkbox"
                      {...form.register('noLogo', {
                        onChange: () => form.clearErrors('outroLogoBase64'),
                      })}
                    />
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
                    <input
                      type="checkbox"
                      {...form.register('noPicAgent', {
                        onChange: () => form.clearErrors('designLogoBase64'),
                      })}
                    />
                    <span>
                      <FormattedMessage id="profiles.field.noPhoto" />
                    </span>
                  </label>
                </div>
              ) : null}
              {item.id === 'theme' ? <ThemeStep form={form} /> : null}
              {item.id === 'franchise' ? <FranchiseStep form={form} origin={props.origin} /> : null}
              {item.id === 'request' ? <RequestStep form={form} /> : null}
              {/* The last step is the preview itself, under its heading. */}
              {item.id === 'preview' && onPreviewStep ? preview : null}
            </section>
          ))}
        </fieldset>
        {onPreviewStep ? null : (
          <aside
            className="profiles-wizard-preview"
            aria-label={intl.formatMessage({ id: 'profiles.outro.title' })}
          >
            {preview}
          </aside>
        )}
      </div>
      <Alert messages={[form.formError]} />
      <div className="profiles-wizard-nav">
        {step > 0 ? (
          <Button
            variant="secondary"
            className="profiles-wizard-back"
            onClick={() => goTo(step - 1)}
          >
            <FormattedMessage id="profiles.wizard.back" />
          </Button>
        ) : null}
        {last ? null : (
          <Button
            key="next"
            variant={canSave ? 'secondary' : 'primary'}
            onClick={() => void next()}
          >
            <FormattedMessage id="profiles.wizard.next" />
          </Button>
        )}
        {canSave ? (
          // Its own key: reusing the Next button's element would let the click that leads to
          // the last step submit the form (the type changes before the click's default action).
          <Button key="submit" type="submit" busy={form.formState.isSubmitting}>
            <FormattedMessage
              id={mode === 'create' ? 'profiles.wizard.create' : 'profiles.wizard.save'}
            />
          </Button>
        ) : null}
      </div>
      {guard}
    </form>
  );
}
