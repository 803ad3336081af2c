/** The sign-in security section's own texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.security.title': 'Seguridad del inicio de sesión',
  'account.security.intro':
    'Cómo demuestra que es usted al iniciar sesión, y dónde tiene la sesión iniciada.',
};
