/** What the API sends for data-export (issue 39): e-mails and answers. */
export default {
  'delivery.dataExport.mail.subject': 'Sua exportação de dados está pronta',
  'delivery.dataExport.mail.body':
    'A exportação dos dados da sua conta que você pediu está pronta: um arquivo ZIP com seus perfis, as imagens deles, o kit de marca, as faturas, a equipe e o registro de atividades.',
  'delivery.dataExport.mail.action': 'Baixar meus dados',
  'delivery.dataExport.mail.expires':
    'O link abre o portal, onde você entra como proprietário da conta para baixar o arquivo. Ele funciona até {date}.',
  'delivery.dataExport.mail.notYou':
    'Se você não pediu esta exportação, troque sua senha e escreva para nós.',
  'delivery.dataExport.members.email': 'E-mail',
  'delivery.dataExport.members.firstName': 'Nome',
  'delivery.dataExport.members.lastName': 'Sobrenome',
  'delivery.dataExport.members.role': 'Função',
  'delivery.dataExport.members.lastSignIn': 'Último acesso',
  'delivery.dataExport.error.expired':
    'Este link de download expirou. Peça uma nova exportação nas configurações.',
  'delivery.dataExport.error.notReady': 'Esta exportação ainda está sendo preparada.',
} satisfies Record<string, string>;
