import { BRAND_COMPANY_CODES, REFUND_MIN_DAYS_NOTICE } from '@portal/domain';
import type { Database } from '../client';
import { brandCompanies, brandHosts, brands, settings, type LocalizedText } from '../schema';
import { CORRE_BRASIL_LOGO, MARE_SPORTS_LOGO, TRILHA_NORTE_LOGO } from './brand-logos';

export const BRAND_ID = { CORRE_BRASIL: 1, TRILHA_NORTE: 2, MARE_SPORTS: 4 } as const;

interface BrandSeed {
  id: number;
  name: string;
  /** Ten shades, lightest first (Mantine); the seed test checks shade 8 against white text at 4.5:1. */
  palette: string[];
  logoSvg: string;
  site: string;
  hosts: string[];
  validateDeliveryDate: boolean;
  couponQuantity: number;
  couponValidityDays: number;
}

export const BRAND_SEEDS: readonly BrandSeed[] = [
  {
    id: BRAND_ID.CORRE_BRASIL,
    name: 'Corre Brasil',
    palette: [
      '#FFF4EC',
      '#FFE4D1',
      '#FFC8A3',
      '#FFA66E',
      '#FF8540',
      '#F96A1C',
      '#E2560C',
      '#BF460A',
      '#9C3A0C',
      '#7A2F0E',
    ],
    logoSvg: CORRE_BRASIL_LOGO,
    site: 'https://corre-brasil.example',
    hosts: ['localhost', '127.0.0.1'],
    validateDeliveryDate: true,
    couponQuantity: 2,
    couponValidityDays: 30,
  },
  {
    id: BRAND_ID.TRILHA_NORTE,
    name: 'Trilha Norte',
    palette: [
      '#EDF8F1',
      '#D3EFDD',
      '#A8DFBD',
      '#77CC98',
      '#4BB777',
      '#2E9E5E',
      '#20824B',
      '#196A3E',
      '#145634',
      '#0F3F27',
    ],
    logoSvg: TRILHA_NORTE_LOGO,
    site: 'https://trilha-norte.example',
    hosts: ['brand2.localhost'],
    validateDeliveryDate: true,
    couponQuantity: 3,
    couponValidityDays: 45,
  },
  {
    id: BRAND_ID.MARE_SPORTS,
    name: 'Maré Sports',
    palette: [
      '#E8F8FB',
      '#C9EEF5',
      '#97DDE9',
      '#5FC7D9',
      '#33B0C7',
      '#1796AE',
      '#0E7B91',
      '#0C6477',
      '#0A5062',
      '#083B49',
    ],
    logoSvg: MARE_SPORTS_LOGO,
    site: 'https://mare-sports.example',
    hosts: ['brand4.localhost'],
    // The one brand that does not validate the delivery date, so a line without one can still be requested there.
    validateDeliveryDate: false,
    couponQuantity: 1,
    couponValidityDays: 30,
  },
];

function settingsTexts(brand: BrandSeed): {
  couponMessage: LocalizedText;
  couponInstructions: LocalizedText;
  shoppingMessage: LocalizedText;
  refundMessage: LocalizedText;
} {
  const days = brand.couponValidityDays;
  return {
    couponMessage: {
      pt: `Parabéns! Você ganhou um cupom de desconto exclusivo da ${brand.name} para a sua próxima compra.`,
      en: `Congratulations! You have earned an exclusive ${brand.name} discount coupon for your next purchase.`,
      es: `¡Felicitaciones! Ganaste un cupón de descuento exclusivo de ${brand.name} para tu próxima compra.`,
    },
    couponInstructions: {
      pt: `Copie o código e aplique no carrinho da loja online antes de finalizar a compra. Uso único, válido por ${days} dias.`,
      en: `Copy the code and apply it in the online store's cart before checking out. Single use, valid for ${days} days.`,
      es: `Copia el código y aplícalo en el carrito de la tienda online antes de finalizar la compra. Uso único, válido por ${days} días.`,
    },
    shoppingMessage: {
      pt: `Seu saldo de vale-compras pode ser usado em qualquer compra no site da ${brand.name}. Boas compras!`,
      en: `Your shopping-voucher balance can be used on any purchase on the ${brand.name} website. Happy shopping!`,
      es: `Tu saldo de vale de compra se puede usar en cualquier compra en el sitio de ${brand.name}. ¡Buenas compras!`,
    },
    refundMessage: {
      pt: `O valor estornado pode levar no mínimo ${REFUND_MIN_DAYS_NOTICE} dias para aparecer, dependendo da forma de pagamento.`,
      en: `The refunded amount may take at least ${REFUND_MIN_DAYS_NOTICE} days to appear, depending on the payment method.`,
      es: `El importe reembolsado puede tardar al menos ${REFUND_MIN_DAYS_NOTICE} días en aparecer, según el medio de pago.`,
    },
  };
}

/** The seeded address of a brand's policy (the link the quick-access terms name, and a protocol's consent records). */
export function seededPolicyUrl(brandId: number): string {
  const brand = BRAND_SEEDS.find((seed) => seed.id === brandId);
  if (!brand) throw new Error(`seededPolicyUrl: no seeded brand ${brandId}`);
  return `${brand.site}/politica-de-trocas`;
}

/** Brands, their hosts and company codes (spec §1, ARCHITECTURE §5) and their general settings (SCO_*). */
export async function seedBrands(db: Database): Promise<void> {
  await db
    .insert(brands)
    .values(
      BRAND_SEEDS.map((brand) => ({
        id: brand.id,
        name: brand.name,
        palette: brand.palette,
        logoSvg: brand.logoSvg,
        policyUrl: seededPolicyUrl(brand.id),
        contactUrl: `${brand.site}/fale-conosco`,
        shopUrl: `${brand.site}/`,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(brandHosts)
    .values(BRAND_SEEDS.flatMap((brand) => brand.hosts.map((host) => ({ host, brandId: brand.id }))))
    .onConflictDoNothing();
  await db
    .insert(brandCompanies)
    .values(
      BRAND_SEEDS.flatMap((brand) =>
        (BRAND_COMPANY_CODES[brand.id] ?? []).map((companyCode) => ({ brandId: brand.id, companyCode })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values(
      BRAND_SEEDS.map((brand) => ({
        brandId: brand.id,
        validateDeliveryDate: brand.validateDeliveryDate,
        couponQuantity: brand.couponQuantity,
        couponValidityDays: brand.couponValidityDays,
        ...settingsTexts(brand),
      })),
    )
    .onConflictDoNothing();
}
