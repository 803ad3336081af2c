import type en from './en-us';

export default {
  'account.passkeys.title': 'Chaves de acesso',
  'account.passkeys.intro':
    'Inicie sessão com a sua impressão digital, rosto ou bloqueio de ecrã em vez de uma palavra-passe. Uma chave de acesso também conta como segundo fator.',
  'account.passkeys.list': 'As suas chaves de acesso',
  'account.passkeys.empty': 'Ainda não tem chaves de acesso.',
  'account.passkeys.added': 'Adicionada a {date}.',
  'account.passkeys.lastUsed': 'Utilizada pela última vez a {date}.',
  'account.passkeys.neverUsed': 'Ainda não utilizada.',
  'account.passkeys.synced': 'Sincronizada entre os seus dispositivos.',
  'account.passkeys.notSynced': 'Guardada num só dispositivo.',
  'account.passkeys.name': 'Nome da chave de acesso',
  'account.passkeys.nameHint':
    'Para distinguir as suas chaves, por exemplo «Portátil do trabalho».',
  'account.passkeys.add': 'Adicionar uma chave de acesso',
  'account.passkeys.adding': 'À espera do seu dispositivo…',
  'account.passkeys.addedNotice': 'Chave de acesso «{name}» adicionada.',
  'account.passkeys.cancelled':
    'Nenhuma chave de acesso foi criada: o pedido foi cancelado ou expirou. Tente novamente quando estiver pronto.',
  'account.passkeys.alreadyOnDevice': 'Este dispositivo já guarda uma das suas chaves de acesso.',
  'account.passkeys.failed':
    'O seu dispositivo não conseguiu criar uma chave de acesso. Tente novamente ou utilize outro dispositivo.',
  'account.passkeys.unsupported':
    'Este navegador não consegue criar chaves de acesso. Adicione uma noutro navegador ou dispositivo.',
  'account.passkeys.rename': 'Mudar o nome',
  'account.passkeys.renameNamed': 'Mudar o nome de {name}',
  'account.passkeys.renameTitle': 'Mudar o nome da chave de acesso',
  'account.passkeys.save': 'Guardar',
  'account.passkeys.saving': 'A guardar…',
  'account.passkeys.renamed': 'Chave de acesso com o novo nome «{name}».',
  'account.passkeys.remove': 'Remover',
  'account.passkeys.removeNamed': 'Remover {name}',
  'account.passkeys.removeTitle': 'Remover esta chave de acesso?',
  'account.passkeys.removeText':
    '«{name}» deixará de iniciar a sua sessão. O seu dispositivo guarda-a até a apagar lá.',
  'account.passkeys.removeConfirm': 'Remover chave de acesso',
  'account.passkeys.removed': 'Chave de acesso «{name}» removida.',
} satisfies Record<keyof typeof en, string>;
