import type en from './en-us';

export default {
  'account.cancellation.open': 'Résilier l’abonnement',
  'account.cancellation.title': 'Résilier votre abonnement ?',
  'account.cancellation.whatHappens': 'Ce qui se passe',
  'account.cancellation.access':
    'Tout continue de fonctionner jusqu’au {date}. Plus rien n’est prélevé ensuite.',
  'account.cancellation.app': 'L’application de vos agents s’arrête le {date}.',
  'account.cancellation.data':
    'Vos profils, vidéos et réglages sont conservés jusqu’au {date} : reprenez ou réabonnez-vous avant et tout revient.',
  'account.cancellation.reason': 'Pourquoi résiliez-vous ?',
  'account.cancellation.reason.too_expensive': 'C’est trop cher',
  'account.cancellation.reason.not_using': 'Nous ne l’utilisons pas assez',
  'account.cancellation.reason.missing_features': 'Il manque une fonction dont nous avons besoin',
  'account.cancellation.reason.switching': 'Nous passons à un autre service',
  'account.cancellation.reason.temporary': 'Nous avons seulement besoin d’une pause',
  'account.cancellation.reason.other': 'Une autre raison',
  'account.cancellation.comment': 'Quelque chose à nous dire ? (facultatif)',
  'account.cancellation.keep': 'Garder mon abonnement',
  'account.cancellation.confirm': 'Résilier l’abonnement',
  'account.cancellation.confirming': 'Résiliation…',
  'account.cancellation.offer.title': 'Avant de partir',
  'account.cancellation.offer.percentOnce':
    '{percent} % de remise sur votre prochain renouvellement.',
  'account.cancellation.offer.percentForever': '{percent} % de remise sur chaque renouvellement.',
  'account.cancellation.offer.percentMonths':
    '{percent} % de remise sur vos renouvellements pendant {months, plural, one {le prochain mois} other {les # prochains mois}}.',
  'account.cancellation.offer.amountOnce': '{amount} de remise sur votre prochain renouvellement.',
  'account.cancellation.offer.amountForever': '{amount} de remise sur chaque renouvellement.',
  'account.cancellation.offer.amountMonths':
    '{amount} de remise sur vos renouvellements pendant {months, plural, one {le prochain mois} other {les # prochains mois}}.',
  'account.cancellation.offer.accept': 'Profiter de l’offre et rester',
  'account.cancellation.offer.taken': 'Offre appliquée : votre abonnement continue avec la remise.',
  'account.cancellation.endsOn': 'Prend fin le {date}',
  'account.cancellation.endsOnHint':
    'Vous avez résilié cet abonnement. Tout fonctionne jusqu’à cette date ; reprenez-le pour qu’il se renouvelle.',
  'account.cancellation.resume': 'Reprendre',
  'account.cancellation.resuming': 'Reprise…',
  'account.cancellation.resumed':
    'Votre abonnement se renouvelle de nouveau. Rien n’a été prélevé.',
} satisfies Record<keyof typeof en, string>;
