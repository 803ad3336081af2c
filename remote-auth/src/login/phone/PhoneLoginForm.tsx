import { useState } from 'react';
import {
  Alert,
  noticeCleared,
  useAppDispatch,
  lazySchema,
  useZodForm,
} from '@portal/shell/platform';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
import { useRequestPhoneCodeMutation } from '../api';
import { PhoneCodeStep } from './PhoneCodeStep';
import { PhoneNumberFields } from './PhoneNumberFields';

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
      <PhoneNumberFields
        phone={field('phone')}
        channels={channels}
        channel={channel}
        onChannel={(next) => setValue('channel', next)}
        sending={formState.isSubmitting}
      />
      <Alert messages={[formError, ...pageMessages]} />
    </form>
  );
}
