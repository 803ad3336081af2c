/** The sign-in security section's own texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.security.title': 'Sign-in security',
  'account.security.intro':
    'How you prove it is you when you sign in, and where you are signed in.',
};
