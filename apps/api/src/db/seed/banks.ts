import type { Database } from '../client';
import { banks } from '../schema';

/** Banks by their COMPE code, as the central bank lists them (names shortened to how customers know them). */
const BANKS: readonly [code: string, name: string][] = [
  ['001', 'Banco do Brasil S.A.'],
  ['003', 'Banco da Amazônia S.A.'],
  ['004', 'Banco do Nordeste do Brasil S.A.'],
  ['021', 'Banestes S.A. Banco do Estado do Espírito Santo'],
  ['033', 'Banco Santander (Brasil) S.A.'],
  ['037', 'Banco do Estado do Pará S.A. (Banpará)'],
  ['041', 'Banco do Estado do Rio Grande do Sul S.A. (Banrisul)'],
  ['047', 'Banco do Estado de Sergipe S.A. (Banese)'],
  ['070', 'BRB - Banco de Brasília S.A.'],
  ['077', 'Banco Inter S.A.'],
  ['085', 'Cooperativa Central de Crédito - Ailos'],
  ['104', 'Caixa Econômica Federal'],
  ['136', 'Unicred do Brasil'],
  ['197', 'Stone Instituição de Pagamento S.A.'],
  ['208', 'Banco BTG Pactual S.A.'],
  ['212', 'Banco Original S.A.'],
  ['237', 'Banco Bradesco S.A.'],
  ['260', 'Nu Pagamentos S.A. (Nubank)'],
  ['290', 'PagSeguro Internet Instituição de Pagamento S.A.'],
  ['318', 'Banco BMG S.A.'],
  ['323', 'Mercado Pago Instituição de Pagamento Ltda.'],
  ['336', 'Banco C6 S.A.'],
  ['341', 'Itaú Unibanco S.A.'],
  ['380', 'PicPay Instituição de Pagamento S.A.'],
  ['389', 'Banco Mercantil do Brasil S.A.'],
  ['422', 'Banco Safra S.A.'],
  ['623', 'Banco Pan S.A.'],
  ['633', 'Banco Rendimento S.A.'],
  ['655', 'Banco Votorantim S.A.'],
  ['707', 'Banco Daycoval S.A.'],
  ['745', 'Banco Citibank S.A.'],
  ['748', 'Banco Cooperativo Sicredi S.A.'],
  ['756', 'Banco Cooperativo Sicoob S.A.'],
];

/** Entries the back office keeps in the same table for its own bookkeeping; the bank list must leave them out. */
const NON_BANK_ENTRIES: readonly [code: string, name: string][] = [
  ['000', 'Ajustes'],
  ['900', 'Transporte de valores'],
  ['901', 'Liquidação'],
  ['999', 'Outros'],
];

export async function seedBanks(db: Database): Promise<void> {
  await db
    .insert(banks)
    .values([
      ...BANKS.map(([code, name]) => ({ code, name, isBank: true })),
      ...NON_BANK_ENTRIES.map(([code, name]) => ({ code, name, isBank: false })),
    ])
    .onConflictDoNothing();
}
