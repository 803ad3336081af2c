import type en from './en-us';

export default {
  'common.fileDrop.choose': 'Elegir una imagen',
  'common.fileDrop.change': 'Elegir otra imagen',
  'common.fileDrop.drop': 'o suéltala aquí',
  'common.fileDrop.current': 'Imagen actual',
  'common.fileDrop.none': 'Todavía no hay imagen',
  'common.stepNav.count': 'Paso {current} de {total}',
} satisfies Record<keyof typeof en, string>;
