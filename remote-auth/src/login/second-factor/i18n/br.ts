import type en from './en-us';

export default {
  'auth.secondFactor.title': 'Confirme que é você',
  'auth.secondFactor.introTotp':
    'Digite o código de 6 dígitos que o seu aplicativo autenticador mostra agora.',
  'auth.secondFactor.introRecovery':
    'Digite um dos códigos de recuperação que você salvou ao configurar o seu segundo fator. Cada código funciona uma vez.',
  'auth.secondFactor.introPasskey': 'Confirme com a sua chave de acesso para concluir o login.',
  'auth.secondFactor.codeLabel': 'Código do aplicativo autenticador',
  'auth.secondFactor.recoveryLabel': 'Código de recuperação',
  'auth.secondFactor.recoveryHint': 'Dez letras e números, por exemplo abcde-12345',
  'auth.secondFactor.submit': 'Continuar',
  'auth.secondFactor.submitting': 'Verificando…',
  'auth.secondFactor.attemptsLeft':
    '{count, plural, one {Resta # tentativa.} other {Restam # tentativas.}}',
  'auth.secondFactor.useRecovery': 'Usar um código de recuperação',
  'auth.secondFactor.useApp': 'Usar o aplicativo autenticador',
  'auth.secondFactor.lost': 'Perdeu o acesso ao seu segundo fator?',
  'auth.secondFactor.lostTitle': 'Confira o seu e-mail',
  'auth.secondFactor.lostSent':
    'Enviamos um link de recuperação para o e-mail com que você faz login.',
  'auth.secondFactor.lostNext':
    'Abra o link para confirmar: depois de um período de espera, durante o qual o proprietário da conta é avisado, o seu segundo fator é removido e você pode entrar só com a senha e depois configurar um novo.',
  'auth.secondFactor.backToLogin': 'Voltar ao login',
} satisfies Record<keyof typeof en, string>;
