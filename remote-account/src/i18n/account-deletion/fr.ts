import type en from './en-us';

export default {
  'account.deletion.title': 'Supprimer le compte',
  'account.deletion.intro':
    'Supprime définitivement le compte, les profils de ses agents, les images et l’équipe, après 14 jours pendant lesquels vous pouvez changer d’avis.',
  'account.deletion.open': 'Supprimer mon compte…',
  'account.deletion.dialogTitle': 'Supprimer le compte ?',
  'account.deletion.effect.now':
    'Immédiatement : l’abonnement est résilié, tout le monde est déconnecté (l’équipe et l’application des agents aussi) et plus personne ne peut se connecter.',
  'account.deletion.effect.noRefund': 'La période déjà payée n’est pas remboursée.',
  'account.deletion.effect.undo':
    'Pendant 14 jours, vous pouvez tout restaurer en vous connectant avec votre e-mail et votre mot de passe.',
  'account.deletion.effect.erased':
    'Ensuite, les profils, images, l’équipe et les données personnelles sont effacés. Les factures sont conservées comme la loi l’exige, avec les seules coordonnées de l’entreprise.',
  'account.deletion.password': 'Votre mot de passe',
  'account.deletion.code': 'Code de votre application d’authentification',
  'account.deletion.confirmation': 'Pour confirmer, saisissez l’e-mail du compte : {email}',
  'account.deletion.cancel': 'Garder mon compte',
  'account.deletion.submit': 'Supprimer le compte',
  'account.deletion.submitting': 'Suppression…',
  'account.deletion.doneTitle': 'Compte supprimé',
  'account.deletion.done':
    'Tout le monde est déconnecté. Les données du compte seront effacées le {date} ; d’ici là, connectez-vous pour le restaurer.',
  'account.deletion.doneClose': 'Se déconnecter',
  'account.deletion.restore.title': 'Ce compte est en cours de suppression',
  'account.deletion.restore.text':
    'Ses données seront effacées le {date}. Restaurez-le pour l’utiliser à nouveau ; l’abonnement reste résilié.',
  'account.deletion.restore.submit': 'Restaurer mon compte',
  'account.deletion.restore.submitting': 'Restauration…',
} satisfies Record<keyof typeof en, string>;
