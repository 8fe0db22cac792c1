/**
 * The demo product catalogue: what the customers bought (order lines) and what the stock call offers for an exchange
 * (stock variants) come from the same records, so a colour or size on an order always exists in the stock grid.
 * Images are the flat illustrations in apps/web/public/products, served by the SPA at /products/…
 */

export interface ProductColour {
  /** COR_CODIGO */
  code: string;
  /** COR_NOME */
  name: string;
  /** COR_CODHEXA */
  hex: string;
  /** LINK_IMAGEM */
  image: string;
  /** Units per size, in the order of the product's `sizes` (EST_SLD; 0 = unavailable). */
  stock: readonly number[];
}

export interface Product {
  /** PRO_CODIGO */
  code: string;
  /** PRO_MODELO */
  model: string;
  /** PRO_NOME */
  name: string;
  /** GRA_CODIGO: the size grid the product is sold in. */
  gridCode: string;
  /** GRA_TAMANHO values, smallest first; TAM_ORDEM is the position (1-based). */
  sizes: readonly string[];
  colours: readonly ProductColour[];
}

const APPAREL = ['P', 'M', 'G', 'GG'] as const;
const image = (file: string) => `/products/${file}.svg`;

export const PRODUCTS = {
  // Corre Brasil (brand 1): running
  runningShoe: {
    code: '100101',
    model: 'VELOZ',
    name: 'Tênis de Corrida Veloz',
    gridCode: 'CAL',
    sizes: ['38', '39', '40', '41', '42', '43'],
    colours: [
      // Size 43 is sold out in every colour: the size list shows it, but it cannot be chosen.
      { code: 'AZR', name: 'Azul Royal', hex: '#2563EB', image: image('shoe-blue'), stock: [4, 6, 3, 5, 2, 0] },
      { code: 'PRT', name: 'Preto', hex: '#1F2937', image: image('shoe-black'), stock: [2, 8, 7, 4, 6, 0] },
      { code: 'CRL', name: 'Coral', hex: '#F97362', image: image('shoe-coral'), stock: [3, 1, 0, 0, 2, 0] },
    ],
  },
  dryFitTee: {
    code: '200201',
    model: 'DRYFIT',
    name: 'Camiseta Dry Fit',
    gridCode: 'VES',
    sizes: APPAREL,
    colours: [
      { code: 'BRC', name: 'Branca', hex: '#FFFFFF', image: image('tshirt-white'), stock: [10, 12, 0, 5] },
      { code: 'AZM', name: 'Azul Marinho', hex: '#1E3A8A', image: image('tshirt-navy'), stock: [6, 9, 7, 3] },
      { code: 'VLM', name: 'Verde Limão', hex: '#84CC16', image: image('tshirt-lime'), stock: [4, 0, 5, 2] },
    ],
  },
  runningShorts: {
    code: '300301',
    model: 'LEVE',
    name: 'Bermuda Corrida Leve',
    gridCode: 'VES',
    sizes: APPAREL,
    colours: [
      { code: 'PRT', name: 'Preta', hex: '#1F2937', image: image('shorts-black'), stock: [5, 8, 6, 4] },
      { code: 'CZA', name: 'Cinza', hex: '#9CA3AF', image: image('shorts-grey'), stock: [3, 0, 4, 1] },
      { code: 'CRL', name: 'Coral', hex: '#FB7185', image: image('shorts-coral'), stock: [2, 5, 3, 0] },
    ],
  },
  windbreaker: {
    code: '400401',
    model: 'VENTO',
    name: 'Jaqueta Corta-Vento',
    gridCode: 'VES',
    sizes: APPAREL,
    colours: [
      { code: 'VRM', name: 'Vermelha', hex: '#DC2626', image: image('jacket-red'), stock: [2, 4, 3, 1] },
      { code: 'PRT', name: 'Preta', hex: '#1F2937', image: image('jacket-black'), stock: [3, 5, 0, 2] },
    ],
  },
  leggings: {
    code: '500501',
    model: 'COMPRESSAO',
    name: 'Legging Compressão',
    gridCode: 'VES',
    sizes: ['PP', 'P', 'M', 'G'],
    colours: [
      { code: 'PRT', name: 'Preta', hex: '#1F2937', image: image('leggings-black'), stock: [4, 7, 9, 5] },
      { code: 'RXA', name: 'Roxa', hex: '#7C3AED', image: image('leggings-purple'), stock: [1, 3, 0, 2] },
    ],
  },
  // One size only and sold out in every colour: choosing a size exchange opens the stock-empty modal.
  runningCap: {
    code: '600601',
    model: 'BONERUN',
    name: 'Boné Running',
    gridCode: 'UNI',
    sizes: ['U'],
    colours: [
      { code: 'PRT', name: 'Preto', hex: '#1F2937', image: image('cap-black'), stock: [0] },
      { code: 'BRC', name: 'Branco', hex: '#FFFFFF', image: image('cap-white'), stock: [0] },
    ],
  },
  // Two sizes: the one Ana bought (G) has stock, the only other one (P) is sold out.
  crewSocks: {
    code: '700701',
    model: 'MEIACANO',
    name: 'Meia Cano Alto (3 pares)',
    gridCode: 'MEI',
    sizes: ['P', 'G'],
    colours: [{ code: 'BRC', name: 'Branca', hex: '#FFFFFF', image: image('socks-white'), stock: [0, 6] }],
  },
  trailBackpack: {
    code: '800801',
    model: 'TRAIL20',
    name: 'Mochila Trail 20L',
    gridCode: 'UNI',
    sizes: ['U'],
    colours: [
      { code: 'VMG', name: 'Verde Musgo', hex: '#4D7C0F', image: image('backpack-green'), stock: [7] },
      { code: 'CGR', name: 'Cinza Grafite', hex: '#4B5563', image: image('backpack-grey'), stock: [4] },
    ],
  },
  // Trilha Norte (brand 2): trail and outdoor
  trailBoot: {
    code: '910101',
    model: 'SERRA',
    name: 'Bota de Trilha Serra',
    gridCode: 'CAL',
    sizes: ['37', '38', '39', '40', '41', '42'],
    colours: [
      { code: 'MRR', name: 'Marrom', hex: '#8B5A2B', image: image('boot-brown'), stock: [2, 3, 5, 4, 0, 1] },
      { code: 'CZA', name: 'Cinza', hex: '#6B7280', image: image('boot-grey'), stock: [1, 0, 2, 3, 2, 2] },
    ],
  },
  uvTee: {
    code: '910201',
    model: 'UVTRILHA',
    name: 'Camiseta UV Trilha',
    gridCode: 'VES',
    sizes: APPAREL,
    colours: [
      { code: 'LRJ', name: 'Laranja', hex: '#F97316', image: image('tshirt-orange'), stock: [5, 6, 4, 2] },
      { code: 'BRC', name: 'Branca', hex: '#FFFFFF', image: image('tshirt-white'), stock: [3, 0, 6, 1] },
    ],
  },
  rainJacket: {
    code: '910301',
    model: 'NORTE',
    name: 'Jaqueta Impermeável Norte',
    gridCode: 'VES',
    sizes: APPAREL,
    colours: [
      { code: 'VFL', name: 'Verde Floresta', hex: '#2E7D4F', image: image('jacket-green'), stock: [2, 3, 2, 0] },
      { code: 'PRT', name: 'Preta', hex: '#1F2937', image: image('jacket-black'), stock: [1, 4, 3, 2] },
    ],
  },
  // Maré Sports (brand 4): beach and water
  boardshort: {
    code: '157101',
    model: 'BOARD',
    name: 'Bermuda Boardshort Maré',
    gridCode: 'VES',
    sizes: APPAREL,
    colours: [
      { code: 'VDA', name: 'Verde-Água', hex: '#0E9F9A', image: image('shorts-teal'), stock: [4, 5, 3, 2] },
      { code: 'CRL', name: 'Coral', hex: '#FB7185', image: image('shorts-coral'), stock: [2, 0, 4, 1] },
    ],
  },
  lycraTee: {
    code: '157201',
    model: 'LYCRA',
    name: 'Camiseta Lycra UV Maré',
    gridCode: 'VES',
    sizes: APPAREL,
    colours: [
      { code: 'AZP', name: 'Azul Piscina', hex: '#22B8CF', image: image('tshirt-aqua'), stock: [3, 6, 5, 2] },
      { code: 'BRC', name: 'Branca', hex: '#FFFFFF', image: image('tshirt-white'), stock: [2, 4, 0, 3] },
    ],
  },
  beachCap: {
    code: '157301',
    model: 'BONEMARE',
    name: 'Boné Maré',
    gridCode: 'UNI',
    sizes: ['U'],
    colours: [
      { code: 'VDA', name: 'Verde-Água', hex: '#0E9F9A', image: image('cap-teal'), stock: [5] },
      { code: 'BRC', name: 'Branco', hex: '#FFFFFF', image: image('cap-white'), stock: [2] },
    ],
  },
} as const satisfies Record<string, Product>;

export type ProductKey = keyof typeof PRODUCTS;

/** The colour record of a product by its name (COR_NOME); throws on a typo so bad demo data fails at seed time. */
export function colourOf(product: Product, colourName: string): ProductColour {
  const colour = product.colours.find((candidate) => candidate.name === colourName);
  if (!colour) throw new Error(`Product ${product.code} has no colour '${colourName}'`);
  return colour;
}

/** Throws when a product is sold in no such size, for the same reason. */
export function assertSize(product: Product, size: string): void {
  if (!product.sizes.includes(size)) throw new Error(`Product ${product.code} has no size '${size}'`);
}
