import type en from './en-us';

export default {
  'account.secondFactor.title': 'Segundo fator',
  'account.secondFactor.intro':
    'Depois da senha, um código de um aplicativo autenticador no seu celular confirma que é você: uma senha roubada não basta mais para abrir a sua conta.',
  'account.secondFactor.required':
    'O proprietário da sua conta exige um segundo fator: configure um para continuar.',
  'account.secondFactor.on':
    'Ativado: o seu aplicativo autenticador confirma os seus logins (desde {date}). {count, plural, =0 {Nenhum código de recuperação restante: gere novos.} one {Resta # código de recuperação.} other {Restam # códigos de recuperação.}}',
  'account.secondFactor.off': 'Desativado: você entra só com a senha.',
  'account.secondFactor.offPasskeys':
    'As suas chaves de acesso confirmam os seus logins. Um aplicativo autenticador também funciona onde não dá para usar uma chave de acesso.',
  'account.secondFactor.setUp': 'Configurar um aplicativo autenticador',
  'account.secondFactor.setupTitle': 'Configure o seu aplicativo autenticador',
  'account.secondFactor.scan':
    'Escaneie este QR code com o seu aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'account.secondFactor.qrAlt': 'QR code para escanear com o seu aplicativo autenticador',
  'account.secondFactor.secretIntro':
    'Não consegue escanear? Adicione uma conta no aplicativo manualmente, com esta chave:',
  'account.secondFactor.copySecret': 'Copiar a chave',
  'account.secondFactor.codeLabel': 'Código do aplicativo autenticador',
  'account.secondFactor.turnOn': 'Ativar',
  'account.secondFactor.codesTitle': 'Seus códigos de recuperação',
  'account.secondFactor.codesIntro':
    'Guarde-os em um lugar seguro: cada um permite entrar uma vez se você perder o celular. Eles só aparecem agora.',
  'account.secondFactor.codesFileTitle':
    'Códigos de recuperação Property Video (cada um funciona uma vez)',
  'account.secondFactor.download': 'Baixar',
  'account.secondFactor.saved': 'Já salvei',
  'account.secondFactor.newCodes': 'Gerar novos códigos de recuperação',
  'account.secondFactor.newCodesTitle': 'Gerar novos códigos de recuperação?',
  'account.secondFactor.newCodesMessage':
    'Os seus códigos de recuperação atuais vão parar de funcionar. Os novos aparecem uma única vez.',
  'account.secondFactor.turnOff': 'Desativar',
  'account.secondFactor.turnOffTitle': 'Desativar o aplicativo autenticador?',
  'account.secondFactor.turnOffMessage':
    'Digite um código do aplicativo para confirmar. Os seus códigos de recuperação param de funcionar junto com ele.',
  'account.secondFactor.policyTitle': 'Segundo fator para a sua equipe',
  'account.secondFactor.policyLegend': 'Quem precisa usar um segundo fator',
  'account.secondFactor.policyHint':
    'Um membro que precise e não tenha um é levado a configurá-lo no próximo login, antes de qualquer outra coisa no portal.',
  'account.secondFactor.policy.off': 'Ninguém é obrigado',
  'account.secondFactor.policy.billing':
    'Quem controla o faturamento (você e os membros de Faturamento)',
  'account.secondFactor.policy.everyone': 'Todos na conta',
  'account.secondFactor.policySave': 'Salvar',
  'account.secondFactor.policySaved': 'Regra do segundo fator salva.',
  'account.secondFactor.setupPageTitle': 'Configure um segundo fator',
  'account.secondFactor.setupPageIntro':
    'O proprietário da sua conta exige um segundo fator para usar o portal. Configure um aplicativo autenticador ou uma chave de acesso: o portal abre assim que terminar.',
} satisfies Record<keyof typeof en, string>;
