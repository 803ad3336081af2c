import type en from './en-us';

export default {
  'delivery.secondFactor.error.challengeInvalid':
    'Cette étape de connexion a expiré ou a déjà servi. Connectez-vous à nouveau.',
  'delivery.secondFactor.error.codeInvalid':
    'Ce code n’est pas le bon, ou il a déjà servi. Vérifiez le code et réessayez.',
  'delivery.secondFactor.error.setupRequired':
    'Ce compte exige un second facteur. Configurez une application d’authentification ou une clé d’accès pour continuer.',
  'delivery.secondFactor.error.totpAlreadyEnabled':
    'L’application d’authentification est déjà activée. Désactivez-la d’abord pour en configurer une autre.',
  'delivery.secondFactor.error.totpNotPending':
    'Aucune application d’authentification n’attend son premier code. Recommencez la configuration.',
  'delivery.secondFactor.error.totpNotEnabled':
    'Aucune application d’authentification n’est configurée.',
  'delivery.secondFactor.error.proofRequired':
    'Saisissez votre mot de passe ou un code de votre application d’authentification.',
  'delivery.secondFactor.error.recoveryLinkInvalid':
    'Ce lien de récupération n’est pas valide ou a expiré. Recommencez depuis la page de connexion.',
  'delivery.secondFactor.mail.lost.subject': 'Vous connecter sans votre second facteur perdu',
  'delivery.secondFactor.mail.lost.body':
    'Quelqu’un, vous sans doute, a indiqué avoir perdu le second facteur avec lequel il se connecte à Property Video. Ouvrez le lien pour lancer la récupération : après un délai d’attente de {hours} heures, votre second facteur est supprimé et vous vous connectez avec votre première étape seule. Le propriétaire du compte est prévenu.',
  'delivery.secondFactor.mail.lost.action': 'Lancer la récupération',
  'delivery.secondFactor.mail.lost.ignore':
    'Si ce n’était pas vous, ignorez cet e-mail : rien ne change. Le lien est valable 24 heures.',
  'delivery.secondFactor.mail.started.subject': 'Votre second facteur sera supprimé le {date}',
  'delivery.secondFactor.mail.started.body':
    'La récupération de votre second facteur perdu a commencé. Le {date}, il est supprimé, et votre prochaine connexion ne demande que votre première étape.',
  'delivery.secondFactor.mail.started.notYou':
    'Si vous ne l’avez pas lancée, connectez-vous avec votre second facteur : cela arrête la récupération. Changez ensuite votre mot de passe et écrivez à {support}.',
  'delivery.secondFactor.mail.ownerNotice.subject':
    'Une récupération de second facteur a commencé dans votre compte',
  'delivery.secondFactor.mail.ownerNotice.body':
    '{person} a indiqué avoir perdu son second facteur et en a lancé la récupération. S’il ne se connecte pas avec avant, il est supprimé le {date} et la personne se connecte avec sa première étape seule.',
  'delivery.secondFactor.mail.ownerNotice.check':
    'Si c’est inattendu, retirez cette personne de l’équipe, ou changez votre mot de passe s’il s’agit de votre propre connexion.',
} satisfies Record<keyof typeof en, string>;
