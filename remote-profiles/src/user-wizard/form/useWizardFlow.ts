import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isFranchise } from '@portal/shared/profiles/franchises';
import {
  screenOrder,
  selectLaunchFlags,
  useAppSelector,
  useUnsavedChangesGuard,
  useZodForm,
} from '@portal/shell/platform';
import {
  missingImages,
  ZProfileCreateRequest,
  ZProfileEditRequest,
} from '@portal/shared/validation/profile';
import type { ImageField } from '../../images/ImageField';
import { toPayload, type WizardValues } from '../payload';
import { STEPS, stepOfField } from '../steps';
import type { WizardFormProps } from './wizardFormProps';
import { useApiBase } from '../../users/list/useApiBase';

/** The form the steps share (the edit schema's shape; a new profile's schema is stricter). */
export type WizardFormApi = ReturnType<typeof useZodForm<typeof ZProfileEditRequest>>;
/** A picture chosen in an image field: uploaded (its asset id) or kept in the payload. */
type ChosenImage = Parameters<Parameters<typeof ImageField>[0]['onChosen']>[0];

/**
 * The first of `fields` in the order the steps show them. Every step stays mounted, so the kit's
 * screen order finds a field on a hidden step too; a field with no control comes last.
 */
function firstOnScreen(fields: string[]): string | undefined {
  const onPage = fields.filter((name) => document.getElementsByName(name).length > 0);
  return screenOrder(onPage)[0] ?? fields[0];
}

/**
 * The wizard's state and moves: the current and furthest step, where the focus goes, the pictures
 * shown, the per-step checks (the required images included) and the save with the server's
 * refusals sent back to their step. The form only shows what this says.
 */
export function useWizardFlow(props: WizardFormProps) {
  const { mode, defaultValues, readOnly, defaultAssets = false } = props;
  const schema = mode === 'create' ? ZProfileCreateRequest : ZProfileEditRequest;
  const form: WizardFormApi = useZodForm(schema as typeof ZProfileEditRequest, { defaultValues });
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
  // Pictures cropped but not yet checked and uploaded: Next and the save wait for them, so a
  // press during an upload neither says the picture is missing nor saves without it.
  const imageWork = useRef(new Set<Promise<void>>());
  const [waitingForImages, setWaitingForImages] = useState(false);
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !saved && !readOnly);
  const values = form.watch();
  const newLogo = Boolean(values.outroLogoBase64 || values.outroLogoAssetId);
  // With defaultAssets a franchise's default logo (its word mark here) replaces the stored one.
  const franchiseLogo = defaultAssets && isFranchise(values.groupConfiguration) && !newLogo;

  useEffect(() => setLogoUrl(props.storedLogoUrl ?? null), [props.storedLogoUrl]);
  // The brand kit's logo (its signed URL is relative to the API): a new profile starting from it
  // shows it; "Use the brand kit's value" puts it back.
  const apiBase = useApiBase();
  const kitLogo = props.kit?.logoUrl;
  const kitLogoUrl = kitLogo && apiBase !== null ? `${apiBase}${kitLogo}` : '';
  const startsWithKitLogo =
    mode === 'create' &&
    Boolean(props.kit?.logoId) &&
    defaultValues.outroLogoAssetId === props.kit?.logoId;
  useEffect(() => {
    if (startsWithKitLogo && kitLogoUrl) setLogoUrl((shown) => shown ?? kitLogoUrl);
  }, [startsWithKitLogo, kitLogoUrl]);
  useEffect(() => setPhotoUrl(props.storedPhotoUrl ?? null), [props.storedPhotoUrl]);
  // Once per save: a new onSaved from the page's render does not call it again.
  useEffect(() => {
    if (saved) props.onSaved(saved.answer);
  }, [saved]);

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

  const trackImage = (work: Promise<void>) => {
    imageWork.current.add(work);
    void work.finally(() => imageWork.current.delete(work));
  };
  async function imagesSettled() {
    if (imageWork.current.size === 0) return;
    setWaitingForImages(true);
    try {
      await Promise.allSettled([...imageWork.current]);
    } finally {
      setWaitingForImages(false);
    }
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
    await imagesSettled();
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

  const submit = form.handleSubmit(
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

  async function onSubmit(event: FormEvent) {
    // Stopped now: the default action cannot wait for the pictures.
    event.preventDefault();
    await imagesSettled();
    await submit(event);
  }

  const last = step === STEPS.length - 1;
  // Editing saves from any step; a new profile is created from the last one.
  const canSave = !readOnly && (mode === 'edit' || last);
  const setImage = (kind: 'logo' | 'photo') => (image: ChosenImage) => {
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

  return {
    form,
    step,
    values,
    logoUrl,
    kitLogoUrl,
    photoUrl,
    franchiseLogo,
    headings,
    guard,
    goTo,
    next,
    canOpen,
    open,
    onSubmit,
    last,
    canSave,
    setImage,
    trackImage,
    waitingForImages,
    onPreviewStep: STEPS[step]!.id === 'preview',
  };
}

export type WizardFlow = ReturnType<typeof useWizardFlow>;
