import type { BrandName, DetailAnswer, Operator, OperatorRow, QueueItem, ReportRow } from '@portal/domain/backoffice';

/** The seeded brands' names, as the API answers them with an operator. */
const BRAND_NAMES: BrandName[] = [
  { id: 1, name: 'Corre Brasil' },
  { id: 2, name: 'Trilha Norte' },
  { id: 4, name: 'Maré Sports' },
];
const namesOf = (brands: number[]) => BRAND_NAMES.filter((brand) => brands.includes(brand.id));

export const AGENT: Operator = {
  id: 7,
  email: 'bia.agent@example.com',
  name: 'Bia Lima',
  role: 'agent',
  brands: [1, 2],
  brandNames: namesOf([1, 2]),
};
export const ADMIN: Operator = {
  id: 1,
  email: 'rui.admin@example.com',
  name: 'Rui Costa',
  role: 'admin',
  brands: [1, 2, 4],
  brandNames: namesOf([1, 2, 4]),
};

export function queueItem(overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    prtId: 900123,
    brandId: 1,
    status: 2,
    createdAt: '2026-11-10T13:00:00.000Z',
    lastMoveAt: '2026-11-11T09:30:00.000Z',
    ageDays: 15,
    customerName: 'Ana Paula Souza',
    reasonName: 'Defeito',
    desireName: 'Vale-compras',
    trigger: 'C',
    assignee: null,
    statusSince: '2026-11-11T09:30:00.000Z',
    statusAgeHours: 2,
    targetHours: null,
    late: false,
    missingFiles: 0,
    language: 'pt',
    ...overrides,
  };
}

export function detail(overrides: Partial<DetailAnswer> = {}): DetailAnswer {
  return {
    missingFiles: [],
    protocol: {
      prtId: 900123,
      brandId: 1,
      status: 3,
      origin: 'ecom',
      createdAt: '2026-11-10T13:00:00.000Z',
      customer: {
        name: 'Ana Paula Souza',
        email: 'ana.souza@example.com',
        phone: null,
        cpfMasked: '***.982.247-**',
        language: 'es',
      },
      shippingCode: null,
      orderCode: 'PED-1001',
      invoiceNumber: '12345',
      address: {
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Apto 82',
        district: 'Bela Vista',
        city: 'São Paulo',
        uf: 'SP',
      },
      // An agent's view: the bank named beside its code, the account masked, nothing whole.
      payment: {
        type: 6,
        bankCode: '341',
        bankName: 'Itaú Unibanco S.A.',
        agencyMasked: '***4',
        accountMasked: '*****-9',
        pixKeyMasked: null,
        full: null,
      },
      voucherAccepted: true,
      totalCents: 49990,
      bonusCents: 4999,
    },
    items: [
      {
        position: 1,
        productName: 'Tênis de Corrida Veloz',
        colour: 'Azul Royal',
        size: '40',
        quantity: 1,
        valueCents: 49990,
        reasonName: 'Defeito',
        subReasonName: 'Costura solta',
        desireName: 'Vale-compras',
        trigger: 'C',
        exchangeSize: null,
        exchangeColour: null,
        observation: 'A costura abriu no primeiro uso.',
      },
    ],
    files: [
      {
        id: 31,
        itemPosition: 1,
        kind: 'photo',
        name: 'defeito.jpg',
        contentType: 'image/jpeg',
        size: 2048,
        url: '/api/backoffice/protocols/900123/files/31',
      },
      {
        id: 32,
        itemPosition: 1,
        kind: 'invoice',
        name: 'nota.pdf',
        contentType: 'application/pdf',
        size: 4096,
        url: '/api/backoffice/protocols/900123/files/32',
      },
    ],
    history: [
      {
        status: 1,
        at: '2026-11-10T13:00:00.000Z',
        note: 'Protocolo aberto pelo portal do cliente.',
        denialReason: null,
        operator: null,
        source: 'portal',
      },
      {
        status: 2,
        at: '2026-11-10T15:00:00.000Z',
        note: 'Aguardando o produto.',
        denialReason: 'Código de postagem enviado por e-mail.',
        operator: { id: 7, email: AGENT.email },
        source: 'operator',
      },
      { status: 3, at: '2026-11-12T10:00:00.000Z', note: null, denialReason: null, operator: null, source: 'erp' },
    ],
    allowed: [
      { to: 22, requiresReason: false },
      { to: 10, requiresReason: true },
    ],
    ...overrides,
  };
}

export const REPORT_ROWS: ReportRow[] = [
  {
    month: '2026-10',
    brandId: 1,
    brandName: 'Corre Brasil',
    reasonName: 'Defeito',
    desireName: 'Troca',
    status: 11,
    count: 4,
  },
  {
    month: '2026-11',
    brandId: 1,
    brandName: 'Corre Brasil',
    reasonName: 'Defeito',
    desireName: 'Vale-compras',
    status: 2,
    count: 3,
  },
  {
    month: '2026-11',
    brandId: 2,
    brandName: 'Trilha Norte',
    reasonName: 'Tamanho',
    desireName: 'Reembolso',
    status: 1,
    count: 5,
  },
];

export const OPERATORS: OperatorRow[] = [
  { ...AGENT, active: true },
  { ...ADMIN, active: true },
  {
    id: 9,
    email: 'leo.old@example.com',
    name: 'Leo Dias',
    role: 'agent',
    brands: [4],
    brandNames: namesOf([4]),
    active: false,
  },
];
