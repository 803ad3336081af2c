import billing from './billing/br';
import activity from './activity/br';
import importImage from './import/br';
import type en from './en-us';
import sessions from './sessions/br';
import billingDetails from './billing-details/br';
import invoiceCorrections from './invoice-corrections/br';
import cancellation from './cancellation/br';
import dataExport from './data-export/br';
import accountDeletion from './account-deletion/br';
export default {
  'delivery.sms.loginCode':
    'Seu código Property Video é {code}. Ele expira em 10 minutos. Nunca o compartilhe.',
  'delivery.sms.phoneProofCode':
    'Property Video: {code} é seu código para confirmar este número e entrar na sua conta com ele. Ele expira em 10 minutos. Nunca o compartilhe.',
  'delivery.mail.greeting': 'Olá, {name},',
  'delivery.mail.signature': 'Equipe Property Video',
  'delivery.mail.recovery.subject': 'Defina uma nova senha para sua conta Property Video',
  'delivery.mail.recovery.body':
    'Alguém pediu para definir uma nova senha para a conta do Portal do Cliente deste endereço. O link abaixo vale por 60 minutos e funciona só uma vez.',
  'delivery.mail.recovery.action': 'Definir uma nova senha',
  'delivery.mail.recovery.ignore':
    'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  'delivery.mail.passwordChanged.subject': 'A senha da sua conta Property Video foi alterada',
  'delivery.mail.passwordChanged.body':
    'A senha da sua conta do Portal do Cliente acabou de ser alterada, e todas as outras sessões foram encerradas.',
  'delivery.mail.passwordChanged.notYou':
    'Se não foi você, defina agora mesmo uma nova senha na página de login e escreva para {support}.',
  'delivery.notice.recoverySent':
    'Se existir uma conta com este endereço, enviamos para ela um link para definir uma nova senha. O link vale por 60 minutos.',
  'delivery.notice.passwordReset': 'Sua senha foi alterada. Entre com a nova.',
  'delivery.mail.emailCode.subject': 'Seu código para confirmar o novo e-mail: {code}',
  'delivery.mail.emailCode.body':
    'Digite este código no Portal do Cliente para que este endereço seja o e-mail de login da sua conta Property Video: {code}. Ele expira em 10 minutos. Nunca o compartilhe.',
  'delivery.mail.emailCode.ignore': 'Se você não pediu isso, ignore este e-mail: nada muda.',
  'delivery.mail.emailChanged.subject': 'O e-mail da sua conta Property Video foi alterado',
  'delivery.mail.emailChanged.body':
    'O e-mail de login da sua conta do Portal do Cliente acabou de mudar deste endereço para {newEmail}. As mensagens sobre a conta agora vão para o novo endereço.',
  'delivery.mail.emailChanged.notYou': 'Se não foi você, escreva imediatamente para {support}.',
  'delivery.notice.passwordChanged':
    'Sua senha foi alterada. Todas as outras sessões foram encerradas.',
  'delivery.sms.appLink':
    'Property Video: sua empresa configurou o aplicativo para você. Instale-o pela App Store ({appStore}) ou pelo Google Play ({googlePlay}) e entre com este número: {phone}.',
  'delivery.error.appDeactivated':
    'Seu acesso ao aplicativo terminou: a assinatura da sua empresa não está mais ativa. Fale com o seu administrador.',
  'delivery.error.appProfileDeleted':
    'Seu perfil foi excluído pela sua empresa: este aplicativo não pode mais usá-lo. Fale com o seu administrador.',
  'delivery.error.appLinkTooSoon':
    'O link do aplicativo acabou de ser enviado a este usuário. Aguarde 10 minutos antes de enviá-lo novamente.',
  'delivery.error.appLinkTooMany':
    'Esta conta pode enviar {allowance} links do aplicativo por dia; restam {left} por enquanto. Nada foi enviado: selecione menos usuários ou tente novamente mais tarde.',
  'delivery.error.selectionChanged':
    'A seleção agora tem {found} usuários, e não os {count} que você confirmou: nada foi feito. Confira a lista e tente novamente.',
  'delivery.error.tooManyCodesFromAddress':
    'Muitos códigos foram solicitados a partir da sua conexão. Tente novamente mais tarde.',
  'delivery.error.tooManyTextsToNumber':
    'Muitas mensagens foram enviadas para este número. Tente novamente mais tarde.',
  'delivery.error.tooManyTextsFromAccount':
    'Muitas mensagens de texto foram enviadas por esta conta. Tente novamente mais tarde.',
  'delivery.error.tooManyVatChecks':
    'Muitos números de IVA foram verificados a partir da sua conexão. Tente novamente mais tarde.',
  'delivery.error.appChooseProfile':
    'Este número está cadastrado em mais de uma empresa. Escolha a empresa em que deseja entrar.',
  'delivery.error.phoneAmbiguous':
    'Este número está em mais de uma conta, então não é possível entrar com ele. Entre com seu e-mail e depois confirme o número nas Configurações da conta que ele deve abrir.',
  'delivery.error.phoneProvenElsewhere':
    'Outra conta já confirmou este número. Um número só entra em uma conta.',
  'delivery.error.recoveryLinkUsed':
    'Este link de senha já foi usado: cada link funciona uma só vez. Peça um novo se ainda precisar mudar sua senha.',
  'delivery.error.recoveryLinkExpired':
    'Este link de senha expirou: os links valem por 60 minutos. Peça um novo.',
  'delivery.error.claimInvalid':
    'Este link para a sua assinatura não é mais válido: já foi usado, expirou ou está incompleto. Entre na sua conta se já assumiu a assinatura, ou fale com o suporte.',
  'delivery.error.uploadNotAllowed':
    'Para enviar imagens é preciso uma assinatura com perfis. Escolha um plano e depois adicione seu logotipo e sua foto.',
  'delivery.error.uploadQuota':
    'Você já tem {maxFiles} imagens (ou {maxMb} MB) que nenhum perfil usa ainda. Use-as em um perfil ou envie de novo amanhã: imagens não usadas são apagadas depois de um dia.',
  'delivery.error.bodyTooDeep': 'O corpo da solicitação tem níveis de aninhamento demais.',
  // Importing agents from a spreadsheet (issue 36 §2): refusals and failed rows' reasons.
  'delivery.error.importTooLarge':
    'O arquivo tem mais de 5 MB. Divida-o em arquivos menores e importe cada um.',
  'delivery.error.importTooManyRows':
    'O arquivo tem mais de {max} linhas. Divida-o em arquivos menores e importe cada um.',
  'delivery.error.importUnreadable':
    'Não foi possível ler este arquivo: envie um arquivo CSV ou Excel (.xlsx) cuja primeira linha tenha os cabeçalhos das colunas.',
  'delivery.error.importApplied':
    'Esta importação já foi aplicada: ela não pode mais ser alterada.',
  'delivery.error.seatsExceeded':
    '{count} novos usuários não cabem nas {free} vagas livres do seu plano. Adicione usuários ao plano ou remova linhas e tente de novo.',
  'delivery.import.reason': 'Motivo',
  'delivery.import.duplicate':
    'Mesmo celular de acesso da linha {line}: só essa linha é importada.',
  'delivery.import.noSeat': 'Não sobrou nenhuma vaga livre para este usuário.',
  ...billing,
  ...importImage,
  ...activity,
  ...sessions,
  ...billingDetails,
  ...invoiceCorrections,
  ...cancellation,
  ...dataExport,
  ...accountDeletion,
} satisfies Record<keyof typeof en, string>;
