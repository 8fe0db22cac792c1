import type { LocalizedText } from '@portal/domain';

/** Texts of the orders module's refusals, in the three portal languages. */
export const ordersMessages = {
  /** Spec §4: complete saved bank data are locked; the request flow shows them read-only and may not change them. */
  bankDataLocked: {
    pt: 'Os dados bancários já cadastrados não podem ser alterados por aqui. Para alterá-los, fale com o atendimento.',
    en: 'The bank details on file cannot be changed here. To change them, please contact customer service.',
    es: 'Los datos bancarios ya registrados no se pueden cambiar aquí. Para cambiarlos, comunícate con atención al cliente.',
  },
} satisfies Record<string, LocalizedText>;
