import type en from './en-us';

export default {
  'delivery.sessions.device': '{browser} sur {os}',
  'delivery.sessions.unknown': 'inconnu',
  'delivery.sessions.newDevice.subject': 'Nouvelle connexion à votre compte Property Video',
  'delivery.sessions.newDevice.body':
    'Quelqu’un vient de se connecter à votre compte du Portail client depuis un appareil que vous n’aviez encore jamais utilisé.',
  'delivery.sessions.newDevice.details': 'Quand : {time}. Appareil : {device}. Adresse : {ip}.',
  'delivery.sessions.newDevice.ifYou': 'Si c’était vous, vous n’avez rien à faire.',
  'delivery.sessions.newDevice.notYou':
    'Si ce n’était pas vous, changez tout de suite votre mot de passe depuis la page de connexion (« Mot de passe oublié ? ») : toutes les autres sessions seront alors déconnectées. Écrivez à {support} si vous avez besoin d’aide.',
  'delivery.sessions.appSignedOut':
    'Votre entreprise a déconnecté ce téléphone de l’application. Si c’est bien votre téléphone, reconnectez-vous avec votre numéro.',
} satisfies Record<keyof typeof en, string>;
