/** The sign-in security section's own texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.security.title': 'Sécurité de la connexion',
  'account.security.intro':
    'Comment vous prouvez votre identité à la connexion, et où vous êtes connecté.',
};
