import { mountStandalone } from '@portal/shell/platform/standalone';
import { ProfilesRoutes } from './standalone/ProfilesRoutes';
import './ui/profiles.css';
import './i18n/messages';

// The profiles remote's standalone page (the mobile app's webview).
mountStandalone(ProfilesRoutes);
