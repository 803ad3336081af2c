import { Navigate, Route, Routes } from 'react-router-dom';
import LoginPage from '../login/LoginPage';
import CreateAccountPage from '../create-account/CreateAccountPage';
import ForgotPage from '../forgot/ForgotPage';
import RecoverPage from '../recover/RecoverPage';
import { DEFAULT_LOGIN_TO } from '@portal/shared/constants';
import { SignedInPage } from './SignedInPage';

/** The auth remote's own routes when it runs alone: the same paths as in the shell (spec §2). */
export function AuthRoutes() {
  return (
    <main className="auth-standalone">
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/create-account" element={<CreateAccountPage />} />
        <Route path="/forgot" element={<ForgotPage />} />
        <Route path="/recover" element={<RecoverPage />} />
        <Route path={DEFAULT_LOGIN_TO} element={<SignedInPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </main>
  );
}
