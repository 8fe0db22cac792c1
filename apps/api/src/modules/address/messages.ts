import type { LocalizedText } from '../../db/schema';

export const addressMessages = {
  cepInvalid: {
    pt: 'CEP inválido: informe os 8 dígitos.',
    en: 'Invalid zip code (CEP): enter its 8 digits.',
    es: 'Código postal (CEP) no válido: ingresa sus 8 dígitos.',
  },
  cepNotFound: {
    pt: 'CEP não encontrado',
    en: 'Zip code not found',
    es: 'Código postal no encontrado',
  },
  cepLookupFailed: {
    pt: 'Não foi possível consultar o CEP agora. Preencha a cidade e o estado.',
    en: 'The zip code could not be looked up right now. Please fill in the city and state.',
    es: 'No pudimos consultar el código postal ahora. Completa la ciudad y el estado.',
  },
} satisfies Record<string, LocalizedText>;
