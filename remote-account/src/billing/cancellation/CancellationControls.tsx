import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, getErrorMessage, useCan, useGetAccountQuery } from '@portal/shell/platform';
import { CancelDialog } from './CancelDialog';
import { useGetCancellationQuery, useResumeSubscriptionMutation } from './cancellationApi';

type Said = 'canceled' | 'offerTaken' | 'resumed' | null;

/**
 * Cancel, the retention offer and resume (issue 39), in the subscription card. A renewing
 * subscription offers "Cancel subscription" (owner and Billing members); one the customer
 * cancelled shows, neutrally, "Ends on <date>" and "Resume". Focus goes to what replaced the
 * button pressed, so it is never lost on the page.
 */
export function CancellationControls() {
  const intl = useIntl();
  const canWrite = useCan('billing.write');
  const { data: account } = useGetAccountQuery();
  const status = account?.subscription.status;
  const live = status === 'ACTIVE' || status === 'DISABLED';
  const { data: state } = useGetCancellationQuery(undefined, { skip: !live || !canWrite });
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const [error, setError] = useState<string | null>(null);
  const focusTarget = useRef<HTMLDivElement>(null);
  const cancelAt = account?.subscription.cancelAt ?? null;

  useEffect(() => {
    if (said) focusTarget.current?.focus();
  }, [said, cancelAt]);

  if (!account || !live) return null;

  const onResume = async () => {
    setError(null);
    try {
      await resume().unwrap();
      setSaid('resumed');
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    }
  };

  return (
    <div ref={focusTarget} tabIndex={-1} className="account-setting">
      {cancelAt ? (
        <>
          <p className="account-text" data-testid="subscription-ends">
            <strong>
              <FormattedMessage
                id="account.cancellation.endsOn"
                values={{ date: <FormattedDate value={cancelAt} dateStyle="long" /> }}
              />
            </strong>
          </p>
          <p className="account-hint">
            <FormattedMessage id="account.cancellation.endsOnHint" />
          </p>
          {canWrite ? (
            <div className="account-billing-actions">
              <Button onClick={() => void onResume()} busy={resuming.isLoading}>
                <FormattedMessage
                  id={
                    resuming.isLoading
                      ? 'account.cancellation.resuming'
                      : 'account.cancellation.resume'
                  }
                />
              </Button>
            </div>
          ) : null}
        </>
      ) : canWrite && state?.cancellable ? (
        <div className="account-billing-actions">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            <FormattedMessage id="account.cancellation.open" />
          </Button>
        </div>
      ) : null}
      <Alert
        tone="success"
        messages={[
          said === 'resumed' && !cancelAt
            ? intl.formatMessage({ id: 'account.cancellation.resumed' })
            : null,
          said === 'offerTaken'
            ? intl.formatMessage({ id: 'account.cancellation.offer.taken' })
            : null,
        ]}
      />
      <Alert messages={[error]} />
      {open && state?.endsAt && state.dataKeptUntil ? (
        <CancelDialog
          state={{ ...state, endsAt: state.endsAt, dataKeptUntil: state.dataKeptUntil }}
          onClose={() => setOpen(false)}
          onDone={(outcome) => {
            setOpen(false);
            setSaid(outcome);
          }}
        />
      ) : null}
    </div>
  );
}
