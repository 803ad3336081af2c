/** The sign-in security section's own texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.security.title': 'Segurança do início de sessão',
  'account.security.intro': 'Como prova que é você ao iniciar sessão, e onde tem sessão iniciada.',
};
