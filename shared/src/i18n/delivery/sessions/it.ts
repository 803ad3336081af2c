import type en from './en-us';

export default {
  'delivery.sessions.device': '{browser} su {os}',
  'delivery.sessions.unknown': 'sconosciuto',
  'delivery.sessions.newDevice.subject': 'Nuovo accesso al tuo account Property Video',
  'delivery.sessions.newDevice.body':
    'È appena stato effettuato l’accesso al tuo account del Portale clienti da un dispositivo che non avevi mai usato.',
  'delivery.sessions.newDevice.details': 'Quando: {time}. Dispositivo: {device}. Indirizzo: {ip}.',
  'delivery.sessions.newDevice.ifYou': 'Se sei stato tu, non devi fare nulla.',
  'delivery.sessions.newDevice.notYou':
    'Se non sei stato tu, cambia subito la password dalla pagina di accesso («Password dimenticata?»): tutte le altre sessioni verranno chiuse. Scrivi a {support} se hai bisogno di aiuto.',
  'delivery.sessions.appSignedOut':
    'La tua azienda ha disconnesso questo telefono dall’app. Se il telefono è tuo, accedi di nuovo con il tuo numero.',
} satisfies Record<keyof typeof en, string>;
