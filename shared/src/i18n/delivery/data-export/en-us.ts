/** What the API sends for data-export (issue 39): e-mails and answers. */
export default {
  'delivery.dataExport.mail.subject': 'Your data export is ready',
  'delivery.dataExport.mail.body':
    'The export of your account’s data you asked for is ready: one ZIP file with your profiles, their pictures, the brand kit, the invoices, the team and the activity log.',
  'delivery.dataExport.mail.action': 'Download my data',
  'delivery.dataExport.mail.expires':
    'The link opens the portal, where you sign in as the account’s owner to download the file. It works until {date}.',
  'delivery.dataExport.mail.notYou':
    'If you did not ask for this export, change your password and write to us.',
  'delivery.dataExport.members.email': 'E-mail',
  'delivery.dataExport.members.firstName': 'First name',
  'delivery.dataExport.members.lastName': 'Last name',
  'delivery.dataExport.members.role': 'Role',
  'delivery.dataExport.members.lastSignIn': 'Last sign-in',
  'delivery.dataExport.error.expired':
    'This download link has expired. Ask for a new export in the settings.',
  'delivery.dataExport.error.notReady': 'This export is still being prepared.',
} satisfies Record<string, string>;
