import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  noticeCleared,
  RadioGroup,
  TextField,
  useAppDispatch,
  lazySchema,
  useZodForm,
} from '@portal/shell/platform';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
import { useRequestPhoneCodeMutation } from '../api';
import { PhoneCodeStep } from './PhoneCodeStep';

// The form paints without zod and libphonenumber-js: its rules come with the first check.
const phoneRules = lazySchema(() =>
  import('@portal/shared/validation/phone-login').then((rules) => rules.ZRequestLoginRequest),
);

/** Phone sign-in (spec §4): the number and where the code goes, then the code step. */
interface PhoneLoginFormProps {
  channels: readonly CodeChannel[];
  /** Messages of the page shown in the form's alert (the gate's notice, the providers' errors). */
  pageMessages: ReadonlyArray<string | null>;
}

export function PhoneLoginForm({ channels, pageMessages }: PhoneLoginFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [requestCode] = useRequestPhoneCodeMutation();
  const [sent, setSent] = useState<TPhoneLoginInfo | null>(null);
  // Shown on the code step as typed ("+1 415 555 0100"); the API answers the E.164 form.
  const [typedPhone, setTypedPhone] = useState('');
  const { field, submit, formError, formState, watch, setValue } = useZodForm(phoneRules, {
    defaultValues: { phone: '', channel: 'sms' },
  });
  const channel = watch('channel') ?? 'sms';

  const onSubmit = submit(async (values) => {
    dispatch(noticeCleared());
    const answer = await requestCode(values).unwrap();
    setTypedPhone(values.phone.trim());
    setSent(answer);
  });

  if (sent) {
    return (
      <PhoneCodeStep
        sent={sent}
        typedPhone={typedPhone}
        onSent={setSent}
        onBack={() => setSent(null)}
        pageMessages={pageMessages}
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={<FormattedMessage id="auth.phone.field" />}
        hint={<FormattedMessage id="auth.phone.hint" />}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...field('phone')}
      />
      {channels.length > 1 ? (
        <RadioGroup
          legend={<FormattedMessage id="auth.phone.channel" />}
          name="channel"
          value={channel}
          onChange={(event) => setValue('channel', event.target.value as CodeChannel)}
          options={channels.map((value) => ({
            value,
            label: intl.formatMessage({
              id: value === 'sms' ? 'auth.phone.channelSms' : 'auth.phone.channelWhatsapp',
            }),
          }))}
        />
      ) : null}
      <Button type="submit" busy={formState.isSubmitting}>
        <FormattedMessage id={formState.isSubmitting ? 'auth.phone.sending' : 'auth.phone.send'} />
      </Button>
      <Alert messages={[formError, ...pageMessages]} />
    </form>
  );
}
