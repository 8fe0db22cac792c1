/** The page view of 'Meus dados' (issue 28): the holdings grouped and masked for the screen. */
import type { z } from 'zod';
import { erasureCheck, isOpenStatus, maskCpf, maskPixKey, maskTail, RETENTION } from '@portal/domain';
import type { Holdings } from './holdings';
import { pendingRefundsOf } from './pending-refunds';
import type { overviewAnswer } from './wire';

type Overview = z.infer<typeof overviewAnswer>;
type Holding = Overview['brands'][number]['holds'][number];

function addressesOf(holdings: Holdings, brandName: (id: number | null) => string): Overview['addresses'] {
  const seen = new Map<string, Overview['addresses'][number]>();
  const add = (
    address: Omit<Overview['addresses'][number], 'from' | 'brand'>,
    from: 'order' | 'protocol',
    brand: string,
  ) => {
    if (!address.cep && !address.street) return;
    const key = [address.cep, address.street, address.number, address.complement].join('|').toLowerCase();
    if (!seen.has(key)) seen.set(key, { ...address, from, brand });
  };
  for (const order of holdings.orders) {
    add(
      {
        cep: order.cep ?? '',
        street: order.street ?? '',
        number: order.streetNumber ?? '',
        complement: order.complement ?? '',
        district: order.district ?? '',
        city: order.city ?? '',
        uf: order.uf ?? '',
      },
      'order',
      brandName(order.brandId),
    );
  }
  for (const protocol of holdings.protocols) {
    add(
      {
        cep: protocol.cep,
        street: protocol.street,
        number: protocol.streetNumber,
        complement: protocol.complement ?? '',
        district: protocol.district,
        city: protocol.city,
        uf: protocol.uf,
      },
      'protocol',
      brandName(protocol.brandId),
    );
  }
  return [...seen.values()];
}

function brandHoldings(holdings: Holdings): Overview['brands'] {
  const byBrand = new Map<number, Set<Holding>>();
  const mark = (brandId: number | null, holding: Holding) => {
    if (brandId === null) return;
    const set = byBrand.get(brandId) ?? new Set<Holding>();
    set.add(holding);
    byBrand.set(brandId, set);
  };
  holdings.orders.forEach((row) => mark(row.brandId, 'orders'));
  holdings.protocols.forEach((row) => mark(row.brandId, 'protocols'));
  holdings.walletMovements.forEach((row) => mark(row.brandId, 'wallet'));
  holdings.coupons.forEach((row) => mark(row.brandId, 'coupons'));
  holdings.signIns.forEach((row) => mark(row.brandId, 'signIns'));
  return [...byBrand.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, set]) => ({ name: holdings.brandNames.get(id) ?? String(id), holds: [...set] }));
}

export function overviewOf(holdings: Holdings): Overview {
  const { consumer } = holdings;
  const brandName = (id: number | null) => (id === null ? '' : (holdings.brandNames.get(id) ?? String(id)));
  const openProtocolIds = holdings.protocols.filter((row) => isOpenStatus(row.statusId)).map((row) => row.id);
  const balances = holdings.walletAccounts.map((row) => ({ brandId: row.brandId, balanceCents: row.balanceCents }));
  const pendingRefunds = pendingRefundsOf(holdings);
  const check = erasureCheck({ openProtocolIds, walletBalances: balances, pendingRefunds });
  return {
    identity: { name: consumer.name, cpf: consumer.cpf ?? '', cpfMasked: maskCpf(consumer.cpf) },
    contacts: { email: consumer.email ?? '', phone: consumer.phone ?? '' },
    addresses: addressesOf(holdings, brandName),
    bank: {
      bankCode: consumer.bankCode ?? '',
      bankName: holdings.bankName ?? '',
      agencyMasked: maskTail(consumer.bankAgency, 1),
      accountMasked: maskTail(consumer.bankAccount),
      pixKeyMasked: maskPixKey(consumer.pixKey),
    },
    protocols: holdings.protocols.map((protocol) => ({
      id: protocol.id,
      brand: brandName(protocol.brandId),
      createdAt: protocol.createdAt.toISOString(),
      statusId: protocol.statusId,
      open: isOpenStatus(protocol.statusId),
      files: holdings.attachments
        .filter((file) => file.protocolId === protocol.id)
        .map((file) => ({
          id: file.id,
          name: file.originalName,
          isInvoice: file.isInvoice,
          sizeBytes: file.sizeBytes,
        })),
    })),
    wallet: {
      movements: holdings.walletMovements.map((row) => ({
        brand: brandName(row.brandId),
        movedAt: row.movedAt.toISOString(),
        operation: row.operation,
        valueCents: row.valueCents,
        description: row.description,
      })),
      coupons: holdings.coupons.map((row) => ({
        brand: brandName(row.brandId),
        campaign: row.campaign,
        discountPercent: row.discountPercent,
        validUntil: String(row.validUntil),
        status: row.status,
      })),
      balances: holdings.walletAccounts.map((row) => ({
        brand: brandName(row.brandId),
        balanceCents: row.balanceCents,
      })),
    },
    signIns: holdings.signIns.map((row) => ({
      at: row.signedInAt.toISOString(),
      brand: brandName(row.brandId),
      channel: row.channel,
      deviceClass: row.deviceClass,
    })),
    brands: brandHoldings(holdings),
    operatorReads: holdings.operatorReads.map((read) => ({
      at: read.at.toISOString(),
      role: read.role,
      brand: read.brandId === null ? null : brandName(read.brandId),
      what: read.what,
      protocolId: read.protocolId,
    })),
    erasure: {
      allowed: check.kind === 'allowed',
      openProtocolIds,
      balanceCents: balances.reduce((sum, row) => sum + row.balanceCents, 0),
      pendingRefundCents: pendingRefunds.reduce((sum, row) => sum + row.valueCents, 0),
      invoiceYears: RETENTION.invoiceYears,
    },
  };
}
