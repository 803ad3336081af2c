import type en from './en-us';

export default {
  'import.image.invalidUrl':
    'O link da imagem não é um endereço da web que começa com http:// ou https:// (sem nome de usuário nem senha).',
  'import.image.blockedAddress':
    'Não é possível buscar este endereço: ele leva a uma rede privada ou local.',
  'import.image.timeout':
    'O download da imagem demorou demais. Verifique o link ou envie a imagem manualmente.',
  'import.image.tooLarge': 'A imagem tem mais de 5 MB.',
  'import.image.notAnImage': 'O link não leva a uma imagem PNG, JPEG ou WebP.',
  'import.image.httpError':
    'Não foi possível baixar a imagem: o servidor dela respondeu com um erro.',
  'import.image.unreachable': 'Não foi possível acessar o servidor da imagem.',
  'validation.import.empty': 'Cole pelo menos uma linha.',
  'validation.import.imageUrl': 'Informe a imagem por um endereço web que comece com https://',
} satisfies Record<keyof typeof en, string>;
