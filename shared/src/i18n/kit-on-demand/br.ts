import type en from './en-us';

export default {
  'common.fileDrop.choose': 'Escolher uma imagem',
  'common.fileDrop.change': 'Escolher outra imagem',
  'common.fileDrop.drop': 'ou arraste-a até aqui',
  'common.fileDrop.current': 'Imagem atual',
  'common.fileDrop.none': 'Ainda sem imagem',
  'common.stepNav.count': 'Etapa {current} de {total}',
} satisfies Record<keyof typeof en, string>;
