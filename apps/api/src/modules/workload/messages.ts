import type { LocalizedText } from '../../db/schema';

/** Errors of the workload calls, in the request language (ARCHITECTURE §6). */
export const workloadMessages = {
  alreadyAssigned: {
    pt: 'Outro operador já é o responsável por este protocolo.',
    en: 'Another operator is already responsible for this protocol.',
    es: 'Otro operador ya es el responsable de este protocolo.',
  },
  assigneeNotOfBrand: {
    pt: 'Este operador não está ativo ou não atende a marca do protocolo.',
    en: 'This operator is not active or does not work the protocol’s brand.',
    es: 'Este operador no está activo o no atiende la marca del protocolo.',
  },
  notYours: {
    pt: 'Só o responsável ou um administrador pode liberar este protocolo.',
    en: 'Only the responsible operator or an administrator can release this protocol.',
    es: 'Solo el responsable o un administrador puede liberar este protocolo.',
  },
  brandNotYours: {
    pt: 'Marca não encontrada.',
    en: 'Brand not found.',
    es: 'Marca no encontrada.',
  },
} satisfies Record<string, LocalizedText>;
