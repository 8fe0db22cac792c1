/**
 * The status message's postage paragraph (issue 46): the code while the product is still to be sent, nothing of it
 * once the product arrived, and what to do meanwhile for 'Aguardando produto' before any code exists.
 */
import { describe, expect, it } from 'vitest';
import { STATUS } from '@portal/domain';
import { statusMessage, type StatusMessageInput } from './templates';

const base: StatusMessageInput = {
  lang: 'pt',
  channel: 'email',
  brandName: 'Corre Brasil',
  brandColour: '#0b5fff',
  protocolId: 100002,
  statusId: STATUS.POST_OBJECT_GENERATED,
  note: null,
  denialReason: null,
  shippingCode: 'LR123456785BR',
  money: null,
  link: 'https://corre.example/protocolos/100002',
};

describe('the status message and the postage code', () => {
  it('gives the code while the product is still to be sent', () => {
    expect(statusMessage(base).text).toContain('Código de postagem: LR123456785BR');
    expect(statusMessage({ ...base, statusId: STATUS.WAITING_PRODUCT }).text).toContain('LR123456785BR');
  });

  it('leaves the code out once the product arrived', () => {
    for (const statusId of [STATUS.AWAITING_ANALYSIS, STATUS.APPROVED_FOR_EXCHANGE, STATUS.FINISHED]) {
      const { text, html } = statusMessage({ ...base, statusId });
      expect(text, String(statusId)).not.toContain('LR123456785BR');
      expect(html, String(statusId)).not.toContain('LR123456785BR');
    }
  });

  it("says what to do for 'Aguardando produto' without a code, in the shopper's language", () => {
    const pt = statusMessage({ ...base, statusId: STATUS.WAITING_PRODUCT, shippingCode: null }).text;
    expect(pt).toContain('O código de postagem para enviá-lo chega numa próxima mensagem');
    const es = statusMessage({ ...base, lang: 'es', statusId: STATUS.WAITING_PRODUCT, shippingCode: null }).text;
    expect(es).toContain('El código de envío para mandarlo llega en un próximo mensaje');
    expect(statusMessage({ ...base, statusId: STATUS.AWAITING_ANALYSIS, shippingCode: null }).text).not.toContain(
      'código de postagem',
    );
  });
});
