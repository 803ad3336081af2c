import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import BillingTab from '../billing/BillingTab';
import SettingsTab from '../settings/SettingsTab';
import { RequireSession } from './RequireSession';

/** `?tab=settings` opens settings, anything else billing: the shell's query of /additional-info. */
function AccountTab() {
  const [searchParams] = useSearchParams();
  return searchParams.get('tab') === 'settings' ? <SettingsTab /> : <BillingTab />;
}

/** The account remote's own routes when it runs alone. */
export function AccountRoutes() {
  return (
    <main className="account-standalone">
      <RequireSession>
        <Routes>
          <Route path="/additional-info" element={<AccountTab />} />
          <Route path="*" element={<Navigate to="/additional-info?billing=true" replace />} />
        </Routes>
      </RequireSession>
    </main>
  );
}
