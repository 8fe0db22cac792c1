import type { ReactNode } from 'react';
import { Image } from '@mantine/core';
import { formatMoney, type ShownText } from '@portal/domain';
import { BrandText, shownText } from '../../../components/ui/brand-text';
import { useTranslation } from '../../../lib/translation';
import { IconPackage } from '../../../components/ui/icons';
import classes from './protocol-detail.module.css';

/** What a product card shows: the fields of an item and of a stockout item alike. */
export interface ProductCardData {
  LINK_IMAGEM: string | null;
  PRO_RESUMIDO: string;
  PRO_CODIGO: string;
  ITP_QTDEV: number;
  ITF_VLUNIT: number;
  GRA_TAMANHO?: string | null;
  COR_NOME?: string | null;
  TAMANHO_TROCA?: string | null;
  COR_TROCA?: string | null;
  /** The names to show (the brand's in the page's language, else the stored pt; ADR 0032): absent, the stored ones. */
  PRO_RESUMIDO_SHOWN?: ShownText;
  COR_NOME_SHOWN?: ShownText | null;
  COR_TROCA_SHOWN?: ShownText | null;
}

/** Product cards of the detail (spec §2): image, name, code, quantity and unit value in BRL. */
export function ProductCards({ products, testId }: { products: readonly ProductCardData[]; testId: string }) {
  const { t } = useTranslation('protocols');
  return (
    <ul className={classes.products} data-testid={testId}>
      {products.map((product, index) => (
        <li key={`${product.PRO_CODIGO}-${index}`} className={classes.product}>
          <div className={classes.productImage}>
            {product.LINK_IMAGEM ? (
              <Image
                src={product.LINK_IMAGEM}
                alt={t('detail.products.imageAlt', {
                  name: shownText(product.PRO_RESUMIDO, product.PRO_RESUMIDO_SHOWN).text,
                })}
                fit="contain"
                h="100%"
              />
            ) : (
              <IconPackage size={32} stroke={1.5} aria-hidden="true" />
            )}
          </div>
          <div className={classes.productText}>
            <h3 className={classes.productName}>
              <BrandText name={product.PRO_RESUMIDO} shown={product.PRO_RESUMIDO_SHOWN} />
            </h3>
            <dl className={classes.facts}>
              {/* An item bought outside the online store has no catalogue code: no empty 'Código:' line. */}
              {product.PRO_CODIGO.trim() ? <Fact label={t('detail.products.code')} value={product.PRO_CODIGO} /> : null}
              <Fact label={t('detail.products.quantity')} value={String(product.ITP_QTDEV)} />
              <Fact label={t('detail.products.unitValue')} value={formatMoney(product.ITF_VLUNIT)} />
              {product.GRA_TAMANHO ? <Fact label={t('detail.products.size')} value={product.GRA_TAMANHO} /> : null}
              {product.COR_NOME ? (
                <Fact
                  label={t('detail.products.colour')}
                  value={<BrandText name={product.COR_NOME} shown={product.COR_NOME_SHOWN} />}
                />
              ) : null}
              {product.TAMANHO_TROCA ? (
                <Fact label={t('detail.products.exchangeSize')} value={product.TAMANHO_TROCA} />
              ) : null}
              {product.COR_TROCA ? (
                <Fact
                  label={t('detail.products.exchangeColour')}
                  value={<BrandText name={product.COR_TROCA} shown={product.COR_TROCA_SHOWN} />}
                />
              ) : null}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
