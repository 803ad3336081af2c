import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  CANCELLATION_COMMENT_MAX,
  CANCELLATION_REASONS,
  ZCancelRequest,
  type TCancellationState,
} from '@portal/shared/billing/cancellation';
import {
  Alert,
  Button,
  Dialog,
  getErrorMessage,
  RadioGroup,
  useZodForm,
} from '@portal/shell/platform';
import { useAcceptRetentionOfferMutation, useCancelSubscriptionMutation } from './cancellationApi';
import { RetentionOffer } from './RetentionOffer';

const day = (iso: string) => <FormattedDate value={iso} dateStyle="long" />;

/**
 * The cancel dialog (issue 39): says once what happens and when, asks why (a short list and an
 * optional comment), and shows the retention offer when there is one. `onDone` says which way it
 * ended: cancelled, or the offer taken.
 */
export function CancelDialog({
  state,
  onClose,
  onDone,
}: {
  state: TCancellationState & { endsAt: string; dataKeptUntil: string };
  onClose: () => void;
  onDone: (outcome: 'canceled' | 'offerTaken') => void;
}) {
  const intl = useIntl();
  const formId = useId();
  const [offerError, setOfferError] = useState<string | null>(null);
  const commentId = useId();
  const [cancel] = useCancelSubscriptionMutation();
  const [acceptOffer, offer] = useAcceptRetentionOfferMutation();
  const { field, submit, formError, formState } = useZodForm(ZCancelRequest, {
    defaultValues: { comment: '' },
  });
  const onSubmit = submit(async (values) => {
    await cancel(values).unwrap();
    onDone('canceled');
  });
  const takeOffer = async () => {
    setOfferError(null);
    try {
      await acceptOffer().unwrap();
      onDone('offerTaken');
    } catch (failure) {
      setOfferError(getErrorMessage(failure, intl));
    }
  };
  const { error: commentError, ...comment } = field('comment');
  return (
    <Dialog
      title={<FormattedMessage id="account.cancellation.title" />}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            <FormattedMessage id="account.cancellation.keep" />
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={formState.isSubmitting}>
            <FormattedMessage
              id={
                formState.isSubmitting
                  ? 'account.cancellation.confirming'
                  : 'account.cancellation.confirm'
              }
            />
          </Button>
        </>
      }
    >
      <h3 className="account-step-title">
        <FormattedMessage id="account.cancellation.whatHappens" />
      </h3>
      <ul className="account-text">
        <li>
          <FormattedMessage id="account.cancellation.access" values={{ date: day(state.endsAt) }} />
        </li>
        <li>
          <FormattedMessage id="account.cancellation.app" values={{ date: day(state.endsAt) }} />
        </li>
        <li>
          <FormattedMessage
            id="account.cancellation.data"
            values={{ date: day(state.dataKeptUntil) }}
          />
        </li>
      </ul>
      {state.offer ? (
        <RetentionOffer
          offer={state.offer}
          busy={offer.isLoading}
          onAccept={() => void takeOffer()}
        />
      ) : null}
      {state.offer ? <Alert messages={[offerError]} /> : null}
      <form id={formId} className="account-form" noValidate onSubmit={onSubmit}>
        <RadioGroup
          legend={<FormattedMessage id="account.cancellation.reason" />}
          options={CANCELLATION_REASONS.map((reason) => ({
            value: reason,
            label: <FormattedMessage id={`account.cancellation.reason.${reason}`} />,
          }))}
          {...field('reason')}
        />
        <div className="ui-field">
          <label htmlFor={commentId} className="ui-label">
            <FormattedMessage id="account.cancellation.comment" />
          </label>
          <textarea
            id={commentId}
            className="ui-input"
            rows={3}
            maxLength={CANCELLATION_COMMENT_MAX}
            aria-invalid={commentError ? true : undefined}
            {...comment}
          />
          {commentError ? <p className="ui-field-error">{commentError}</p> : null}
        </div>
        <Alert messages={[formError]} />
      </form>
    </Dialog>
  );
}
