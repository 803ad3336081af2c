/** The sign-in security section's own texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.security.title': 'Segurança do login',
  'account.security.intro': 'Como você prova que é você ao entrar, e onde está conectado.',
};
