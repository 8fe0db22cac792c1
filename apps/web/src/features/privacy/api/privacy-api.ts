/** The calls of 'Meus dados' (issue 28): the overview, one-time codes, export, corrections and erasure. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PrivacyOverview {
  identity: { name: string; cpf: string; cpfMasked: string };
  contacts: { email: string; phone: string };
  addresses: {
    cep: string;
    street: string;
    number: string;
    complement: string;
    district: string;
    city: string;
    uf: string;
    from: 'order' | 'protocol';
    brand: string;
  }[];
  bank: { bankCode: string; bankName: string; agencyMasked: string; accountMasked: string; pixKeyMasked: string };
  protocols: {
    id: number;
    brand: string;
    createdAt: string;
    statusId: number;
    open: boolean;
    files: { id: number; name: string; isInvoice: boolean; sizeBytes: number }[];
  }[];
  wallet: {
    movements: {
      brand: string;
      movedAt: string;
      operation: 'Credit' | 'Debit';
      valueCents: number;
      description: string;
    }[];
    coupons: { brand: string; campaign: string; discountPercent: number; validUntil: string; status: string }[];
    balances: { brand: string; balanceCents: number }[];
  };
  signIns: { at: string; brand: string; channel: 'email' | 'sms'; deviceClass: string }[];
  brands: { name: string; holds: ('orders' | 'protocols' | 'wallet' | 'coupons' | 'signIns')[] }[];
  /** Who read her data (by role and brand team, never the operator's name) and why, newest first (ADR 0093). */
  operatorReads: {
    at: string;
    role: 'agent' | 'admin';
    brand: string | null;
    what: 'protocol_view' | 'file_download' | 'search';
    protocolId: number | null;
  }[];
  erasure: {
    allowed: boolean;
    openProtocolIds: number[];
    /** Negative: owed by the shopper. */
    balanceCents: number;
    /** Refunds asked for and not yet paid (ADR 0071). */
    pendingRefundCents: number;
    invoiceYears: number;
  };
}

export const privacyKeys = {
  all: ['privacy'] as const,
  overview: () => ['privacy', 'overview'] as const,
  contactOffer: () => ['privacy', 'contact-offer'] as const,
};

/** The contacts this store holds for the shopper that her account does not (ADR 0070); null for none. */
export interface ContactOfferAnswer {
  email: string | null;
  phone: string | null;
}

export function useContactOffer() {
  return useQuery({
    queryKey: privacyKeys.contactOffer(),
    // Silent: a notice that cannot load is simply not shown (the page's own sections say what failed).
    queryFn: ({ signal }) => apiRequest<ContactOfferAnswer>('/privacy/me/contact-offer', { signal, silent: true }),
  });
}

export const privacyOverviewQuery = () =>
  queryOptions({
    queryKey: privacyKeys.overview(),
    queryFn: ({ signal }) => apiRequest<PrivacyOverview>('/privacy/me', { signal }),
  });

export function usePrivacyOverview() {
  return useQuery(privacyOverviewQuery());
}

export type CodePurpose = 'export' | 'erasure';

export const sendPurposeCode = (purpose: CodePurpose) =>
  apiRequest<{ sentTo: string }>('/privacy/code', { method: 'POST', body: { purpose }, silent: true });

export const startExport = (code: string) =>
  apiRequest<{ status: 'ready' | 'preparing'; downloadUrl: string | null; expiresAt: string }>('/privacy/export', {
    method: 'POST',
    body: { code },
    silent: true,
  });

export const eraseMyData = (code: string) =>
  apiRequest<{ erased: true }>('/privacy/erasure', { method: 'POST', body: { code }, silent: true });

export type NewContact = { email: string } | { telefone: string };

export const requestContactChange = (contact: NewContact) =>
  apiRequest<{ sentTo: string }>('/privacy/me/contact', { method: 'POST', body: contact, silent: true });

export const confirmContactChange = (contact: NewContact, code: string) =>
  apiRequest<{ ok: true }>('/privacy/me/contact/confirm', { method: 'POST', body: { ...contact, code }, silent: true });

export const correctName = (nome: string) =>
  apiRequest<{ ok: true }>('/privacy/me/name', { method: 'PATCH', body: { nome }, silent: true });

export const correctAddress = (address: Record<string, string>) =>
  apiRequest<{ ok: true }>('/privacy/me/address', { method: 'PATCH', body: address, silent: true });

export const correctBank = (bank: Record<string, string>) =>
  apiRequest<{ ok: true }>('/privacy/me/bank', { method: 'PATCH', body: bank, silent: true });

/** A call that changes what the page shows: the overview loads again after it. */
export function useOverviewChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.overview() }),
  });
}
