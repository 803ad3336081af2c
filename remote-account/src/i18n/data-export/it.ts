/** The account remote's data-export texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.dataExport.title': 'Esporta i miei dati',
  'account.dataExport.intro':
    'Ottieni una copia dei dati del tuo account in un unico file ZIP: i tuoi profili (CSV e JSON) con le loro immagini, il brand kit, le fatture e le note di credito in PDF, il team e il registro attività. Lo prepariamo in background e ti inviamo via e-mail un link, valido {days} giorni, che solo tu puoi usare dopo aver effettuato l’accesso.',
  'account.dataExport.start': 'Esporta i miei dati',
  'account.dataExport.preparing': 'Preparazione dell’esportazione…',
  'account.dataExport.progress': '{done, number} di {total, number} elementi completati',
  'account.dataExport.ready':
    'La tua esportazione del {date} è pronta. Ti abbiamo inviato via e-mail un link per scaricarla; funziona fino al {expires}.',
  'account.dataExport.expired':
    'Il link della tua ultima esportazione è scaduto. Esporta di nuovo i tuoi dati per riceverne uno nuovo.',
  'account.dataExport.failed': 'Non è stato possibile preparare l’esportazione. Riprova.',
  'account.dataExport.download': 'Scarica i miei dati',
  'account.dataExport.downloading': 'Download in corso…',
  'account.dataExport.downloaded': '{filename} scaricato.',
} satisfies Record<string, string>;
