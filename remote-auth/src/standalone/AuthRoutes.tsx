import { Navigate, Route, Routes } from 'react-router-dom';
import LoginPage from '../login/LoginPage';
import CreateAccountPage from '../create-account/CreateAccountPage';
import ForgotPage from '../forgot/ForgotPage';
import RecoverPage from '../recover/RecoverPage';
import JoinPage from '../join/JoinPage';
import { DEFAULT_LOGIN_TO } from '@portal/shared/constants';
import { SignedInPage } from './SignedInPage';
import {
  CREATE_ACCOUNT_PATH,
  FORGOT_PATH,
  JOIN_PATH,
  LOGIN_PATH,
  RECOVER_PATH,
} from '@portal/shared/routes/paths';

/** The auth remote's own routes when it runs alone: the same paths as in the shell (spec §2). */
export function AuthRoutes() {
  return (
    <main className="auth-standalone">
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path={CREATE_ACCOUNT_PATH} element={<CreateAccountPage />} />
        <Route path={FORGOT_PATH} element={<ForgotPage />} />
        <Route path={RECOVER_PATH} element={<RecoverPage />} />
        <Route path={JOIN_PATH} element={<JoinPage />} />
        <Route path={DEFAULT_LOGIN_TO} element={<SignedInPage />} />
        <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
      </Routes>
    </main>
  );
}
