import { mountStandalone } from '@portal/shell/platform/standalone';
import { AccountRoutes } from './standalone/AccountRoutes';
import './ui/account.css';
import './i18n/messages';

// The account remote's standalone page (the mobile app's webview).
mountStandalone(AccountRoutes);
