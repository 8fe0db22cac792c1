import {
  ACCOUNT_MAX_DIGITS,
  ACCOUNT_MIN_DIGITS,
  AGENCY_MAX_DIGITS,
  AGENCY_MIN_DIGITS,
  SIZE_MAX_CHARS,
  type Language,
} from '../constants';

/**
 * Validation messages of spec §5 and §8, in the request language. The API answers with them; the web may
 * use the same codes. pt texts are the spec's own where it gives them ('Formatos aceitos…', 'Por favor, confirme os
 * termos para prosseguir'), quoted as written. The bank hints are not: the spec's '(4 à 5 dígitos)' and '(5 à 12
 * dígitos)' carry a wrong crase, and the account's range was not the one the rule enforces (validation/bank.ts takes
 * 4 to 12 digits and an optional check digit); they are built from the constants the rule reads (issue 23).
 */
export const VALIDATION_CODES = [
  'required',
  'requiredFields',
  'invalidCpf',
  'invalidCnpj',
  'invalidEmail',
  'invalidPhone',
  'invalidCep',
  'zipNotFound',
  'invalidUf',
  'invalidPix',
  'pixAcceptedFormats',
  'pixInvalidCpf',
  'pixInvalidCnpj',
  'pixInvalidEmail',
  'pixInvalidPhone',
  'pixAmbiguous',
  'invalidAgency',
  'agencyExample',
  'invalidAccount',
  'accountExample',
  'bankRequired',
  'purchasePrice',
  'invalidDate',
  'termsNotAccepted',
  'chooseEmailOrPhone',
  'invalidCode',
  'customerNotFoundByPhone',
  'customerHasNoEmail',
  'cpfNotRegistered',
  'refundValueRequired',
  'valueAboveBalance',
  'deliveryDateRequired',
  'selectItem',
  'selectReason',
  'selectSubReason',
  'selectDesire',
  'selectSize',
  'selectNumber',
  'selectColour',
  'itemsInvalid',
  'photoRequired',
  'invoiceRequired',
  'invalidCharacters',
  'numberTooLarge',
  'sizeTooLong',
  'cpfNotOwn',
  'addressNotOfCep',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** The spec's list with the random (EVP) key added: DICT's kinds are all accepted (issue 23 #13). */
const PT_PIX_FORMATS = 'Formatos aceitos: CPF, CNPJ, email, telefone ou chave aleatória.';
const PT_AGENCY_EXAMPLE = `0000-7 (de ${AGENCY_MIN_DIGITS} a ${AGENCY_MAX_DIGITS} dígitos)`;
const PT_ACCOUNT_EXAMPLE = `0000-7 (de ${ACCOUNT_MIN_DIGITS} a ${ACCOUNT_MAX_DIGITS} dígitos e o dígito verificador, se houver)`;
const EN_PIX_FORMATS = 'Accepted formats: CPF, CNPJ, e-mail, phone or random key.';
const EN_AGENCY_EXAMPLE = `0000-7 (${AGENCY_MIN_DIGITS} to ${AGENCY_MAX_DIGITS} digits)`;
const EN_ACCOUNT_EXAMPLE = `0000-7 (${ACCOUNT_MIN_DIGITS} to ${ACCOUNT_MAX_DIGITS} digits and the check digit, if any)`;
const ES_PIX_FORMATS = 'Formatos aceptados: CPF, CNPJ, correo electrónico, teléfono o clave aleatoria.';
const ES_AGENCY_EXAMPLE = `0000-7 (de ${AGENCY_MIN_DIGITS} a ${AGENCY_MAX_DIGITS} dígitos)`;
const ES_ACCOUNT_EXAMPLE = `0000-7 (de ${ACCOUNT_MIN_DIGITS} a ${ACCOUNT_MAX_DIGITS} dígitos y el dígito verificador, si lo hay)`;

const PT: Record<ValidationCode, string> = {
  required: 'Campo obrigatório.',
  requiredFields: 'Preencha todos os campos obrigatórios.',
  invalidCpf: 'CPF inválido.',
  invalidCnpj: 'CNPJ inválido.',
  invalidEmail: 'E-mail inválido.',
  invalidPhone: 'Telefone inválido.',
  invalidCep: 'CEP inválido.',
  zipNotFound: 'CEP não encontrado.',
  invalidUf: 'UF inválida.',
  invalidPix: `Chave Pix inválida. ${PT_PIX_FORMATS}`,
  pixAcceptedFormats: PT_PIX_FORMATS,
  pixInvalidCpf: 'Chave Pix inválida: este CPF não existe (os dígitos verificadores não conferem).',
  pixInvalidCnpj: 'Chave Pix inválida: este CNPJ não existe (os dígitos verificadores não conferem).',
  pixInvalidEmail: 'Chave Pix inválida: confira o e-mail (até 77 caracteres).',
  pixInvalidPhone: 'Chave Pix inválida: o telefone deve ser do Brasil, com DDD e número, como +55 (11) 98765-4321.',
  pixAmbiguous:
    'Estes 11 dígitos podem ser um CPF ou um telefone, e não são um CPF válido. Se a chave é um telefone, digite com o DDD entre parênteses ou com +55, como (11) 98765-4321.',
  invalidAgency: `Agência inválida. Exemplo: ${PT_AGENCY_EXAMPLE}`,
  agencyExample: PT_AGENCY_EXAMPLE,
  invalidAccount: `Conta inválida. Exemplo: ${PT_ACCOUNT_EXAMPLE}`,
  accountExample: PT_ACCOUNT_EXAMPLE,
  bankRequired: 'Selecione o banco.',
  purchasePrice: 'O valor da compra não pode ser R$ 0,00.',
  invalidDate: 'Data inválida.',
  termsNotAccepted: 'Por favor, confirme os termos para prosseguir',
  chooseEmailOrPhone: 'Para prosseguir, escolha e-mail ou telefone.',
  invalidCode: 'Código inválido.',
  customerNotFoundByPhone: 'Cliente não encontrado com o telefone informado.',
  customerHasNoEmail: 'Cliente não possui e-mail cadastrado.',
  cpfNotRegistered: 'CPF não cadastrado. Entre em contato com o SAC.',
  refundValueRequired: 'Informe um valor maior que zero.',
  valueAboveBalance: 'Valor acima do saldo disponível.',
  deliveryDateRequired: 'A data de entrega é obrigatória para abrir o protocolo.',
  selectItem: 'Selecione um item.',
  selectReason: 'Selecione um motivo.',
  selectSubReason: 'Selecione um submotivo.',
  selectDesire: 'Selecione um desejo.',
  selectSize: 'Selecione o tamanho desejado.',
  selectNumber: 'Selecione a numeração.',
  selectColour: 'Selecione uma cor.',
  itemsInvalid: 'Itens com campos obrigatórios não preenchidos foram removidos da seleção.',
  photoRequired: 'Envie pelo menos uma foto do produto.',
  invoiceRequired: 'Envie pelo menos um arquivo da nota fiscal.',
  invalidCharacters: 'Contém caracteres não permitidos.',
  numberTooLarge: 'Número acima do limite permitido.',
  sizeTooLong: `O tamanho tem no máximo ${SIZE_MAX_CHARS} caracteres.`,
  cpfNotOwn: 'O CPF deve ser o do seu cadastro.',
  addressNotOfCep: 'A cidade e a UF devem ser as do CEP informado.',
};

const EN: Record<ValidationCode, string> = {
  required: 'Required field.',
  requiredFields: 'Fill in all required fields.',
  invalidCpf: 'Invalid CPF.',
  invalidCnpj: 'Invalid CNPJ.',
  invalidEmail: 'Invalid e-mail.',
  invalidPhone: 'Invalid phone number.',
  invalidCep: 'Invalid zip code.',
  zipNotFound: 'Zip code not found.',
  invalidUf: 'Invalid state.',
  invalidPix: `Invalid Pix key. ${EN_PIX_FORMATS}`,
  pixAcceptedFormats: EN_PIX_FORMATS,
  pixInvalidCpf: 'Invalid Pix key: this CPF does not exist (its check digits do not match).',
  pixInvalidCnpj: 'Invalid Pix key: this CNPJ does not exist (its check digits do not match).',
  pixInvalidEmail: 'Invalid Pix key: check the e-mail (up to 77 characters).',
  pixInvalidPhone:
    'Invalid Pix key: the phone must be Brazilian, with area code and number, such as +55 (11) 98765-4321.',
  pixAmbiguous:
    'These 11 digits could be a CPF or a phone, and they are not a valid CPF. If the key is a phone, type it with the area code in parentheses or with +55, such as (11) 98765-4321.',
  invalidAgency: `Invalid branch. Example: ${EN_AGENCY_EXAMPLE}`,
  agencyExample: EN_AGENCY_EXAMPLE,
  invalidAccount: `Invalid account. Example: ${EN_ACCOUNT_EXAMPLE}`,
  accountExample: EN_ACCOUNT_EXAMPLE,
  bankRequired: 'Select the bank.',
  purchasePrice: 'The purchase amount cannot be R$ 0,00.',
  invalidDate: 'Invalid date.',
  termsNotAccepted: 'Please accept the terms to continue',
  chooseEmailOrPhone: 'To continue, choose e-mail or phone (text message).',
  invalidCode: 'Invalid code.',
  customerNotFoundByPhone: 'Customer not found with the specified phone number.',
  customerHasNoEmail: 'The customer has no e-mail registered.',
  cpfNotRegistered: 'CPF not registered. Please contact customer service.',
  refundValueRequired: 'Enter an amount greater than zero.',
  valueAboveBalance: 'Value above the available balance.',
  deliveryDateRequired: 'The delivery date is required to open the protocol.',
  selectItem: 'Select an item.',
  selectReason: 'Select a reason.',
  selectSubReason: 'Select a sub-reason.',
  selectDesire: 'Select a resolution.',
  selectSize: 'Select the desired size.',
  selectNumber: 'Select the shoe size.',
  selectColour: 'Select a colour.',
  itemsInvalid: 'Items with required fields left blank were removed from the selection.',
  photoRequired: 'Send at least one photo of the product.',
  invoiceRequired: 'Send at least one invoice file.',
  invalidCharacters: 'Contains characters that are not allowed.',
  numberTooLarge: 'Number above the allowed limit.',
  sizeTooLong: `The size has at most ${SIZE_MAX_CHARS} characters.`,
  cpfNotOwn: 'The CPF must be the one in your account.',
  addressNotOfCep: 'The city and state must be those of the CEP given.',
};

const ES: Record<ValidationCode, string> = {
  required: 'Campo obligatorio.',
  requiredFields: 'Completa todos los campos obligatorios.',
  invalidCpf: 'CPF inválido.',
  invalidCnpj: 'CNPJ inválido.',
  invalidEmail: 'Correo electrónico inválido.',
  invalidPhone: 'Teléfono inválido.',
  invalidCep: 'Código postal inválido.',
  zipNotFound: 'Código postal no encontrado.',
  invalidUf: 'Estado inválido.',
  invalidPix: `Clave Pix inválida. ${ES_PIX_FORMATS}`,
  pixAcceptedFormats: ES_PIX_FORMATS,
  pixInvalidCpf: 'Clave Pix inválida: este CPF no existe (los dígitos verificadores no coinciden).',
  pixInvalidCnpj: 'Clave Pix inválida: este CNPJ no existe (los dígitos verificadores no coinciden).',
  pixInvalidEmail: 'Clave Pix inválida: revisa el correo electrónico (hasta 77 caracteres).',
  pixInvalidPhone:
    'Clave Pix inválida: el teléfono debe ser de Brasil, con código de área y número, como +55 (11) 98765-4321.',
  pixAmbiguous:
    'Estos 11 dígitos podrían ser un CPF o un teléfono, y no son un CPF válido. Si la clave es un teléfono, escríbela con el código de área entre paréntesis o con +55, como (11) 98765-4321.',
  invalidAgency: `Agencia inválida. Ejemplo: ${ES_AGENCY_EXAMPLE}`,
  agencyExample: ES_AGENCY_EXAMPLE,
  invalidAccount: `Cuenta inválida. Ejemplo: ${ES_ACCOUNT_EXAMPLE}`,
  accountExample: ES_ACCOUNT_EXAMPLE,
  bankRequired: 'Selecciona el banco.',
  purchasePrice: 'El valor de la compra no puede ser R$ 0,00.',
  invalidDate: 'Fecha inválida.',
  termsNotAccepted: 'Por favor, acepta los términos para continuar',
  chooseEmailOrPhone: 'Para continuar, elige correo electrónico o teléfono (SMS).',
  invalidCode: 'Código inválido.',
  customerNotFoundByPhone: 'No encontramos ningún cliente con el teléfono indicado.',
  customerHasNoEmail: 'El cliente no tiene correo electrónico registrado.',
  cpfNotRegistered: 'CPF no registrado. Comunícate con atención al cliente.',
  refundValueRequired: 'Ingresa un valor mayor que cero.',
  valueAboveBalance: 'Valor superior al saldo disponible.',
  deliveryDateRequired: 'La fecha de entrega es obligatoria para abrir el protocolo.',
  selectItem: 'Selecciona un artículo.',
  selectReason: 'Selecciona un motivo.',
  selectSubReason: 'Selecciona un submotivo.',
  selectDesire: 'Selecciona una solución.',
  selectSize: 'Selecciona la talla deseada.',
  selectNumber: 'Selecciona la numeración.',
  selectColour: 'Selecciona un color.',
  itemsInvalid: 'Los artículos con campos obligatorios sin completar se quitaron de la selección.',
  photoRequired: 'Envía al menos una foto del producto.',
  invoiceRequired: 'Envía al menos un archivo de la factura.',
  invalidCharacters: 'Contiene caracteres no permitidos.',
  numberTooLarge: 'Número superior al límite permitido.',
  sizeTooLong: `La talla tiene como máximo ${SIZE_MAX_CHARS} caracteres.`,
  cpfNotOwn: 'El CPF debe ser el de tu registro.',
  addressNotOfCep: 'La ciudad y el estado deben ser los del CEP informado.',
};

export const VALIDATION_MESSAGES: Readonly<Record<Language, Readonly<Record<ValidationCode, string>>>> = {
  pt: PT,
  en: EN,
  es: ES,
};

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (VALIDATION_CODES as readonly string[]).includes(value);
}

export function validationMessage(code: ValidationCode, lang: Language): string {
  return VALIDATION_MESSAGES[lang][code];
}
