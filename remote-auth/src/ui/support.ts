/** Where customers write while a self-service path (password reset, online payment) is not open yet. */
export const SUPPORT_EMAIL = 'support@propertyvideo.app';
