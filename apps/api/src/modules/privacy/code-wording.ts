/**
 * What each 'Meus dados' code says it confirms (issue 46): a shopper asked for an export, an erasure or a new contact,
 * not for a sign-in, and a message reading 'your access code' hides what the code would let someone do. The
 * validity and 'if you did not ask' lines stay the sign-in message's (auth/templates.ts).
 */
import type { CodeWording } from '../auth/templates';
import type { CodePurpose } from './codes';

export const CODE_WORDING: Record<CodePurpose, CodeWording> = {
  export: {
    subject: {
      pt: '{brand}: código para baixar seus dados',
      en: '{brand}: code to download your data',
      es: '{brand}: código para descargar tus datos',
    },
    intro: {
      pt: 'Você pediu uma cópia dos seus dados em "Meus dados" no portal da {brand}. Para prepará-la, digite o código:',
      en: 'You asked for a copy of your data in "My data" on the {brand} portal. To prepare it, enter the code:',
      es: 'Pediste una copia de tus datos en "Mis datos" en el portal de {brand}. Para prepararla, ingresa el código:',
    },
    sms: {
      pt: '{brand}: código {code} para baixar seus dados. Vale por {minutes} min e uma única vez. Não o compartilhe.',
      en: '{brand}: code {code} to download your data. Valid for {minutes} min, once. Do not share it.',
      es: '{brand}: código {code} para descargar tus datos. Válido por {minutes} min, una sola vez. No lo compartas.',
    },
  },
  erasure: {
    subject: {
      pt: '{brand}: código para apagar seus dados',
      en: '{brand}: code to erase your data',
      es: '{brand}: código para borrar tus datos',
    },
    intro: {
      pt: 'Você pediu para apagar seus dados em "Meus dados" no portal da {brand}. Isso não pode ser desfeito. Para confirmar, digite o código:',
      en: 'You asked to erase your data in "My data" on the {brand} portal. This cannot be undone. To confirm, enter the code:',
      es: 'Pediste borrar tus datos en "Mis datos" en el portal de {brand}. No se puede deshacer. Para confirmar, ingresa el código:',
    },
    sms: {
      pt: '{brand}: código {code} para APAGAR seus dados (não pode ser desfeito). Vale por {minutes} min. Não o compartilhe.',
      en: '{brand}: code {code} to ERASE your data (cannot be undone). Valid for {minutes} min. Do not share it.',
      es: '{brand}: código {code} para BORRAR tus datos (no se puede deshacer). Válido por {minutes} min. No lo compartas.',
    },
  },
  contact: {
    subject: {
      pt: '{brand}: código para confirmar seu novo contato',
      en: '{brand}: code to confirm your new contact',
      es: '{brand}: código para confirmar tu nuevo contacto',
    },
    intro: {
      pt: 'Você pediu para usar este contato no portal da {brand}. Para confirmar a alteração, digite o código:',
      en: 'You asked to use this contact on the {brand} portal. To confirm the change, enter the code:',
      es: 'Pediste usar este contacto en el portal de {brand}. Para confirmar el cambio, ingresa el código:',
    },
    sms: {
      pt: '{brand}: código {code} para confirmar este telefone como seu contato. Vale por {minutes} min. Não o compartilhe.',
      en: '{brand}: code {code} to confirm this phone as your contact. Valid for {minutes} min. Do not share it.',
      es: '{brand}: código {code} para confirmar este teléfono como tu contacto. Válido por {minutes} min. No lo compartas.',
    },
  },
};
