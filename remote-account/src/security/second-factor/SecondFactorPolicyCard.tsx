import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  getErrorMessage,
  QueryStatus,
  RadioGroup,
  showToast,
} from '@portal/shell/platform';
import { SECOND_FACTOR_POLICIES } from '@portal/shared/api/security';
import type { TSecondFactorPolicy } from '@portal/shared/api/security';
import { useSecondFactorOverviewQuery, useSetSecondFactorPolicyMutation } from './api';

/**
 * The owner's choice of who in the account must use a second factor (issue 38): nobody, those who
 * control billing (the owner and Billing members), or everyone. What a member without one meets is
 * said beside the choice.
 */
export function SecondFactorPolicyCard() {
  const intl = useIntl();
  const overview = useSecondFactorOverviewQuery();
  const [save, { isLoading }] = useSetSecondFactorPolicyMutation();
  const [picked, setPicked] = useState<TSecondFactorPolicy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = <FormattedMessage id="account.secondFactor.policyTitle" />;
  if (!overview.data) {
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
  const current = overview.data.policy;
  const policy = picked ?? current;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save({ policy }).unwrap();
      void overview.refetch();
      setPicked(null);
      showToast(intl.formatMessage({ id: 'account.secondFactor.policySaved' }));
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    }
  };
  return (
    <Card level={3} title={title}>
      <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <RadioGroup
          legend={<FormattedMessage id="account.secondFactor.policyLegend" />}
          name="secondFactorPolicy"
          value={policy}
          onChange={(event) => setPicked(event.target.value as TSecondFactorPolicy)}
          hint={<FormattedMessage id="account.secondFactor.policyHint" />}
          options={SECOND_FACTOR_POLICIES.map((value) => ({
            value,
            label: <FormattedMessage id={`account.secondFactor.policy.${value}`} />,
          }))}
        />
        <div className="account-actions">
          <Button type="submit" busy={isLoading}>
            <FormattedMessage id="account.secondFactor.policySave" />
          </Button>
        </div>
        <Alert messages={[error]} />
      </form>
    </Card>
  );
}
