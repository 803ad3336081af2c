import type en from './en-us';

export default {
  'delivery.secondFactor.error.challengeInvalid':
    'Esta etapa de login expirou ou já foi usada. Faça login novamente.',
  'delivery.secondFactor.error.codeInvalid':
    'Este código não está correto, ou já foi usado. Confira o código e tente de novo.',
  'delivery.secondFactor.error.setupRequired':
    'Esta conta exige um segundo fator. Configure um aplicativo autenticador ou uma chave de acesso para continuar.',
  'delivery.secondFactor.error.totpAlreadyEnabled':
    'O aplicativo autenticador já está ativado. Desative-o primeiro para configurar outro.',
  'delivery.secondFactor.error.totpNotPending':
    'Nenhum aplicativo autenticador está aguardando o primeiro código. Comece a configuração de novo.',
  'delivery.secondFactor.error.totpNotEnabled': 'Nenhum aplicativo autenticador está configurado.',
  'delivery.secondFactor.error.proofRequired':
    'Digite sua senha ou um código do seu aplicativo autenticador.',
  'delivery.secondFactor.error.recoveryLinkInvalid':
    'Este link de recuperação não é válido ou expirou. Comece de novo pela página de login.',
  'delivery.secondFactor.mail.lost.subject': 'Entrar sem o segundo fator perdido',
  'delivery.secondFactor.mail.lost.body':
    'Alguém, provavelmente você, informou ter perdido o segundo fator com que entra no Property Video. Abra o link para iniciar a recuperação: depois de um período de espera de {hours} horas, seu segundo fator é removido e você entra só com a primeira etapa. O proprietário da conta é avisado.',
  'delivery.secondFactor.mail.lost.action': 'Iniciar a recuperação',
  'delivery.secondFactor.mail.lost.ignore':
    'Se não foi você, ignore este e-mail: nada muda. O link vale por 24 horas.',
  'delivery.secondFactor.mail.started.subject': 'Seu segundo fator será removido em {date}',
  'delivery.secondFactor.mail.started.body':
    'A recuperação do seu segundo fator perdido começou. Em {date} ele é removido, e seu próximo login pede só a primeira etapa.',
  'delivery.secondFactor.mail.started.notYou':
    'Se não foi você quem iniciou, entre com seu segundo fator: isso interrompe a recuperação. Depois troque sua senha e escreva para {support}.',
  'delivery.secondFactor.mail.ownerNotice.subject':
    'Uma recuperação de segundo fator começou na sua conta',
  'delivery.secondFactor.mail.ownerNotice.body':
    '{person} informou ter perdido o segundo fator e iniciou a recuperação. Se não entrar com ele antes, ele é removido em {date} e essa pessoa passa a entrar só com a primeira etapa.',
  'delivery.secondFactor.mail.ownerNotice.check':
    'Se isso for inesperado, remova essa pessoa da equipe, ou troque sua senha se for o seu próprio login.',
} satisfies Record<keyof typeof en, string>;
