import { Table, Text } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from '../../test/mantine-markup';
import { PlainText } from './plain-mantine';
import { PlainTable, PlainTbody, PlainTd, PlainTh, PlainThead, PlainTr } from './plain-table';

describe('the plain table draws what Mantine draws for the statement (issue 29)', () => {
  it('a table of the statement’s shape: header, right-aligned columns, rows with data attributes, cell texts', () => {
    const mantine = (
      <Table className="stack" striped highlightOnHover verticalSpacing="xs" data-testid="t" aria-label="Extrato">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Data</Table.Th>
            <Table.Th scope="col" ta="right">
              Valor
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-testid="movement-row" data-mov-id={7}>
            <Table.Td data-label="Data" data-empty={true}>
              —
            </Table.Td>
            <Table.Td data-label="Valor" className="money credit">
              <div>
                <Text size="sm">Crédito</Text>
                <Text size="xs" c="dimmed">
                  Pix
                </Text>
              </div>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    );
    const plain = (
      <PlainTable className="stack" data-testid="t" aria-label="Extrato">
        <PlainThead>
          <PlainTr>
            <PlainTh scope="col">Data</PlainTh>
            <PlainTh scope="col" alignRight>
              Valor
            </PlainTh>
          </PlainTr>
        </PlainThead>
        <PlainTbody>
          <PlainTr data-testid="movement-row" data-mov-id={7}>
            <PlainTd data-label="Data" data-empty={true}>
              —
            </PlainTd>
            <PlainTd data-label="Valor" className="money credit">
              <div>
                <PlainText size="sm" dimmed={false}>
                  Crédito
                </PlainText>
                <PlainText size="xs">Pix</PlainText>
              </div>
            </PlainTd>
          </PlainTr>
        </PlainTbody>
      </PlainTable>
    );
    expect(mantineMarkup(plain)).toBe(mantineMarkup(mantine));
  });

  it('a cell without a class or an empty flag', () => {
    const mantine = (
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td data-label="Saldo">R$ 1,00</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    );
    const plain = (
      <PlainTable>
        <PlainTbody>
          <PlainTr>
            <PlainTd data-label="Saldo">R$ 1,00</PlainTd>
          </PlainTr>
        </PlainTbody>
      </PlainTable>
    );
    expect(mantineMarkup(plain)).toBe(mantineMarkup(mantine));
  });
});
