import { Navigate, Route, Routes } from 'react-router-dom';
import UsersTab from '../users/UsersTab';
import UserWizardPage from '../user-wizard/UserWizardPage';
import VideoPage from '../video/VideoPage';
import { StandalonePage } from '@portal/shell/platform';

/** The profiles remote's own routes when it runs alone: the shell's paths for its pages (spec §2). */
export function ProfilesRoutes() {
  return (
    <StandalonePage>
      <Routes>
        <Route path="/additional-info" element={<UsersTab />} />
        <Route path="/user/:userId" element={<UserWizardPage />} />
        <Route path="/video/:videoId" element={<VideoPage />} />
        <Route path="*" element={<Navigate to="/additional-info" replace />} />
      </Routes>
    </StandalonePage>
  );
}
