import { useContext, useEffect, useMemo, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm } from 'react-hook-form';
import type { FieldError, FieldValues, Path, Resolver, UseFormProps } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ReactReduxContext } from 'react-redux';
import type { z } from 'zod';
import { translateFieldMessage } from '../intl/translateFieldMessage';
import { getErrorMessage } from '../intl/getErrorMessage';
import { isLazySchema, type LazySchema } from '../api/lazySchema';
import { errorBody, isConnectionError } from './serverErrors';

/** setError type of a text the server sent under a field (already in the user's language). */
export const SERVER_ERROR = 'server';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The schema's checks; a `lazySchema` is imported on the first check (a submit, or a field's first
 * check in the form's mode) and as soon as a field takes the focus, so a form paints without zod.
 */
function schemaResolver<S extends FormSchema>(schema: S | LazySchema<S>): Resolver<FieldValues> {
  if (!isLazySchema(schema)) return zodResolver(schema) as unknown as Resolver<FieldValues>;
  let resolver: Resolver<FieldValues> | null = null;
  return async (values, context, options) => {
    resolver ??= zodResolver(await schema.load()) as unknown as Resolver<FieldValues>;
    return resolver(values, context, options);
  };
}

/** The form as typed: the launch flag disableValidation leaves every check to the API. */
const noBrowserChecks: Resolver<FieldValues> = async (values) => ({ values, errors: {} });

/** Spec §3 disableValidation, read from the store when there is one (component tests have none). */
function useBrowserChecksDisabled(): boolean {
  const redux = useContext(ReactReduxContext);
  const state = redux?.store.getState() as { launch?: { disableValidation?: boolean } } | undefined;
  return state?.launch?.disableValidation ?? false;
}

/**
 * Field names in the order their controls come on the page, for "the first invalid field"; a name
 * with no control keeps its place.
 */
export function screenOrder(names: string[]): string[] {
  const position = (name: string) => document.getElementsByName(name)[0];
  return [...names].sort((a, b) => {
    const first = position(a);
    const second = position(b);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * The form's alert and what it is about, which says when it is out of date: a connection lost
 * (gone when the browser is back online), "Error(s) detected" (gone with the last field error),
 * anything else the server or the page said (replaced by the next submit).
 */
const CONNECTION = 'common.form.connection';
const INVALID = 'errors.formInvalid';
type FormMessage = { text: string; id?: typeof CONNECTION | typeof INVALID };

/**
 * A react-hook-form form validated by a shared zod schema (the one the API validates with), given as
 * it is or as a `lazySchema` of it, plus what every form of the portal needs around it:
 * - `field(name)`: spread onto a kit field: the registration and the translated error text;
 * - `submit(send)`: runs `send` with valid values; a thrown call error (e.g. `.unwrap()`) is shown:
 *   the API's 400 `fields` under their fields, focus on the first of them, and under the form
 *   "Error(s) detected, check the form fields" (spec §8), a connection message when the call got no
 *   answer, else the server's message or "Unknown error";
 * - `formError` / `setFormError` / `showInvalid`: the text of the form's Alert (`showInvalid`: the
 *   "Error(s) detected" of the fields marked by the page itself). It never outlives its cause: the
 *   connection message goes when the connection returns, "Error(s) detected" with the last field
 *   error; and a field showing an error is checked again as it changes, so a corrected value loses
 *   it at once (react-hook-form alone re-checks only after a submit, not after a step's `trigger`
 *   nor before the first submit).
 */
export function useZodForm<S extends FormSchema>(
  schema: S | LazySchema<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const intl = useIntl();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const checksDisabled = useBrowserChecksDisabled();
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    // The generic schema loses zodResolver's inference; the types are the schema's own.
    resolver: (checksDisabled ? noBrowserChecks : resolver) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
  });
  // The checks are needed once the user starts on a field: fetch them then, not at first paint.
  const preloadSchema = isLazySchema(schema)
    ? { onFocus: () => void schema.load().catch(() => undefined) }
    : {};
  const setFormError = (text: string | null) => setMessage(text === null ? null : { text });
  /** "Error(s) detected, check the form fields" (spec §8), for the fields marked now. */
  const say = (id: NonNullable<FormMessage['id']>) =>
    setMessage({ text: intl.formatMessage({ id }), id });
  const showInvalid = () => say(INVALID);
  const connectionLost = () => say(CONNECTION);
  // The connection message goes as soon as the browser is back online (listening from the start,
  // so a connection that returns right after the message still takes it away).
  useEffect(() => {
    const back = () => setMessage((shown) => (shown?.id === CONNECTION ? null : shown));
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;
  const formError = message && (message.id !== INVALID || hasFieldErrors) ? message.text : null;

  const field = (name: Path<z.input<S>>) => ({
    ...form.register(name, {
      // Still marked (a step's check, a server's refusal, before the first submit): check again.
      onChange: () => form.getFieldState(name).error && form.trigger(name),
    }),
    ...preloadSchema,
    error: translateFieldMessage(
      intl,
      (get(form.formState.errors, name) as FieldError | undefined)?.message,
    ),
  });

  const showServerError = (error: unknown) => {
    if (isConnectionError(error)) {
      connectionLost();
      return;
    }
    const fields = errorBody(error)?.fields ?? {};
    const shown = Object.keys(fields).filter((name) => document.getElementsByName(name).length > 0);
    const ordered = screenOrder(shown);
    ordered.forEach((name, index) =>
      form.setError(
        name as Path<z.input<S>>,
        { type: SERVER_ERROR, message: fields[name] },
        { shouldFocus: index === 0 },
      ),
    );
    // The field texts say what is wrong; the form's alert says where to look, once (spec §8).
    if (ordered.length > 0) showInvalid();
    else setFormError(getErrorMessage(error, intl));
  };

  const submit = (send: (values: z.output<S>) => unknown) => {
    const handle = form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await send(values);
      } catch (error) {
        showServerError(error);
      }
    }, showInvalid);
    // Only the checks themselves can fail here: a lazy schema that could not be downloaded.
    return (event?: BaseSyntheticEvent) => handle(event).catch(connectionLost);
  };

  return { ...form, field, submit, formError, setFormError, showInvalid, showServerError };
}
