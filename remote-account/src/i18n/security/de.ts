/** The sign-in security section's own texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.security.title': 'Sicherheit der Anmeldung',
  'account.security.intro':
    'Wie Sie bei der Anmeldung nachweisen, dass Sie es sind, und wo Sie angemeldet sind.',
};
