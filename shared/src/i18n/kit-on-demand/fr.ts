import type en from './en-us';

export default {
  'common.fileDrop.choose': 'Choisir une image',
  'common.fileDrop.change': 'Choisir une autre image',
  'common.fileDrop.drop': 'ou déposez-la ici',
  'common.fileDrop.current': 'Image actuelle',
  'common.fileDrop.none': 'Pas encore d’image',
  'common.stepNav.count': 'Étape {current} sur {total}',
} satisfies Record<keyof typeof en, string>;
