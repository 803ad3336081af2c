import type en from './en-us';

export default {
  'import.image.invalidUrl':
    'Il link dell’immagine non è un indirizzo web che inizia con http:// o https:// (senza nome utente né password).',
  'import.image.blockedAddress':
    'Questo indirizzo non può essere scaricato: porta a una rete privata o locale.',
  'import.image.timeout':
    'Il download dell’immagine ha richiesto troppo tempo. Controlla il link o carica tu l’immagine.',
  'import.image.tooLarge': 'L’immagine supera i 5 MB.',
  'import.image.notAnImage': 'Il link non porta a un’immagine PNG, JPEG o WebP.',
  'import.image.httpError':
    'Impossibile scaricare l’immagine: il suo server ha risposto con un errore.',
  'import.image.unreachable': 'Il server dell’immagine non è raggiungibile.',
  'validation.import.empty': 'Incolla almeno una riga.',
  'validation.import.imageUrl': 'Indica l’immagine con un indirizzo web che inizia con https://',
} satisfies Record<keyof typeof en, string>;
