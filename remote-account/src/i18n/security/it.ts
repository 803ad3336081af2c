/** The sign-in security section's own texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.security.title': 'Sicurezza dell’accesso',
  'account.security.intro':
    'Come dimostri che sei tu quando accedi, e dove hai effettuato l’accesso.',
};
