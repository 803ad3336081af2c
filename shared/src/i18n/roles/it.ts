import type en from './en-us';

export default {
  'roles.name.owner': 'Proprietario',
  'roles.name.admin': 'Amministratore',
  'roles.name.billing': 'Fatturazione',
  'roles.name.viewer': 'Lettore',
  'roles.denied.title': 'Nessun accesso a questa pagina',
  'roles.denied.body': 'Il tuo ruolo ({role}) non dà accesso a questa pagina.',
  'roles.denied.ask': 'Il proprietario dell’account può cambiare il tuo ruolo.',
  'roles.denied.link': 'Vai a {page}',
} satisfies Record<keyof typeof en, string>;
