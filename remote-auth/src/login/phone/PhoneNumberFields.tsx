import type { ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, RadioGroup, TextField } from '@portal/shell/platform';
import type { CodeChannel } from '@portal/shared/validation/sign-in';

interface PhoneNumberFieldsProps {
  /** The form's `field('phone')`. */
  phone: Omit<ComponentProps<typeof TextField>, 'label'>;
  channels: readonly CodeChannel[];
  channel: CodeChannel;
  onChannel: (channel: CodeChannel) => void;
  sending: boolean;
}

/**
 * The phone number step's fields (sign-in, joining a team): the number, where the code goes where
 * more than one way is offered, and "Send the code".
 */
export function PhoneNumberFields({
  phone,
  channels,
  channel,
  onChannel,
  sending,
}: PhoneNumberFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={<FormattedMessage id="auth.phone.field" />}
        hint={<FormattedMessage id="auth.phone.hint" />}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...phone}
      />
      {channels.length > 1 ? (
        <RadioGroup
          legend={<FormattedMessage id="auth.phone.channel" />}
          name="channel"
          value={channel}
          onChange={(event) => onChannel(event.target.value as CodeChannel)}
          options={channels.map((value) => ({
            value,
            label: intl.formatMessage({
              id: value === 'sms' ? 'auth.phone.channelSms' : 'auth.phone.channelWhatsapp',
            }),
          }))}
        />
      ) : null}
      <Button type="submit" busy={sending}>
        <FormattedMessage id={sending ? 'auth.phone.sending' : 'auth.phone.send'} />
      </Button>
    </>
  );
}
