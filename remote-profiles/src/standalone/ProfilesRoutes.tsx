import { Navigate, Route, Routes } from 'react-router-dom';
import UsersTab from '../users/UsersTab';
import UserWizardPage from '../user-wizard/UserWizardPage';
import VideoPage from '../video/VideoPage';
import BrandKitPage from '../brand-kit/BrandKitPage';
import { StandalonePage } from '@portal/shell/platform';
import {
  ADDITIONAL_INFO_PATH,
  BRAND_KIT_PATH,
  USER_PATH,
  VIDEO_PATH,
} from '@portal/shared/routes/paths';

/** The profiles remote's own routes when it runs alone: the shell's paths for its pages (spec §2). */
export function ProfilesRoutes() {
  return (
    <StandalonePage>
      <Routes>
        <Route path={ADDITIONAL_INFO_PATH} element={<UsersTab />} />
        <Route path={USER_PATH} element={<UserWizardPage />} />
        <Route path={VIDEO_PATH} element={<VideoPage />} />
        <Route path={BRAND_KIT_PATH} element={<BrandKitPage />} />
        <Route path="*" element={<Navigate to={ADDITIONAL_INFO_PATH} replace />} />
      </Routes>
    </StandalonePage>
  );
}
