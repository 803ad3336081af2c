import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import BillingTab from '../billing/BillingTab';
import SettingsTab from '../settings/SettingsTab';
import { StandalonePage } from '@portal/shell/platform';

/** `?tab=settings` opens settings, anything else billing: the shell's query of /additional-info. */
function AccountTab() {
  const [searchParams] = useSearchParams();
  return searchParams.get('tab') === 'settings' ? <SettingsTab /> : <BillingTab />;
}

/** The account remote's own routes when it runs alone. */
export function AccountRoutes() {
  return (
    <StandalonePage>
      <Routes>
        <Route path="/additional-info" element={<AccountTab />} />
        <Route path="*" element={<Navigate to="/additional-info?billing=true" replace />} />
      </Routes>
    </StandalonePage>
  );
}
