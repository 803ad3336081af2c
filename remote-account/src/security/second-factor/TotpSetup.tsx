import { useId } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, CopyButton, OneTimeCodeInput } from '@portal/shell/platform';
import type { TRecoveryCodes, TTotpSetup } from '@portal/shared/api/security';
import { useStepHeading } from '../../settings/useStepHeading';
import { useConfirmTotpMutation } from './api';
import { QrCode } from './QrCode';
import { useCodeField } from './useCodeField';

/** The secret in groups of four, as authenticator apps show it: easier to read and to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The authenticator app's set-up: scan the QR code, or type the key shown as text (the QR code's
 * alternative), then the app's first code turns it on and answers the recovery codes.
 */
export function TotpSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TTotpSetup;
  onEnabled: (codes: TRecoveryCodes) => void;
  onCancel: () => void;
}) {
  const heading = useStepHeading();
  const secretId = useId();
  const [confirm, { isLoading }] = useConfirmTotpMutation();
  const { code, setCode, error, submit } = useCodeField(async (value) =>
    onEnabled(await confirm({ code: value }).unwrap()),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <div className="account-form">
      <h4 ref={heading} tabIndex={-1} className="account-step-title">
        <FormattedMessage id="account.secondFactor.setupTitle" />
      </h4>
      <ol className="account-setup-steps">
        <li>
          <p className="account-text">
            <FormattedMessage id="account.secondFactor.scan" />
          </p>
          <QrCode uri={setup.uri} />
        </li>
        <li>
          <p className="account-text" id={secretId}>
            <FormattedMessage id="account.secondFactor.secretIntro" />
          </p>
          <p className="account-secret">
            <code aria-describedby={secretId} data-secret={setup.secret}>
              {grouped(setup.secret)}
            </code>
            <CopyButton
              text={setup.secret}
              label={<FormattedMessage id="account.secondFactor.copySecret" />}
            />
          </p>
        </li>
        <li>
          <form className="account-form" noValidate onSubmit={onSubmit}>
            <OneTimeCodeInput
              label={<FormattedMessage id="account.secondFactor.codeLabel" />}
              value={code}
              onChange={setCode}
              error={error}
            />
            <div className="account-actions">
              <Button type="submit" busy={isLoading}>
                <FormattedMessage id="account.secondFactor.turnOn" />
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                <FormattedMessage id="common.cancel" />
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
