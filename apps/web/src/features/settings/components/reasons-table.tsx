import { Table } from '@mantine/core';
import { pickLanguage } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../backoffice/lib/use-language';
import type { ReasonSetting } from '../api/settings-api';
import { EditButton } from './edit-button';
import classes from './settings.module.css';

export const reasonEditButtonId = (id: number) => `settings-edit-reason-${id}`;

interface ReasonsTableProps {
  reasons: ReasonSetting[];
  /** Null when the admin may not change the shared catalogue: no edit buttons then. */
  onEdit: ((reason: ReasonSetting) => void) | null;
}

/** The reasons as the shopper's portal applies them: name, deadline, photos, who sees them, whether offered. */
export function ReasonsTable({ reasons, onEdit }: ReasonsTableProps) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const yes = (value: boolean) => (value ? t('form.yes') : t('form.no'));
  return (
    <div className={classes.tableBox}>
      <Table striped withTableBorder>
        <Table.Caption>{t('reasons.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reasons.id')}</Table.Th>
            <Table.Th scope="col">{t('reasons.name')}</Table.Th>
            <Table.Th scope="col">{t('reasons.deadline')}</Table.Th>
            <Table.Th scope="col">{t('reasons.requiresImages')}</Table.Th>
            <Table.Th scope="col">{t('reasons.operatorOnly')}</Table.Th>
            <Table.Th scope="col">{t('reasons.active')}</Table.Th>
            {onEdit ? <Table.Th scope="col">{t('form.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reasons.map((reason) => {
            const name = pickLanguage(reason.name, language);
            return (
              <Table.Tr key={reason.id}>
                <Table.Td>{reason.id}</Table.Td>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>
                  {reason.slaRestricted ? t('reasons.days', { count: reason.slaDays }) : t('reasons.noDeadline')}
                </Table.Td>
                <Table.Td>{yes(reason.requiresImages)}</Table.Td>
                <Table.Td>{yes(reason.operatorOnly)}</Table.Td>
                <Table.Td>{yes(reason.active)}</Table.Td>
                {onEdit ? (
                  <Table.Td>
                    <EditButton
                      id={reasonEditButtonId(reason.id)}
                      label={t('reasons.editNamed', { name })}
                      onClick={() => onEdit(reason)}
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
