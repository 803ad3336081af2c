import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Ce compte est en cours de suppression à la demande de son propriétaire. Vous pouvez le restaurer jusqu’à l’effacement de ses données.',
  'delivery.deletion.error.deleted': 'Ce compte a été supprimé par son propriétaire.',
  'delivery.deletion.error.confirmation':
    'Saisissez exactement l’adresse e-mail du compte pour confirmer la suppression.',
  'delivery.deletion.error.restoreInvalid':
    'Cette proposition de restauration a expiré ou a déjà servi. Connectez-vous à nouveau.',
  'delivery.deletion.requested.subject': 'Votre compte Property Video sera supprimé le {date}',
  'delivery.deletion.requested.body':
    'Le propriétaire du compte a demandé la suppression du compte du Portail Client. Il est fermé dès maintenant : l’abonnement est résilié (sans remboursement), toute l’équipe et l’application de vos agents sont déconnectées, et plus personne ne peut se connecter.',
  'delivery.deletion.requested.then':
    'Le {date}, ses données seront effacées définitivement : les profils, vidéos et images, le kit de marque, l’équipe et le journal d’activité. Les factures sont conservées comme la loi l’exige, avec seulement le nom, l’adresse et le numéro de TVA de la société.',
  'delivery.deletion.requested.undo':
    'Vous avez changé d’avis ? Si le propriétaire se connecte avant le {date}, la restauration du compte lui est proposée.',
  'delivery.deletion.requested.action': 'Se connecter pour restaurer le compte',
  'delivery.deletion.requested.notYou':
    'Si vous n’avez pas demandé cette suppression, connectez-vous dès maintenant pour restaurer le compte, puis changez votre mot de passe.',
  'delivery.deletion.restored.subject': 'Votre compte Property Video a été restauré',
  'delivery.deletion.restored.body':
    'Le propriétaire a restauré le compte : rien ne sera effacé, et vous et votre équipe pouvez à nouveau vous connecter.',
  'delivery.deletion.restored.billing':
    'L’abonnement reste résilié : abonnez-vous à nouveau depuis l’onglet Facturation pour réactiver l’application de vos agents.',
  'delivery.deletion.restored.action': 'Se connecter',
  'delivery.deletion.ending.subject': 'Vos données Property Video seront effacées le {date}',
  'delivery.deletion.ending.body':
    'Votre abonnement Property Video a pris fin le {ended}. Comme annoncé lors de la résiliation, nous avons conservé vos profils, vidéos, images, kit de marque et équipe pendant 90 jours, au cas où vous reviendriez.',
  'delivery.deletion.ending.then':
    'Le {date}, ces données seront effacées définitivement, avec le compte du Portail Client : plus personne ne pourra s’y connecter. Les factures sont conservées comme la loi l’exige, avec seulement le nom, l’adresse et le numéro de TVA de l’entreprise.',
  'delivery.deletion.ending.keep':
    'Pour tout conserver tel quel, relancez votre abonnement depuis l’onglet Facturation du Portail Client avant le {date}.',
  'delivery.deletion.ending.action': 'Ouvrir l’onglet Facturation',
} satisfies Record<keyof typeof en, string>;
