import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Esta cuenta se está eliminando a petición de su propietario. Puede restaurarla hasta que se borren sus datos.',
  'delivery.deletion.error.deleted': 'Esta cuenta fue eliminada por su propietario.',
  'delivery.deletion.error.confirmation':
    'Escriba exactamente la dirección de correo de la cuenta para confirmar la eliminación.',
  'delivery.deletion.error.restoreInvalid':
    'Esta oferta de restauración ha caducado o ya se usó. Vuelva a iniciar sesión.',
} satisfies Record<keyof typeof en, string>;
