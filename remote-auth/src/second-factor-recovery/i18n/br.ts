import type en from './en-us';

export default {
  'auth.secondFactorRecovery.title': 'Segundo fator perdido',
  'auth.secondFactorRecovery.noToken':
    'Esta página abre pelo link de recuperação no seu e-mail. Para receber um, faça login e escolha “Perdeu o acesso ao seu segundo fator?”.',
  'auth.secondFactorRecovery.intro':
    'Confirme para remover o seu segundo fator depois de um período de espera. Para a sua segurança, o proprietário da conta é avisado, e você só poderá entrar apenas com a senha quando o período terminar.',
  'auth.secondFactorRecovery.confirm': 'Remover meu segundo fator depois do período de espera',
  'auth.secondFactorRecovery.doneTitle': 'Recuperação iniciada',
  'auth.secondFactorRecovery.doneWhen':
    'O seu segundo fator será removido em {date}. A partir daí, entre com a sua senha e configure um novo.',
  'auth.secondFactorRecovery.ownerTold':
    'O proprietário da conta foi avisado, e você também, por e-mail.',
  'auth.secondFactorRecovery.cancel':
    'Encontrou o celular ou os códigos de recuperação? Entre com eles: isso cancela a recuperação.',
} satisfies Record<keyof typeof en, string>;
