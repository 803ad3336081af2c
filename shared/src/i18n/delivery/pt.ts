import billing from './billing/pt';
import activity from './activity/pt';
import importImage from './import/pt';
import type en from './en-us';
import sessions from './sessions/pt';
import billingDetails from './billing-details/pt';
import invoiceCorrections from './invoice-corrections/pt';
import cancellation from './cancellation/pt';
import dataExport from './data-export/pt';
import accountDeletion from './account-deletion/pt';
export default {
  'delivery.sms.loginCode':
    'O seu código Property Video é {code}. Expira dentro de 10 minutos. Nunca o partilhe.',
  'delivery.sms.phoneProofCode':
    'Property Video: {code} é o seu código para verificar este número e iniciar sessão na sua conta com ele. Expira dentro de 10 minutos. Nunca o partilhe.',
  'delivery.mail.greeting': 'Olá {name},',
  'delivery.mail.signature': 'A equipa Property Video',
  'delivery.mail.recovery.subject': 'Defina uma nova palavra-passe para a sua conta Property Video',
  'delivery.mail.recovery.body':
    'Alguém pediu para definir uma nova palavra-passe para a conta do Portal do Cliente associada a este endereço. A ligação abaixo é válida durante 60 minutos e só funciona uma vez.',
  'delivery.mail.recovery.action': 'Definir uma nova palavra-passe',
  'delivery.mail.recovery.ignore':
    'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
  'delivery.mail.passwordChanged.subject':
    'A palavra-passe da sua conta Property Video foi alterada',
  'delivery.mail.passwordChanged.body':
    'A palavra-passe da sua conta do Portal do Cliente acabou de ser alterada e todas as outras sessões foram terminadas.',
  'delivery.mail.passwordChanged.notYou':
    'Se não foi o próprio, defina já uma nova palavra-passe a partir da página de início de sessão e escreva para {support}.',
  'delivery.notice.recoverySent':
    'Se existir uma conta com este endereço, enviámos-lhe uma ligação para definir uma nova palavra-passe. A ligação é válida durante 60 minutos.',
  'delivery.notice.passwordReset': 'A sua palavra-passe foi alterada. Inicie sessão com a nova.',
  'delivery.mail.emailCode.subject': 'O seu código para confirmar o novo e-mail: {code}',
  'delivery.mail.emailCode.body':
    'Introduza este código no Portal do Cliente para que este endereço passe a ser o e-mail de acesso da sua conta Property Video: {code}. Expira dentro de 10 minutos. Nunca o partilhe.',
  'delivery.mail.emailCode.ignore': 'Se não fez este pedido, ignore este e-mail: nada muda.',
  'delivery.mail.emailChanged.subject': 'O e-mail da sua conta Property Video foi alterado',
  'delivery.mail.emailChanged.body':
    'O e-mail de acesso da sua conta do Portal do Cliente acabou de passar deste endereço para {newEmail}. As mensagens sobre a conta passam a ir para o novo endereço.',
  'delivery.mail.emailChanged.notYou': 'Se não foi você, escreva de imediato para {support}.',
  'delivery.notice.passwordChanged':
    'A sua palavra-passe foi alterada. Todas as outras sessões foram terminadas.',
  'delivery.sms.appLink':
    'Property Video: a sua empresa configurou a aplicação para si. Instale-a a partir da App Store ({appStore}) ou do Google Play ({googlePlay}) e inicie sessão com este número: {phone}.',
  'delivery.error.appDeactivated':
    'O seu acesso à aplicação terminou: a subscrição da sua empresa já não está ativa. Contacte o seu administrador.',
  'delivery.error.appProfileDeleted':
    'O seu perfil foi eliminado pela sua empresa: esta aplicação já não o pode utilizar. Contacte o seu administrador.',
  'delivery.error.appLinkTooSoon':
    'A ligação da aplicação acabou de ser enviada a este utilizador. Aguarde 10 minutos antes de a enviar novamente.',
  'delivery.error.appLinkTooMany':
    'Esta conta pode enviar {allowance} ligações da aplicação por dia; restam {left} de momento. Nada foi enviado: selecione menos utilizadores ou tente novamente mais tarde.',
  'delivery.error.selectionChanged':
    'A seleção tem agora {found} utilizadores, e não os {count} que confirmou: nada foi feito. Verifique a lista e tente novamente.',
  'delivery.error.tooManyCodesFromAddress':
    'Foram pedidos demasiados códigos a partir da sua ligação. Tente novamente mais tarde.',
  'delivery.error.tooManyTextsToNumber':
    'Foram enviadas demasiadas mensagens para este número. Tente novamente mais tarde.',
  'delivery.error.tooManyTextsFromAccount':
    'Foram enviadas demasiadas mensagens de texto por esta conta. Tente novamente mais tarde.',
  'delivery.error.tooManyVatChecks':
    'Foram verificados demasiados números de IVA a partir da sua ligação. Tente novamente mais tarde.',
  'delivery.error.appChooseProfile':
    'Este número está registado em mais do que uma empresa. Escolha a empresa em que pretende iniciar sessão.',
  'delivery.error.phoneAmbiguous':
    'Este número está em mais do que uma conta, por isso não pode iniciar sessão com ele. Inicie sessão com o seu e-mail e depois verifique o número nas Definições da conta que ele deve abrir.',
  'delivery.error.phoneProvenElsewhere':
    'Outra conta já verificou este número. Um número só inicia sessão numa conta.',
  'delivery.error.recoveryLinkUsed':
    'Esta ligação de palavra-passe já foi utilizada: cada ligação funciona uma só vez. Peça uma nova se ainda precisar de alterar a palavra-passe.',
  'delivery.error.recoveryLinkExpired':
    'Esta ligação de palavra-passe expirou: as ligações são válidas durante 60 minutos. Peça uma nova.',
  'delivery.error.claimInvalid':
    'Esta ligação para a sua subscrição já não é válida: já foi usada, expirou ou está incompleta. Inicie sessão se já assumiu a subscrição, ou contacte o suporte.',
  'delivery.error.uploadNotAllowed':
    'Para enviar imagens precisa de uma subscrição com perfis. Escolha um plano e depois adicione o seu logótipo e a sua fotografia.',
  'delivery.error.uploadQuota':
    'Já tem {maxFiles} imagens (ou {maxMb} MB) que nenhum perfil usa ainda. Use-as num perfil ou envie de novo amanhã: as imagens não usadas são apagadas ao fim de um dia.',
  'delivery.error.bodyTooDeep': 'O corpo do pedido tem demasiados níveis de aninhamento.',
  // Importing agents from a spreadsheet (issue 36 §2): refusals and failed rows' reasons.
  'delivery.error.importTooLarge':
    'O ficheiro tem mais de 5 MB. Divida-o em ficheiros mais pequenos e importe cada um.',
  'delivery.error.importTooManyRows':
    'O ficheiro tem mais de {max} linhas. Divida-o em ficheiros mais pequenos e importe cada um.',
  'delivery.error.importUnreadable':
    'Não foi possível ler este ficheiro: carregue um ficheiro CSV ou Excel (.xlsx) cuja primeira linha contenha os cabeçalhos das colunas.',
  'delivery.error.importApplied': 'Esta importação já foi aplicada: já não pode ser alterada.',
  'delivery.error.seatsExceeded':
    '{count} novos utilizadores não cabem nos {free} lugares livres do seu plano. Adicione utilizadores ao plano ou retire linhas e tente novamente.',
  'delivery.import.reason': 'Motivo',
  'delivery.import.duplicate':
    'Mesmo telemóvel de acesso que a linha {line}: só essa linha é importada.',
  'delivery.import.noSeat': 'Não restava nenhum lugar livre para este utilizador.',
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
