/** What the API sends for data-export (issue 39): e-mails and answers. */
export default {
  'delivery.dataExport.mail.subject': 'La tua esportazione dei dati è pronta',
  'delivery.dataExport.mail.body':
    'L’esportazione dei dati del tuo account che hai richiesto è pronta: un file ZIP con i tuoi profili, le loro immagini, il brand kit, le fatture, il team e il registro attività.',
  'delivery.dataExport.mail.action': 'Scarica i miei dati',
  'delivery.dataExport.mail.expires':
    'Il link apre il portale, dove accedi come proprietario dell’account per scaricare il file. Funziona fino al {date}.',
  'delivery.dataExport.mail.notYou':
    'Se non hai richiesto questa esportazione, cambia la password e scrivici.',
  'delivery.dataExport.members.email': 'E-mail',
  'delivery.dataExport.members.firstName': 'Nome',
  'delivery.dataExport.members.lastName': 'Cognome',
  'delivery.dataExport.members.role': 'Ruolo',
  'delivery.dataExport.members.lastSignIn': 'Ultimo accesso',
  'delivery.dataExport.error.expired':
    'Questo link di download è scaduto. Richiedi una nuova esportazione nelle impostazioni.',
  'delivery.dataExport.error.notReady': 'Questa esportazione è ancora in preparazione.',
} satisfies Record<string, string>;
