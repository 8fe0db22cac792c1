import { onlyDigits, type GenerateProtocolRequest } from '@portal/domain';
import type { OrderAddress, ResolvedItem } from './types';

/**
 * Same text but for case and spacing. `toLowerCase` rather than `toLocaleLowerCase('pt-BR')`: Unicode has no
 * Portuguese-specific case mapping (only Turkish, Azeri and Lithuanian have), so both give the same text, and the
 * locale lookup cost ~5 µs a call, 18 calls a protocol (bench/README.md, protocol creation).
 */
function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/**
 * cli_enddes / cli_endseqdes name the order system's stored delivery address. They are kept only when they are the
 * keys of one of the items' orders and the address sent is that order's address unchanged (spec §3); an edited
 * address is a new one, so the keys would point at the old place.
 */
export function keptAddressKeys(request: GenerateProtocolRequest, items: readonly ResolvedItem[]) {
  if (request.cli_enddes === undefined || request.cli_endseqdes === undefined)
    return { addressId: null, addressSeq: null };
  const unchanged = (address: OrderAddress) =>
    address.addressId === request.cli_enddes &&
    address.addressSeq === request.cli_endseqdes &&
    onlyDigits(address.cep) === request.cepCliente &&
    sameText(address.street, request.enderecoCliente) &&
    sameText(address.streetNumber, request.numeroEndrCliente) &&
    sameText(address.complement, request.complementoEndrCliente) &&
    sameText(address.district, request.bairroCliente) &&
    sameText(address.city, request.cidadeCliente) &&
    sameText(address.uf, request.UFCliente);
  const match = items.some((item) => item.orderAddress !== null && unchanged(item.orderAddress));
  return match
    ? { addressId: request.cli_enddes, addressSeq: request.cli_endseqdes }
    : { addressId: null, addressSeq: null };
}
