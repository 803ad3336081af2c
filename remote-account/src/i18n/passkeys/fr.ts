import type en from './en-us';

export default {
  'account.passkeys.title': 'Clés d’accès',
  'account.passkeys.intro':
    'Connectez-vous avec votre empreinte, votre visage ou le verrouillage de l’écran plutôt qu’avec un mot de passe. Une clé d’accès compte aussi comme second facteur.',
  'account.passkeys.list': 'Vos clés d’accès',
  'account.passkeys.empty': 'Vous n’avez pas encore de clé d’accès.',
  'account.passkeys.added': 'Ajoutée le {date}.',
  'account.passkeys.lastUsed': 'Utilisée le {date}.',
  'account.passkeys.neverUsed': 'Pas encore utilisée.',
  'account.passkeys.synced': 'Synchronisée entre vos appareils.',
  'account.passkeys.notSynced': 'Conservée sur un seul appareil.',
  'account.passkeys.name': 'Nom de la clé d’accès',
  'account.passkeys.nameHint': 'Pour distinguer vos clés, par exemple « Ordinateur du bureau ».',
  'account.passkeys.add': 'Ajouter une clé d’accès',
  'account.passkeys.adding': 'En attente de votre appareil…',
  'account.passkeys.addedNotice': 'Clé d’accès « {name} » ajoutée.',
  'account.passkeys.cancelled':
    'Aucune clé d’accès n’a été créée : la demande a été annulée ou a expiré. Réessayez quand vous êtes prêt.',
  'account.passkeys.alreadyOnDevice': 'Cet appareil contient déjà l’une de vos clés d’accès.',
  'account.passkeys.failed':
    'Votre appareil n’a pas pu créer de clé d’accès. Réessayez ou utilisez un autre appareil.',
  'account.passkeys.unsupported':
    'Ce navigateur ne peut pas créer de clé d’accès. Ajoutez-en une depuis un autre navigateur ou appareil.',
  'account.passkeys.rename': 'Renommer',
  'account.passkeys.renameNamed': 'Renommer {name}',
  'account.passkeys.renameTitle': 'Renommer la clé d’accès',
  'account.passkeys.save': 'Enregistrer',
  'account.passkeys.saving': 'Enregistrement…',
  'account.passkeys.renamed': 'Clé d’accès renommée « {name} ».',
  'account.passkeys.remove': 'Supprimer',
  'account.passkeys.removeNamed': 'Supprimer {name}',
  'account.passkeys.removeTitle': 'Supprimer cette clé d’accès ?',
  'account.passkeys.removeText':
    '« {name} » ne vous connectera plus. Votre appareil la garde jusqu’à ce que vous l’y supprimiez.',
  'account.passkeys.removeConfirm': 'Supprimer la clé d’accès',
  'account.passkeys.removed': 'Clé d’accès « {name} » supprimée.',
} satisfies Record<keyof typeof en, string>;
