import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import BillingTab from '../billing/BillingTab';
import SettingsTab from '../settings/SettingsTab';
import { StandalonePage } from '@portal/shell/platform';
import { ADDITIONAL_INFO_PATH, BILLING_PATH } from '@portal/shared/routes/paths';

// The log's page loads only when asked for: the billing and settings pages stay as light as before.
const ActivityTab = lazy(() => import('../activity/ActivityTab'));

/**
 * `?tab=settings` opens settings, `?tab=activity` the activity log, anything else billing: the
 * shell's query of /additional-info. The page's one h1 is the frame's, as in the shell (hidden: the
 * tab's own heading says where one is).
 */
function AccountTab() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <h1 className="ui-visually-hidden">
        <FormattedMessage id="shell.frame.title" />
      </h1>
      {searchParams.get('tab') === 'settings' ? (
        <SettingsTab />
      ) : searchParams.get('tab') === 'activity' ? (
        <Suspense fallback={null}>
          <ActivityTab />
        </Suspense>
      ) : (
        <BillingTab />
      )}
    </>
  );
}

/** The account remote's own routes when it runs alone. */
export function AccountRoutes() {
  return (
    <StandalonePage>
      <Routes>
        <Route path={ADDITIONAL_INFO_PATH} element={<AccountTab />} />
        <Route path="*" element={<Navigate to={BILLING_PATH} replace />} />
      </Routes>
    </StandalonePage>
  );
}
