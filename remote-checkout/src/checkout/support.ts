/** Where customers write to subscribe while online payment is not open yet. */
export const SUPPORT_EMAIL = 'support@propertyvideo.app';
