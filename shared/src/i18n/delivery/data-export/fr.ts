/** What the API sends for data-export (issue 39): e-mails and answers. */
export default {
  'delivery.dataExport.mail.subject': 'Votre export de données est prêt',
  'delivery.dataExport.mail.body':
    'L’export des données de votre compte que vous avez demandé est prêt : un fichier ZIP avec vos profils, leurs images, la charte graphique, les factures, l’équipe et le journal d’activité.',
  'delivery.dataExport.mail.action': 'Télécharger mes données',
  'delivery.dataExport.mail.expires':
    'Le lien ouvre le portail, où vous vous connectez en tant que propriétaire du compte pour télécharger le fichier. Il fonctionne jusqu’au {date}.',
  'delivery.dataExport.mail.notYou':
    'Si vous n’avez pas demandé cet export, changez votre mot de passe et écrivez-nous.',
  'delivery.dataExport.members.email': 'E-mail',
  'delivery.dataExport.members.firstName': 'Prénom',
  'delivery.dataExport.members.lastName': 'Nom',
  'delivery.dataExport.members.role': 'Rôle',
  'delivery.dataExport.members.lastSignIn': 'Dernière connexion',
  'delivery.dataExport.error.expired':
    'Ce lien de téléchargement a expiré. Demandez un nouvel export dans les paramètres.',
  'delivery.dataExport.error.notReady': 'Cet export est encore en préparation.',
} satisfies Record<string, string>;
