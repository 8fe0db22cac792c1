import type { LocalizedText } from '../../db/schema';

/** Texts of the wallet calls (statement, totals, coupons), in the request language. es uses 'tú' (docs/glossary.md). */
export const walletMessages = {
  dateInvalid: {
    pt: 'A data {field} é inválida: use uma data real no formato aaaa-mm-dd.',
    en: 'The date {field} is invalid: use a real date in the format yyyy-mm-dd.',
    es: 'La fecha {field} no es válida: usa una fecha real con el formato aaaa-mm-dd.',
  },
  dateRangeInverted: {
    pt: 'A data inicial deve ser anterior ou igual à data final.',
    en: 'The start date must be on or before the end date.',
    es: 'La fecha inicial debe ser anterior o igual a la fecha final.',
  },
  cursorInvalid: {
    pt: 'A página pedida do extrato é inválida: recarregue o extrato.',
    en: 'The statement page asked for is invalid: reload the statement.',
    es: 'La página pedida del extracto no es válida: vuelve a cargar el extracto.',
  },
  couponNotAvailable: {
    pt: 'Não há cupom de desconto disponível para você no momento.',
    en: 'No discount coupon is available for you at the moment.',
    es: 'No hay ningún cupón de descuento disponible para ti en este momento.',
  },
  cpfRequired: {
    pt: 'Para receber o cupom é preciso ter o CPF cadastrado. Entre em contato com o SAC.',
    en: 'To receive the coupon your CPF must be registered. Please contact customer service.',
    es: 'Para recibir el cupón necesitas tener el CPF registrado. Ponte en contacto con atención al cliente.',
  },
  couponCreated: {
    pt: 'Cupom de desconto {code} gerado com sucesso.',
    en: 'Discount coupon {code} created successfully.',
    es: 'Cupón de descuento {code} generado con éxito.',
  },
  couponEmailSubject: {
    pt: 'Seu cupom de desconto {brand}',
    en: 'Your {brand} discount coupon',
    es: 'Tu cupón de descuento {brand}',
  },
  couponEmailText: {
    pt: 'Olá! Seu cupom de desconto de {percent}% é {code}. Use até {until} na loja online {brand}.',
    en: 'Hello! Your {percent}% discount coupon is {code}. Use it by {until} in the {brand} online store.',
    es: '¡Hola! Tu cupón de descuento del {percent}% es {code}. Úsalo hasta el {until} en la tienda online {brand}.',
  },
} satisfies Record<string, LocalizedText>;
