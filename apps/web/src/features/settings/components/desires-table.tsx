import { Table } from '@mantine/core';
import { pickLanguage } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../backoffice/lib/use-language';
import type { DesireSetting, ReasonSetting } from '../api/settings-api';
import { EditButton } from './edit-button';
import classes from './settings.module.css';

export const desireEditButtonId = (id: number) => `settings-edit-desire-${id}`;

interface DesiresTableProps {
  desires: DesireSetting[];
  reasons: ReasonSetting[];
  onEdit: ((desire: DesireSetting) => void) | null;
}

/** The desires: name, the reason they belong to, what they trigger and whether they are offered. */
export function DesiresTable({ desires, reasons, onEdit }: DesiresTableProps) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const reasonName = new Map(reasons.map((reason) => [reason.id, pickLanguage(reason.name, language)]));
  return (
    <div className={classes.tableBox}>
      <Table striped withTableBorder>
        <Table.Caption>{t('desires.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('desires.name')}</Table.Th>
            <Table.Th scope="col">{t('desires.reason')}</Table.Th>
            <Table.Th scope="col">{t('desires.trigger')}</Table.Th>
            <Table.Th scope="col">{t('desires.active')}</Table.Th>
            {onEdit ? <Table.Th scope="col">{t('form.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {desires.map((desire) => {
            const name = pickLanguage(desire.name, language);
            return (
              <Table.Tr key={desire.id}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>{reasonName.get(desire.reasonId) ?? desire.reasonId}</Table.Td>
                <Table.Td>{t(`desires.triggers.${desire.trigger}`)}</Table.Td>
                <Table.Td>{desire.active ? t('form.yes') : t('form.no')}</Table.Td>
                {onEdit ? (
                  <Table.Td>
                    <EditButton
                      id={desireEditButtonId(desire.id)}
                      label={t('desires.editNamed', { name })}
                      onClick={() => onEdit(desire)}
                    />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
