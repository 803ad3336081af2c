import type en from './en-us';

export default {
  'account.secondFactor.title': 'Deuxième facteur',
  'account.secondFactor.intro':
    'Après votre mot de passe, un code d’une application d’authentification sur votre téléphone confirme que c’est vous : un mot de passe volé ne suffit plus à ouvrir votre compte.',
  'account.secondFactor.required':
    'Le propriétaire de votre compte exige un deuxième facteur : configurez-en un pour continuer.',
  'account.secondFactor.on':
    'Activé : votre application d’authentification confirme vos connexions (depuis le {date}). {count, plural, =0 {Plus aucun code de secours : créez-en de nouveaux.} one {# code de secours restant.} other {# codes de secours restants.}}',
  'account.secondFactor.off': 'Désactivé : vous vous connectez avec votre seul mot de passe.',
  'account.secondFactor.offPasskeys':
    'Vos clés d’accès confirment vos connexions. Une application d’authentification fonctionne aussi là où une clé d’accès ne peut pas servir.',
  'account.secondFactor.setUp': 'Configurer une application d’authentification',
  'account.secondFactor.setupTitle': 'Configurez votre application d’authentification',
  'account.secondFactor.scan':
    'Scannez ce QR code avec votre application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'account.secondFactor.qrAlt': 'QR code à scanner avec votre application d’authentification',
  'account.secondFactor.secretIntro':
    'Impossible de le scanner ? Ajoutez un compte à la main dans l’application, avec cette clé :',
  'account.secondFactor.copySecret': 'Copier la clé',
  'account.secondFactor.codeLabel': 'Code de votre application d’authentification',
  'account.secondFactor.turnOn': 'Activer',
  'account.secondFactor.codesTitle': 'Vos codes de secours',
  'account.secondFactor.codesIntro':
    'Gardez-les en lieu sûr : chacun vous connecte une fois si vous perdez votre téléphone. Ils ne sont affichés que maintenant.',
  'account.secondFactor.codesFileTitle': 'Codes de secours Property Video (chacun sert une fois)',
  'account.secondFactor.download': 'Télécharger',
  'account.secondFactor.saved': 'Je les ai enregistrés',
  'account.secondFactor.newCodes': 'Créer de nouveaux codes de secours',
  'account.secondFactor.newCodesTitle': 'Créer de nouveaux codes de secours ?',
  'account.secondFactor.newCodesMessage':
    'Vos codes de secours actuels ne fonctionneront plus. Les nouveaux sont affichés une seule fois.',
  'account.secondFactor.turnOff': 'Désactiver',
  'account.secondFactor.turnOffTitle': 'Désactiver l’application d’authentification ?',
  'account.secondFactor.turnOffMessage':
    'Saisissez un code de l’application pour confirmer. Vos codes de secours cessent de fonctionner avec elle.',
  'account.secondFactor.policyTitle': 'Deuxième facteur pour votre équipe',
  'account.secondFactor.policyLegend': 'Qui doit utiliser un deuxième facteur',
  'account.secondFactor.policyHint':
    'Un membre qui le doit et n’en a pas est invité à en configurer un à sa prochaine connexion, avant tout le reste du portail.',
  'account.secondFactor.policy.off': 'Personne n’y est obligé',
  'account.secondFactor.policy.billing':
    'Ceux qui gèrent la facturation (vous et les membres Facturation)',
  'account.secondFactor.policy.everyone': 'Tout le monde dans le compte',
  'account.secondFactor.policySave': 'Enregistrer',
  'account.secondFactor.policySaved': 'Règle du deuxième facteur enregistrée.',
  'account.secondFactor.setupPageTitle': 'Configurez un deuxième facteur',
  'account.secondFactor.setupPageIntro':
    'Le propriétaire de votre compte exige un deuxième facteur pour utiliser le portail. Configurez une application d’authentification ou une clé d’accès : le portail s’ouvre dès que c’est fait.',
} satisfies Record<keyof typeof en, string>;
