import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  accountApi,
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  getErrorMessage,
  OneTimeCodeInput,
  QueryStatus,
  useAppDispatch,
} from '@portal/shell/platform';
import type { TTotpSetup } from '@portal/shared/api/security';
import {
  useDisableTotpMutation,
  useRegenerateRecoveryCodesMutation,
  useSecondFactorOverviewQuery,
  useStartTotpSetupMutation,
} from './api';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSetup } from './TotpSetup';
import { useCodeField } from './useCodeField';
import './secondFactor.css';

type Step =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TTotpSetup }
  /** Shown once: after the app's first code or when made anew. */
  | { kind: 'codes'; codes: string[] };

/**
 * The person's own second factor (issue 38): whether an authenticator app confirms their sign-ins,
 * its set-up (QR code, the key as text, a first code), the recovery codes shown once, new ones,
 * and turning it off. The forced set-up page shows this card too.
 */
export function SecondFactorCard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const overview = useSecondFactorOverviewQuery();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [start, { isLoading: starting }] = useStartTotpSetupMutation();
  const [regenerate, { isLoading: regenerating }] = useRegenerateRecoveryCodesMutation();

  const refresh = () => {
    void overview.refetch();
    // The account's `secondFactor.enrolled` lifts (or brings) the forced set-up.
    dispatch(accountApi.util.invalidateTags(['Account']));
  };

  const startSetup = async () => {
    setNotice(null);
    try {
      setStep({ kind: 'setup', setup: await start().unwrap() });
    } catch (failure) {
      setNotice(getErrorMessage(failure, intl));
    }
  };

  const makeNewCodes = async () => {
    try {
      const { recoveryCodes } = await regenerate().unwrap();
      setDialog(null);
      setStep({ kind: 'codes', codes: recoveryCodes });
    } catch (failure) {
      setDialog(null);
      setNotice(getErrorMessage(failure, intl));
    }
  };

  const title = <FormattedMessage id="account.secondFactor.title" />;
  const data = overview.data;
  if (!data) {
    return (
      <Card level={3} title={title}>
        <QueryStatus
          isLoading={overview.isLoading}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      </Card>
    );
  }

  if (step.kind === 'setup') {
    return (
      <Card level={3} title={title}>
        <TotpSetup
          setup={step.setup}
          onEnabled={({ recoveryCodes }) => {
            // The account is refreshed once the codes are saved: the forced set-up stays till then.
            void overview.refetch();
            setStep({ kind: 'codes', codes: recoveryCodes });
          }}
          onCancel={() => setStep({ kind: 'status' })}
        />
      </Card>
    );
  }

  if (step.kind === 'codes') {
    return (
      <Card level={3} title={title}>
        <RecoveryCodes
          codes={step.codes}
          onSaved={() => {
            setStep({ kind: 'status' });
            refresh();
          }}
        />
      </Card>
    );
  }

  const enabled = data.totp.enabled;
  return (
    <Card level={3} title={title}>
      <p className="account-text">
        <FormattedMessage id="account.secondFactor.intro" />
      </p>
      {data.required && !enabled && data.passkeys.length === 0 ? (
        <Alert
          tone="info"
          messages={[intl.formatMessage({ id: 'account.secondFactor.required' })]}
        />
      ) : null}
      <p className="account-setting" role="status">
        {enabled ? (
          <FormattedMessage
            id="account.secondFactor.on"
            values={{
              date: data.totp.enabledAt ? (
                <FormattedDate value={data.totp.enabledAt} dateStyle="long" />
              ) : (
                ''
              ),
              count: data.recoveryCodesLeft,
            }}
          />
        ) : (
          <FormattedMessage
            id={
              data.passkeys.length > 0
                ? 'account.secondFactor.offPasskeys'
                : 'account.secondFactor.off'
            }
          />
        )}
      </p>
      <div className="account-actions">
        {enabled ? (
          <>
            <Button variant="secondary" onClick={() => setDialog('regenerate')}>
              <FormattedMessage id="account.secondFactor.newCodes" />
            </Button>
            <Button variant="danger" onClick={() => setDialog('disable')}>
              <FormattedMessage id="account.secondFactor.turnOff" />
            </Button>
          </>
        ) : (
          <Button busy={starting} onClick={() => void startSetup()}>
            <FormattedMessage id="account.secondFactor.setUp" />
          </Button>
        )}
      </div>
      <Alert messages={[notice]} />
      {dialog === 'regenerate' ? (
        <ConfirmDialog
          title={<FormattedMessage id="account.secondFactor.newCodesTitle" />}
          message={<FormattedMessage id="account.secondFactor.newCodesMessage" />}
          confirmLabel={<FormattedMessage id="account.secondFactor.newCodes" />}
          busy={regenerating}
          onConfirm={() => void makeNewCodes()}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'disable' ? (
        <DisableDialog
          onClose={() => setDialog(null)}
          onDisabled={() => {
            setDialog(null);
            refresh();
          }}
        />
      ) : null}
    </Card>
  );
}

/** Turning the app off asks for one of its codes: a borrowed open session alone cannot do it. */
function DisableDialog({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const formId = useId();
  const [disable, { isLoading }] = useDisableTotpMutation();
  const { code, setCode, error, submit } = useCodeField(async (value) => {
    await disable({ code: value }).unwrap();
    onDisabled();
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <Dialog
      title={<FormattedMessage id="account.secondFactor.turnOffTitle" />}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="danger" type="submit" form={formId} busy={isLoading}>
            <FormattedMessage id="account.secondFactor.turnOff" />
          </Button>
        </>
      }
    >
      <form id={formId} className="account-form" noValidate onSubmit={onSubmit}>
        <p className="account-text">
          <FormattedMessage id="account.secondFactor.turnOffMessage" />
        </p>
        <OneTimeCodeInput
          label={<FormattedMessage id="account.secondFactor.codeLabel" />}
          value={code}
          onChange={setCode}
          error={error}
        />
      </form>
    </Dialog>
  );
}
