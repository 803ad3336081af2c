import { mountStandalone } from '@portal/shell/platform/standalone';
import { CheckoutRoutes } from './standalone/CheckoutRoutes';
import './checkout/checkout.css';
import './i18n/messages';

// The checkout remote's standalone page (the mobile app's webview).
mountStandalone(CheckoutRoutes);
