import type en from './en-us';

export default {
  'delivery.cancellation.canceled.subject': 'Votre abonnement Property Video prend fin le {date}',
  'delivery.cancellation.canceled.body':
    '{who} a résilié l’abonnement. Il ne sera pas renouvelé et plus rien ne sera prélevé.',
  'delivery.cancellation.canceled.access':
    'Le Portail Client et l’application de vos agents fonctionnent jusqu’au {date} ; l’application s’arrête alors. Vos profils, vidéos et réglages sont conservés jusqu’au {keptUntil}.',
  'delivery.cancellation.canceled.resume':
    'Vous changez d’avis ? Reprenez-le avant le {date} depuis l’onglet Facturation : rien n’est prélevé avant le renouvellement habituel.',
  'delivery.cancellation.resumed.subject':
    'Votre abonnement Property Video sera de nouveau renouvelé',
  'delivery.cancellation.resumed.body':
    '{who} a repris l’abonnement : rien ne change pour votre équipe et vos agents, et rien n’a été prélevé aujourd’hui. Il se renouvelle le {date}, comme prévu.',
  'delivery.cancellation.action': 'Ouvrir l’onglet Facturation',
  'delivery.cancellation.error.notCancellable':
    'Cet abonnement ne peut pas être résilié maintenant : il n’est pas actif, ou sa fin est déjà prévue.',
  'delivery.cancellation.error.notResumable':
    'Cet abonnement ne peut pas être repris : il n’est pas résilié, ou il a déjà pris fin.',
  'delivery.cancellation.error.offerUnavailable': 'Cette offre n’est plus disponible.',
} satisfies Record<keyof typeof en, string>;
