/** The account remote's data-export texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.dataExport.title': 'Exporter mes données',
  'account.dataExport.intro':
    'Obtenez une copie des données de votre compte dans un seul fichier ZIP : vos profils (CSV et JSON) avec leurs images, la charte graphique, vos factures et avoirs en PDF, votre équipe et le journal d’activité. Nous le préparons en arrière-plan et vous envoyons par e-mail un lien, valable {days} jours, que vous seul pouvez utiliser une fois connecté.',
  'account.dataExport.start': 'Exporter mes données',
  'account.dataExport.preparing': 'Préparation de votre export…',
  'account.dataExport.progress': '{done, number} éléments sur {total, number} traités',
  'account.dataExport.ready':
    'Votre export du {date} est prêt. Nous vous avons envoyé par e-mail un lien pour le télécharger ; il fonctionne jusqu’au {expires}.',
  'account.dataExport.expired':
    'Le lien de votre dernier export a expiré. Exportez à nouveau vos données pour en obtenir un nouveau.',
  'account.dataExport.failed': 'Votre export n’a pas pu être préparé. Veuillez réessayer.',
  'account.dataExport.download': 'Télécharger mes données',
  'account.dataExport.downloading': 'Téléchargement…',
  'account.dataExport.downloaded': '{filename} téléchargé.',
} satisfies Record<string, string>;
