import type en from './en-us';

export default {
  'delivery.secondFactor.error.challengeInvalid':
    'Este passo de início de sessão expirou ou já foi utilizado. Inicie sessão novamente.',
  'delivery.secondFactor.error.codeInvalid':
    'Este código não está correto, ou já foi utilizado. Verifique o código e tente novamente.',
  'delivery.secondFactor.error.setupRequired':
    'Esta conta exige um segundo fator. Configure uma aplicação de autenticação ou uma chave de acesso para continuar.',
  'delivery.secondFactor.error.totpAlreadyEnabled':
    'A aplicação de autenticação já está ativa. Desative-a primeiro para configurar outra.',
  'delivery.secondFactor.error.totpNotPending':
    'Nenhuma aplicação de autenticação aguarda o primeiro código. Recomece a configuração.',
  'delivery.secondFactor.error.totpNotEnabled':
    'Não está configurada nenhuma aplicação de autenticação.',
  'delivery.secondFactor.error.proofRequired':
    'Introduza a sua palavra-passe ou um código da sua aplicação de autenticação.',
  'delivery.secondFactor.error.recoveryLinkInvalid':
    'Esta ligação de recuperação não é válida ou expirou. Recomece a partir da página de início de sessão.',
  'delivery.secondFactor.mail.lost.subject': 'Iniciar sessão sem o segundo fator perdido',
  'delivery.secondFactor.mail.lost.body':
    'Alguém, provavelmente o próprio, indicou ter perdido o segundo fator com que inicia sessão no Property Video. Abra a ligação para começar a recuperação: após um período de espera de {hours} horas, o segundo fator é removido e passa a iniciar sessão apenas com o primeiro passo. O proprietário da conta é avisado.',
  'delivery.secondFactor.mail.lost.action': 'Começar a recuperação',
  'delivery.secondFactor.mail.lost.ignore':
    'Se não foi o próprio, ignore este e-mail: nada muda. A ligação é válida durante 24 horas.',
  'delivery.secondFactor.mail.started.subject': 'O seu segundo fator será removido a {date}',
  'delivery.secondFactor.mail.started.body':
    'A recuperação do seu segundo fator perdido começou. A {date} é removido, e o próximo início de sessão pede apenas o primeiro passo.',
  'delivery.secondFactor.mail.started.notYou':
    'Se não a iniciou, inicie sessão com o seu segundo fator: isso interrompe a recuperação. Depois altere a sua palavra-passe e escreva para {support}.',
  'delivery.secondFactor.mail.ownerNotice.subject':
    'Começou uma recuperação de segundo fator na sua conta',
  'delivery.secondFactor.mail.ownerNotice.body':
    '{person} indicou ter perdido o segundo fator e começou a sua recuperação. Se não iniciar sessão com ele antes, é removido a {date} e essa pessoa passa a iniciar sessão apenas com o primeiro passo.',
  'delivery.secondFactor.mail.ownerNotice.check':
    'Se não estava à espera, retire essa pessoa da equipa, ou altere a sua palavra-passe se se tratar do seu próprio acesso.',
} satisfies Record<keyof typeof en, string>;
