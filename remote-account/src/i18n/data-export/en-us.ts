/** The account remote's data-export texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.dataExport.title': 'Export my data',
  'account.dataExport.intro':
    'Get a copy of your account’s data in one ZIP file: your profiles (CSV and JSON) with their pictures, the brand kit, your invoices and credit notes as PDF, your team and the activity log. We prepare it in the background and e-mail you a link, valid {days} days, that only you can use once signed in.',
  'account.dataExport.start': 'Export my data',
  'account.dataExport.preparing': 'Preparing your export…',
  'account.dataExport.progress': '{done, number} of {total, number} items done',
  'account.dataExport.ready':
    'Your export of {date} is ready. We e-mailed you a link to download it; it works until {expires}.',
  'account.dataExport.expired':
    'The link of your last export has expired. Export your data again to get a new one.',
  'account.dataExport.failed': 'Your export could not be prepared. Please try again.',
  'account.dataExport.download': 'Download my data',
  'account.dataExport.downloading': 'Downloading…',
  'account.dataExport.downloaded': 'Downloaded {filename}.',
} satisfies Record<string, string>;
