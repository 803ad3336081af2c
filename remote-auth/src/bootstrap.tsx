import { mountStandalone } from '@portal/shell/platform/standalone';
import { AuthRoutes } from './standalone/AuthRoutes';
import './i18n/messages';

// The auth remote's standalone page (the mobile app's webview).
mountStandalone(AuthRoutes);
