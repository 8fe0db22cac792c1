import type { LocalizedText } from '../../db/schema';

/** Errors of the policy settings calls, in the request language (ARCHITECTURE §6). */
export const settingsMessages = {
  invalid: {
    pt: 'Valor inválido em {field}.',
    en: 'Invalid value in {field}.',
    es: 'Valor no válido en {field}.',
  },
  catalogueNeedsAllBrands: {
    pt: 'Motivos, submotivos, desejos e bônus valem para todas as marcas: só um administrador de todas elas pode alterá-los.',
    en: 'Reasons, sub-reasons, desires and bonuses apply to every brand: only an administrator of all of them can change them.',
    es: 'Motivos, submotivos, deseos y bonos valen para todas las marcas: solo un administrador de todas ellas puede cambiarlos.',
  },
  notFound: {
    pt: 'Configuração não encontrada.',
    en: 'Setting not found.',
    es: 'Configuración no encontrada.',
  },
  bonusUnknown: {
    pt: 'Bônus não encontrado ou inativo.',
    en: 'Bonus not found or inactive.',
    es: 'Bono no encontrado o inactivo.',
  },
} satisfies Record<string, LocalizedText>;
