import type en from './en-us';

export default {
  'import.image.invalidUrl':
    'A ligação da imagem não é um endereço web que comece por http:// ou https:// (sem nome de utilizador nem palavra-passe).',
  'import.image.blockedAddress':
    'Não é possível obter este endereço: leva a uma rede privada ou local.',
  'import.image.timeout':
    'A transferência da imagem demorou demasiado. Verifique a ligação ou envie a imagem manualmente.',
  'import.image.tooLarge': 'A imagem tem mais de 5 MB.',
  'import.image.notAnImage': 'A ligação não leva a uma imagem PNG, JPEG ou WebP.',
  'import.image.httpError':
    'Não foi possível transferir a imagem: o servidor respondeu com um erro.',
  'import.image.unreachable': 'Não foi possível contactar o servidor da imagem.',
  'validation.import.empty': 'Cole pelo menos uma linha.',
  'validation.import.imageUrl': 'Indique a imagem por um endereço web que comece por https://',
} satisfies Record<keyof typeof en, string>;
