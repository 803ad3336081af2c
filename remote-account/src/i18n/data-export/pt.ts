/** The account remote's data-export texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.dataExport.title': 'Exportar os meus dados',
  'account.dataExport.intro':
    'Obtenha uma cópia dos dados da sua conta num único ficheiro ZIP: os seus perfis (CSV e JSON) com as respetivas imagens, o kit de marca, as suas faturas e notas de crédito em PDF, a sua equipa e o registo de atividade. Preparamo-lo em segundo plano e enviamos-lhe por e-mail uma ligação, válida {days} dias, que só você pode usar com sessão iniciada.',
  'account.dataExport.start': 'Exportar os meus dados',
  'account.dataExport.preparing': 'A preparar a sua exportação…',
  'account.dataExport.progress': '{done, number} de {total, number} itens concluídos',
  'account.dataExport.ready':
    'A sua exportação de {date} está pronta. Enviámos-lhe por e-mail uma ligação para a transferir; funciona até {expires}.',
  'account.dataExport.expired':
    'A ligação da sua última exportação expirou. Exporte novamente os seus dados para obter uma nova.',
  'account.dataExport.failed': 'Não foi possível preparar a sua exportação. Tente novamente.',
  'account.dataExport.download': 'Transferir os meus dados',
  'account.dataExport.downloading': 'A transferir…',
  'account.dataExport.downloaded': '{filename} transferido.',
} satisfies Record<string, string>;
